"""The engine's drawing surface: an ImageDraw whose one-line texts are stamped from masks
rasterised once (render/engine/masks.py), and the caches of pictures drawn once.

Renderers draw through a Pen (render/engine/pen.py), which draws with this; sprites and
static layers may draw with it directly (`Draw(image)`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache, lru_cache
from types import SimpleNamespace
from typing import ParamSpec, TypeVar

from PIL import Image, ImageDraw, ImageFont

from render.engine.masks import text_length as _length
from render.engine.masks import text_mask

P = ParamSpec("P")
T = TypeVar("T")

_DRAWN_ONCE: list = []
_text_sizes: list[float] | None = None
_texts: tuple[int, list[DrawnText]] | None = None  # the recording thread, its texts


@dataclass(frozen=True)
class DrawnText:
    """A one-line text a renderer drew: its box and the size of the picture it is on, in
    that picture's final pixels (supersampled pictures are counted once scaled down)."""

    text: str
    box: tuple[float, float, float, float]
    picture: tuple[float, float]


def drawn_once(draw_function: Callable[P, T]) -> Callable[P, T]:
    """functools.cache for pictures drawn once (static layers, sprites, card faces)."""
    cached = cache(draw_function)
    _DRAWN_ONCE.append(cached)
    return cached  # type: ignore[return-value]


def drawn_cache(clear: Callable[[], None]) -> None:
    """Another cache of pictures drawn once, which text_sizes() and drawn_texts() forget
    first as they do drawn_once's (`clear` empties it)."""
    _DRAWN_ONCE.append(SimpleNamespace(cache_clear=clear))


def drawn_often(maxsize: int) -> Callable[[Callable[P, T]], Callable[P, T]]:
    """drawn_once for pictures with many variants (a car per colour, angle and label):
    the `maxsize` most recently used are kept, so a long-running worker's memory stays
    bounded."""

    def decorate(draw_function: Callable[P, T]) -> Callable[P, T]:
        cached = lru_cache(maxsize=maxsize)(draw_function)
        _DRAWN_ONCE.append(cached)
        return cached  # type: ignore[return-value]

    return decorate


@contextmanager
def text_sizes() -> Iterator[list[float]]:
    """The size (px, in the final board's pixels) of every text drawn inside the block.
    Pictures drawn once are forgotten first, so their texts are drawn (and counted) again."""
    global _text_sizes
    for cached in _DRAWN_ONCE:
        cached.cache_clear()
    _text_sizes = sizes = []
    try:
        yield sizes
    finally:
        _text_sizes = None


@contextmanager
def drawn_texts() -> Iterator[list[DrawnText]]:
    """Every one-line text this thread draws inside the block, where it was drawn
    (pictures that point at parts of a board use it; boards drawn meanwhile by other
    threads are not counted). Pictures drawn once are forgotten first, as above."""
    global _texts
    for cached in _DRAWN_ONCE:
        cached.cache_clear()
    texts: list[DrawnText] = []
    _texts = (threading.get_ident(), texts)
    try:
        yield texts
    finally:
        _texts = None


class Draw(ImageDraw.ImageDraw):
    """ImageDraw whose one-line texts are rasterised once and then stamped from a cache:
    boards repeat the same labels move after move, and rasterising them was half the
    drawing time. `supersample`: how many times larger than the board this picture is
    drawn (it is scaled down later), so text sizes are counted at the board's scale.
    `part_of`: the picture `image` is a part of, as (its corner there, that picture's
    size), so drawn_texts() notes where a text lands on that picture."""

    def __init__(
        self,
        image: Image.Image,
        supersample: float = 1,
        *,
        part_of: tuple[tuple[int, int], tuple[int, int]] | None = None,
    ) -> None:
        super().__init__(image)
        self.supersample = supersample
        self.part_of = part_of

    def text(self, xy, text, fill=None, font=None, anchor=None, *args, **kwargs) -> None:  # type: ignore[override]
        stroke_width = kwargs.pop("stroke_width", 0)
        stroke_fill = kwargs.pop("stroke_fill", None)
        simple = not args and not kwargs and isinstance(font, ImageFont.FreeTypeFont)
        if not simple or not isinstance(text, str) or "\n" in text:
            kwargs.update(stroke_width=stroke_width, stroke_fill=stroke_fill)
            super().text(xy, text, fill, font, anchor, *args, **kwargs)
            return
        if _text_sizes is not None:
            _text_sizes.append(font.size / self.supersample)
        if _texts is not None and _texts[0] == threading.get_ident():
            _texts[1].append(self._drawn(xy, text, font, anchor))
        ink = self._ink(fill)
        x, y = round(xy[0]), round(xy[1])
        if stroke_width:
            stroke_ink = ink if stroke_fill is None else self._ink(stroke_fill)
            self._stamp(x, y, text, font, anchor, stroke_width, stroke_ink)
            if stroke_ink == ink:
                return
        self._stamp(x, y, text, font, anchor, 0, ink)

    def _drawn(self, xy, text: str, font, anchor) -> DrawnText:
        left, top, right, bottom = font.getbbox(text, anchor=anchor)
        x, y, scale = xy[0], xy[1], self.supersample
        width, height = self._image.size
        if self.part_of is not None:
            (dx, dy), (width, height) = self.part_of
            x, y = x + dx, y + dy
        box = ((x + left) / scale, (y + top) / scale, (x + right) / scale, (y + bottom) / scale)
        return DrawnText(text, box, (width / scale, height / scale))

    def _ink(self, fill) -> int:
        ink, fill_ink = self._getink(fill)
        return fill_ink if ink is None else ink

    def _stamp(self, x: int, y: int, text: str, font, anchor, stroke: float, ink: int) -> None:
        mask, (dx, dy) = text_mask(font, text, anchor, stroke, self.fontmode)
        self.draw.draw_bitmap((x + dx, y + dy), mask, ink)

    def rounded_rectangle(self, xy, radius=0, fill=None, outline=None, width=1, **kwargs):  # type: ignore[override]
        """Pillow draws the corners in Python, a tenth of a millisecond a box; boxes on
        whole pixels are drawn once and pasted (the same pixels: Pillow does not smooth
        their edges)."""
        box = _whole_box(xy)
        opaque = all(c is None or isinstance(c, str) or len(c) == 3 for c in (fill, outline))
        if box is None or kwargs or not opaque or self._image.mode not in ("RGB", "RGBA"):
            super().rounded_rectangle(xy, radius, fill, outline, width, **kwargs)
            return
        x0, y0, x1, y1 = box
        sprite = _rounded_box(x1 - x0, y1 - y0, radius, _key(fill), _key(outline), width)
        self._image.paste(sprite, (x0, y0), sprite)

    def textlength(self, text, font=None, *args, **kwargs) -> float:  # type: ignore[override]
        if args or kwargs or not isinstance(font, ImageFont.FreeTypeFont):
            return super().textlength(text, font, *args, **kwargs)
        return _length(font, text, self.fontmode)


def _whole_box(xy) -> tuple[int, int, int, int] | None:
    """A box given as four numbers or two points, if every corner is on a whole pixel."""
    flat = [v for point in xy for v in point] if isinstance(xy[0], (tuple, list)) else xy
    if len(flat) != 4 or any(v != int(v) for v in flat):
        return None
    x0, y0, x1, y1 = (int(v) for v in flat)
    return (x0, y0, x1, y1) if x1 >= x0 and y1 >= y0 else None


def _key(colour):
    return tuple(colour) if isinstance(colour, list) else colour


@lru_cache(maxsize=512)
def _rounded_box(width: int, height: int, radius, fill, outline, line: int) -> Image.Image:
    sprite = Image.new("RGBA", (width + 1, height + 1), (0, 0, 0, 0))
    ImageDraw.Draw(sprite).rounded_rectangle(
        (0, 0, width, height), radius, fill=fill, outline=outline, width=line
    )
    return sprite


