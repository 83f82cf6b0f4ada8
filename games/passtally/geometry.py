"""The Passtally board: 6 x 6 squares, their sides, and the 24 marker spaces around them.

Squares are named like a map, column letter then row number: A1 is top left, F6 bottom
right. Marker spaces are numbered clockwise from the top left: 0-5 along the top edge
(left to right), 6-11 down the right edge, 12-17 along the bottom (right to left) and
18-23 up the left edge. Each space sits at the end of the printed line of one row or column.
"""

from __future__ import annotations

from enum import StrEnum

from games.phrase import Phrase

SIZE = 6
SPACES = 4 * SIZE
COLUMNS = "ABCDEF"

Cell = tuple[int, int]  # (row, column), 0-based


class Side(StrEnum):
    """A side of a square, and the direction of the neighbour across it."""

    N = "N"
    E = "E"
    S = "S"
    W = "W"

    @property
    def opposite(self) -> Side:
        return _OPPOSITE[self]

    @property
    def clockwise(self) -> Side:
        return _CLOCKWISE[self]

    @property
    def step(self) -> Cell:
        return _STEP[self]


_OPPOSITE = {Side.N: Side.S, Side.S: Side.N, Side.E: Side.W, Side.W: Side.E}
_CLOCKWISE = {Side.N: Side.E, Side.E: Side.S, Side.S: Side.W, Side.W: Side.N}
_STEP = {Side.N: (-1, 0), Side.E: (0, 1), Side.S: (1, 0), Side.W: (0, -1)}

# The board's edges in clockwise order, as sides of the board.
EDGES = (Side.N, Side.E, Side.S, Side.W)
EDGE_NAMES = {Side.N: "top", Side.E: "right", Side.S: "bottom", Side.W: "left"}


def on_board(cell: Cell) -> bool:
    row, col = cell
    return 0 <= row < SIZE and 0 <= col < SIZE


def neighbour(cell: Cell, side: Side) -> Cell:
    d_row, d_col = side.step
    return cell[0] + d_row, cell[1] + d_col


def cell_name(cell: Cell) -> str:
    """'B4' for row 3, column 1."""
    row, col = cell
    return f"{COLUMNS[col]}{row + 1}"


def parse_cell(name: str) -> Cell | None:
    """The cell called `name` ('B4'), or None if there is no such square."""
    if len(name) != 2 or name[0] not in COLUMNS or not name[1].isdigit():
        return None
    cell = (int(name[1]) - 1, COLUMNS.index(name[0]))
    return cell if on_board(cell) else None


def edge_of(space: int) -> Side:
    """The board edge a marker space lies on."""
    return EDGES[space // SIZE]


def entry(space: int) -> tuple[Cell, Side]:
    """The square a line from this space enters first, and the side it comes in by."""
    edge, k = edge_of(space), space % SIZE
    if edge is Side.N:
        return (0, k), Side.N
    if edge is Side.E:
        return (k, SIZE - 1), Side.E
    if edge is Side.S:
        return (SIZE - 1, SIZE - 1 - k), Side.S
    return (SIZE - 1 - k, 0), Side.W


def exit_space(cell: Cell, side: Side) -> int:
    """The marker space a line reaches when it leaves `cell` off the board by `side`."""
    row, col = cell
    if side is Side.N:
        return col
    if side is Side.E:
        return SIZE + row
    if side is Side.S:
        return 2 * SIZE + (SIZE - 1 - col)
    return 3 * SIZE + (SIZE - 1 - row)


def space_name(space: int) -> str:
    """'top B', 'right 3', 'bottom B', 'left 3': the edge and the line the space ends."""
    cell, side = entry(space)
    line = COLUMNS[cell[1]] if side in (Side.N, Side.S) else str(cell[0] + 1)
    return f"{EDGE_NAMES[side]} {line}"


def space_phrase(space: int, *, first: bool = False) -> Phrase:
    """A space as the catalogue words it: 'top B', 'right 3' (the edge and its line);
    `first`: as a label starts with it ('Top B')."""
    cell, side = entry(space)
    line = COLUMNS[cell[1]] if side in (Side.N, Side.S) else str(cell[0] + 1)
    key = "passtally-space-first" if first else "passtally-space"
    return Phrase.of(key, edge=EDGE_NAMES[side], line=line)


def ring_walk(space: int, direction: int) -> list[int]:
    """The other spaces met walking round the ring from `space` (direction +1 or -1).

    **[house]** The 24 spaces form one ring, so markers move round corners.
    """
    return [(space + direction * k) % SPACES for k in range(1, SPACES)]
