"""Boxes: where a drawing call may change pixels, taken from the call's own arguments.

A box is (left, top, right, bottom), right and bottom excluded. Each function gives a box
that holds every pixel Pillow may set for that call (a pixel to spare around shapes), so
the engine maps and sets back only what a board drew (the differential test,
tests/render/test_engine.py, fails if a box is ever too small).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Iterator
from typing import Any

from PIL import ImageFont

from render.engine.masks import text_mask

Box = tuple[int, int, int, int]  # left, top, right, bottom (right and bottom excluded)


def around(xy: Any, spare: float) -> Box:
    """The box of a shape's coordinates (four numbers, two points, or a list of points
    or of numbers): Pillow draws from the first to the last pixel included, and
    `spare` pixels more each side (a line's half width)."""
    if len(xy) == 4 and isinstance(xy[0], (int, float)):
        x0, y0, x1, y1 = xy
        xs, ys = (x0, x1), (y0, y1)
    else:
        flat = _numbers(xy)
        xs, ys = flat[0::2], flat[1::2]
    return (
        math.floor(min(xs) - spare),
        math.floor(min(ys) - spare),
        math.ceil(max(xs) + spare) + 1,
        math.ceil(max(ys) + spare) + 1,
    )


def _numbers(xy: Any) -> list[float]:
    if isinstance(xy[0], (int, float)):
        return list(xy)
    return [value for point in xy for value in point]


def text_box(xy, text: str, font, anchor, stroke_width: float, draw) -> Box:
    """Where a text lands: its mask's box when the engine stamps it (one line, a
    FreeType font), else Pillow's textbbox with a pixel to spare."""
    if isinstance(font, ImageFont.FreeTypeFont) and isinstance(text, str) and "\n" not in text:
        mask, (dx, dy) = text_mask(font, text, anchor, stroke_width, "L")
        left, top = round(xy[0]) + dx, round(xy[1]) + dy
        width, height = mask.size
        return left, top, left + width, top + height
    bbox = draw.textbbox(xy, text, font=font, anchor=anchor, stroke_width=stroke_width)
    return around(bbox, 1)


def shape_box(method: str, args: tuple, kwargs: dict) -> Box:
    """The box of a shape call (`rectangle`, `ellipse`, `line`...) of an ImageDraw."""
    xy = kwargs.get("xy", args[0] if args else None)
    width = kwargs.get("width", 1)
    if method == "line":
        width = kwargs.get("width", args[2] if len(args) > 2 else 0) or 1
        return around(xy, width / 2 + 1)
    if method == "polygon":
        width = kwargs.get("width", args[3] if len(args) > 3 else 1)
        return around(xy, width + 1)
    return around(xy, 0)  # a shape's outline is drawn inside its box


def meets(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def inside(boxes: Iterable[Box], size: tuple[int, int]) -> Iterator[Box]:
    """The boxes cut to the image, the empty ones left out."""
    width, height = size
    for left, top, right, bottom in boxes:
        box = (max(0, left), max(0, top), min(width, right), min(height, bottom))
        if box[0] < box[2] and box[1] < box[3]:
            yield box


def union(a: Box, b: Box) -> Box:
    """The smallest box holding both boxes."""
    return min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3])


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


def merged(boxes: Iterable[Box], rows: int, size: tuple[int, int]) -> list[Box]:
    """Fewer, larger boxes holding every pixel of `boxes` (cut to the image): in each
    band of `rows` rows the boxes' spans from left to right, overlapping ones joined,
    and a span repeated in the next band joined to it. Mapping or pasting a box has a
    cost of its own, so a board's hundred calls become a few boxes."""
    spans: dict[int, list[list[int]]] = {}  # band -> [left, right, top, bottom] in it
    for left, top, right, bottom in inside(boxes, size):
        for band in range(top // rows, (bottom - 1) // rows + 1):
            start = band * rows
            spans.setdefault(band, []).append(
                [left, right, max(top, start), min(bottom, start + rows)]
            )
    runs: list[list[int]] = []  # open boxes: [left, top, right, bottom, last band]
    done: list[Box] = []
    for band in sorted(spans):
        joined: list[list[int]] = []
        for span in sorted(spans[band]):
            last = joined[-1] if joined else None
            if last is not None and span[0] <= last[1]:
                last[1] = max(last[1], span[1])
                last[2], last[3] = min(last[2], span[2]), max(last[3], span[3])
            else:
                joined.append(span)
        going: list[list[int]] = []
        for run in runs:  # a box the band above ended is done
            if run[4] != band - 1:
                done.append((run[0], run[1], run[2], run[3]))
        runs = [run for run in runs if run[4] == band - 1]
        for left, right, top, bottom in joined:
            under = [run for run in runs if run[0] < right and left < run[2]]
            for run in under:  # a span under boxes of the band above: one box with them
                runs.remove(run)
                left, right, top = min(left, run[0]), max(right, run[2]), min(top, run[1])
            going.append([left, top, right, bottom, band])
        done += [(run[0], run[1], run[2], run[3]) for run in runs]
        runs = going
    done += [(run[0], run[1], run[2], run[3]) for run in runs]
    return done
