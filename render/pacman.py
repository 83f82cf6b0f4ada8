"""The PAC-MAN board in arcade style: state -> PNG.

Dark blue walls on black, Pac-dots and (steady) power pellets, column letters and row
numbers to name spaces, PAC-MAN and the four ghosts in their colours with initials and
eyes (blue while PAC-MAN is energized; eyes alone when eaten), the fruit, the pending path
of the move being built with the steps left. The walls and labels, with every dot up or
none (the one nearer the state), are the static layer. The lines around the maze (score,
lives, level, sections, the ghost card, whose inning it is) are render/pacman_status.py's;
the shared look is render/pacman_look.py.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from itertools import pairwise

from PIL import Image, ImageDraw

from games.pacman.actions import GoTo, Route, parse
from games.pacman.deck import Ghost
from games.pacman.destinations import destinations
from games.pacman.ghost_turn import current_move, current_routes
from games.pacman.maze import CAGE, DOOR, WALL, Maze, default_maze
from games.pacman.state import PacmanState, Phase
from render.common import font
from render.engine import BoardKind, Box, Draw, Pen, drawn_once
from render.pacman_look import (
    BLACK,
    CELL,
    DETAIL,
    DIM,
    DOT_COLOUR,
    FRIGHT,
    GHOST_COLOURS,
    GREY,
    LABELS,
    LEFT,
    NEED,
    PAC_YELLOW,
    PALETTE,
    TOP,
    WALL_EDGE,
    WALL_FILL,
    board_width,
    footer,
    paste_fruit,
    seat_rows,
)
from render.pacman_status import status_lines

Cell = tuple[int, int]  # (row, column) in the maze
Drawing = Callable[[Pen], None]
PAWN_RADIUS = CELL // 2 - 3  # PAC-MAN's and a ghost's


def board(
    state: PacmanState,
    *,
    names: list[str] | None = None,
    preview: Route | str | None = None,
    lang: str | None = None,
    **options: object,
) -> bytes:
    """The PNG of a PAC-MAN state in `lang`; `names` are the seats' display names;
    `preview` is a ghost route (the Route, or its key, e.g. "inky-K12") or PAC-MAN's walk
    (a GoTo's key) to draw before the player confirms it."""
    return BOARD.png(state, names=names, preview=preview, lang=lang)


def picture(
    state: PacmanState,
    *,
    names: list[str] | None = None,
    preview: Route | str | None = None,
    lang: str | None = None,
) -> Image.Image:
    """The board as a Pillow image, drawn plainly (board() draws the same pixels)."""
    return BOARD.picture(state, names=names, preview=preview, lang=lang)


def _layer_key(state: PacmanState, **_: object) -> tuple[bool, int]:
    """Which dots layer the board is drawn over: the full one (True) or the empty one,
    with the footer's rows of seats (the layer's height). No words: any language."""
    return _nearer_layer(default_maze(), state)[0], seat_rows(state.players)


def _draw(
    pen: Pen,
    state: PacmanState,
    *,
    names: list[str] | None = None,
    preview: Route | str | None = None,
    lang: str | None = None,
    **_: object,
) -> None:
    """The spaces that differ from the dots layer (pieces of the other one), what is on
    the maze, and the lines around it (each of their parts drawn once for what it
    shows)."""
    maze = default_maze()
    # the lines first: nothing on the maze reaches their rows (its first and last rows
    # are walls), and a part is drawn once only where nothing was drawn before it
    lines = status_lines(maze, state, names, pen.size[1], lang or "en")
    for (top, _), line in lines:
        line(pen.area, top)  # in parts, each drawn once for what it shows
    full, changed = _nearer_layer(maze, state)
    rows = seat_rows(state.players)
    for node in changed:
        pen.paste_layer((not full, rows), _space_box(maze, node))
    for drawing in _drawings(maze, state, preview):
        drawing(pen)


def _drawings(maze: Maze, state: PacmanState, preview: Route | str | None) -> list[Drawing]:
    """What is drawn on the maze, in order: the fruit, the pending path, a previewed
    move, the pawns."""
    drawings: list[Drawing] = []
    if state.fruit:
        centre = _centre(maze, maze.cells[maze.pac_start])
        drawings.append(lambda draw: paste_fruit(draw, centre, state.fruit, 14))
    drawings += _path(maze, state)
    if preview:
        key = preview if isinstance(preview, str) else preview.key
        if key.startswith("go-"):
            drawings += _walk(maze, state, parse(key))
        else:
            drawings += _preview(maze, state, key)
    drawings += _pawns(maze, state)
    return drawings


def _centre(maze: Maze, cell: tuple[int, int]) -> tuple[int, int]:
    r, c = cell
    return LEFT + c * CELL + CELL // 2, TOP + LABELS + r * CELL + CELL // 2


@drawn_once
def _static(maze: Maze, rows: int = 0) -> Image.Image:
    """Background, walls, cage, coordinates: everything that never changes, over a footer
    with `rows` rows of seats."""
    width = board_width(maze)
    height = TOP + LABELS + maze.rows * CELL + footer(rows)
    image = Image.new("RGB", (width, height), BLACK)
    draw = Draw(image)
    grid = maze.data.grid

    def wall(r: int, c: int) -> bool:
        return 0 <= r < maze.rows and 0 <= c < maze.cols and grid[r][c] == WALL

    for r, row in enumerate(grid):
        for c, ch in enumerate(row):
            x0, y0 = LEFT + c * CELL, TOP + LABELS + r * CELL
            x1, y1 = x0 + CELL - 1, y0 + CELL - 1
            if ch == WALL:
                draw.rectangle((x0, y0, x1, y1), fill=WALL_FILL)
                for (dr, dc), edge in {
                    (-1, 0): (x0, y0, x1, y0 + 2),
                    (1, 0): (x0, y1 - 2, x1, y1),
                    (0, -1): (x0, y0, x0 + 2, y1),
                    (0, 1): (x1 - 2, y0, x1, y1),
                }.items():
                    inside = 0 <= r + dr < maze.rows and 0 <= c + dc < maze.cols
                    if inside and not wall(r + dr, c + dc):
                        draw.rectangle(edge, fill=WALL_EDGE)
            elif ch == CAGE:
                draw.rectangle((x0, y0, x1, y1), fill=(20, 20, 40))
            elif ch == DOOR:
                draw.rectangle(
                    (x0, y0 + CELL // 2 - 3, x1, y0 + CELL // 2 + 3), fill=(255, 184, 222)
                )
    _label_sections(draw, maze)
    label = font(NEED, bold=True)  # read on a phone: the route buttons name spaces
    for c in range(maze.cols):
        x, _ = _centre(maze, (0, c))
        draw.text((x, TOP + LABELS // 2), chr(ord("A") + c), fill=DIM, font=label, anchor="mm")
    for r in range(maze.rows):
        _, y = _centre(maze, (r, 0))
        draw.text((LEFT // 2, y), str(r + 1), fill=DIM, font=label, anchor="mm")
    return image


def _label_sections(draw: ImageDraw.ImageDraw, maze: Maze) -> None:
    """Each corner section's letter on the widest solid wall block inside it."""
    grid = maze.data.grid
    for key, section in maze.data.sections.items():
        best = None
        for r in range(section.rows[0] + 1, section.rows[1]):
            run = 0
            for c in range(section.cols[0], section.cols[1] + 1):
                solid = all(grid[rr][c] == WALL for rr in (r - 1, r, r + 1))
                run = run + 1 if solid else 0
                if run >= 3 and (best is None or run > best[0]):
                    best = (run, r, c - run + 1, c)
        if best is None:
            continue
        _, r, c0, c1 = best
        x = (_centre(maze, (r, c0))[0] + _centre(maze, (r, c1))[0]) // 2
        y = _centre(maze, (r, c0))[1]
        draw.text((x, y), key, fill=(70, 90, 200), font=font(40, bold=True), anchor="mm")


def _with_dots(maze: Maze, state: PacmanState) -> Image.Image:
    """The static layer with every space drawn as it is now: a Pac-dot, a power pellet or
    an empty grey circle (the nearer dots layer, with the spaces that differ from it
    pasted from the other)."""
    full, changed = _nearer_layer(maze, state)
    rows = seat_rows(state.players)
    image = _dots_layer(maze, full=full, rows=rows)
    other = _dots_layer(maze, full=not full, rows=rows)
    for node in changed:
        box = _space_box(maze, node)
        image.paste(other.crop(box), box[:2])
    return image


def _nearer_layer(maze: Maze, state: PacmanState) -> tuple[bool, list[int]]:
    """Of the two dots layers (every dot and pellet up, or every space empty), the one
    nearer to the state (True: the full one), and the spaces that differ from it."""
    dots, pellets = set(state.dots), set(state.pellets)
    eaten = [n for n in (*maze.dots, *maze.pellets) if n not in dots and n not in pellets]
    left = [*dots, *pellets]
    return (True, eaten) if len(eaten) <= len(left) else (False, left)


def _dots_layer(maze: Maze, *, full: bool, rows: int = 0) -> Image.Image:
    """The static layer with every space's mark: all dots and pellets up, or none."""
    image = _static(maze, rows).copy()  # the maze is drawn once, under both dots layers
    draw = Draw(image)
    dots, pellets = (set(maze.dots), set(maze.pellets)) if full else (set(), set())
    for node, cell in enumerate(maze.cells):
        if node == maze.door:
            continue
        x, y = _centre(maze, cell)
        if node in pellets:
            draw.ellipse((x - 11, y - 11, x + 11, y + 11), fill=DOT_COLOUR)
        elif node in dots:
            draw.ellipse((x - 4, y - 4, x + 4, y + 4), fill=DOT_COLOUR)
        else:
            draw.ellipse((x - 3, y - 3, x + 3, y + 3), outline=GREY, width=1)
    return image


def _space_box(maze: Maze, node: int) -> Box:
    """The square a space's mark is drawn in (a pellet fills it)."""
    x, y = _centre(maze, maze.cells[node])
    return x - 11, y - 11, x + 12, y + 12


def _path(maze: Maze, state: PacmanState) -> list[Drawing]:
    """The pending move: a line from PAC-MAN along the steps, the steps left at its end."""
    if state.phase not in (Phase.MOVE, Phase.POWER_MOVE):
        return []
    points = [maze.cells[state.at], *(maze.cells[n] for n in state.path)]
    x, y = _centre(maze, points[-1])
    left = str(state.steps - len(state.path))

    def draw_path(draw: Pen) -> None:
        _line_along(draw, maze, points, PAC_YELLOW)
        draw.ellipse((x - 18, y - 18, x + 18, y + 18), outline=PAC_YELLOW, width=3, fill=BLACK)
        draw.text((x, y), left, fill=PAC_YELLOW, font=font(NEED, bold=True), anchor="mm")

    return [draw_path]


def _walk(maze: Maze, state: PacmanState, move: GoTo) -> list[Drawing]:
    """PAC-MAN's walk to `move.to` (a GoTo preview): a line and a ring on the end space."""
    if move.walk:
        path, here = [], state.at
        for direction in move.directions:
            here = maze.pac_moves[here].get(direction, here)
            path.append(here)
    else:  # a GoTo without its walk: the best walk there
        end = maze.parse_name(move.to)
        walk = destinations(state, maze).get(end) if end is not None else None
        if walk is None:
            return []
        path = list(walk.path)
    return _route(maze, [maze.cells[state.at], *(maze.cells[n] for n in path)], PAC_YELLOW)


def _preview(maze: Maze, state: PacmanState, key: str) -> list[Drawing]:
    """A ghost's route as a line in its colour, ending in a ring on its end space."""
    move = current_move(state)
    ghost, _, to = key.partition("-")
    if move is None or move.ghost != ghost:
        return []
    path = current_routes(state, maze).get(to)
    if not path:
        return []
    pawn = state.pawn(move.ghost)
    start = maze.door if pawn.at is None else pawn.at
    cells = [maze.cells[start], *(maze.cells[n] for n in path if n is not None)]
    return _route(maze, cells, GHOST_COLOURS[move.ghost])


def _route(maze: Maze, cells: list[Cell], colour) -> list[Drawing]:
    """A previewed move: a line along `cells` and a ring on the last."""
    x, y = _centre(maze, cells[-1])

    def draw_route(draw: Pen) -> None:
        _line_along(draw, maze, cells, colour)
        draw.ellipse((x - 18, y - 18, x + 18, y + 18), outline=colour, width=4)

    return [draw_route]


def _line_along(draw: ImageDraw.ImageDraw, maze: Maze, cells: list[Cell], colour) -> None:
    """A line from cell to cell (none across the maze where a step goes through the tunnel)."""
    for a, b in pairwise(cells):
        if abs(a[1] - b[1]) <= 1:
            draw.line((*_centre(maze, a), *_centre(maze, b)), fill=colour, width=5)


def _pawns(maze: Maze, state: PacmanState) -> list[Drawing]:
    """PAC-MAN and the ghosts (caged ones on the cage's cells): PAC-MAN and a ghost with
    its body are sprites drawn once (their pixels are all opaque or all clear, so pasting
    one is drawing it there); eyes alone are drawn on the board (their initial is smoothed
    over what is under it)."""
    x, y = _centre(maze, maze.cells[state.at])
    pac = PAWN_RADIUS + 3  # the energized ring's
    drawings: list[Drawing] = [
        partial(_sprite, picture=pacman_sprite, args=(state.energized,), corner=(x - pac, y - pac))
    ]
    caged = 0
    for pawn in state.ghosts:
        if pawn.at is None:
            cell = maze.cage_cells[caged % len(maze.cage_cells)]
            caged += 1
        else:
            cell = maze.cells[pawn.at]
        x, y = _centre(maze, cell)
        if pawn.eyes:
            drawings.append(partial(_draw_eyes, at=(x, y), ghost=pawn.ghost))
        else:
            args = (pawn.ghost, state.energized)
            corner = (x - PAWN_RADIUS, y - PAWN_RADIUS)
            drawings.append(partial(_sprite, picture=ghost_sprite, args=args, corner=corner))
    return drawings


def _sprite(draw: Pen, picture: Callable[..., Image.Image], args: tuple, corner) -> None:
    draw.sprite(picture, args, corner)


@drawn_once
def pacman_sprite(energized: bool) -> Image.Image:
    """PAC-MAN (ringed while energized), centred in a clear square."""
    side = 2 * (PAWN_RADIUS + 3) + 1
    sprite = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    _draw_pacman(Draw(sprite), (side // 2, side // 2), energized)
    return sprite


@drawn_once
def ghost_sprite(ghost: Ghost, blue: bool) -> Image.Image:
    """A ghost in its colour (blue while PAC-MAN is energized), centred in a clear square."""
    side = 2 * PAWN_RADIUS + 1
    sprite = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    _draw_ghost(Draw(sprite), (side // 2, side // 2), ghost, blue)
    return sprite


def _draw_pacman(draw: ImageDraw.ImageDraw, at: tuple[int, int], energized: bool) -> None:
    x, y = at
    r = PAWN_RADIUS
    mouth = 30
    draw.pieslice((x - r, y - r, x + r, y + r), mouth, 360 - mouth, fill=PAC_YELLOW)
    if energized:
        draw.ellipse((x - r - 3, y - r - 3, x + r + 3, y + r + 3), outline=(255, 255, 255), width=2)


def _draw_ghost(draw: ImageDraw.ImageDraw, at: tuple[int, int], ghost: Ghost, blue: bool) -> None:
    x, y = at
    r = PAWN_RADIUS
    body = FRIGHT if blue else GHOST_COLOURS[ghost]
    draw.pieslice((x - r, y - r, x + r, y + r), 180, 360, fill=body)
    draw.rectangle((x - r, y, x + r, y + r - 4), fill=body)
    step = 2 * r / 3
    for k in range(3):
        left = x - r + k * step
        draw.polygon(
            [(left, y + r - 5), (left + step / 2, y + r), (left + step, y + r - 5)], fill=body
        )
    for dx in (-r // 2, r // 2):
        draw.ellipse((x + dx - 5, y - 10, x + dx + 5, y + 1), fill=(255, 255, 255))
        draw.ellipse((x + dx - 2, y - 6, x + dx + 3, y - 1), fill=(30, 30, 160))
    letter = (255, 255, 255) if blue else BLACK
    draw.text((x, y + 8), ghost.initial, fill=letter, font=font(DETAIL, bold=True), anchor="mm")


def _draw_eyes(draw: ImageDraw.ImageDraw, at: tuple[int, int], ghost: Ghost) -> None:
    x, y = at
    for dx in (-7, 7):
        draw.ellipse((x + dx - 6, y - 9, x + dx + 6, y + 5), fill=(255, 255, 255))
        draw.ellipse((x + dx - 3, y - 5, x + dx + 3, y + 1), fill=(30, 30, 160))
    draw.text(
        (x, y + 13), ghost.initial, fill=GHOST_COLOURS[ghost], font=font(DETAIL, True), anchor="mm"
    )


BOARD = BoardKind(
    "pacman",
    palette=PALETTE,
    key=_layer_key,
    layer=lambda key: _dots_layer(default_maze(), full=key[0], rows=key[1]),
    draw=_draw,
)
