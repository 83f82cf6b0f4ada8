"""Passtally's places a /rules callout names that carry no text of their own, in the board
picture's pixels, from the renderer's own layout (bot/rules_regions.py reads them)."""

from __future__ import annotations

from games.passtally.geometry import SIZE, Side, entry
from render.passtally import WIDTH
from render.passtally_layout import Layout
from render.regions import Box, around


def regions(_state) -> dict[str, Box]:
    layout = Layout(WIDTH)
    left = [layout.space(space) for space in range(4 * SIZE) if entry(space)[1] is Side.W]
    radius = layout.px(20)
    top = layout.origin
    return {
        "left spaces": around(left, radius),
        "tiles": (top, top, top + SIZE * layout.cell, top + SIZE * layout.cell),
    }
