"""A mutable, flat copy of the board for the AI's search: lay, undo, trace, enumerate.

The rules' Board (board.py) is the reference; this one trades readability for speed, so
the AI can look at a few thousand positions a decision. Squares are numbered
row * 6 + column, sides N=0, E=1, S=2, W=3. A test checks that it traces and enumerates
exactly like the rules.
"""

from __future__ import annotations

from collections.abc import Iterable

from games.passtally.geometry import SIZE, SPACES, Side, entry, exit_space
from games.passtally.state import Placed
from games.passtally.tiles import Half, distinct_facings, halves

CELLS = SIZE * SIZE
SIDES = (Side.N, Side.E, Side.S, Side.W)
SIDE_INDEX = {side: k for k, side in enumerate(SIDES)}
OPPOSITE = (2, 3, 0, 1)
BARE = 0
HALF_CODE = {Half.X: 1, Half.A: 2, Half.B: 3}

# EXIT[half][side in] -> side out; a bare square lets the line straight through.
EXIT = (
    OPPOSITE,
    (2, 3, 0, 1),  # X: N-S, E-W
    (1, 0, 3, 2),  # A: N-E, S-W
    (3, 2, 1, 0),  # B: N-W, S-E
)


def _next_table() -> tuple[tuple[int, ...], ...]:
    """NEXT[cell][side out]: the next square, or -(space + 1) when the line leaves."""
    table = []
    for cell in range(CELLS):
        row, col = divmod(cell, SIZE)
        row_out = []
        for side in SIDES:
            d_row, d_col = side.step
            r, c = row + d_row, col + d_col
            if 0 <= r < SIZE and 0 <= c < SIZE:
                row_out.append(r * SIZE + c)
            else:
                row_out.append(-(exit_space((row, col), side) + 1))
        table.append(tuple(row_out))
    return tuple(table)


NEXT = _next_table()
ENTRY = tuple(
    (cell[0] * SIZE + cell[1], SIDE_INDEX[side])
    for cell, side in (entry(space) for space in range(SPACES))
)
FACING_STEP = {side: side.step[0] * SIZE + side.step[1] for side in SIDES}


def _candidate_spots() -> dict[Side, list[tuple[int, int]]]:
    """(anchor, other) square pairs for each facing that stay on the board."""
    spots: dict[Side, list[tuple[int, int]]] = {}
    for side in SIDES:
        pairs = []
        for cell in range(CELLS):
            row, col = divmod(cell, SIZE)
            r, c = row + side.step[0], col + side.step[1]
            if 0 <= r < SIZE and 0 <= c < SIZE:
                pairs.append((cell, r * SIZE + c))
        spots[side] = pairs
    return spots


SPOTS = _candidate_spots()


class FastBoard:
    """The top tile of each square as three flat lists: half code, level and tile id."""

    __slots__ = ("count", "half", "level", "tid")

    def __init__(self, placed: Iterable[Placed]) -> None:
        self.half = [BARE] * CELLS
        self.level = [0] * CELLS
        self.tid = [-1] * CELLS
        self.count = 0
        for tile in placed:
            first, second = halves(tile.tile, tile.facing)
            anchor = tile.cell[0] * SIZE + tile.cell[1]
            self.lay(anchor, anchor + FACING_STEP[tile.facing], first, second)

    def lay(self, a: int, b: int, first: Half, second: Half) -> tuple:
        """Lay a tile on squares a and b (legal spots only); returns what undo needs."""
        saved = (a, b, self.half[a], self.level[a], self.tid[a],
                 self.half[b], self.level[b], self.tid[b])  # fmt: skip
        level = self.level[a] + 1
        self.half[a], self.half[b] = HALF_CODE[first], HALF_CODE[second]
        self.level[a] = self.level[b] = level
        self.tid[a] = self.tid[b] = self.count
        self.count += 1
        return saved

    def undo(self, saved: tuple) -> None:
        a, b, ha, la, ta, hb, lb, tb = saved
        self.half[a], self.level[a], self.tid[a] = ha, la, ta
        self.half[b], self.level[b], self.tid[b] = hb, lb, tb
        self.count -= 1

    def trace(self, space: int) -> tuple[int, int, int]:
        """(end space, passes, bitmask of the squares crossed) of the line from a space."""
        half, level, tid = self.half, self.level, self.tid
        cell, side = ENTRY[space]
        passes, previous, mask = 0, -1, 0
        while True:
            mask |= 1 << cell
            h = half[cell]
            if h:
                t = tid[cell]
                if t != previous:
                    passes += level[cell]
                previous = t
            else:
                previous = -1
            out = EXIT[h][side]
            nxt = NEXT[cell][out]
            if nxt < 0:
                return -nxt - 1, passes, mask
            cell, side = nxt, OPPOSITE[out]

    def can_lay(self, a: int, b: int) -> bool:
        """The placement rule: two bare squares, or two equal heights on two tiles."""
        la, lb = self.level[a], self.level[b]
        return la == lb and (la == 0 or self.tid[a] != self.tid[b])

    def spots(self, tile: int) -> list[tuple[Side, int, int, Half, Half]]:
        """Every legal (facing, anchor, other, anchor half, other half) for a tile."""
        out = []
        for facing in distinct_facings(tile):
            first, second = halves(tile, facing)
            for a, b in SPOTS[facing]:
                if self.can_lay(a, b):
                    out.append((facing, a, b, first, second))
        return out

    def any_spot(self) -> bool:
        """Whether some pair of squares can take a tile at all (any tile fits any spot)."""
        return any(self.can_lay(a, b) for a, b in SPOTS[Side.E] + SPOTS[Side.S])
