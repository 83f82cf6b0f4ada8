"""Where the things a /rules callout names are on a game's board: boxes in the board
picture's own pixels, taken from its renderer as it draws (never guessed fractions of the
picture, which drift whenever a renderer's layout changes).

A callout names its target one of two ways (data/rules/<game>.md, "## Picture"):
- a text the renderer drew on the board, in quotes, `*` matching anything
  ("RACE ORDER", "* to roll*"): the box of the first such text;
- a region of the board's layout that has no text of its own (the pit lanes, the ghosts'
  cage...), by its name: REGIONS below, from the renderer's own geometry.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import dataclass
from fnmatch import fnmatchcase

from PIL import Image

import render
from games.formula.circuit import circuit
from games.pacman.maze import default_maze
from games.passtally.geometry import SIZE, Side, entry
from render import passtally as passtally_render
from render.common import drawn_texts
from render.formula import HEADER
from render.formula_parts import PIT_SLOT, TRACK_WIDTH, pit_spot
from render.formula_track import field_edge
from render.pacman import CELL, LABELS, LEFT, TOP

Box = tuple[float, float, float, float]  # left, top, right, bottom


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
    """Draw the game's board, noting every text drawn on it and its layout's regions."""
    with drawn_texts() as texts:
        png = render.board(state, names=names)
    image = Image.open(io.BytesIO(png)).convert("RGB")
    size = (float(image.width), float(image.height))
    on_board = [(t.text, t.box) for t in texts if t.picture == size]
    return Board(image, on_board, REGIONS.get(name, _none)(state))


def _around(points: list[tuple[float, float]], margin: float) -> Box:
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return min(xs) - margin, min(ys) - margin, max(xs) + margin, max(ys) + margin


def _none(_state) -> dict[str, Box]:
    return {}


def _formula(_state) -> dict[str, Box]:
    circ = circuit()
    first = circ.pit_entries[0]
    pit = [(s.x, s.y + HEADER) for s in (pit_spot(first, slot) for slot in range(6))]
    start = field_edge(circ.grands_prix[0].start)  # its chequered line
    return {
        "pit lane": _around(pit, PIT_SLOT / 2),
        "first start line": _around([(start.x, start.y + HEADER)], TRACK_WIDTH / 2),
    }


def _passtally(_state) -> dict[str, Box]:
    layout = passtally_render.Layout(passtally_render.WIDTH)
    left = [layout.space(space) for space in range(4 * SIZE) if entry(space)[1] is Side.W]
    radius = layout.px(20)
    top = layout.origin
    return {
        "left spaces": _around(left, radius),
        "tiles": (top, top, top + SIZE * layout.cell, top + SIZE * layout.cell),
    }


def _pacman(_state) -> dict[str, Box]:
    maze = default_maze()  # the renderer's maze

    def cell_box(cells) -> Box:
        rows, cols = [r for r, _ in cells], [c for _, c in cells]
        return (
            LEFT + min(cols) * CELL,
            TOP + LABELS + min(rows) * CELL,
            LEFT + (max(cols) + 1) * CELL,
            TOP + LABELS + (max(rows) + 1) * CELL,
        )

    pellet = min(maze.cells[node] for node in maze.pellets)  # the top left one
    return {"ghost cage": cell_box(maze.cage_cells), "power pellet": cell_box([pellet])}


REGIONS: dict[str, Callable[[object], dict[str, Box]]] = {
    "formula": _formula,
    "passtally": _passtally,
    "pacman": _pacman,
}
