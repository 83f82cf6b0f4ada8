"""How the PAC-MAN board looks, shared by its maze (render/pacman.py) and the status lines
around it (render/pacman_status.py): the layout's measures, the colours, the fruit."""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from games.pacman.deck import Ghost
from games.pacman.maze import Maze, default_maze
from render.common import Palette, smallest_text
from render.engine import Draw, Pen, drawn_once
from render.fitting import needed_text

CELL = 40
LEFT = 34  # row numbers
TOP = 112  # the header's three lines, then the column letters
LABELS = 28
SEATS_TOP = 92  # the footer: sections, what was eaten, why the score waits; then the seats
SEAT_ROW = 32  # two seats a row
BLACK = (0, 0, 0)
WALL_FILL = (4, 4, 40)
WALL_EDGE = (40, 70, 235)
DOT_COLOUR = (255, 184, 151)
GREY = (70, 70, 80)
TEXT = (235, 235, 235)
DIM = (150, 150, 165)
PAC_YELLOW = (255, 230, 0)
FRIGHT = (40, 60, 255)
GHOST_COLOURS = {
    Ghost.BLINKY: (255, 0, 0),
    Ghost.PINKY: (255, 150, 220),
    Ghost.INKY: (0, 230, 255),
    Ghost.CLYDE: (255, 170, 60),
}
PALETTE = Palette("pacman")
FRUIT_COLOURS = {"cherry": (230, 0, 40), "strawberry": (255, 60, 90), "orange": (255, 150, 0)}


def board_width(maze: Maze) -> int:
    return LEFT + maze.cols * CELL + 12


def seat_rows(players: int) -> int:
    """The footer's rows of seats: none alone (the ghosts are the AI's), two seats a row."""
    return 0 if players == 1 else math.ceil(players / 2)


def footer(rows: int) -> int:
    """The footer's height under the maze with `rows` rows of seats."""
    return SEATS_TOP + rows * SEAT_ROW + 6


def bottom(players: int) -> int:
    """The footer's height under the maze for `players` seats."""
    return footer(seat_rows(players))


# a text a player needs: 9 px tall with the board shown 320 px wide
NEED = needed_text(board_width(default_maze()))
# detail for the full view (the card, the ghosts' initials): the older 8 px at 400 px wide
DETAIL = SMALL = smallest_text(board_width(default_maze()))


def paste_fruit(pen: Pen, at: tuple[int, int], fruit: str, size: int) -> None:
    """The fruit `size` px from its centre `at`: a sprite drawn once (its pixels are all
    opaque or all clear, so pasting it is drawing it there)."""
    half = size + 3
    pen.sprite(fruit_sprite, (fruit, size), (at[0] - half, at[1] - half))


@drawn_once
def fruit_sprite(fruit: str, size: int) -> Image.Image:
    """A fruit centred in a clear square."""
    half = size + 3
    sprite = Image.new("RGBA", (2 * half + 1, 2 * half + 1), (0, 0, 0, 0))
    draw_fruit(Draw(sprite), (half, half), fruit, size)
    return sprite


def draw_fruit(draw: ImageDraw.ImageDraw, at: tuple[int, int], fruit: str, size: int) -> None:
    x, y = at
    colour = FRUIT_COLOURS[fruit]
    if fruit == "cherry":
        r = size // 2
        draw.line((x - r + 2, y, x + 2, y - size, x + r, y - 2), fill=(60, 180, 60), width=2)
        draw.ellipse((x - size, y - r + 2, x, y + r + 2), fill=colour)
        draw.ellipse((x - 2, y - r + 4, x + size - 2, y + r + 4), fill=colour)
    else:
        draw.ellipse((x - size, y - size + 3, x + size, y + size), fill=colour)
        draw.rectangle((x - 2, y - size - 1, x + 2, y - size + 5), fill=(60, 180, 60))
        if fruit == "strawberry":
            for dx, dy in ((-5, 0), (4, -3), (0, 6), (6, 5), (-6, 7)):
                draw.point((x + dx, y + dy), fill=(255, 255, 200))
