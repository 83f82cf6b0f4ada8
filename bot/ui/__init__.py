"""How each game's moves are chosen on Discord: bot/ui/<game>.py, or the generic UI."""

from __future__ import annotations

import importlib
from functools import cache

from bot.ui.generic import GameUI


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


__all__ = ["GameUI", "ui_for"]
