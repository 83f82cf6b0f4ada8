"""The queries both databases share: every Store method, written once in SQL that SQLite
and PostgreSQL both accept (`?` marks; the PostgreSQL store numbers them).

A store (bot/store/sqlite.py, bot/store/postgres.py) only supplies the connection side:
`_transaction()` (one transaction, yielding a Tx), and `_one`/`_all` for plain reads.
Every write that a stale click could race is one transaction guarded by the game's
version (`UPDATE games ... WHERE id = ? AND version = ?`), so of two clicks on one game,
in one process or in two, exactly one changes it.

Fewest trips to the database: a move is saved by statements whose results nothing in
Python waits for (`Tx.guard`, `Tx.later`), so a store may send a whole transaction at
once (SQLite: one hop to its connection's thread, BEGIN to COMMIT); a write of one
statement is its own transaction (`_write`); a table's game and seats are read together
(`game_and_seats`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol

from bot.store.clock_queries import ClockQueries
from bot.store.records import (
    Clock,
    FinishedGame,
    GameRow,
    MoveRow,
    Played,
    Rating,
    RatingRow,
    ResultRow,
    Row,
    SeatRow,
    Status,
)

_PLACES = {"thread_id", "lobby_message_id", "board_message_id", "board_turn", "board_version"}


class VersionMoved(Exception):
    """A transaction's guard (`Tx.guard`) changed no row: another change got there first,
    and the whole transaction was rolled back."""


class Tx(Protocol):
    """One open transaction."""

    async def run(self, sql: str, *args: Any) -> int:
        """Execute one statement; returns how many rows it changed."""

    async def insert(self, sql: str, *args: Any) -> int:
        """Execute one INSERT into a table with an `id` column; returns the new id."""

    async def one(self, sql: str, *args: Any) -> Row | None: ...

    async def all(self, sql: str, *args: Any) -> list[Row]: ...

    async def later(self, sql: str, *args: Any) -> None:
        """Execute a statement whose result nobody needs. The store may hold it back and
        send it with the transaction's next statement, or with its COMMIT."""

    async def later_many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        """`later`, once for each of `rows`."""

    async def guard(self, sql: str, *args: Any) -> None:
        """`later` for a statement that must change exactly one row (the version guard):
        if it changes none, the whole transaction is rolled back and VersionMoved raised,
        when the store sends it (at once, with the next statement or with the COMMIT: so
        after a guard, a transaction only queues statements until it ends)."""


class SqlStore(ClockQueries):
    """Implements bot.store.base.Store on top of `_transaction`, `_one` and `_all` (the
    turn clock's queries are in bot/store/clock_queries.py)."""

    _clock: Callable[[], float]

    def _transaction(self) -> AbstractAsyncContextManager[Tx]:
        raise NotImplementedError

    async def _one(self, sql: str, *args: Any) -> Row | None:
        raise NotImplementedError

    async def _all(self, sql: str, *args: Any) -> list[Row]:
        raise NotImplementedError

    async def _write(self, sql: str, *args: Any) -> int:
        """One statement, as its own transaction; returns how many rows it changed."""
        async with self._transaction() as tx:
            return await tx.run(sql, *args)

    async def _reads(self, *queries: tuple[str, Sequence[Any]]) -> list[list[Row]]:
        """The rows of several queries, each by a key (a few rows through an index, so a
        store may run them in one trip, or on the event loop itself)."""
        return [await self._all(sql, *args) for sql, args in queries]

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
        language: str = "en",
    ) -> int:
        now = self._clock()
        async with self._transaction() as tx:
            game_id = await tx.insert(
                "INSERT INTO games (guild_id, channel_id, game, status, host_id, options, seed,"
                " deadline, created_at, updated_at, language)"
                " VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?, ?)",
                guild_id,
                channel_id,
                game,
                host_id,
                options,
                seed,
                expires_at,
                now,
                now,
                language,
            )
            await tx.later(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                game_id,
                host_id,
                host_name,
            )
        return game_id

    async def set_seats(self, game_id: int, seats: Sequence[tuple[int | None, str]]) -> None:
        async with self._transaction() as tx:
            await tx.later("DELETE FROM seats WHERE game_id = ?", game_id)
            await tx.later_many(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
                [(game_id, seat, user, name) for seat, (user, name) in enumerate(seats)],
            )
            await tx.later("UPDATE games SET updated_at = ? WHERE id = ?", self._clock(), game_id)

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
        (rows,) = await self._reads(("SELECT * FROM games WHERE id = ?", (game_id,)))
        return _game(rows[0]) if rows else None

    async def seats(self, game_id: int) -> list[SeatRow]:
        (rows,) = await self._reads((_SEATS, (game_id,)))
        return [_seat(r) for r in rows]

    async def game_and_seats(self, game_id: int) -> tuple[GameRow | None, list[SeatRow]]:
        """The game's row and its seats, read together (None, []: no such game)."""
        games, seats = await self._reads(
            ("SELECT * FROM games WHERE id = ?", (game_id,)), (_SEATS, (game_id,))
        )
        if not games:
            return None, []
        return _game(games[0]), [_seat(r) for r in seats]

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
        clock: Clock | None = None,
    ) -> bool:
        move = Played(seat, user_id, action, auto)
        return await self.record_moves(
            game_id, version=version, state=state, moves=[move], clock=clock
        )

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
        now = self._clock()
        steps = len(moves) + len(hand_over)
        back = sorted({m.seat for m in moves if m.user_id is not None} - set(late))
        try:
            async with self._transaction() as tx:
                await self._bump(tx, game_id, version, state=state, now=now, clock=clock, by=steps)
                for move in moves:
                    await self._append_move(
                        tx, game_id, move.seat, move.user_id, move.action, now, move.auto
                    )
                await tx.later_many(  # the players are back: their time-outs start again
                    "UPDATE seats SET timeouts = 0 WHERE game_id = ? AND seat = ?"
                    " AND timeouts != 0",
                    [(game_id, seat) for seat in back],
                )
                await tx.later_many(
                    "UPDATE seats SET timeouts = timeouts + 1 WHERE game_id = ? AND seat = ?",
                    [(game_id, seat) for seat in late],
                )
                await tx.later_many(
                    "UPDATE seats SET resigned = 1, away = 1 WHERE game_id = ? AND seat = ?",
                    [(game_id, seat) for seat in hand_over],
                )
        except VersionMoved:
            return False
        return True

    async def _bump(
        self,
        tx: Tx,
        game_id: int,
        version: int,
        *,
        now: float,
        state: str | None = None,
        clock: Clock | None = None,
        by: int = 1,
    ) -> None:
        """The version guard: moves an active game from `version` on by `by` (with a new
        state and turn clock if given); VersionMoved (out of the transaction) if another
        change got there first. In PostgreSQL a second transaction waits on the row and
        then finds the version moved on."""
        sql, args = "UPDATE games SET version = version + ?, updated_at = ?", [by, now]
        if state is not None:
            sql, args = sql + ", state = ?", [*args, state]
        if clock is not None:
            sql += ", deadline = ?, remind_at = ?, clock_for = ?"
            args += [clock.deadline, clock.remind_at, clock.clock_for]
        await tx.guard(
            sql + " WHERE id = ? AND version = ? AND status = 'active'", *args, game_id, version
        )

    async def _append_move(
        self,
        tx: Tx,
        game_id: int,
        seat: int,
        user_id: int | None,
        action: str,
        now: float,
        auto: bool,
    ) -> None:
        """The append-only log's next line (only the version guard's winner gets here)."""
        await tx.later(
            "INSERT INTO moves (game_id, seq, seat, user_id, action, at, auto) VALUES"
            " (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM moves WHERE game_id = ?),"
            " ?, ?, ?, ?, ?)",
            game_id,
            game_id,
            seat,
            user_id,
            action,
            now,
            int(auto),
        )

    async def resign(self, game_id: int, *, version: int, seat: int, away: bool = False) -> bool:
        try:
            async with self._transaction() as tx:
                await self._bump(tx, game_id, version, now=self._clock())
                await tx.later(
                    "UPDATE seats SET resigned = 1, away = ? WHERE game_id = ? AND seat = ?",
                    int(away),
                    game_id,
                    seat,
                )
        except VersionMoved:
            return False
        return True

    async def finish(
        self,
        game_id: int,
        *,
        status: Status,
        rating: Rating | None = None,
    ) -> bool:
        now = self._clock()
        try:
            async with self._transaction() as tx:
                await tx.guard(
                    "UPDATE games SET status = ?, version = version + 1, deadline = NULL,"
                    " remind_at = NULL, updated_at = ?"
                    " WHERE id = ? AND status IN ('lobby', 'active')",
                    str(status),
                    now,
                    game_id,
                )
                if rating is not None:
                    await self._rate(tx, rating, now)
        except VersionMoved:
            return False
        return True

    async def _lock_ratings(self, tx: Tx, guild_id: int, game: str) -> None:
        """Hold other games' ends off these ratings until this transaction ends. SQLite
        writes one transaction at a time already; PostgreSQL overrides this."""

    async def _rate(self, tx: Tx, rating: Rating, now: float) -> None:
        await self._lock_ratings(tx, rating.guild_id, rating.game)
        current = []
        if rating.user_ids:
            marks = ", ".join("?" * len(rating.user_ids))
            rows = await tx.all(
                f"SELECT * FROM ratings WHERE guild_id = ? AND game = ? AND user_id IN ({marks})",
                rating.guild_id,
                rating.game,
                *rating.user_ids,
            )
            current = [_rating(r) for r in rows]
        results, ratings = rating.rate(current)
        await tx.later_many(
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
        await tx.later_many(
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

    # -- a player's own settings ------------------------------------------------------
    async def auto_rollers(self, guild_id: int, game: str, user_ids: Sequence[int]) -> set[int]:
        """Those of `user_ids` who turned auto-roll on for `game` on this server."""
        if not user_ids:
            return set()
        marks = ", ".join("?" for _ in user_ids)
        sql = (
            "SELECT user_id FROM player_settings WHERE guild_id = ? AND game = ?"
            f" AND auto_roll = 1 AND user_id IN ({marks})"
        )
        (rows,) = await self._reads((sql, (guild_id, game, *user_ids)))
        return {r["user_id"] for r in rows}

    async def set_auto_roll(self, guild_id: int, user_id: int, game: str, on: bool) -> None:
        await self._write(
            "INSERT INTO player_settings (guild_id, user_id, game, auto_roll, updated_at)"
            " VALUES (?, ?, ?, ?, ?) ON CONFLICT (guild_id, user_id, game) DO UPDATE SET"
            " auto_roll = excluded.auto_roll, updated_at = excluded.updated_at",
            guild_id,
            user_id,
            game,
            int(on),
            self._clock(),
        )


_SEATS = "SELECT * FROM seats WHERE game_id = ? ORDER BY seat"


def _seat(r: Row) -> SeatRow:
    return SeatRow(
        r["game_id"],
        r["seat"],
        r["user_id"],
        r["name"],
        bool(r["resigned"]),
        r["timeouts"],
        bool(r["away"]),
    )


def _game(row: Row) -> GameRow:
    data = dict(row)
    data["status"] = Status(data["status"])
    return GameRow(**data)


def _result(row: Row) -> ResultRow:
    data = dict(row)
    data["resigned"] = bool(data["resigned"])
    return ResultRow(**data)


def _rating(row: Row) -> RatingRow:
    data = dict(row)
    data.pop("updated_at")
    return RatingRow(**data)
