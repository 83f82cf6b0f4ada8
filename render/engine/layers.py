"""Boards drawn over a layer drawn once: only the boxes drawn in are mapped to the palette,
and only the bands of rows they touch are read and compressed.

Most of a board is its layer (the maze, the circuit), mapped to the palette once (a
`drawn_once` of `Palette.map`); a board draws a few things on a copy of it, or on its
thread's canvas of it (render/engine/canvas.py), and reports the boxes it drew in. `to_png_over`
maps only those boxes:

    image = layer.copy()
    boxes = draw_things(image)
    png = to_png_over(image, mapped_layer(), boxes, PALETTE, name=("circuit", races))

The mapped boxes and the `patches` (pieces of a layer that differ from the one drawn
once: a PAC-MAN space whose dot is eaten) are pasted into a copy of the mapped layer,
which is written in bands of rows (render/engine/bands.py):
- a band no box touches is the mapped layer's with the patches on it: it is named by the
  layer's `name`, its number and its patches' names, and a board reuses its compressed
  bytes without reading or hashing its pixels;
- a band a box touches is read, and found (or compressed) by its pixels.

The PNG is byte for byte to_png's (the mapping is pixel by pixel, so mapping a box and
pasting it is mapping the whole); tests/render/test_mapped_boxes.py checks each renderer.
"""

from __future__ import annotations

import itertools
import math
import threading
from collections import OrderedDict
from collections.abc import Hashable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial

from PIL import Image

from render.engine.bands import BAND_ROWS, Band, band, named_band, png
from render.engine.draw import Draw, drawn_cache
from render.engine.palette import Palette
from render.engine.recording import Recording

DRAWN_PATCHES = 512  # per process: patches of a layer's rows drawn on, kept by recording

Box = tuple[int, int, int, int]  # left, top, right, bottom (right and bottom excluded)


@dataclass(frozen=True)
class Patch:
    """A piece of a board's layer that differs from the layer drawn once ("P", mapped),
    where it goes, and a name for what it shows (the same name: the same pixels)."""

    image: Image.Image
    corner: tuple[int, int]
    name: Hashable


_patches: OrderedDict[Hashable, Patch] = OrderedDict()
_patches_lock = threading.Lock()  # boards may be drawn in several threads of a process
_serials = itertools.count()
drawn_cache(_patches.clear)  # text_sizes() and drawn_texts() see their texts drawn again


def drawn_patch(
    layer: Image.Image,
    name: Hashable,
    rows: tuple[int, int],
    recording: Recording,
    palette: Palette,
) -> Patch:
    """The patch of an RGB `layer`'s rows (top, bottom) with `recording` replayed on them
    (its coordinates counted from `top`), mapped to the palette: drawn and mapped once
    per recording while it is kept. `name` names the layer (the same name: the same
    layer). The patch's own name is a number given once to that drawing: short to look
    up, and never given to another."""
    key = (name, rows, recording.key())
    with _patches_lock:
        found = _patches.get(key)
        if found is not None:
            _patches.move_to_end(key)
            return found
    top, bottom = rows
    canvas = layer.crop((0, top, layer.width, bottom))
    recording.replay(Draw(canvas, part_of=((0, top), layer.size)))
    found = Patch(palette.map(canvas), (0, top), ("drawn", next(_serials)))
    with _patches_lock:
        _patches[key] = found
        while len(_patches) > DRAWN_PATCHES:  # forget the least recently used
            _patches.popitem(last=False)
    return found


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
        cores.paste(palette.map(image.crop(box)).im, box)
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


def inside(boxes: Iterable[Box], size: tuple[int, int]) -> Iterator[Box]:
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
