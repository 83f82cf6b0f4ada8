"""The SQLite store (aiosqlite, WAL): one connection, one writer at a time, whose
statements run in its thread. Reads by key (`_reads`: a game, its seats, a player's
settings) run on the event loop itself, on a read-only connection: in WAL mode a reader
never waits for the writer, and a read by primary key costs a third of a trip to the
thread. The queries themselves are shared with PostgreSQL (bot/store/sql.py)."""

from __future__ import annotations

import asyncio
import os
import sqlite3
import time
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from bot.store.base import StoreUnavailable
from bot.store.migrations import MIGRATIONS, NewerSchema, script_for
from bot.store.sql import Row, SqlStore, VersionMoved

T = TypeVar("T")


class SqliteStore(SqlStore):
    """Implements bot.store.base.Store on one aiosqlite connection."""

    dialect = "sqlite"

    def __init__(self, db: aiosqlite.Connection, clock: Callable[[], float] = time.time) -> None:
        self._db = db
        self._clock = clock
        self._writing = asyncio.Lock()  # statements of two transactions must not interleave
        self._reader: sqlite3.Connection | None = None  # plain reads, on the loop

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
            if str(path) != ":memory:":  # (another connection would be another database)
                store._reader = _reader(path)
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
        if self._reader is not None:
            self._reader.close()
            self._reader = None
        await self._db.close()

    async def _migrate(self) -> None:
        (current,) = await self._one("PRAGMA user_version")
        if current > len(MIGRATIONS):
            raise NewerSchema(current, len(MIGRATIONS))
        for number, migration in enumerate(MIGRATIONS[current:], start=current + 1):
            async with self._transaction() as tx:
                for statement in _statements(script_for(migration, "sqlite")):
                    await tx.later(statement)
                await tx.later(f"PRAGMA user_version = {number}")

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[_SqliteTx]:
        async with self._writing:
            tx = _SqliteTx(self._db)
            try:
                yield tx
                await tx.commit()  # (a held-back statement may fail here)
            except BaseException:
                await tx.rollback()
                raise

    async def _write(self, sql: str, *args: Any) -> int:
        """One statement is its own transaction (SQLite's autocommit): one trip, no BEGIN
        and COMMIT. The writer lock keeps it out of a transaction open on the connection."""
        async with self._writing:
            return (await _run(self._db, sql, args))[0]

    async def _reads(self, *queries: tuple[str, Sequence[Any]]) -> list[list[Row]]:
        return await self._read(_reads_on, queries)

    # Other reads (leaderboards, histories, a game's moves, scans for the clock) may grow
    # with the database: they run in the connection's thread, never on the loop.

    async def _one(self, sql: str, *args: Any) -> Row | None:
        return await self._db._execute(_first_on, self._db._conn, sql, args)

    async def _all(self, sql: str, *args: Any) -> list[Row]:
        return await self._db._execute(_all_on, self._db._conn, sql, args)

    async def _read(self, read: Callable[..., T], *args: Any) -> T:
        """`read(connection, *args)` on the loop, on the reader connection; in the
        connection's thread (which may wait) if the reader is busy (a checkpoint that
        resets the log, a recovery) or there is none."""
        if self._reader is not None:
            try:
                return read(self._reader, *args)
            except sqlite3.OperationalError as error:
                if error.sqlite_errorcode not in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
                    raise
        return await self._db._execute(read, self._db._conn, *args)


@dataclass(frozen=True)
class _Step:
    """A statement a transaction holds back until its next trip: once, once for each of
    `rows` (`many`), or as the version guard (`guard`: it must change exactly one row)."""

    sql: str
    args: Sequence[Any] = ()
    many: bool = False
    guard: bool = False


class _SqliteTx:
    """bot.store.sql.Tx on the store's one connection (the store's writer lock held).

    Statements whose results nobody waits for (`later`, `guard`, and BEGIN IMMEDIATE
    itself) are held back and sent with the next statement that returns something, or
    with the COMMIT: saving a move (BEGIN, the guarded UPDATE, the move's INSERT, COMMIT)
    is one trip to the connection's thread."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db
        self._held: list[_Step] = [_Step("BEGIN IMMEDIATE")]
        self._begun = False  # BEGIN went out (and no ROLLBACK or COMMIT since)

    async def run(self, sql: str, *args: Any) -> int:
        return (await self._send(_run_on, sql, tuple(args)))[0]

    async def insert(self, sql: str, *args: Any) -> int:
        new_id = (await self._send(_run_on, sql, tuple(args)))[1]
        assert new_id is not None
        return new_id

    async def one(self, sql: str, *args: Any) -> Row | None:
        return await self._send(_first_on, sql, tuple(args))

    async def all(self, sql: str, *args: Any) -> list[Row]:
        return await self._send(_all_on, sql, tuple(args))

    async def later(self, sql: str, *args: Any) -> None:
        self._held.append(_Step(sql, tuple(args)))

    async def later_many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        if rows:
            self._held.append(_Step(sql, [tuple(row) for row in rows], many=True))

    async def guard(self, sql: str, *args: Any) -> None:
        self._held.append(_Step(sql, tuple(args), guard=True))

    async def commit(self) -> None:
        """Send what is held back and COMMIT, in one trip (none if nothing was asked)."""
        if self._begun or len(self._held) > 1:
            await self._send(_run_on, "COMMIT", ())
            self._begun = False

    async def rollback(self) -> None:
        if self._begun:
            self._begun = False
            await self._db._execute(_roll_back_on, self._db._conn)

    async def _send(self, last: Callable[..., T], sql: str, args: tuple) -> T:
        held, self._held = self._held, []
        self._begun = True  # (after a failure too: `rollback` looks whether it is open)
        conn = self._db._conn
        moved, result = await self._db._execute(_steps_on, conn, held, last, sql, args)
        if moved:
            self._begun = False  # rolled back in the thread
            raise VersionMoved()
        return result


# Each statement makes one trip to the connection's thread: aiosqlite's cursor API takes
# two or three (execute, fetch, close), and every trip is a thread hand-off that costs the
# event loop CPU (a third of the bot's own CPU per move went to them). A transaction's
# held-back statements go in the trip of the next statement that returns something.


def _steps_on(
    conn: sqlite3.Connection, held: list[_Step], last: Callable[..., T], sql: str, args: tuple
) -> tuple[bool, T | None]:
    """Run the held-back statements, then `last(conn, sql, args)`. (True, None) if a guard
    changed no row: the transaction is then rolled back and the rest not run."""
    for step in held:
        if step.many:
            conn.executemany(step.sql, step.args).close()
            continue
        cursor = conn.execute(step.sql, step.args)
        changed = cursor.rowcount
        cursor.close()
        if step.guard and changed != 1:
            conn.execute("ROLLBACK").close()
            return True, None
    return False, last(conn, sql, args)


def _roll_back_on(conn: sqlite3.Connection) -> None:
    if conn.in_transaction:
        conn.execute("ROLLBACK").close()


async def _run(
    db: aiosqlite.Connection, sql: str, args: Sequence[Any] = ()
) -> tuple[int, int | None]:
    """Execute one statement in the connection's thread and close its cursor (an open
    cursor blocks COMMIT); returns (rows changed, last inserted row id)."""
    return await db._execute(_run_on, db._conn, sql, tuple(args))


def _run_on(conn: sqlite3.Connection, sql: str, args: tuple) -> tuple[int, int | None]:
    cursor = conn.execute(sql, args)
    try:
        return cursor.rowcount, cursor.lastrowid
    finally:
        cursor.close()


def _first_on(conn: sqlite3.Connection, sql: str, args: Sequence[Any]) -> Row | None:
    """The first row of a query (its cursor closed at once)."""
    cursor = conn.execute(sql, tuple(args))
    try:
        return cursor.fetchone()
    finally:
        cursor.close()


def _all_on(conn: sqlite3.Connection, sql: str, args: Sequence[Any]) -> list[Row]:
    cursor = conn.execute(sql, tuple(args))
    try:
        return cursor.fetchall()
    finally:
        cursor.close()


def _reads_on(
    conn: sqlite3.Connection, queries: Sequence[tuple[str, Sequence[Any]]]
) -> list[list[Row]]:
    return [_all_on(conn, sql, args) for sql, args in queries]


def _reader(path: str | Path) -> sqlite3.Connection:
    """A read-only connection for the loop: it never waits (busy: the store asks its
    thread instead) and holds no transaction between reads."""
    conn = sqlite3.connect(str(path), isolation_level=None)
    conn.row_factory = sqlite3.Row
    conn.execute("PRAGMA query_only = ON")
    conn.execute("PRAGMA busy_timeout = 0")
    return conn


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
