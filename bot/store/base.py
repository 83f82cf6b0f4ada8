"""The store interface: everything the bot keeps, behind one small protocol.

SQLite (bot/store/sqlite.py) is the embedded default; PostgreSQL (bot/store/postgres.py)
serves a sharded deployment. Both share their queries (bot/store/sql.py). Implementations
must make `record_moves` one transaction guarded by the game's version (a stale or double
click, from this process or another, changes nothing).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from bot.store.records import (
    Clock,
    Due,
    FinishedGame,
    GameRow,
    GuildSettings,
    MoveRow,
    Played,
    Rating,
    RatingRow,
    ResultRow,
    SeatRow,
    Status,
)


class StoreUnavailable(Exception):
    """The database cannot be used at start-up; the message is one line naming the
    problem and the path (printed as is, the process then exits with an error)."""


class Store(Protocol):
    async def close(self) -> None: ...

    # -- lobbies -----------------------------------------------------------------------
    async def create_lobby(
        self,
        *,
        guild_id: int,
        channel_id: int,
        host_id: int,
        host_name: str,
        game: str,
        options: str,
        seed: int,
        expires_at: float | None = None,
    ) -> int:
        """A new game in the lobby with its host in seat 0, expiring at `expires_at` (the
        lobby's deadline, written with it so no lobby is ever left without one); returns
        the game id."""

    async def set_seats(self, game_id: int, seats: Sequence[tuple[int | None, str]]) -> None:
        """Replace a lobby's seats with (user id or None for AI, name), in seat order."""

    async def set_options(self, game_id: int, options: str) -> None: ...

    async def set_places(self, game_id: int, **ids: int | None) -> None:
        """Update any of thread_id, lobby_message_id, board_message_id, board_turn,
        board_version."""

    # -- reading -----------------------------------------------------------------------
    async def game(self, game_id: int) -> GameRow | None: ...

    async def seats(self, game_id: int) -> list[SeatRow]: ...

    async def game_and_seats(self, game_id: int) -> tuple[GameRow | None, list[SeatRow]]:
        """The game's row and its seats, read together (None, []: no such game)."""

    async def moves(self, game_id: int) -> list[MoveRow]: ...

    async def results(self, game_id: int) -> list[ResultRow]: ...

    async def games_where(
        self,
        *,
        guild_id: int | None = None,
        place_id: int | None = None,
        user_id: int | None = None,
        statuses: Sequence[Status] = (Status.LOBBY, Status.ACTIVE),
    ) -> list[GameRow]:
        """Games by server, by channel or thread (lobby channel or game thread), by seat."""

    # -- playing -----------------------------------------------------------------------
    async def start(self, game_id: int, state: str) -> bool:
        """Lobby -> active with the first state (version 0); False if not in the lobby."""

    async def record_move(
        self,
        game_id: int,
        *,
        version: int,
        state: str,
        seat: int,
        user_id: int | None,
        action: str,
        auto: bool = False,
        clock: Clock | None = None,
    ) -> bool:
        """Save a move if the game is still at `version` (then version + 1); else False.
        `auto`: the AI played it for a seat whose time ran out. A player's own move
        (user_id given) resets that seat's time-outs in a row. `clock`: the turn clock
        the move leads to, saved with it (None: left as it is)."""

    async def record_moves(
        self,
        game_id: int,
        *,
        version: int,
        state: str,
        moves: Sequence[Played],
        clock: Clock | None = None,
        late: Sequence[int] = (),
        hand_over: Sequence[int] = (),
    ) -> bool:
        """Save a run of moves in ONE transaction if the game is still at `version`: a
        player's move and the AI's replies to it, or what the AI played for seats whose
        time ran out. `state` is the state after them all; the version goes up by one per
        move and per seat handed over. A player's own move (user_id given) resets that
        seat's time-outs in a row; each `late` seat gets one more; the `hand_over` seats
        are resigned as away. `clock`: the turn clock the moves lead to (None: left as it
        is). False (nothing written) if the game moved on."""

    async def resign(self, game_id: int, *, version: int, seat: int, away: bool = False) -> bool:
        """Hand a seat to the AI for good (`away`: for running out of time too often);
        False if the version moved on."""

    async def finish(
        self,
        game_id: int,
        *,
        status: Status,
        rating: Rating | None = None,
    ) -> bool:
        """End a game (finished or abandoned) in one transaction; False if it had already
        ended. With `rating`, the results and new ratings are worked out in that transaction
        from the ratings as they stand then, so two games ending at once for the same
        player both count."""

    # -- ratings -----------------------------------------------------------------------
    async def ratings(self, guild_id: int, game: str, user_ids: Sequence[int]) -> list[RatingRow]:
        """The stored ratings of these users (users never rated are left out)."""

    async def leaderboard(self, guild_id: int, game: str, limit: int = 10) -> list[RatingRow]: ...

    async def player_ratings(self, guild_id: int, user_id: int) -> list[RatingRow]: ...

    async def history(
        self, guild_id: int, *, user_id: int | None = None, limit: int = 10
    ) -> list[FinishedGame]: ...

    # -- the turn clock ----------------------------------------------------------------
    async def set_clock(self, game_id: int, *, turn_seconds: int | None, afk_limit: int) -> None:
        """A lobby's turn clock: seconds a turn (None: no clock) and time-outs allowed."""

    async def set_deadline(
        self,
        game_id: int,
        deadline: float | None,
        *,
        remind_at: float | None = None,
        clock_for: str | None = None,
    ) -> None:
        """Set or clear the game's one deadline (lobby expiry, turn time-out or thread
        archiving, by status) and the reminder before it."""

    async def next_due(self) -> Due | None:
        """The earliest pending deadline or reminder of any game."""

    async def mark_reminded(self, game_id: int, remind_at: float) -> bool:
        """Clear a due reminder; False if it was already sent or has moved."""

    async def claim_deadline(self, game_id: int, deadline: float) -> bool:
        """Clear a due deadline to handle it; False if another clock already took it."""

    async def count_timeouts(self, game_id: int, seats: Sequence[int]) -> dict[int, int]:
        """One more time-out in a row for each seat; returns the new counts."""

    async def guild_settings(self, guild_id: int) -> GuildSettings: ...

    async def set_guild_settings(self, settings: GuildSettings) -> None: ...

    # -- a player's own settings --------------------------------------------------------
    async def auto_rollers(self, guild_id: int, game: str, user_ids: Sequence[int]) -> set[int]:
        """Those of `user_ids` who turned auto-roll on for `game` on this server."""

    async def set_auto_roll(self, guild_id: int, user_id: int, game: str, on: bool) -> None:
        """Turn a player's auto-roll for `game` on this server on or off."""
