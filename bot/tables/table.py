"""One game as the table service sees it: its row, seats, rules and current state."""

from __future__ import annotations

from dataclasses import dataclass

from bot.store import GameRow, SeatRow
from bot.text import NAME_LIMIT, clip, plain, safe_name
from games.core import Game, Options, Outcome, State


@dataclass(frozen=True)
class Table:
    """One game as the service sees it: its row, seats, rules and current state."""

    row: GameRow
    seats: list[SeatRow]
    game: Game
    state: State | None

    @property
    def id(self) -> int:
        return self.row.id

    @property
    def version(self) -> int:
        return self.row.version

    @property
    def options(self) -> Options:
        return self.game.Options.model_validate_json(self.row.options)

    @property
    def names(self) -> list[str]:
        """The players' names as Discord text: escaped (no markdown, no mentions)."""
        return [safe_name(seat.name) for seat in self.seats]

    @property
    def plain_names(self) -> list[str]:
        """The players' names for pictures and thread titles: no hidden characters, no
        escaping."""
        return [clip(plain(seat.name), NAME_LIMIT) or "?" for seat in self.seats]

    @property
    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state) if self.state is not None else None

    def seat_of(self, user_id: int) -> SeatRow | None:
        return next((s for s in self.seats if s.user_id == user_id), None)

    def to_act(self) -> list[int]:
        return self.game.to_act(self.state) if self.state is not None else []

    def humans_to_act(self) -> list[SeatRow]:
        return [self.seats[s] for s in self.to_act() if not self.seats[s].is_ai]

    def player_range(self) -> tuple[int, int]:
        return self.game.player_range(self.options)
