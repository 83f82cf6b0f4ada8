"""Every game by name. Each rules package is imported the first time it is asked for."""

from __future__ import annotations

import importlib
from functools import cache

from games.core import Game
from games.errors import UnknownGame

# name -> module that defines `GAME`
_MODULES = {
    "formula": "games.formula",
    "pacman": "games.pacman",
    "passtally": "games.passtally",
    "push": "games.push",
}


def names() -> list[str]:
    """The names of all games, sorted."""
    return sorted(_MODULES)


@cache
def get(name: str) -> Game:
    """The game registered under `name`; UnknownGame (a KeyError) if there is none."""
    try:
        module = _MODULES[name]
    except KeyError:
        known = ", ".join(names())
        raise UnknownGame(f"There is no game called {name!r}. Games: {known}.") from None
    return importlib.import_module(module).GAME
