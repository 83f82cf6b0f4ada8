"""The engine's drawing surface: an ImageDraw whose one-line texts are stamped from masks
rasterised once (render/engine/masks.py), and the caches of pictures drawn once.

Renderers draw through a Pen (render/engine/pen.py), which draws with this; sprites and
static layers may draw with it directly (`Draw(image)`).
"""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, ParamSpec, TypeVar

from PIL import Image, ImageDraw, ImageFont

from render.engine.masks import text_length as _length
from render.engine.masks import text_mask

P = ParamSpec("P")
T = TypeVar("T")

_noting_lock = threading.RLock()  # the noting blocks below, one thread's at a time
_notes: list[Callable[[Draw, Any, str, ImageFont.FreeTypeFont, Any], None]] = []


@dataclass(frozen=True)
class DrawnText:
    """A one-line text a renderer drew: its box and the size of the picture it is on, in
    that picture's final pixels (supersampled pictures are counted once scaled down)."""

    text: str
    box: tuple[float, float, float, float]
    picture: tuple[float, float]


class _Drawn:
    """A function drawing a picture, cached (functools.lru_cache). Inside a noting block
    below it draws afresh, so the texts it draws are noted, and its cache is kept."""

    def __init__(self, draw_function: Callable[..., Any], maxsize: int | None) -> None:
        self.draw_afresh = draw_function
        self.cached = lru_cache(maxsize=maxsize)(draw_function)
        functools.update_wrapper(self, draw_function)

    def cached_call(self, *args: Any, **kwargs: Any) -> Any:
        return self.cached(*args, **kwargs)

    def fresh_call(self, *args: Any, **kwargs: Any) -> Any:
        return self.draw_afresh(*args, **kwargs)

    __call__ = cached_call

    def cache_clear(self) -> None:
        self.cached.cache_clear()


def drawn_once(draw_function: Callable[P, T]) -> Callable[P, T]:
    """functools.cache for pictures drawn once (static layers, sprites, card faces)."""
    return _Drawn(draw_function, None)  # type: ignore[return-value]


def drawn_often(maxsize: int) -> Callable[[Callable[P, T]], Callable[P, T]]:
    """drawn_once for pictures with many variants (a car per colour, angle and label):
    the `maxsize` most recently used are kept, so a long-running worker's memory stays
    bounded."""

    def decorate(draw_function: Callable[P, T]) -> Callable[P, T]:
        return _Drawn(draw_function, maxsize)  # type: ignore[return-value]

    return decorate


@contextmanager
def _noting(note: Callable[[Draw, Any, str, ImageFont.FreeTypeFont, Any], None]) -> Iterator[None]:
    """Inside the block, `note` sees every one-line text drawn, and pictures drawn once are
    drawn afresh (their caches kept). Draw.text is swapped for a noting one only for the
    block: boards drawn outside one check nothing."""
    with _noting_lock:
        _notes.append(note)
        if len(_notes) == 1:
            Draw.text = _noted_text  # type: ignore[method-assign]
            _Drawn.__call__ = _Drawn.fresh_call  # type: ignore[method-assign]
        try:
            yield
        finally:
            _notes.remove(note)
            if not _notes:
                Draw.text = Draw.stamped_text  # type: ignore[method-assign]
                _Drawn.__call__ = _Drawn.cached_call  # type: ignore[method-assign]


@contextmanager
def text_sizes() -> Iterator[list[float]]:
    """The size (px, in the final board's pixels) of every text drawn inside the block.
    Pictures drawn once are drawn afresh, so their texts are counted too."""
    sizes: list[float] = []
    with _noting(lambda draw, xy, text, font, anchor: sizes.append(font.size / draw.supersample)):
        yield sizes


@contextmanager
def drawn_texts() -> Iterator[list[DrawnText]]:
    """Every one-line text this thread draws inside the block, where it was drawn
    (pictures that point at parts of a board use it, on the plain drawing: render.plain;
    boards drawn meanwhile by other threads are not counted)."""
    texts: list[DrawnText] = []
    me = threading.get_ident()

    def note(draw: Draw, xy, text: str, font, anchor) -> None:
        if threading.get_ident() == me:
            texts.append(draw.drawn(xy, text, font, anchor))

    with _noting(note):
        yield texts


class Draw(ImageDraw.ImageDraw):
    """ImageDraw whose one-line texts are rasterised once and then stamped from a cache:
    boards repeat the same labels move after move, and rasterising them was half the
    drawing time. `supersample`: how many times larger than the board this picture is
    drawn (it is scaled down later), so text sizes are counted at the board's scale."""

    def __init__(self, image: Image.Image, supersample: float = 1) -> None:
        super().__init__(image)
        self.supersample = supersample
        self.origin = (0, 0)  # where texts' coordinates start: a piece of a board is
        # drawn in the board's coordinates, its texts put on the pixels the board's would

    def stamped_text(self, xy, text, fill=None, font=None, anchor=None, *args, **kwargs) -> None:
        stroke_width = kwargs.pop("stroke_width", 0)
        stroke_fill = kwargs.pop("stroke_fill", None)
        simple = not args and not kwargs and isinstance(font, ImageFont.FreeTypeFont)
        left, top = self.origin
        if not simple or not isinstance(text, str) or "\n" in text:
            kwargs.update(stroke_width=stroke_width, stroke_fill=stroke_fill)
            super().text((xy[0] - left, xy[1] - top), text, fill, font, anchor, *args, **kwargs)
            return
        ink = self._ink(fill)
        x, y = round(xy[0]) - left, round(xy[1]) - top  # rounded first, as on the board
        if stroke_width:
            stroke_ink = ink if stroke_fill is None else self._ink(stroke_fill)
            self._stamp(x, y, text, font, anchor, stroke_width, stroke_ink)
            if stroke_ink == ink:
                return
        self._stamp(x, y, text, font, anchor, 0, ink)

    text = stamped_text  # type: ignore[assignment]

    def drawn(self, xy, text: str, font, anchor) -> DrawnText:
        """Where a text drawn at `xy` lands, in the final picture's pixels."""
        left, top, right, bottom = font.getbbox(text, anchor=anchor)
        x, y, scale = xy[0], xy[1], self.supersample
        width, height = self._image.size
        box = ((x + left) / scale, (y + top) / scale, (x + right) / scale, (y + bottom) / scale)
        return DrawnText(text, box, (width / scale, height / scale))

    def _ink(self, fill) -> int:
        ink, fill_ink = self._getink(fill)
        return fill_ink if ink is None else ink

    def _stamp(self, x: int, y: int, text: str, font, anchor, stroke: float, ink: int) -> None:
        mask, (dx, dy) = text_mask(font, text, anchor, stroke, self.fontmode)
        self.draw.draw_bitmap((x + dx, y + dy), mask, ink)

    def rounded_rectangle(self, xy, radius=0, fill=None, outline=None, width=1, **kwargs):  # type: ignore[override]
        """Pillow draws the corners in Python, again for every box of every board; boxes on
        whole pixels are drawn once and pasted (the same pixels: Pillow does not smooth
        their edges)."""
        box = _whole_box(xy)
        opaque = all(c is None or isinstance(c, str) or len(c) == 3 for c in (fill, outline))
        if box is None or kwargs or not opaque or self._image.mode not in ("RGB", "RGBA"):
            super().rounded_rectangle(xy, radius, fill, outline, width, **kwargs)
            return
        x0, y0, x1, y1 = box
        sprite = _rounded_box(x1 - x0, y1 - y0, radius, _key(fill), _key(outline), width)
        paste(self._image, sprite, (x0, y0), sprite)

    def textlength(self, text, font=None, *args, **kwargs) -> float:  # type: ignore[override]
        if args or kwargs or not isinstance(font, ImageFont.FreeTypeFont):
            return super().textlength(text, font, *args, **kwargs)
        return _length(font, text, self.fontmode)


_ONTO_RGB = ("RGB", "RGBA", "RGBa", "LA")  # what Image.paste puts on RGB unconverted


def paste(image: Image.Image, picture: Image.Image, corner, mask=None) -> None:
    """image.paste(picture, corner, mask), through Pillow's cores when no conversion is
    needed (Image.paste's checks cost more than the paste of a small sprite)."""
    source = picture.im
    keep = picture.mode == image.mode or (image.mode == "RGB" and picture.mode in _ONTO_RGB)
    if source is None or not keep or image.readonly or (mask is not None and mask.im is None):
        image.paste(picture, corner, mask)
        return
    x, y = corner
    width, height = source.size
    if mask is None:
        image.im.paste(source, (x, y, x + width, y + height))
    else:
        image.im.paste(source, (x, y, x + width, y + height), mask.im)


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




def _noted_text(self: Draw, xy, text, fill=None, font=None, anchor=None, *args, **kwargs) -> None:
    """Draw.text inside a noting block: each note sees the one-line texts, then it draws."""
    one_line = isinstance(text, str) and "\n" not in text
    simple = not args and set(kwargs) <= {"stroke_width", "stroke_fill"}
    if one_line and simple and isinstance(font, ImageFont.FreeTypeFont):
        for note in list(_notes):
            note(self, xy, text, font, anchor)
    self.stamped_text(xy, text, fill, font, anchor, *args, **kwargs)
