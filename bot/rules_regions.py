"""Where the things a /rules callout names are on a game's board: boxes in the board
picture's own pixels, taken from its renderer as it draws (never guessed fractions of the
picture, which drift whenever a renderer's layout changes).

A callout names its target one of two ways (data/rules/<game>.md, "## Picture"):
- a text the renderer drew on the board, in quotes, `*` matching anything
  ("RACE ORDER", "* to roll*"): the box of the first such text;
- a region of the board's layout that has no text of its own (the pit lanes, the ghosts'
  cage...), by its name: the `regions` module its catalogue entry names builds them from
  the renderer's geometry (render/<game>_regions.py).
"""

from __future__ import annotations

import importlib
import io
from dataclasses import dataclass
from fnmatch import fnmatchcase

from PIL import Image

import games
import render
from render.common import drawn_texts
from render.regions import Box


@dataclass(frozen=True)
class Board:
    """A board picture and what its renderer drew on it."""

    image: Image.Image
    texts: list[tuple[str, Box]]  # the texts drawn on the board itself, in order
    regions: dict[str, Box]

    def find(self, target: str) -> Box | None:
        """The box of a quoted text pattern or of a named region (None: not on it)."""
        if target.startswith('"') and target.endswith('"'):
            pattern = target[1:-1]
            return next((box for text, box in self.texts if fnmatchcase(text, pattern)), None)
        return self.regions.get(target)


def drawn_board(name: str, state, names: list[str]) -> Board:
    """Draw the game's board plainly, noting every text drawn on it and its layout's
    regions."""
    with drawn_texts() as texts:
        png = render.plain(state, names=names)
    image = Image.open(io.BytesIO(png)).convert("RGB")
    size = (float(image.width), float(image.height))
    on_board = [(t.text, t.box) for t in texts if t.picture == size]
    return Board(image, on_board, regions(name, state))


def regions(name: str, state) -> dict[str, Box]:
    """The game's named regions, from the `regions` module its catalogue entry names."""
    module = games.entry(name).regions
    return importlib.import_module(module).regions(state) if module else {}
