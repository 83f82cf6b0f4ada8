"""Passtally's 6 x 6 squares, each drawn as one picture: its tile half (or the bare square)
and every part of the board's drawing that falls on it, cut to the square.

The board's squares are drawn in this order: the tops' halves; the borders (thick between
tiles, a faint seam inside one) and each tile's level badge; the previewed tile's outline;
the lit lines, segment by segment; their pass badges. Each of those calls is cut into
the squares it falls on, in that order, so a square's picture is exactly what the whole
board's calls draw there; the parts that fall outside the squares (borders and outlines
on the frame) are drawn on the board as they were. A square's picture depends only on
what falls on it, not on where it is, so the same square (a tile's half with its borders,
a line lit across it) is drawn once and laid as a block (render/engine: mapped to the
palette once, wherever it goes, game after game); a bare square nothing falls on is the
static layer's.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from games.passtally import PasstallyState, PlaceTile
from games.passtally.board import Board
from games.passtally.geometry import SIZE, Cell, Side, entry, neighbour, on_board
from games.passtally.tiles import Half
from render import passtally_sprites as sprites
from render.common import SEAT_COLOURS, drawn_often
from render.engine import Pen
from render.passtally_layout import Layout

Box = tuple[int, int, int, int]  # left, top, right, bottom; right and bottom excluded
# A call, in the board's pixels or (cut into a square) in the square's:
# ("fill", box, colour) or ("sprite", function, args, corner): function(*args), RGBA,
# pasted through its own alpha.
Call = tuple
Base = tuple[Half, int, bool] | None  # a top's half, its level, blended as the new tile

SEAM = (190, 170, 140)  # between the two halves of one tile
WHITE = (255, 255, 255)
NEW_TILE = 0.85  # how much the previewed tile covers the square under it


def draw_squares(pen: Pen, layout: Layout, state: PasstallyState, new) -> list[Box]:
    """The squares of `state` (the tiles, borders, level badges, lit lines and their
    passes), with `new` (a PlaceTile just laid, in a preview) blended and outlined; the
    boxes drawn outside the squares (borders, outlines and badges reaching the frame)."""
    board = Board(state.placed)
    new_index = len(state.placed) - 1 if isinstance(new, PlaceTile) else None
    bases: dict[Cell, Base] = {}
    for row in range(SIZE):
        for col in range(SIZE):
            top = board.top[row][col]
            if top is not None:
                bases[(row, col)] = (top.half, top.level, top.index == new_index)
    calls = _borders(layout, board)
    if new_index is not None:
        placed = state.placed[new_index]
        calls += outline_calls(layout, placed.cell, placed.facing, SEAT_COLOURS[state.current])
    calls += _lines(layout, board, state)
    cut, outside = _cut(layout, calls)
    c = layout.cell
    for row in range(SIZE):
        for col in range(SIZE):
            base, on_it = bases.get((row, col)), cut.get((row, col))
            if base is None and not on_it:
                continue  # the bare square of the static layer
            pen.block(square, (base, tuple(on_it or ()), c), layout.square((row, col)))
    drawn: list[Box] = []
    for call in outside:
        drawn.append(_box(call))
        if call[0] == "fill":
            left, top, right, bottom = call[1]
            pen.rectangle([left, top, right - 1, bottom - 1], fill=call[2])
        else:
            pen.sprite(*call[1:])
    return drawn


@drawn_often(256)  # few: the engine keeps the fast path's squares as blocks
def square(base: Base, calls: tuple[Call, ...], cell: int) -> Image.Image:
    """A square's picture: its top's half (blended over the bare square if it is the new
    tile), or the bare square, with `calls` (in the square's pixels) drawn on it."""
    bare = sprites.half(None, 0, cell)
    if base is None:
        image = bare.copy()
    else:
        kind, level, new = base
        half = sprites.half(kind, level, cell)
        image = Image.blend(bare, half, NEW_TILE) if new else half.copy()
    for call in calls:
        if call[0] == "fill":
            image.paste(call[2], call[1])
        else:
            _, function, args, corner = call
            picture = function(*args)
            image.paste(picture, corner, picture)
    return image


def outline_calls(layout: Layout, cell: Cell, facing: Side, colour) -> list[Call]:
    """The outline of a tile on `cell` and its neighbour towards `facing` (white, then its
    colour inside), as fills: what draw.rectangle's outlines draw."""
    other = neighbour(cell, facing)
    (x1, y1), (x2, y2) = layout.square(cell), layout.square(other)
    c, w = layout.cell, layout.px(7)
    box = (min(x1, x2) - w // 2, min(y1, y2) - w // 2,
           max(x1, x2) + c + w // 2, max(y1, y2) + c + w // 2)  # fmt: skip
    return [*_outline(box, w + layout.px(4), WHITE), *_outline(box, w, colour)]


def _outline(box: Box, width: int, colour) -> list[Call]:
    """draw.rectangle(box, outline=colour, width=width) as fills (box's corners included,
    as Pillow takes them): bands along the top and bottom, then the sides between."""
    x0, y0, x1, y1 = box
    if not 0 < width < min(x1 - x0 + 1, y1 - y0 + 1):
        raise ValueError(f"an outline {width} px wide on a box {box} is not a frame")
    bands = [
        (x0, y0, x1 + 1, y0 + width),
        (x0, y1 - width + 1, x1 + 1, y1 + 1),
        (x0, y0 + width, x0 + width, y1 - width + 1),
        (x1 - width + 1, y0 + width, x1 + 1, y1 - width + 1),
    ]
    return [("fill", band, colour) for band in bands if band[0] < band[2] and band[1] < band[3]]


def _borders(layout: Layout, board: Board) -> list[Call]:
    """Each top's four borders (thick between tiles, a seam between a tile's halves) and,
    at a tile's first square, its level badge."""
    c = layout.cell
    thick = max(2, layout.px(3))
    radius, inset = layout.px(19), layout.px(4)
    calls: list[Call] = []
    seen: set[int] = set()
    for row in range(SIZE):
        for col in range(SIZE):
            top = board.top[row][col]
            if top is None:
                continue
            x, y = layout.square((row, col))
            for side in Side:
                other = neighbour((row, col), side)
                there = board.top[other[0]][other[1]] if on_board(other) else None
                same = there is not None and there.index == top.index
                colour, width = (SEAM, 1) if same else (sprites.INK, thick)
                calls.append(("fill", _edge(x, y, c, side, width), colour))
            if top.index not in seen:
                seen.add(top.index)
                args = (str(top.level), radius, WHITE)
                calls.append(("sprite", sprites.badge, args, (x + inset, y + inset)))
    return calls


def _edge(x: int, y: int, c: int, side: Side, width: int) -> Box:
    """The pixels draw.line draws along one side of the square at (x, y): from corner to
    corner, both included, `width` px across."""
    before, after = _across(width)
    if side in (Side.N, Side.S):
        at = y if side is Side.N else y + c
        return x, at + before, x + c + 1, at + after
    at = x if side is Side.W else x + c
    return at + before, y, at + after, y + c + 1


@lru_cache(maxsize=16)
def _across(width: int) -> tuple[int, int]:
    """Where draw.line's pixels lie across a straight line `width` px wide, from the
    line's row (or column): asked of Pillow itself, on a small picture."""
    found = []
    for horizontal in (True, False):
        image = Image.new("L", (40, 40))
        points = [(10, 20), (30, 20)] if horizontal else [(20, 10), (20, 30)]
        ImageDraw.Draw(image).line(points, fill=255, width=width)
        left, top, right, bottom = image.getbbox() or (0, 0, 0, 0)
        along, across = (left, right), (top, bottom)
        if not horizontal:
            along, across = across, along
        if along != (10, 31) or image.histogram()[255] != 21 * (across[1] - across[0]):
            raise ValueError(f"a line {width} px wide is not a band of whole pixels")
        found.append((across[0] - 20, across[1] - 20))
    if found[0] != found[1]:
        raise ValueError(f"lines {width} px wide lie differently across and down")
    return found[0]


def _lines(layout: Layout, board: Board, state: PasstallyState) -> list[Call]:
    """Every complete line lit in its owner's colour, segment by segment, then the
    badges of their passes (a line over bare squares only has none)."""
    c = layout.cell
    calls: list[Call] = []
    badges: list[Call] = []
    r = layout.px(22)
    for seat, markers in enumerate(state.markers):
        colour = SEAT_COLOURS[seat]
        for line in board.complete_lines(markers):
            path = _path(board, line.start)
            for cell, a, b in path:
                calls.append(("sprite", sprites.lit, (a, b, colour, c), layout.square(cell)))
            cell, a, _ = path[len(path) // 2]
            x, y = layout.square(cell)
            dx, dy = a.step[1], a.step[0]
            centre = (x + c // 2 + dx * c // 2, y + c // 2 + dy * c // 2)
            if line.passes:
                corner = (centre[0] - r - 1, centre[1] - r - 1)
                badges.append(("sprite", sprites.badge, (str(line.passes), r, colour), corner))
    return calls + badges


def _path(board: Board, space: int) -> list[tuple[Cell, Side, Side]]:
    """The squares a line from `space` crosses, each with the sides it enters and leaves by."""
    cell, side_in = entry(space)
    path = []
    while True:
        top = board.top[cell[0]][cell[1]]
        side_out = top.half.exit(side_in) if top else side_in.opposite
        path.append((cell, side_in, side_out))
        after = neighbour(cell, side_out)
        if not on_board(after):
            return path
        cell, side_in = after, side_out.opposite


def _cut(layout: Layout, calls: list[Call]) -> tuple[dict[Cell, list[Call]], list[Call]]:
    """The calls cut into the squares they fall on (in each square's pixels, in order),
    and the parts that fall outside every square (in the board's pixels, in order)."""
    c, origin = layout.cell, layout.origin
    cut: dict[Cell, list[Call]] = {}
    outside: list[Call] = []
    for call in calls:
        parts, beyond = _cut_call(call, c, origin)
        for cell, part in parts:
            found = cut.get(cell)
            if found is None:
                cut[cell] = [part]
            else:
                found.append(part)
        outside += beyond
    return cut, outside


@lru_cache(maxsize=4096)  # a board's calls are among a few thousand (borders, lines, badges)
def _cut_call(call: Call, c: int, origin: int) -> tuple[tuple, tuple]:
    """One call cut into the squares (`c` px, the first at `origin`) it falls on:
    ((cell, the call in its pixels), ...) in order, and its parts outside every square."""
    end = origin + SIZE * c
    grid = (origin, origin, end, end)
    parts: list[tuple[Cell, Call]] = []
    outside: list[Call] = []
    box = _box(call)
    left, top, right, bottom = box
    first_col, last_col = max(0, (left - origin) // c), min(SIZE - 1, (right - 1 - origin) // c)
    first_row, last_row = max(0, (top - origin) // c), min(SIZE - 1, (bottom - 1 - origin) // c)
    for row in range(first_row, last_row + 1):
        for col in range(first_col, last_col + 1):
            x, y = origin + col * c, origin + row * c
            if call[0] == "fill":
                part = (max(left, x) - x, max(top, y) - y,
                        min(right, x + c) - x, min(bottom, y + c) - y)  # fmt: skip
                if part[0] < part[2] and part[1] < part[3]:
                    parts.append(((row, col), ("fill", part, call[2])))
            elif left < x + c and x < right and top < y + c and y < bottom:
                corner = (call[3][0] - x, call[3][1] - y)
                parts.append(((row, col), ("sprite", call[1], call[2], corner)))
    for piece in _beyond(box, grid):
        if call[0] == "fill":
            outside.append(("fill", piece, call[2]))
        else:
            x, y = call[3]
            crop = (piece[0] - x, piece[1] - y, piece[2] - x, piece[3] - y)
            outside.append(("sprite", _piece, (call[1], call[2], crop), piece[:2]))
    return tuple(parts), tuple(outside)


def _box(call: Call) -> Box:
    if call[0] == "fill":
        return call[1]
    _, function, args, (x, y) = call
    width, height = function(*args).size
    return x, y, x + width, y + height


def _beyond(box: Box, grid: Box) -> list[Box]:
    """The parts of `box` outside `grid`: above, below, then left and right of it."""
    left, top, right, bottom = box
    g_left, g_top, g_right, g_bottom = grid
    if g_left <= left and g_top <= top and right <= g_right and bottom <= g_bottom:
        return []
    pieces = [(left, top, right, min(bottom, g_top)), (left, max(top, g_bottom), right, bottom)]
    middle = (max(top, g_top), min(bottom, g_bottom))
    pieces += [(left, middle[0], min(right, g_left), middle[1]),
               (max(left, g_right), middle[0], right, middle[1])]  # fmt: skip
    return [p for p in pieces if p[0] < p[2] and p[1] < p[3]]


@drawn_often(256)
def _piece(function, args: tuple, crop: Box) -> Image.Image:
    """The part `crop` of a sprite (its own pixels and alpha)."""
    return function(*args).crop(crop)
