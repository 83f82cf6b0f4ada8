"""render.common.Draw pastes rounded boxes from a cache: the pixels must be Pillow's own."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops, ImageDraw

from render.common import Draw

BOXES = [
    dict(xy=(10, 12, 90, 60), radius=8, fill=(250, 248, 240), outline=(214, 48, 49), width=4),
    dict(xy=[(5, 5), (70, 40)], radius=12, fill=None, outline=(255, 220, 120), width=3),
    dict(xy=(30, 20, 60, 50), radius=5, fill=(0, 158, 115), outline=None, width=1),
    dict(xy=(-10, 50, 40, 90), radius=10, fill="white", outline="black", width=2),  # clipped
    dict(xy=(10.5, 12, 90, 60), radius=8, fill=(1, 2, 3), outline=None, width=1),  # drawn
]


@pytest.mark.parametrize("mode", ["RGB", "RGBA"])
def test_a_cached_box_has_the_pixels_pillow_draws(mode):
    for box in BOXES:
        for _ in range(2):  # drawn, then from the cache
            ours = Image.new(mode, (100, 80), (28, 84, 60, 255)[: len(mode)])
            pillows = ours.copy()
            Draw(ours).rounded_rectangle(**box)
            ImageDraw.Draw(pillows).rounded_rectangle(**box)
            assert ImageChops.difference(ours, pillows).getbbox() is None, box
