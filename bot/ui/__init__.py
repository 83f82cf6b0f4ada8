"""How each game's moves are chosen on Discord: the controls its catalogue entry names
(bot/ui/<game>.py), or the generic UI."""

from __future__ import annotations

import importlib
from functools import cache
from typing import TYPE_CHECKING

import games
from bot.cpu_thread import off_loop_if_slow
from bot.ui.generic import GameUI

if TYPE_CHECKING:
    from bot.tables import Table
    from bot.ui.controls import Control


@cache
def ui_for(game: str) -> GameUI:
    """The game's own UI (the `UI` of the module its catalogue entry names as its
    controls), else the generic one."""
    module = games.entry(game).controls
    return importlib.import_module(module).UI() if module else GameUI()


async def board_controls(table: Table) -> list[Control]:
    """The board's controls, off the loop for games where they are slow to work out
    (PAC-MAN's best walk to every end space, for its buttons, takes tens of ms)."""
    ui = ui_for(table.game.name)
    return await off_loop_if_slow(("controls", table.game.name), ui.board_controls, table)


__all__ = ["GameUI", "board_controls", "ui_for"]
