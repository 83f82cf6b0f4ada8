"""The best places for a tile, numbered on Passtally's board (the private panel's image
before a place is chosen): each outlined in the mover's colour, its rank in a big badge
on the middle of its two squares."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PIL import Image

from games.passtally import PasstallyState, PlaceTile
from games.passtally.geometry import neighbour, on_board, parse_cell
from render import passtally_sprites as sprites
from render.common import SEAT_COLOURS, Draw

if TYPE_CHECKING:
    from render.passtally import Layout

BADGE = 27  # radius at the default width: the number reads at 12 px on a phone


def draw_candidates(image: Image.Image, layout: Layout, state: PasstallyState, candidates) -> None:
    """Outline each (number, PlaceTile) and put its number on it."""
    colour = SEAT_COLOURS[state.current]
    draw = Draw(image)
    c, w = layout.cell, layout.px(5)
    badges = []
    for number, action in candidates:
        if not isinstance(action, PlaceTile):
            continue
        anchor = parse_cell(action.cell)
        if anchor is None or not on_board(other := neighbour(anchor, action.facing)):
            continue
        (x1, y1), (x2, y2) = layout.square(anchor), layout.square(other)
        box = [min(x1, x2) + w, min(y1, y2) + w, max(x1, x2) + c - w, max(y1, y2) + c - w]
        draw.rectangle(box, outline=(255, 255, 255), width=w + layout.px(3))
        draw.rectangle(box, outline=colour, width=w)
        badges.append(((box[0] + box[2]) // 2, (box[1] + box[3]) // 2, str(number)))
    r = layout.px(BADGE)
    for x, y, text in badges:
        sprite = sprites.badge(text, r, colour, ink=(255, 255, 255))
        image.paste(sprite, (x - r - 1, y - r - 1), sprite)


def candidates_caption(candidates) -> tuple[str, str, bool]:
    """The side panel's words for the numbered places."""
    stack = candidates[0][1].stack
    return (
        f"Best places for tile {stack}",
        "Numbered by rank (1 is best), as in the menus.",
        True,
    )
