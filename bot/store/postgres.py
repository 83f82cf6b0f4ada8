"""The PostgreSQL store (asyncpg, a connection pool): many bot processes, one database.

Chosen by DATABASE_URL=postgresql://user:pass@host:port/db. The queries are SQLite's
(bot/store/sql.py) with numbered marks; the schema is SQLite's migrations translated
(bot/store/migrations.py, bot/store/dialects.py), in the `public` schema with the same
table and column names.

Why asyncpg and not psycopg 3: it is asyncio-native with its own pool (psycopg needs
psycopg_pool besides), speaks the binary protocol with prepared statements cached per
connection (the service's few hot statements are parsed once), and is measurably the
faster of the two at the bot's short transactions; it ships wheels, no libpq needed.

Concurrency is PostgreSQL's: transactions run at READ COMMITTED, and every write a stale
click could race is guarded by the game's version (`UPDATE games ... WHERE version = ?`).
A second transaction on the same game waits for the first's row lock, then re-reads the
row, finds the version moved on and changes nothing, so the loser gets False (the table
service's StaleButton), never a database error. A process that dies mid-transaction
leaves nothing: the server rolls its open transaction back when the connection drops.
"""

from __future__ import annotations

import re
import time
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from functools import lru_cache
from typing import Any

import asyncpg

from bot.store.migrations import MIGRATIONS, NewerSchema, script_for
from bot.store.sql import Row, SqlStore, Tx, VersionMoved

# Taken for the whole migration, so two processes starting at once migrate once.
_MIGRATION_LOCK = 0x6761_6D65  # "game"


class PostgresStore(SqlStore):
    """Implements bot.store.base.Store on an asyncpg pool."""

    dialect = "postgresql"

    def __init__(self, pool: asyncpg.Pool, clock: Callable[[], float] = time.time) -> None:
        self._pool = pool
        self._clock = clock

    @classmethod
    async def open(
        cls, url: str, clock: Callable[[], float] = time.time, *, pool_size: int = 10
    ) -> PostgresStore:
        """Connect to the database at `url` and bring its schema up to date."""
        pool = await asyncpg.create_pool(
            url, min_size=1, max_size=max(1, pool_size), command_timeout=60, reset=_keep
        )
        store = cls(pool, clock)
        try:
            await store._migrate()
        except BaseException:
            await pool.close()
            raise
        return store

    async def close(self) -> None:
        await self._pool.close()

    async def _migrate(self) -> None:
        async with self._pool.acquire() as db, db.transaction():
            await db.execute("SELECT pg_advisory_xact_lock($1)", _MIGRATION_LOCK)
            await db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
            current = await db.fetchval("SELECT version FROM schema_version")
            if current is None:
                current = 0
                await db.execute("INSERT INTO schema_version VALUES (0)")
            if current > len(MIGRATIONS):
                raise NewerSchema(current, len(MIGRATIONS))
            for number, migration in enumerate(MIGRATIONS[current:], start=current + 1):
                await db.execute(script_for(migration, "postgresql"))
                await db.execute("UPDATE schema_version SET version = $1", number)

    async def schema_version(self) -> int:
        return await self._pool.fetchval("SELECT version FROM schema_version")

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[_PostgresTx]:
        async with self._pool.acquire() as db, db.transaction():
            yield _PostgresTx(db)

    async def _lock_ratings(self, tx: Tx, guild_id: int, game: str) -> None:
        """Two games ending at once (in any process) rate their players one after the
        other: a lock per server and game, held until the transaction ends. Row locks
        would miss the players rated for the first time."""
        await tx.one("SELECT pg_advisory_xact_lock(hashtextextended(?, 0))", f"{guild_id}:{game}")

    async def _write(self, sql: str, *args: Any) -> int:
        """One statement is its own transaction: no BEGIN and COMMIT round trips."""
        return _changed(await self._pool.execute(numbered(sql), *args))

    async def _reads(self, *queries: tuple[str, Sequence[Any]]) -> list[list[Row]]:
        """The rows of several queries on one pooled connection."""
        async with self._pool.acquire() as db:
            return [await db.fetch(numbered(sql), *args) for sql, args in queries]

    async def _one(self, sql: str, *args: Any) -> Row | None:
        return await self._pool.fetchrow(numbered(sql), *args)

    async def _all(self, sql: str, *args: Any) -> list[Row]:
        return await self._pool.fetch(numbered(sql), *args)


class _PostgresTx:
    """bot.store.sql.Tx on one pooled connection inside a transaction."""

    def __init__(self, db: asyncpg.Connection) -> None:
        self._db = db

    async def run(self, sql: str, *args: Any) -> int:
        status = await self._db.execute(numbered(sql), *args)
        return _changed(status)

    async def insert(self, sql: str, *args: Any) -> int:
        return await self._db.fetchval(numbered(sql) + " RETURNING id", *args)

    async def one(self, sql: str, *args: Any) -> Row | None:
        return await self._db.fetchrow(numbered(sql), *args)

    async def all(self, sql: str, *args: Any) -> list[Row]:
        return await self._db.fetch(numbered(sql), *args)

    async def later(self, sql: str, *args: Any) -> None:
        await self._db.execute(numbered(sql), *args)

    async def later_many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        if rows:
            await self._db.executemany(numbered(sql), rows)

    async def guard(self, sql: str, *args: Any) -> None:
        if await self.run(sql, *args) != 1:
            raise VersionMoved()  # out of the transaction's block: it is rolled back


async def _keep(db: asyncpg.Connection) -> None:
    """A connection goes back to the pool as it is: the store keeps no session state
    (no LISTEN, no session locks, no temporary tables; every transaction is closed), so
    asyncpg's reset query would only add a round trip to every call."""


@lru_cache(maxsize=512)
def numbered(sql: str) -> str:
    """SQLite's `?` marks as PostgreSQL's `$1, $2, ...` (the shared queries have no `?`
    inside string literals)."""
    count = 0

    def next_mark(_: re.Match[str]) -> str:
        nonlocal count
        count += 1
        return f"${count}"

    return re.sub(r"\?", next_mark, sql)


def _changed(status: str) -> int:
    """Rows changed, from a command tag such as 'UPDATE 1' or 'INSERT 0 1'."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0
