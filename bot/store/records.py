"""The rows the store hands out: plain frozen dataclasses, no database types."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

Row = Mapping[str, Any]  # a database row as either driver hands it out, by column name


class Status(StrEnum):
    LOBBY = "lobby"
    ACTIVE = "active"
    FINISHED = "finished"
    ABANDONED = "abandoned"


@dataclass(frozen=True)
class GameRow:
    id: int
    guild_id: int
    channel_id: int  # where the lobby was opened
    thread_id: int | None  # the game's thread (None: the game runs in the channel)
    lobby_message_id: int | None
    board_message_id: int | None  # the message showing the current turn
    board_turn: int | None  # the state.turn that message shows
    game: str
    status: Status
    host_id: int
    options: str  # JSON of the game's Options
    seed: int
    state: str | None  # JSON of the game's State (None in the lobby)
    version: int  # bumped by every change a button could be stale against
    deadline: float | None
    created_at: float
    updated_at: float
    turn_seconds: int | None = None  # the turn clock (None: none)
    afk_limit: int = 3  # time-outs in a row before the AI takes the seat for good
    remind_at: float | None = None  # when to ping the acting seats (None: done or none)
    clock_for: str | None = None  # "turn:seats" the current deadline was set for
    board_version: int | None = None  # the state version the board message shows
    language: str = "en"  # the catalogue its shared messages are written in (lang/)

    @property
    def place_id(self) -> int:
        """The channel or thread where the game's boards are posted."""
        return self.thread_id or self.channel_id


@dataclass(frozen=True)
class Clock:
    """A game's turn clock as its row keeps it (GameRow's fields of the same names)."""

    deadline: float | None
    remind_at: float | None
    clock_for: str | None

    @classmethod
    def of(cls, row: GameRow) -> Clock:
        return cls(row.deadline, row.remind_at, row.clock_for)


@dataclass(frozen=True)
class Played:
    """A move to be saved: who played it (no user: the AI, or a move nobody was asked
    for), its action key, and whether it was played for the seat (`auto`)."""

    seat: int
    user_id: int | None
    action: str
    auto: bool = False


@dataclass(frozen=True)
class SeatRow:
    game_id: int
    seat: int
    user_id: int | None  # None: an AI seat
    name: str
    resigned: bool = False
    timeouts: int = 0  # turns in a row the AI played for this seat on a time-out
    away: bool = False  # resigned by the clock: handed to the AI after too many time-outs

    @property
    def is_ai(self) -> bool:
        """The AI plays this seat (an AI seat, or a human who resigned)."""
        return self.user_id is None or self.resigned


@dataclass(frozen=True)
class MoveRow:
    game_id: int
    seq: int
    seat: int
    user_id: int | None  # None when the AI played
    action: str
    at: float
    auto: bool = False  # played by the AI because the seat's time ran out


@dataclass(frozen=True)
class ResultRow:
    game_id: int
    seat: int
    user_id: int | None
    name: str
    rank: int
    score: int | None
    resigned: bool
    mu_before: float | None
    sigma_before: float | None
    mu_after: float | None
    sigma_after: float | None


@dataclass(frozen=True)
class RatingRow:
    guild_id: int
    game: str
    user_id: int
    mu: float
    sigma: float
    games: int
    wins: int
    best_score: int | None
    solo_games: int = 0  # of `games`, those played alone (no win, no rating change)

    @property
    def ordinal(self) -> float:
        """OpenSkill's cautious estimate, mu - 3 sigma (starts at 0, climbs with certainty)."""
        return self.mu - 3 * self.sigma

    @property
    def games_with_others(self) -> int:
        """The games that could be won: all but the solo ones."""
        return self.games - self.solo_games


@dataclass(frozen=True)
class Rating:
    """How a finished game changes its players' ratings: `rate` turns their ratings as
    they stand (users never rated are left out) into the results to record and the new
    ratings. The store calls it inside the transaction that ends the game."""

    guild_id: int
    game: str
    user_ids: Sequence[int]
    rate: Callable[[list[RatingRow]], tuple[list[ResultRow], list[RatingRow]]]


@dataclass(frozen=True)
class FinishedGame:
    """One line of /history: a finished game and its players in rank order."""

    game: GameRow
    results: list[ResultRow]


@dataclass(frozen=True)
class Due:
    """The next thing the clock must do: `kind` is "remind" or "deadline"."""

    game_id: int
    kind: str
    at: float
    status: Status
    version: int


@dataclass(frozen=True)
class GuildSettings:
    """A server's defaults for new lobbies (set with /config; None: the bot's default)."""

    guild_id: int
    turn_seconds: int | None = None
    afk_limit: int | None = None
    results_animation: bool = False  # post an animated summary with each game's results
    language: str | None = None  # a catalogue name (lang/); None: the server's Discord one


@dataclass(frozen=True)
class Shards:
    """The Discord shards one bot process runs: a server belongs to shard
    `(guild_id >> 22) % count` (Discord's rule)."""

    count: int
    ids: tuple[int, ...]

    def owns(self, guild_id: int) -> bool:
        return (guild_id >> 22) % self.count in self.ids
