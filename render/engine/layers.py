"""A board's PNG written over its static layer: only the boxes drawn in are mapped to the
palette, and only the bands of rows they touch are read and compressed.

The layer is mapped to the palette once (render/engine/board.py); a board is drawn on a
canvas of it, and `to_png_over` maps only the boxes drawn in:

    png = to_png_over(canvas, layer.mapped, boxes, palette, name=layer.serial, patches=laid)

The mapped boxes and the `patches` (pieces known by name: a PAC-MAN space whose dot is
eaten, a status line drawn once) are pasted into a copy of the mapped layer, which is
written in bands of rows (render/engine/bands.py):
- a band no box touches is the mapped layer's with the patches on it: it is named by the
  layer's `name`, its number and its patches' names, and a board reuses its compressed
  bytes without reading or hashing its pixels;
- a band a box touches is read, and found (or compressed) by its pixels.
Names are the engine's own (numbers given once), so a name never stands for other pixels.

The PNG is byte for byte to_png's (the mapping is pixel by pixel, so mapping a box and
pasting it is mapping the whole); tests/render/test_engine.py checks every renderer.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator, Sequence
from functools import partial
from typing import Protocol

from PIL import Image

from render.engine.bands import BAND_ROWS, Band, band, named_band, png
from render.engine.boxes import Box, inside
from render.engine.palette import Palette


class Patched(Protocol):
    """A patch as to_png_over reads it: mapped pixels, where they go, their name."""

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
    patches: Sequence[Patched] = (),
) -> bytes:
    """`to_png(image, palette)` for an RGB board that is its layer with `patches` pasted,
    but inside `boxes`. `layer` is that layer mapped to the palette (a "P" image, not
    changed here); `name` names it (the same name: the same layer) and `patches` are
    mapped too. Boxes may overlap or reach past the image's edges."""
    width, height = image.size
    count = -(-height // BAND_ROWS)
    paletted = layer.copy()
    cores = paletted.im  # pasted into through Pillow's cores: a tenth of Image.paste's cost
    named: list[list[Hashable]] = [[] for _ in range(count)]  # each band's patches
    for patch in patches:
        left, top = patch.corner
        cores.paste(patch.image.im, (left, top, left + patch.image.width, top + patch.image.height))
        for number in _bands(top, top + patch.image.height, count):
            named[number].append(patch.name)
    drawn = [False] * count
    for box in inside(boxes, image.size):
        cores.paste(palette.map_cores(image.im.crop(box)), box)
        for number in _bands(box[1], box[3], count):
            drawn[number] = True
    bands: list[Band] = []
    for first, last, is_drawn in _runs(drawn):
        if is_drawn:  # read, and found or compressed by their pixels
            top, bottom = first * BAND_ROWS, min(height, (last + 1) * BAND_ROWS)
            pixels = paletted.crop((0, top, width, bottom)).tobytes()
            step = width * BAND_ROWS
            bands += (band(pixels[at : at + step], width) for at in range(0, len(pixels), step))
            continue
        for number in range(first, last + 1):  # found by name
            top, bottom = number * BAND_ROWS, min(height, (number + 1) * BAND_ROWS)
            rows = partial(_rows, paletted, (0, top, width, bottom))
            bands.append(named_band((name, number, *named[number]), rows, width))
    return png(width, height, bytes(layer.getpalette() or []), bands)


def _bands(top: int, bottom: int, count: int) -> range:
    """The numbers of the bands that rows top..bottom (excluded) touch."""
    return range(max(0, top // BAND_ROWS), min(count - 1, (bottom - 1) // BAND_ROWS) + 1)


def _runs(flags: list[bool]) -> Iterator[tuple[int, int, bool]]:
    """Runs of equal flags: (first index, last index, flag)."""
    first = 0
    for number in range(1, len(flags) + 1):
        if number == len(flags) or flags[number] != flags[first]:
            yield first, number - 1, flags[first]
            first = number


def _rows(image: Image.Image, cut: Box) -> bytes:
    return image.crop(cut).tobytes()
