"""The best places for a tile, numbered on Passtally's board (the private panel's image
before a place is chosen): each outlined in the mover's colour, its rank in a big badge
on the middle of its two squares."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.passtally import PasstallyState, PlaceTile
from games.passtally.geometry import neighbour, on_board, parse_cell
from lang import tr
from render import passtally_sprites as sprites
from render.common import SEAT_COLOURS
from render.engine import Pen

if TYPE_CHECKING:
    from render.passtally_layout import Layout

BADGE = 27  # radius at the default width: the number reads at 12 px on a phone


def draw_candidates(pen: Pen, layout: Layout, state: PasstallyState, candidates) -> None:
    """Outline each (number, PlaceTile) and put its number on it."""
    colour = SEAT_COLOURS[state.current]
    draw = pen
    w = layout.px(5)
    boxes = _boxes(layout, candidates)
    for _number, box in boxes:
        draw.rectangle(box, outline=(255, 255, 255), width=w + layout.px(3))
        draw.rectangle(box, outline=colour, width=w)
    r = layout.px(BADGE)
    # the best last, on top, should any badges still touch
    for x, y, text in reversed(badge_spots(layout, candidates)):
        sprite = sprites.badge(text, r, colour, ink=(255, 255, 255))
        pen.paste(sprite, (x - r - 1, y - r - 1), sprite)


def _boxes(layout: Layout, candidates) -> list[tuple[int, list[int]]]:
    """(number, outline box) of each candidate that is a tile on the board."""
    c, w = layout.cell, layout.px(5)
    out = []
    for number, action in candidates:
        if not isinstance(action, PlaceTile):
            continue
        anchor = parse_cell(action.cell)
        if anchor is None or not on_board(other := neighbour(anchor, action.facing)):
            continue
        (x1, y1), (x2, y2) = layout.square(anchor), layout.square(other)
        out.append(
            (number, [min(x1, x2) + w, min(y1, y2) + w, max(x1, x2) + c - w, max(y1, y2) + c - w])
        )
    return out


def badge_spots(layout: Layout, candidates) -> list[tuple[int, int, str]]:
    """(x, y, number) of each candidate's badge, in rank order: on the middle of its two
    squares, or, where a better place's badge is already there (the same two squares
    the other way round, a neighbour), moved along the tile to where it is seen whole."""
    r = layout.px(BADGE)
    shift = 2 * r + layout.px(2)
    placed: list[tuple[int, int, str]] = []
    for number, box in _boxes(layout, candidates):
        x, y = (box[0] + box[2]) // 2, (box[1] + box[3]) // 2
        across = box[2] - box[0] >= box[3] - box[1]  # the tile lies east-west
        spots = [(x + d, y) if across else (x, y + d) for d in (0, shift, -shift)]

        def room(spot: tuple[int, int]) -> float:
            return min(
                (((spot[0] - px) ** 2 + (spot[1] - py) ** 2) ** 0.5 for px, py, _ in placed),
                default=float("inf"),
            )

        free = [spot for spot in spots if room(spot) >= 2 * r]
        best = free[0] if free else max(spots, key=room)
        placed.append((*best, str(number)))
    return placed


def candidates_caption(candidates, lang: str | None = None) -> tuple[str, str, bool]:
    """The panel's words for the numbered places, in `lang`."""
    stack = candidates[0][1].stack
    return (
        tr(lang, "board-passtally-best-places", stack=stack),
        tr(lang, "board-passtally-by-rank"),
        True,
    )
