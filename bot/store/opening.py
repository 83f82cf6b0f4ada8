"""`open_store(url)`: the store for a `sqlite:///path` or a `postgresql://...` URL."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from bot.store.records import Shards
from bot.store.sql import SqlStore


def sqlite_path(url: str) -> Path | None:
    """The file of a SQLite URL, None for another kind. As in SQLAlchemy:
    sqlite:///relative/path, sqlite:////absolute/path; a bare path is a file too."""
    if url.startswith("sqlite:///"):
        return Path(url.removeprefix("sqlite:///"))
    if "://" not in url:
        return Path(url)
    return None


def is_postgresql(url: str) -> bool:
    return url.startswith(("postgresql://", "postgres://"))


async def open_store(
    url: str,
    clock: Callable[[], float] = time.time,
    *,
    pool_size: int = 10,
    shards: Shards | None = None,
) -> SqlStore:
    """Open (and migrate) the database at `url`. `shards`: the turn clock of this process
    sees only the deadlines of games in these shards' servers (None: every game)."""
    if is_postgresql(url):
        from bot.store.postgres import PostgresStore

        store: SqlStore = await PostgresStore.open(url, clock, pool_size=pool_size)
    elif (path := sqlite_path(url)) is not None:
        from bot.store.sqlite import SqliteStore

        store = await SqliteStore.open(path, clock)
    else:
        raise ValueError(f"not a database URL: use sqlite:///path or postgresql://... ({url!r})")
    store.shards = shards
    return store
