"""The SQLite store (aiosqlite, WAL): one connection, one writer at a time."""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiosqlite

from bot.store.clock_queries import ClockQueries
from bot.store.migrations import MIGRATIONS
from bot.store.records import (
    FinishedGame,
    GameRow,
    MoveRow,
    RatingRow,
    ResultRow,
    SeatRow,
    Status,
)

_PLACES = {"thread_id", "lobby_message_id", "board_message_id", "board_turn"}


class SqliteStore(ClockQueries):
    """Implements bot.store.base.Store on one aiosqlite connection (the turn clock's
    queries are in bot/store/clock_queries.py)."""

    def __init__(self, db: aiosqlite.Connection, clock: Callable[[], float] = time.time) -> None:
        self._db = db
        self._clock = clock
        self._writing = asyncio.Lock()  # statements of two transactions must not interleave

    @classmethod
    async def open(cls, path: str | Path, clock: Callable[[], float] = time.time) -> SqliteStore:
        """Open (creating folders and schema as needed) the database at `path`."""
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(str(path), isolation_level=None)
        db.row_factory = aiosqlite.Row
        # WAL with synchronous=NORMAL: a commit is one append, never a corrupt file
        for pragma in (
            "journal_mode=WAL",
            "synchronous=NORMAL",
            "foreign_keys=ON",
            "busy_timeout=5000",
        ):
            await _run(db, f"PRAGMA {pragma}")
        store = cls(db, clock)
        await store._migrate()
        return store

    async def close(self) -> None:
        await self._db.close()

    async def _migrate(self) -> None:
        (current,) = await self._one("PRAGMA user_version")
        for number, script in enumerate(MIGRATIONS[current:], start=current + 1):
            async with self._transaction() as db:
                for statement in _statements(script):
                    await _run(db, statement)
                await _run(db, f"PRAGMA user_version = {number}")

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._writing:
            await _run(self._db, "BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                await _run(self._db, "ROLLBACK")
                raise
            await _run(self._db, "COMMIT")

    async def _one(self, sql: str, *args: Any) -> aiosqlite.Row | None:
        async with self._db.execute(sql, args) as cursor:
            return await cursor.fetchone()

    async def _all(self, sql: str, *args: Any) -> list[aiosqlite.Row]:
        async with self._db.execute(sql, args) as cursor:
            return list(await cursor.fetchall())

    async def _write(self, sql: str, *args: Any) -> int:
        async with self._transaction() as db:
            cursor = await _run(db, sql, args)
            return cursor.rowcount

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
        now = self._clock()
        async with self._transaction() as db:
            cursor = await _run(
                db,
                "INSERT INTO games (guild_id, channel_id, game, status, host_id, options, seed,"
                " created_at, updated_at) VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, ?)",
                (guild_id, channel_id, game, host_id, options, seed, now, now),
            )
            game_id = cursor.lastrowid
            await _run(
                db,
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                (game_id, host_id, host_name),
            )
        assert game_id is not None
        return game_id

    async def set_seats(self, game_id: int, seats: Sequence[tuple[int | None, str]]) -> None:
        async with self._transaction() as db:
            await _run(db, "DELETE FROM seats WHERE game_id = ?", (game_id,))
            await _run_many(
                db,
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
                [(game_id, seat, user, name) for seat, (user, name) in enumerate(seats)],
            )
            await _run(db, "UPDATE games SET updated_at = ? WHERE id = ?", (self._clock(), game_id))

    async def set_options(self, game_id: int, options: str) -> None:
        await self._write(
            "UPDATE games SET options = ?, updated_at = ? WHERE id = ?",
            options,
            self._clock(),
            game_id,
        )

    async def set_places(self, game_id: int, **ids: int | None) -> None:
        unknown = set(ids) - _PLACES
        if unknown:
            raise ValueError(f"not a place column: {sorted(unknown)}")
        if not ids:
            return
        columns = ", ".join(f"{name} = ?" for name in ids)
        await self._write(f"UPDATE games SET {columns} WHERE id = ?", *ids.values(), game_id)

    # -- reading -----------------------------------------------------------------------
    async def game(self, game_id: int) -> GameRow | None:
        row = await self._one("SELECT * FROM games WHERE id = ?", game_id)
        return _game(row) if row else None

    async def seats(self, game_id: int) -> list[SeatRow]:
        rows = await self._all("SELECT * FROM seats WHERE game_id = ? ORDER BY seat", game_id)
        return [
            SeatRow(
                r["game_id"],
                r["seat"],
                r["user_id"],
                r["name"],
                bool(r["resigned"]),
                r["timeouts"],
                bool(r["away"]),
            )
            for r in rows
        ]

    async def moves(self, game_id: int) -> list[MoveRow]:
        rows = await self._all("SELECT * FROM moves WHERE game_id = ? ORDER BY seq", game_id)
        return [MoveRow(**{**dict(r), "auto": bool(r["auto"])}) for r in rows]

    async def results(self, game_id: int) -> list[ResultRow]:
        rows = await self._all(
            "SELECT * FROM results WHERE game_id = ? ORDER BY rank, seat", game_id
        )
        return [_result(r) for r in rows]

    async def games_where(
        self,
        *,
        guild_id: int | None = None,
        place_id: int | None = None,
        user_id: int | None = None,
        statuses: Sequence[Status] = (Status.LOBBY, Status.ACTIVE),
    ) -> list[GameRow]:
        where = [f"status IN ({', '.join('?' for _ in statuses)})"]
        args: list[Any] = [str(status) for status in statuses]
        if guild_id is not None:
            where.append("guild_id = ?")
            args.append(guild_id)
        if place_id is not None:
            where.append("(thread_id = ? OR (thread_id IS NULL AND channel_id = ?))")
            args += [place_id, place_id]
        if user_id is not None:
            where.append("id IN (SELECT game_id FROM seats WHERE user_id = ?)")
            args.append(user_id)
        rows = await self._all(
            f"SELECT * FROM games WHERE {' AND '.join(where)} ORDER BY id", *args
        )
        return [_game(r) for r in rows]

    # -- playing -----------------------------------------------------------------------
    async def start(self, game_id: int, state: str) -> bool:
        changed = await self._write(
            "UPDATE games SET status = 'active', state = ?, version = 0, updated_at = ?"
            " WHERE id = ? AND status = 'lobby'",
            state,
            self._clock(),
            game_id,
        )
        return changed == 1

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
    ) -> bool:
        now = self._clock()
        async with self._transaction() as db:
            cursor = await _run(
                db,
                "UPDATE games SET state = ?, version = version + 1, updated_at = ?"
                " WHERE id = ? AND version = ? AND status = 'active'",
                (state, now, game_id, version),
            )
            if cursor.rowcount != 1:
                return False
            await _run(
                db,
                "INSERT INTO moves (game_id, seq, seat, user_id, action, at, auto) VALUES"
                " (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM moves WHERE game_id = ?),"
                " ?, ?, ?, ?, ?)",
                (game_id, game_id, seat, user_id, action, now, int(auto)),
            )
            if user_id is not None:  # the player is back: their time-outs start again
                await _run(
                    db,
                    "UPDATE seats SET timeouts = 0 WHERE game_id = ? AND seat = ?",
                    (game_id, seat),
                )
        return True

    async def resign(self, game_id: int, *, version: int, seat: int, away: bool = False) -> bool:
        async with self._transaction() as db:
            cursor = await _run(
                db,
                "UPDATE games SET version = version + 1, updated_at = ?"
                " WHERE id = ? AND version = ? AND status = 'active'",
                (self._clock(), game_id, version),
            )
            if cursor.rowcount != 1:
                return False
            await _run(
                db,
                "UPDATE seats SET resigned = 1, away = ? WHERE game_id = ? AND seat = ?",
                (int(away), game_id, seat),
            )
        return True

    async def finish(
        self,
        game_id: int,
        *,
        status: Status,
        results: Sequence[ResultRow],
        ratings: Sequence[RatingRow],
    ) -> bool:
        now = self._clock()
        async with self._transaction() as db:
            cursor = await _run(
                db,
                "UPDATE games SET status = ?, version = version + 1, deadline = NULL,"
                " remind_at = NULL, updated_at = ? WHERE id = ? AND status IN ('lobby', 'active')",
                (str(status), now, game_id),
            )
            if cursor.rowcount != 1:
                return False
            await _run_many(
                db,
                "INSERT INTO results (game_id, seat, user_id, name, rank, score, resigned,"
                " mu_before, sigma_before, mu_after, sigma_after)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        r.game_id,
                        r.seat,
                        r.user_id,
                        r.name,
                        r.rank,
                        r.score,
                        int(r.resigned),
                        r.mu_before,
                        r.sigma_before,
                        r.mu_after,
                        r.sigma_after,
                    )
                    for r in results
                ],
            )
            await _run_many(
                db,
                "INSERT INTO ratings (guild_id, game, user_id, mu, sigma, games, wins,"
                " best_score, solo_games, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (guild_id, game, user_id) DO UPDATE SET mu = excluded.mu,"
                " sigma = excluded.sigma, games = excluded.games, wins = excluded.wins,"
                " best_score = excluded.best_score, solo_games = excluded.solo_games,"
                " updated_at = excluded.updated_at",
                [
                    (
                        r.guild_id,
                        r.game,
                        r.user_id,
                        r.mu,
                        r.sigma,
                        r.games,
                        r.wins,
                        r.best_score,
                        r.solo_games,
                        now,
                    )
                    for r in ratings
                ],
            )
        return True

    # -- ratings -----------------------------------------------------------------------
    async def ratings(self, guild_id: int, game: str, user_ids: Sequence[int]) -> list[RatingRow]:
        if not user_ids:
            return []
        marks = ", ".join("?" for _ in user_ids)
        rows = await self._all(
            f"SELECT * FROM ratings WHERE guild_id = ? AND game = ? AND user_id IN ({marks})",
            guild_id,
            game,
            *user_ids,
        )
        return [_rating(r) for r in rows]

    async def leaderboard(self, guild_id: int, game: str, limit: int = 10) -> list[RatingRow]:
        rows = await self._all(
            "SELECT * FROM ratings WHERE guild_id = ? AND game = ?"
            " ORDER BY mu - 3 * sigma DESC, wins DESC LIMIT ?",
            guild_id,
            game,
            limit,
        )
        return [_rating(r) for r in rows]

    async def player_ratings(self, guild_id: int, user_id: int) -> list[RatingRow]:
        rows = await self._all(
            "SELECT * FROM ratings WHERE guild_id = ? AND user_id = ? ORDER BY game",
            guild_id,
            user_id,
        )
        return [_rating(r) for r in rows]

    async def history(
        self, guild_id: int, *, user_id: int | None = None, limit: int = 10
    ) -> list[FinishedGame]:
        sql = "SELECT * FROM games WHERE guild_id = ? AND status IN ('finished', 'abandoned')"
        args: list[Any] = [guild_id]
        if user_id is not None:
            sql += " AND id IN (SELECT game_id FROM seats WHERE user_id = ?)"
            args.append(user_id)
        rows = await self._all(sql + " ORDER BY updated_at DESC, id DESC LIMIT ?", *args, limit)
        return [FinishedGame(_game(r), await self.results(r["id"])) for r in rows]


@dataclass(frozen=True)
class _Done:
    rowcount: int
    lastrowid: int | None


async def _run(db: aiosqlite.Connection, sql: str, args: Sequence[Any] = ()) -> _Done:
    """Execute one statement and close its cursor (an open cursor blocks COMMIT)."""
    async with db.execute(sql, tuple(args)) as cursor:
        return _Done(cursor.rowcount, cursor.lastrowid)


async def _run_many(db: aiosqlite.Connection, sql: str, rows: list[tuple]) -> None:
    async with db.executemany(sql, rows):
        pass


def _statements(script: str) -> list[str]:
    """Split a migration into statements (triggers keep their inner semicolons)."""
    out, buffer = [], ""
    for line in script.splitlines():
        buffer += line + "\n"
        if sqlite3.complete_statement(buffer):
            if buffer.strip():
                out.append(buffer.strip())
            buffer = ""
    if buffer.strip():
        out.append(buffer.strip())
    return out


def _game(row: aiosqlite.Row) -> GameRow:
    data = dict(row)
    data["status"] = Status(data["status"])
    return GameRow(**data)


def _result(row: aiosqlite.Row) -> ResultRow:
    data = dict(row)
    data["resigned"] = bool(data["resigned"])
    return ResultRow(**data)


def _rating(row: aiosqlite.Row) -> RatingRow:
    data = dict(row)
    data.pop("updated_at")
    return RatingRow(**data)
