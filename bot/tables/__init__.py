"""The table service: the one path every change to a game takes (see service.py)."""

from __future__ import annotations

from bot.tables.service import Tables
from bot.tables.table import Table

__all__ = ["Table", "Tables"]
