"""The rules of every game, pure Python: no Discord, no images, no I/O, no clock.

import games
games.names()              # ["formula", "pacman", "passtally", "push"]
game = games.get("passtally")
"""

from __future__ import annotations

from games.core import Action, Game, Options, Outcome, State
from games.errors import (
    BadActionKey,
    BadSetup,
    GameError,
    GameOver,
    IllegalAction,
    NotYourTurn,
    UnknownGame,
)
from games.registry import get, names

__all__ = [
    "Action",
    "BadActionKey",
    "BadSetup",
    "Game",
    "GameError",
    "GameOver",
    "IllegalAction",
    "NotYourTurn",
    "Options",
    "Outcome",
    "State",
    "UnknownGame",
    "get",
    "names",
]
