"""State -> image bytes, one renderer per game (the module its catalogue entry names). No
Discord, no database.

png = render.board(state, names=["Ana", "Bo"], preview=...)
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from functools import cache
from typing import Any

import games
from games.core import State


def board(state: State, **presentation: Any) -> bytes:
    """The PNG of any game's state; presentation options are the game renderer's."""
    draw = renderer(state.game)
    if draw is None:
        raise LookupError(f"{state.game} has no renderer")
    return draw(state, **presentation)


def plain(state: State, **presentation: Any) -> bytes:
    """The board's reference PNG: drawn plainly, every pixel afresh (the engine's
    reference path, the same pixels as `board`), for pictures that note what it drew."""
    module = importlib.import_module(games.entry(state.game).renderer or "")
    kind = getattr(module, "BOARD", None)
    if kind is None:
        return module.board(state, **presentation)
    return kind.plain_png(state, **presentation)


@cache
def renderer(game: str) -> Callable[..., bytes] | None:
    """The `board` function of the renderer the game's catalogue entry names, if any."""
    module = games.entry(game).renderer
    return importlib.import_module(module).board if module else None


__all__ = ["board", "plain", "renderer"]
