"""Nim on Discord: the generic controls (one button a move), and the heaps in words under
the seats."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.ui.generic import GameUI
from tests.nim.rules import HEAP_NAMES

if TYPE_CHECKING:
    from bot.tables import Table


class UI(GameUI):
    def facts(self, table: Table) -> str | None:
        heaps = table.state.heaps
        return "Heaps: " + " · ".join(f"{HEAP_NAMES[h]} {n}" for h, n in enumerate(heaps))
