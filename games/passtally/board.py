"""The tiles on the board: heights, what may be laid where, and where lines run.

Only the top tile of a square counts. A tile on bare squares is level 1; a tile on two
tiles of level n is level n + 1. Lines start at a marker space and run square by square:
a bare square lets them straight through, a tile's half sends them out by the side it pairs
with the side they came in by.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.passtally.geometry import (
    SIZE,
    Cell,
    Side,
    cell_name,
    entry,
    exit_space,
    neighbour,
    on_board,
)
from games.passtally.state import Placed
from games.passtally.tiles import Half, halves
from games.phrase import Phrase


@dataclass(frozen=True)
class Top:
    """The top tile of a square: which placement, which half lies here, at what level."""

    index: int  # position of the placement in state.placed
    half: Half
    level: int


@dataclass(frozen=True)
class Line:
    """A line from one marker space to another and the passes it makes."""

    start: int
    end: int
    passes: int
    cells: tuple[Cell, ...]


class Board:
    """A read-only view of the laid tiles, built from the placements in order."""

    def __init__(self, placed: list[Placed]) -> None:
        self.top: list[list[Top | None]] = [[None] * SIZE for _ in range(SIZE)]
        for index, tile in enumerate(placed):
            first, second = halves(tile.tile, tile.facing)
            other = neighbour(tile.cell, tile.facing)
            self.top[tile.cell[0]][tile.cell[1]] = Top(index, first, tile.level)
            self.top[other[0]][other[1]] = Top(index, second, tile.level)

    def height(self, cell: Cell) -> int:
        top = self.top[cell[0]][cell[1]]
        return top.level if top else 0

    def placement_problem(self, cell: Cell, facing: Side) -> Phrase | None:
        """Why a tile may not lie on `cell` and its neighbour towards `facing`, or None."""
        other = neighbour(cell, facing)
        if not on_board(cell) or not on_board(other):
            return Phrase.of("passtally-refuse-off-board")
        here, there = self.top[cell[0]][cell[1]], self.top[other[0]][other[1]]
        a, b = cell_name(cell), cell_name(other)
        if (here is None) != (there is None):
            bare, covered = (a, b) if here is None else (b, a)
            return Phrase.of("passtally-refuse-overhang", bare=bare, covered=covered)
        if here is None or there is None:
            return None
        if here.level != there.level:
            return Phrase.of(
                "passtally-refuse-heights",
                first=a,
                second=b,
                level=here.level,
                other=there.level,
            )
        if here.index == there.index:
            return Phrase.of("passtally-refuse-one-tile", first=a, second=b)
        return None

    def open_spots(self) -> list[tuple[Cell, Side]]:
        """Every (anchor, facing) where a tile may lie, each pair of squares once
        (facing E or S; the same two squares seen from the other end face W or N)."""
        spots = []
        for row in range(SIZE):
            for col in range(SIZE):
                here = self.top[row][col]
                for side, other in ((Side.E, (row, col + 1)), (Side.S, (row + 1, col))):
                    if on_board(other) and self._can_rest(here, self.top[other[0]][other[1]]):
                        spots.append(((row, col), side))
        return spots

    @staticmethod
    def _can_rest(here: Top | None, there: Top | None) -> bool:
        if here is None or there is None:
            return here is None and there is None
        return here.level == there.level and here.index != there.index

    def level_for(self, cell: Cell) -> int:
        """The level a tile laid on `cell` would have (legal placements only)."""
        return self.height(cell) + 1

    def trace(self, space: int) -> Line:
        """Follow the line from a marker space to the space where it leaves the board.

        Each tile entered counts its level in passes; moving on into the other half of
        the same tile does not count again, coming back to a tile later does.
        """
        cell, side_in = entry(space)
        passes, previous, cells = 0, None, []
        while True:
            cells.append(cell)
            top = self.top[cell[0]][cell[1]]
            if top is None:
                side_out, current = side_in.opposite, None
            else:
                side_out, current = top.half.exit(side_in), top.index
                if current != previous:
                    passes += top.level
            previous = current
            after = neighbour(cell, side_out)
            if not on_board(after):
                return Line(space, exit_space(cell, side_out), passes, tuple(cells))
            cell, side_in = after, side_out.opposite

    def complete_lines(self, markers: list[int]) -> list[Line]:
        """The lines joining two of these markers, each once."""
        mine = set(markers)
        lines = []
        for space in sorted(mine):
            line = self.trace(space)
            if line.end in mine and line.start < line.end:
                lines.append(line)
        return lines
