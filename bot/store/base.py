"""The store interface: everything the bot keeps, behind one small protocol.

SQLite (bot/store/sqlite.py) is the embedded default; a PostgreSQL twin can implement the
same protocol for a sharded deployment. Implementations must make `record_move` one
transaction guarded by the game's version (a stale or double click changes nothing).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from bot.store.records import (
    FinishedGame,
    GameRow,
    MoveRow,
    RatingRow,
    ResultRow,
    SeatRow,
    Status,
)


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
    ) -> int:
        """A new game in the lobby with its host in seat 0; returns the game id."""

    async def set_seats(self, game_id: int, seats: Sequence[tuple[int | None, str]]) -> None:
        """Replace a lobby's seats with (user id or None for AI, name), in seat order."""

    async def set_options(self, game_id: int, options: str) -> None: ...

    async def set_places(self, game_id: int, **ids: int | None) -> None:
        """Update any of thread_id, lobby_message_id, board_message_id, board_turn."""

    # -- reading -----------------------------------------------------------------------
    async def game(self, game_id: int) -> GameRow | None: ...

    async def seats(self, game_id: int) -> list[SeatRow]: ...

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
    ) -> bool:
        """Save a move if the game is still at `version` (then version + 1); else False."""

    async def resign(self, game_id: int, *, version: int, seat: int) -> bool:
        """Hand a seat to the AI for good; False if the version moved on."""

    async def finish(
        self,
        game_id: int,
        *,
        status: Status,
        results: Sequence[ResultRow],
        ratings: Sequence[RatingRow],
    ) -> bool:
        """End a game (finished or abandoned) with its results and the new ratings, in one
        transaction; False if it had already ended."""

    # -- ratings -----------------------------------------------------------------------
    async def ratings(self, guild_id: int, game: str, user_ids: Sequence[int]) -> list[RatingRow]:
        """The stored ratings of these users (users never rated are left out)."""

    async def leaderboard(self, guild_id: int, game: str, limit: int = 10) -> list[RatingRow]: ...

    async def player_ratings(self, guild_id: int, user_id: int) -> list[RatingRow]: ...

    async def history(
        self, guild_id: int, *, user_id: int | None = None, limit: int = 10
    ) -> list[FinishedGame]: ...
