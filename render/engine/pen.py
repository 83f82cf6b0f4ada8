"""The drawing object a renderer draws a board with, and what it notes as it draws.

Pen draws on the board at once (what it drew can be read back with `crop`) and notes,
from each call's own arguments, the box it may have changed (render/engine/boxes.py).
Two kinds of drawing are not drawn at once but noted as patches, pieces of the board
the engine knows by name:
- `paste_layer(key, box)`: that box of another static layer (PAC-MAN's eaten spaces);
- the calls made inside `with pen.rows(top, bottom) as line:` (a status line), drawn
  once on the static layer's rows for what they draw and found again by their calls.
A patch is put on the board only where a later call draws over it (or it over an
earlier drawing); elsewhere the engine pastes its mapped pixels into the PNG.

PlainPen is the reference: the same calls, each drawn at once on a picture drawn afresh.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from contextlib import AbstractContextManager, contextmanager
from typing import Any

from PIL import Image

from render.engine.bands import BAND_ROWS
from render.engine.boxes import Box, meets, shape_box, text_box
from render.engine.draw import Draw
from render.engine.masks import text_length
from render.engine.recording import Recording

_GRID = 64  # px: the width of the cells patches are filed under (BAND_ROWS tall)


class Drawing:
    """The calls every pen takes: Pillow's ImageDraw's, with `paste` for pictures."""

    def __init__(self, image: Image.Image) -> None:
        self.image = image
        self.draw = Draw(image)

    @property
    def size(self) -> tuple[int, int]:
        return self.image.size

    def text(self, xy, text, fill=None, font=None, anchor=None, **kwargs) -> None:
        self._drawing(text_box(xy, text, font, anchor, kwargs.get("stroke_width", 0), self.draw))
        self.draw.text(xy, text, fill, font, anchor, **kwargs)

    def rectangle(self, xy, fill=None, outline=None, width=1) -> None:
        self._drawing(shape_box("rectangle", (xy,), {}))
        self.draw.rectangle(xy, fill, outline, width)

    def rounded_rectangle(self, xy, radius=0, fill=None, outline=None, width=1) -> None:
        self._drawing(shape_box("rounded_rectangle", (xy,), {}))
        self.draw.rounded_rectangle(xy, radius, fill, outline, width)

    def ellipse(self, xy, fill=None, outline=None, width=1) -> None:
        self._drawing(shape_box("ellipse", (xy,), {}))
        self.draw.ellipse(xy, fill, outline, width)

    def pieslice(self, xy, start, end, fill=None, outline=None, width=1) -> None:
        self._drawing(shape_box("pieslice", (xy,), {}))
        self.draw.pieslice(xy, start, end, fill, outline, width)

    def line(self, xy, fill=None, width=0, joint=None) -> None:
        self._drawing(shape_box("line", (xy,), {"width": width}))
        self.draw.line(xy, fill, width, joint)

    def polygon(self, xy, fill=None, outline=None, width=1) -> None:
        self._drawing(shape_box("polygon", (xy,), {"width": width}))
        self.draw.polygon(xy, fill, outline, width)

    def point(self, xy, fill=None) -> None:
        self._drawing(shape_box("point", (xy,), {}))
        self.draw.point(xy, fill)

    def paste(self, picture: Image.Image, corner: tuple[int, int], mask=None) -> None:
        """Paste a picture at `corner` as Image.paste does (through `mask`, e.g. the
        picture itself for an RGBA sprite)."""
        x, y = corner
        self._drawing((x, y, x + picture.width, y + picture.height))
        self.image.paste(picture, (x, y), mask)

    def textlength(self, text: str, font) -> float:
        """How far `text` runs in `font` (px): measure before laying out a line."""
        return text_length(font, text, "L")

    def crop(self, box: Box) -> Image.Image:
        """What the board shows inside `box` so far."""
        self._reading(box)
        return self.image.crop(box)

    def paste_layer(self, key: Hashable, box: Box) -> None:
        """The static layer `key`'s pixels inside `box`, pasted where they are."""
        raise NotImplementedError

    def rows(self, top: int, bottom: int) -> AbstractContextManager[Any]:
        """`with pen.rows(top, bottom) as line:` calls on `line` that draw only inside
        rows top..bottom, over the static layer alone (a status line)."""
        raise NotImplementedError

    def _drawing(self, box: Box) -> None:
        """Called before a call draws inside `box`."""

    def _reading(self, box: Box) -> None:
        """Called before `box` is read."""


class PlainPen(Drawing):
    """Every call drawn at once on the board; other layers drawn afresh by `layer`."""

    def __init__(self, image: Image.Image, layer: Callable[[Hashable], Image.Image]) -> None:
        super().__init__(image)
        self._layer = layer
        self._layers: dict[Hashable, Image.Image] = {}

    def paste_layer(self, key: Hashable, box: Box) -> None:
        """The static layer `key`'s pixels inside `box`, pasted where they are."""
        if key not in self._layers:
            self._layers[key] = self._layer(key)
        self.image.paste(self._layers[key].crop(box), box[:2])

    @contextmanager
    def rows(self, top: int, bottom: int) -> Iterator[Drawing]:
        """Calls that draw only inside rows top..bottom, over the static layer alone."""
        yield self


class Patch:
    """A piece of the board known by name: its RGB and mapped pixels and where they go
    (the same name: the same pixels in the same place; names are never given twice)."""

    __slots__ = ("box", "corner", "image", "name", "rgb")

    def __init__(self, rgb: Image.Image, mapped: Image.Image, corner, name: Hashable) -> None:
        self.rgb, self.image, self.corner, self.name = rgb, mapped, corner, name
        self.box = (*corner, corner[0] + rgb.width, corner[1] + rgb.height)


class Pen(Drawing):
    """Draws on this thread's canvas of a static layer, noting the boxes drawn in and the
    patches laid (the engine, render/engine/board.py, makes the PNG from them)."""

    def __init__(self, image: Image.Image, patches: Callable[..., Patch]) -> None:
        super().__init__(image)
        self.drawn: list[Box] = []  # boxes calls drew in, in order
        self.laid: list[Patch] = []  # patches, in order
        self.set_back: list[Box] = []  # patches' boxes put on the canvas
        self._patch = patches
        self._on_board: set[int] = set()  # the numbers (in `laid`) of patches on the canvas
        self._waiting: dict[tuple[int, int], list[int]] = {}  # grid cell -> patches off it
        self._drawn_in: dict[tuple[int, int], list[Box]] = {}  # grid cell -> boxes drawn
        self._laid_in: dict[tuple[int, int], list[int]] = {}  # grid cell -> patches laid

    def paste_layer(self, key: Hashable, box: Box) -> None:
        """The static layer `key`'s pixels inside `box`, pasted where they are."""
        self._lay(self._patch("layer", key, box))

    @contextmanager
    def rows(self, top: int, bottom: int) -> Iterator[Recording]:
        """Calls that draw only inside rows top..bottom, over the static layer alone: drawn
        once for what they draw (if they stray from their rows, or something was drawn
        in those rows before, they are drawn on the board as any call)."""
        recording = Recording()
        yield recording
        boxes = [_call_box(call, self.draw) for call in recording.calls]
        width = self.image.width
        strip = (0, top, width, bottom)
        alone = all(b[1] >= top and b[3] <= bottom for b in boxes) and not self._meets_any(strip)
        if alone:
            self._lay(self._patch("rows", (top, bottom), recording))
        else:
            recording.replay(self)

    def _lay(self, patch: Patch) -> None:
        box, number = patch.box, len(self.laid)
        cells = list(_cells(box))
        over = any(meets(box, d) for cell in cells for d in self._drawn_in.get(cell, ()))
        laid_in = self._laid_in
        under = {n for c in cells for n in laid_in.get(c, ()) if meets(box, self.laid[n].box)}
        self.laid.append(patch)
        for cell in cells:
            laid_in.setdefault(cell, []).append(number)
        if over or under:  # patches never wait under a drawing or one another
            for earlier in sorted(under):
                self._put(earlier)
            self._put(number)
            return
        for cell in cells:
            self._waiting.setdefault(cell, []).append(number)

    def _put(self, number: int) -> None:
        """Put a laid patch on the canvas (once)."""
        if number in self._on_board:
            return
        self._on_board.add(number)
        patch = self.laid[number]
        self.image.im.paste(patch.rgb.im, patch.box)  # Pillow's cores: a tenth of paste's cost
        self.set_back.append(patch.box)

    def _meets_any(self, box: Box) -> bool:
        """Whether a call drew, or a patch was laid, inside `box`."""
        for cell in _cells(box):
            if any(meets(box, d) for d in self._drawn_in.get(cell, ())):
                return True
            if any(meets(box, self.laid[n].box) for n in self._laid_in.get(cell, ())):
                return True
        return False

    def _drawing(self, box: Box) -> None:
        self.drawn.append(box)
        for cell in _cells(box):
            self._drawn_in.setdefault(cell, []).append(box)
            self._reveal(cell, box)

    def _reading(self, box: Box) -> None:
        for cell in _cells(box):
            self._reveal(cell, box)

    def reveal(self, boxes: list[Box]) -> None:
        """Put on the canvas every patch waiting inside `boxes` (before they are read)."""
        for box in boxes:
            self._reading(box)

    def _reveal(self, cell: tuple[int, int], box: Box) -> None:
        """Put on the canvas the patches waiting in `cell` that `box` meets."""
        waiting = self._waiting.get(cell)
        if waiting:
            laid = self.laid
            for number in waiting:
                if meets(box, laid[number].box):
                    self._put(number)


def _cells(box: Box) -> Iterator[tuple[int, int]]:
    left, top, right, bottom = box
    for row in range(top // BAND_ROWS, (bottom - 1) // BAND_ROWS + 1):
        for column in range(left // _GRID, (right - 1) // _GRID + 1):
            yield row, column


def _call_box(call: tuple[str, tuple, tuple], draw: Draw) -> Box:
    """The box of a call a Recording noted."""
    method, args, kwargs = call
    options: dict[str, Any] = dict(kwargs)
    if method == "text":
        xy, text = args[0], args[1]
        font = options.get("font", args[3] if len(args) > 3 else None)
        anchor = options.get("anchor", args[4] if len(args) > 4 else None)
        return text_box(xy, text, font, anchor, options.get("stroke_width", 0), draw)
    if method == "paste":
        picture, (x, y) = args[0], args[1]
        return x, y, x + picture.width, y + picture.height
    return shape_box(method, args, options)
