"""How each game's moves are chosen on Discord: bot/ui/<game>.py, or the generic UI."""

from __future__ import annotations

import importlib
from functools import cache
from typing import TYPE_CHECKING

from bot.cpu_thread import off_loop_if_slow
from bot.ui.generic import GameUI

if TYPE_CHECKING:
    from bot.tables import Table
    from bot.ui.controls import Control


@cache
def ui_for(game: str) -> GameUI:
    """The game's own UI (a module bot/ui/<game>.py with `UI`), else the generic one."""
    try:
        module = importlib.import_module(f"bot.ui.{game}")
    except ModuleNotFoundError as error:
        if error.name != f"bot.ui.{game}":
            raise
        return GameUI()
    return module.UI()


async def board_controls(table: Table) -> list[Control]:
    """The board's controls, off the loop for games where they are slow to work out
    (PAC-MAN's best walk to every end space, for its buttons, takes tens of ms)."""
    ui = ui_for(table.game.name)
    return await off_loop_if_slow(("controls", table.game.name), ui.board_controls, table)


__all__ = ["GameUI", "board_controls", "ui_for"]
