"""One game as the table service sees it: its row, seats, rules and current state."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property

from bot.store import GameRow, SeatRow
from bot.text import plain_name, safe_name
from games.core import Game, Options, Outcome, State


@dataclass(frozen=True)
class Table:
    """One game as the service sees it: its row, seats, rules and current state.

    `row.state` is `state` as JSON, or None (a replay shows a state the row does not
    hold). A table never changes (a move makes a new one), so what it works out from its
    state and seats (who acts, the outcome, the names) is worked out once."""

    row: GameRow
    seats: list[SeatRow]
    game: Game
    state: State | None
    reader: str | None = None  # the language of one reader's private view (None: the game's)

    @property
    def id(self) -> int:
        return self.row.id

    @property
    def version(self) -> int:
        return self.row.version

    @property
    def lang(self) -> str:
        """The language to write this table in: the game's (its shared messages), or the
        reader's for a private panel, preview or answer (`read_by`)."""
        return self.reader or self.row.language

    def read_by(self, language: str) -> Table:
        """The same table, to be shown privately to someone who reads `language`."""
        return replace(self, reader=language)

    @property
    def options(self) -> Options:
        return self.game.Options.model_validate_json(self.row.options)

    @property
    def names(self) -> list[str]:
        """The players' names as Discord text: escaped (no markdown, no mentions)."""
        return list(self._names)

    @cached_property
    def _names(self) -> tuple[str, ...]:
        return tuple(safe_name(seat.name) for seat in self.seats)

    @property
    def plain_names(self) -> list[str]:
        """The players' names for pictures and thread titles: no hidden characters, no
        escaping."""
        return list(self._plain_names)

    @cached_property
    def _plain_names(self) -> tuple[str, ...]:
        return tuple(plain_name(seat.name) for seat in self.seats)

    def showing(self, state: State) -> Table:
        """This table with another state (a game finished by a resignation), the row's
        JSON with it, so that boards are drawn from it."""
        return replace(self, row=replace(self.row, state=state.model_dump_json()), state=state)

    @cached_property
    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state) if self.state is not None else None

    def seat_of(self, user_id: int) -> SeatRow | None:
        return next((s for s in self.seats if s.user_id == user_id), None)

    def to_act(self) -> list[int]:
        return list(self._to_act)

    @cached_property
    def _to_act(self) -> tuple[int, ...]:
        return tuple(self.game.to_act(self.state)) if self.state is not None else ()

    def humans_to_act(self) -> list[SeatRow]:
        return [self.seats[s] for s in self.to_act() if not self.seats[s].is_ai]

    def player_range(self) -> tuple[int, int]:
        return self.game.player_range(self.options)
