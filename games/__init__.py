"""The rules of every game, pure Python: no Discord, no images, no I/O, no clock.

import games
games.names()              # ["formula", "pacman", "passtally", "push"]
game = games.get("passtally")
games.entry("passtally")   # its catalogue entry: renderer, controls, /rules page...
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
from games.registry import Entry, Samples, Scene, entry, get, names, register

__all__ = [
    "Action",
    "BadActionKey",
    "BadSetup",
    "Entry",
    "Game",
    "GameError",
    "GameOver",
    "IllegalAction",
    "NotYourTurn",
    "Options",
    "Outcome",
    "Samples",
    "Scene",
    "State",
    "UnknownGame",
    "entry",
    "get",
    "names",
    "register",
]
