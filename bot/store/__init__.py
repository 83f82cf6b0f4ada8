"""What the bot keeps: games, seats, the move log, results and ratings, in SQLite (the
embedded default) or PostgreSQL (DATABASE_URL: many processes, one database).

`await open_store(url)` opens either; `python -m bot.store copy` moves SQLite to PostgreSQL.
"""

from __future__ import annotations

from bot.store.base import Store, StoreUnavailable
from bot.store.opening import open_store
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
    Shards,
    Status,
)
from bot.store.sql import SqlStore
from bot.store.sqlite import SqliteStore

__all__ = [
    "Clock",
    "Due",
    "FinishedGame",
    "GameRow",
    "GuildSettings",
    "MoveRow",
    "Played",
    "Rating",
    "RatingRow",
    "ResultRow",
    "SeatRow",
    "Shards",
    "SqlStore",
    "SqliteStore",
    "Status",
    "Store",
    "StoreUnavailable",
    "open_store",
]
