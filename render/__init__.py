"""State -> image bytes, one renderer per game. No Discord, no database.

png = render.board(state, names=["Ana", "Bo"], preview=...)
"""

from __future__ import annotations

import importlib
from typing import Any

from games.core import State


def board(state: State, **presentation: Any) -> bytes:
    """The PNG of any game's state; presentation options are the game renderer's."""
    module = importlib.import_module(f"render.{state.game}")
    return module.board(state, **presentation)


__all__ = ["board"]
