"""The game catalogue: one entry per game, and the only place anything looks a game up.

Each game is a package of games/ with a `catalogue` module holding its `ENTRY`: its rules
(the `Game`), the modules of its renderer and of its Discord controls, its turn clock's
measure, its /rules page and scene, and the sample boards drawn to test and measure it.
A package is found by being there: adding a game edits no list. A game kept elsewhere (a
test's) is added with `register(entry)`. Entries are imported the first time they are
asked for, and they name the renderer's and the controls' modules as strings, so the
rules import neither (games -> render -> bot, never back).

    import games
    games.names()                       # every game's name, sorted
    games.get("passtally")              # its rules (a Game)
    games.entry("passtally").renderer   # "render.passtally"
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from games.core import Game, State
from games.datafiles import DATA_DIR
from games.errors import UnknownGame

_PACKAGE = Path(__file__).parent
_extra: dict[str, Entry] = {}  # games registered from elsewhere (tests)


@dataclass(frozen=True)
class Scene:
    """A position worth looking at: `players` seats, `moves` AI moves from the start of a
    game seeded `seed` (the /rules page's picture)."""

    players: int
    moves: int
    seed: int


@dataclass(frozen=True)
class Samples:
    """The seeded AI game whose boards test and measure the renderer (render/samples.py):
    `players` seats (the most the game takes, so every seat colour is drawn) with
    `options`; `preview(state, seat)` gives the presentation options the bot would draw
    beside that seat's move (a move's preview, a private view), or None."""

    players: int | None = None  # None: the game's most
    options: dict[str, Any] = field(default_factory=dict)
    preview: Callable[[State, int], dict[str, Any] | None] | None = None


@dataclass(frozen=True)
class Entry:
    """Everything looked up per game. Module names are dotted paths, imported when used:
    `renderer` has `board(state, **presentation) -> bytes`; `regions` has
    `regions(state) -> dict[str, Box]` (the places a /rules callout names that carry no
    text of their own); `controls` has `UI`, a `bot.ui.GameUI` (without it the generic
    controls play the game)."""

    game: Game
    renderer: str | None = None
    controls: str | None = None
    regions: str | None = None
    # the p90 of the clicks one player makes in a turn through the bot's controls
    # (bench/clicks.py): the turn clock's default is made from it (bot/turns.py)
    clicks_per_turn: float | None = None
    # game options that mean a turn clock: the option (a bool) -> the clock it means, in
    # seconds; the lobby offers the clock instead and keeps the option in step with it
    clock_options: dict[str, int] = field(default_factory=dict)
    rules_page: Path | None = None  # the /rules page (data/rules/<game>.md's format)
    rules_scene: Scene = Scene(players=2, moves=20, seed=3)
    samples: Samples = Samples()

    @property
    def name(self) -> str:
        return self.game.name


def register(entry: Entry) -> None:
    """Add a game that is not a package of games/ (a test's own game)."""
    _extra[entry.name] = entry
    _cache_clear()


def unregister(name: str) -> None:
    """Remove a game added with `register`."""
    _extra.pop(name, None)
    _cache_clear()


def names() -> list[str]:
    """The names of all games, sorted."""
    return sorted({*_packages(), *_extra})


def entry(name: str) -> Entry:
    """The catalogue entry of `name`; UnknownGame (a KeyError) if there is none."""
    if name in _extra:
        return _extra[name]
    return _packaged(name)


def get(name: str) -> Game:
    """The rules of the game registered under `name`; UnknownGame if there is none."""
    return entry(name).game


def page_path(name: str) -> Path:
    """Where a game of games/ keeps its /rules page: data/rules/<name>.md."""
    return DATA_DIR / "rules" / f"{name}.md"


@cache
def _packages() -> frozenset[str]:
    return frozenset(info.name for info in pkgutil.iter_modules([str(_PACKAGE)]) if info.ispkg)


@cache
def _packaged(name: str) -> Entry:
    if name not in _packages():
        known = ", ".join(names())
        raise UnknownGame(f"There is no game called {name!r}. Games: {known}.")
    found = importlib.import_module(f"games.{name}.catalogue").ENTRY
    assert found.name == name, f"games/{name} holds the game {found.name!r}"
    return found


def _cache_clear() -> None:
    _packaged.cache_clear()
