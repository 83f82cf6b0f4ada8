"""What the bot keeps: games, seats, the move log, results and ratings."""

from __future__ import annotations

from bot.store.base import Store, StoreUnavailable
from bot.store.records import (
    Due,
    FinishedGame,
    GameRow,
    GuildSettings,
    MoveRow,
    RatingRow,
    ResultRow,
    SeatRow,
    Status,
)
from bot.store.sqlite import SqliteStore

__all__ = [
    "Due",
    "FinishedGame",
    "GameRow",
    "GuildSettings",
    "MoveRow",
    "RatingRow",
    "ResultRow",
    "SeatRow",
    "SqliteStore",
    "Status",
    "Store",
    "StoreUnavailable",
]
