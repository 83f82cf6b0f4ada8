"""PAC-MAN's places a /rules callout names that carry no text of their own, in the board
picture's pixels, from the renderer's own measures (bot/rules_regions.py reads them)."""

from __future__ import annotations

from games.pacman.maze import default_maze
from render.pacman import CELL, LABELS, LEFT, TOP
from render.regions import Box


def regions(_state) -> dict[str, Box]:
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
