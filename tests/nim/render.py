"""Nim's board: each heap a row of stones, a chosen move's stones crossed out (the preview),
whose turn it is. Drawn with the renderers' drawing helpers (render.common)."""

from __future__ import annotations

from PIL import Image

from render.common import Draw, font, to_png
from render.regions import Box
from tests.nim.rules import GAME, HEAP_NAMES, NimState, Take

WIDTH, ROW, STONE, LEFT, TOP = 800, 90, 60, 170, 90
INK, PAPER, STONE_COLOUR, TAKEN = (33, 37, 41), (250, 248, 240), (120, 110, 100), (200, 40, 40)


def picture(
    state: NimState, *, names: list[str] | None = None, preview: Take | None = None
) -> Image.Image:
    names = names or [f"Player {seat + 1}" for seat in range(state.players)]
    image = Image.new("RGB", (WIDTH, TOP + ROW * len(state.heaps) + 30), PAPER)
    draw = Draw(image)
    outcome = GAME.outcome(state)
    if outcome is None:
        line = f"{names[state.current]} to take"
    else:
        line = f"{names[outcome.winners[0]]} took the last stone and wins"
    draw.text((24, 45), line, font=font(30, True), fill=INK, anchor="lm")
    for heap, size in enumerate(state.heaps):
        y = TOP + heap * ROW + ROW // 2
        draw.text((44, y), f"HEAP {HEAP_NAMES[heap]}", font=font(24, True), fill=INK, anchor="lm")
        taken = preview.stones if preview is not None and preview.heap == heap else 0
        for n in range(size):
            x = LEFT + n * (STONE + 10)
            draw.ellipse((x, y - STONE // 2, x + STONE, y + STONE // 2), fill=STONE_COLOUR)
            if n >= size - taken:
                draw.line((x, y - STONE // 2, x + STONE, y + STONE // 2), fill=TAKEN, width=6)
    return image


def board(state: NimState, **presentation) -> bytes:
    """The PNG of a Nim state."""
    return to_png(picture(state, **presentation))


def regions(state: NimState) -> dict[str, Box]:
    """The stones, for a /rules callout."""
    longest = max(state.heaps)
    return {"stones": (LEFT, TOP, LEFT + longest * (STONE + 10), TOP + ROW * len(state.heaps))}
