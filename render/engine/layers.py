"""A board's PNG written over its static layer: only the boxes drawn in are mapped to the
palette, and only the bands of rows they touch are read and compressed.

The layer is mapped to the palette once (render/engine/board.py); a board is drawn on a
canvas of it, and `to_png_over` maps only the boxes drawn in:

    png = to_png_over(canvas, layer.mapped, boxes, palette, name=layer.serial, patches=laid)

The mapped boxes and the `patches` (pieces known by name: a PAC-MAN space whose dot is
eaten, a status line drawn once) are pasted into a copy of the mapped layer's bytes
(through Pillow's cores mapped onto them: a band's rows are then a slice of them, not a
crop and an encoder's copy), which is written in bands of rows (render/engine/bands.py):
- a band no box touches is the mapped layer's with the patches on it: it is named by the
  layer's `name`, its number and its patches' names, and a board reuses its compressed
  bytes without reading or hashing its pixels;
- a band a box touches is read, and found (or compressed) by its pixels.
Names are the engine's own (numbers given once), so a name never stands for other pixels.

The PNG is byte for byte to_png's (the mapping is pixel by pixel, so mapping a box and
pasting it is mapping the whole); tests/render/test_engine.py checks every renderer.
"""

from __future__ import annotations

import threading
from collections.abc import Hashable, Iterable, Sequence
from typing import Protocol

from PIL import Image

from render.engine.bands import BAND_ROWS, Band, band, named_band, png
from render.engine.boxes import Box, inside
from render.engine.kept import Kept
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
    pixels = bytearray(_indices(name, layer))  # the board's indices, row after row
    # Pillow's cores over those bytes: pasted into through them (a tenth of Image.paste's
    # cost), and a band's rows are a slice of the bytes, not a crop and an encoder's copy
    cores = Image.frombuffer("P", (width, height), pixels, "raw", "P", 0, 1).im
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
    view = memoryview(pixels)
    step = width * BAND_ROWS
    bands: list[Band] = []
    for number in range(count):
        rows = view[number * step : (number + 1) * step]
        if drawn[number]:  # read, and found or compressed by their pixels
            bands.append(band(bytes(rows), width))
        else:  # found by name
            bands.append(named_band((name, number, *named[number]), rows.tobytes, width))
    return png(width, height, bytes(layer.getpalette() or []), bands)


def _bands(top: int, bottom: int, count: int) -> range:
    """The numbers of the bands that rows top..bottom (excluded) touch."""
    return range(max(0, top // BAND_ROWS), min(count - 1, (bottom - 1) // BAND_ROWS) + 1)


INDICES_BYTES = 16 * 1024 * 1024  # per process: mapped layers' bytes kept (about 20)...
INDICES = 256  # ...and at most this many (the bytes bound is the one reached)
# a layer's name -> its mapped pixels' bytes (boards are written in several threads)
_indices_of: Kept[bytes] = Kept(INDICES, INDICES_BYTES, len, threading.Lock())


def _indices(name: Hashable, layer: Image.Image) -> bytes:
    """The bytes of the mapped layer `name` names, read once while kept (the same name:
    the same pixels)."""
    found = _indices_of.get(name)
    if found is None:
        found = layer.tobytes()
        _indices_of.keep(name, found)
    return found
