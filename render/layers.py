"""Boards drawn over a layer drawn once: only the boxes drawn in are mapped to the palette,
and only the bands of rows they touch are read and compressed.

Most of a board is its layer (the maze, the circuit), mapped to the palette once (a
`drawn_once` of `Palette.map`); a board draws a few things on a copy of it (the header, a
panel, pawns, cars) and reports the boxes it drew in. `to_png_over` maps only those boxes:

    image = layer.copy()
    boxes = draw_things(image)
    png = to_png_over(image, mapped_layer(), boxes, PALETTE, name=("circuit", races))

The PNG is written in bands of rows (render/png_bands.py). A band no box touches is the
mapped layer's, with the `patches` that lie on it (a PAC-MAN space whose dot is eaten):
it is named by the layer's `name`, its number and its patches' names, so a board reuses
its compressed bytes without copying or hashing a pixel of it. A band a box touches is
cut from the mapped layer, its patches and mapped boxes pasted in, and compressed (or
found) by its pixels.

The PNG is byte for byte to_png's (the mapping is pixel by pixel, so mapping a box and
pasting it is mapping the whole); tests/render/test_mapped_boxes.py checks each renderer.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial

from PIL import Image

from render.common import Palette
from render.png_bands import BAND_ROWS, Band, band, named_band, png

Box = tuple[int, int, int, int]  # left, top, right, bottom (right and bottom excluded)


@dataclass(frozen=True)
class Patch:
    """A piece of a board's layer that differs from the layer drawn once ("P", mapped),
    where it goes, and a name for what it shows (the same name: the same pixels)."""

    image: Image.Image
    corner: tuple[int, int]
    name: Hashable


def to_png_over(
    image: Image.Image,
    layer: Image.Image,
    boxes: Iterable[Box],
    palette: Palette,
    *,
    name: Hashable,
    patches: Sequence[Patch] = (),
) -> bytes:
    """`to_png(image, palette)` for an RGB board that is its layer with `patches` pasted,
    but inside `boxes`. `layer` is that layer mapped to the palette (a "P" image, not
    changed here); `name` names it (the same name: the same layer) and `patches` are
    mapped too. Boxes may overlap or reach past the image's edges."""
    width, height = image.size
    count = -(-height // BAND_ROWS)
    drawn: list[list[tuple[Image.Image, tuple[int, int]]]] = [[] for _ in range(count)]
    for box in _inside(boxes, image.size):
        _spread(drawn, (palette.map(image.crop(box)), box[:2]), box[1], box[3])
    patched: list[list[Patch]] = [[] for _ in range(count)]
    for patch in patches:
        _spread(patched, patch, patch.corner[1], patch.corner[1] + patch.image.height)
    bands: list[Band] = []
    for number in range(count):
        top = number * BAND_ROWS
        cut = (0, top, width, min(height, top + BAND_ROWS))
        pieces = [(p.image, p.corner) for p in patched[number]] + drawn[number]
        if drawn[number]:
            bands.append(band(_rows(layer, cut, pieces), width))
        else:
            label = (name, number, *(p.name for p in patched[number]))
            bands.append(named_band(label, partial(_rows, layer, cut, pieces), width))
    return png(width, height, bytes(layer.getpalette() or []), bands)


def _spread(bands: list[list], item: object, top: int, bottom: int) -> None:
    """Note `item` in every band of rows that rows top..bottom (excluded) touch."""
    first, last = max(0, top // BAND_ROWS), min(len(bands) - 1, (bottom - 1) // BAND_ROWS)
    for number in range(first, last + 1):
        bands[number].append(item)


def _rows(layer: Image.Image, cut: Box, pieces: list[tuple[Image.Image, tuple[int, int]]]) -> bytes:
    """The indices of the layer's rows in `cut`, with these pieces pasted over them."""
    rows = layer.crop(cut)
    for piece, (x, y) in pieces:
        rows.paste(piece, (x, y - cut[1]))  # Pillow clips what falls outside
    return rows.tobytes()


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
