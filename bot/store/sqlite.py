"""The SQLite store (aiosqlite, WAL): one connection, one writer at a time. The queries
themselves are shared with PostgreSQL (bot/store/sql.py)."""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from bot.store.migrations import MIGRATIONS, NewerSchema, script_for
from bot.store.sql import Row, SqlStore


class SqliteStore(SqlStore):
    """Implements bot.store.base.Store on one aiosqlite connection."""

    dialect = "sqlite"

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
        try:
            await store._migrate()
        except BaseException:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        await self._db.close()

    async def _migrate(self) -> None:
        (current,) = await self._one("PRAGMA user_version")
        if current > len(MIGRATIONS):
            raise NewerSchema(current, len(MIGRATIONS))
        for number, migration in enumerate(MIGRATIONS[current:], start=current + 1):
            async with self._transaction():
                for statement in _statements(script_for(migration, "sqlite")):
                    await _run(self._db, statement)
                await _run(self._db, f"PRAGMA user_version = {number}")

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[_SqliteTx]:
        async with self._writing:
            await _run(self._db, "BEGIN IMMEDIATE")
            try:
                yield _SqliteTx(self._db)
            except BaseException:
                await _run(self._db, "ROLLBACK")
                raise
            await _run(self._db, "COMMIT")

    async def _one(self, sql: str, *args: Any) -> Row | None:
        async with self._db.execute(sql, args) as cursor:
            return await cursor.fetchone()

    async def _all(self, sql: str, *args: Any) -> list[Row]:
        async with self._db.execute(sql, args) as cursor:
            return list(await cursor.fetchall())


class _SqliteTx:
    """bot.store.sql.Tx on the store's one connection (inside BEGIN IMMEDIATE)."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db

    async def run(self, sql: str, *args: Any) -> int:
        return (await _run(self._db, sql, args))[0]

    async def insert(self, sql: str, *args: Any) -> int:
        new_id = (await _run(self._db, sql, args))[1]
        assert new_id is not None
        return new_id

    async def run_many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        async with self._db.executemany(sql, [tuple(row) for row in rows]):
            pass

    async def one(self, sql: str, *args: Any) -> Row | None:
        async with self._db.execute(sql, args) as cursor:
            return await cursor.fetchone()

    async def all(self, sql: str, *args: Any) -> list[Row]:
        async with self._db.execute(sql, args) as cursor:
            return list(await cursor.fetchall())


async def _run(
    db: aiosqlite.Connection, sql: str, args: Sequence[Any] = ()
) -> tuple[int, int | None]:
    """Execute one statement and close its cursor (an open cursor blocks COMMIT); returns
    (rows changed, last inserted row id)."""
    async with db.execute(sql, tuple(args)) as cursor:
        return cursor.rowcount, cursor.lastrowid


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
