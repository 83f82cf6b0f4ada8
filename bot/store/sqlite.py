"""The SQLite store (aiosqlite, WAL): one connection, one writer at a time. The queries
themselves are shared with PostgreSQL (bot/store/sql.py)."""

from __future__ import annotations

import asyncio
import os
import sqlite3
import time
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from bot.store.base import StoreUnavailable
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
        """Open (creating folders and schema as needed) the database at `path`. Raises
        StoreUnavailable, with one line naming the problem and the path, if it cannot be
        used (and leaves no connection thread behind to keep the process alive)."""
        if str(path) != ":memory:":
            try:
                Path(path).parent.mkdir(parents=True, exist_ok=True)
            except OSError as error:
                raise StoreUnavailable(
                    f"cannot create the folder {Path(path).parent}: {error.strerror or error}"
                ) from None
        try:
            db = await aiosqlite.connect(str(path), isolation_level=None)
        except sqlite3.Error as error:
            raise StoreUnavailable(_problem(error, path)) from None
        try:
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
            await store._check(path)
        except BaseException as error:
            await db.close()
            if isinstance(error, sqlite3.Error):
                raise StoreUnavailable(_problem(error, path)) from None
            if isinstance(error, NewerSchema):
                raise StoreUnavailable(
                    f"{path} was written by a newer version of the bot (schema "
                    f"{error.found}; this version knows up to {error.known}): upgrade the "
                    "bot, or use another file"
                ) from None
            raise
        return store

    async def _check(self, path: str | Path) -> None:
        """A quick look at every page (a truncated or damaged file fails here, not later)."""
        (verdict,) = await self._one("PRAGMA quick_check(1)")
        if verdict != "ok":
            raise StoreUnavailable(f"{path} is damaged ({verdict}): restore it from a backup")

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
        return await _first(self._db, sql, args)

    async def _all(self, sql: str, *args: Any) -> list[Row]:
        return list(await self._db.execute_fetchall(sql, args))


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
        return await _first(self._db, sql, args)

    async def all(self, sql: str, *args: Any) -> list[Row]:
        return list(await self._db.execute_fetchall(sql, args))


# Each statement makes one trip to the connection's thread: aiosqlite's cursor API takes
# two or three (execute, fetch, close), and every trip is a thread hand-off that costs the
# event loop CPU (a third of the bot's own CPU per move went to them).


async def _run(
    db: aiosqlite.Connection, sql: str, args: Sequence[Any] = ()
) -> tuple[int, int | None]:
    """Execute one statement and close its cursor (an open cursor blocks COMMIT); returns
    (rows changed, last inserted row id)."""
    return await db._execute(_run_in_thread, db, sql, tuple(args))


def _run_in_thread(db: aiosqlite.Connection, sql: str, args: tuple) -> tuple[int, int | None]:
    cursor = db._conn.execute(sql, args)
    try:
        return cursor.rowcount, cursor.lastrowid
    finally:
        cursor.close()


async def _first(db: aiosqlite.Connection, sql: str, args: Sequence[Any]) -> Row | None:
    """The first row of a query (its cursor closed in the same trip)."""
    return await db._execute(_first_in_thread, db, sql, tuple(args))


def _first_in_thread(db: aiosqlite.Connection, sql: str, args: tuple) -> Row | None:
    cursor = db._conn.execute(sql, args)
    try:
        return cursor.fetchone()
    finally:
        cursor.close()


def _problem(error: sqlite3.Error, path: str | Path) -> str:
    """One line for a database that cannot be opened: what is wrong, and where."""
    text = str(error)
    if "not a database" in text:
        return f"{path} is not a SQLite database (or it is damaged): restore it or move it away"
    if "malformed" in text or "corrupt" in text:
        return f"{path} is damaged ({text}): restore it from a backup"
    if "readonly" in text or "read-only" in text or not _writable(Path(path)):
        return f"{path} is read-only: the bot must be able to write it and its folder"
    if "disk is full" in text or "disk I/O" in text:
        return f"cannot write {path}: the disk is full (or failing); free some space"
    if "unable to open" in text:
        return f"cannot open {path}: check that the folder exists and may be written"
    return f"cannot use the database {path}: {text}"


def _writable(path: Path) -> bool:
    """The file (or, for a new one, its folder) may be written."""
    target = path if path.exists() else path.parent
    return os.access(target, os.W_OK)


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
