"""Boards drawn over a layer drawn once: only the boxes drawn in are mapped to the palette.

Most of a board is its layer (the maze, the circuit), mapped to the palette once (a
`drawn_once` of `Palette.map`); a board draws a few things on a copy of it (the header, a panel,
pawns, cars) and reports the boxes it drew in. `to_png_over` maps only those boxes and
pastes them into a copy of the mapped layer:

    image = layer.copy()
    boxes = draw_things(image)
    png = to_png_over(image, mapped_layer().copy(), boxes, palette)

The PNG is byte for byte to_png's (the mapping is pixel by pixel, so mapping a box and
pasting it is mapping the whole); tests/render/test_mapped_boxes.py checks each renderer.
Mapping every pixel of a board cost 1.4-1.8 ms; mapping its boxes costs under half of that.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator

from PIL import Image

from render.common import Palette
from render.png_bands import paletted_png

Box = tuple[int, int, int, int]  # left, top, right, bottom (right and bottom excluded)


def to_png_over(
    image: Image.Image, paletted: Image.Image, boxes: list[Box], palette: Palette
) -> bytes:
    """`to_png(image, palette)` for an RGB board that differs from its layer only inside
    `boxes`, where `paletted` (a "P" image, drawn on: pass a copy) is that layer mapped to
    the palette: the boxes are mapped from `image` and pasted into `paletted`, then it is
    encoded. Boxes may overlap or reach past the image's edges."""
    for box in _inside(boxes, image.size):
        paletted.paste(palette.map(image.crop(box)), box[:2])
    return paletted_png(paletted)


def _inside(boxes: Iterable[Box], size: tuple[int, int]) -> Iterator[Box]:
    """The boxes cut to the image, the empty ones left out."""
    width, height = size
    for left, top, right, bottom in boxes:
        box = (max(0, left), max(0, top), min(width, right), min(height, bottom))
        if box[0] < box[2] and box[1] < box[3]:
            yield box


def union(*boxes: Box) -> Box:
    """The smallest box holding all these boxes."""
    lefts, tops, rights, bottoms = zip(*boxes, strict=True)
    return min(lefts), min(tops), max(rights), max(bottoms)


def ring_box(centre: tuple[float, float], radius: float) -> Box:
    """The whole pixels a circle of `radius` around `centre` may touch, with a pixel to
    spare each side."""
    x, y = centre
    return (
        math.floor(x - radius) - 1,
        math.floor(y - radius) - 1,
        math.ceil(x + radius) + 2,
        math.ceil(y + radius) + 2,
    )
