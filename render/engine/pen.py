"""The drawing object a renderer draws a board with, and what it notes as it draws.

Pen draws on the board at once (what it drew can be read back with `crop`) and notes,
from each call's own arguments, the box it may have changed (render/engine/boxes.py).
Two kinds of drawing are not drawn at once but noted as patches, pieces of the board
the engine knows by name:
- `paste_layer(key, box)`: that box of another static layer (PAC-MAN's eaten spaces);
- the calls made inside `with pen.area(box) as part:` (a panel, a seat's row) or
  `with pen.rows(top, bottom) as line:` (a status line: the whole width), drawn once on
  the static layer's box for what they draw and found again by their calls (a sprite
  among them pasted with `sprite(function, args, corner)`, known by its arguments);
  `part(box, function, args)` is such an area drawn by `function(part, *args)`, found
  again by the function and its arguments without calling it;
- `block(function, args, corner)`: an opaque picture, mapped once for its arguments and
  laid wherever it goes (a square of a board).
A patch is put on the board only where a later call draws over it (or it over an
earlier drawing); elsewhere the engine pastes its mapped pixels into the PNG.

PlainPen is the reference: the same calls, each drawn at once on a picture drawn afresh.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from contextlib import AbstractContextManager, contextmanager
from functools import partial
from typing import Any

from PIL import Image

from render.engine.boxes import Box, meets, shape_box, text_box, union
from render.engine.draw import Draw, paste
from render.engine.masks import text_length
from render.engine.recording import Recording

_GRID, _ROWS = 64, 32  # px: the cells patches are filed under, to find those a call meets


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
        paste(self.image, picture, (x, y), mask)

    def sprite(self, picture: Callable[..., Image.Image], args: tuple, corner) -> None:
        """Paste `picture(*args)` (a sprite drawn once, RGBA: its own mask) at `corner`:
        named by the function and its arguments, so an area it is in is known by them."""
        drawn = picture(*args)
        self.paste(drawn, corner, drawn)

    def block(self, picture: Callable[..., Image.Image], args: tuple, corner) -> None:
        """Paste `picture(*args)` (a picture drawn once, RGB: it covers its whole box) at
        `corner`. The fast Pen lays it as a patch mapped to the palette once for those
        arguments, wherever it goes (a board made of squares: each square's picture)."""
        paste(self.image, picture(*args), corner)

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
        return self.area((0, top, self.image.width, bottom))

    def part(self, box: Box, picture: Callable[..., None], args: tuple) -> None:
        """`picture(part, *args)` drawn as `with pen.area(box) as part:` draws it, where
        `picture` draws from its arguments alone: the fast Pen finds a part seen before
        by the function and its arguments, without calling it (a seat's row known by the
        seat, its name and its cards)."""
        with self.area(box) as part:
            picture(part, *args)

    def area(self, box: Box, layer: Hashable = None) -> AbstractContextManager[Any]:
        """`with pen.area(box) as part:` calls on `part` that draw only inside `box`, over
        the static layer alone (a panel, a seat's row). With `layer` (a static layer's
        key), over that layer's pixels in the box, whatever was drawn there before (a
        header a car may have reached into)."""
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
    def area(self, box: Box, layer: Hashable = None) -> Iterator[Drawing]:
        """Calls that draw only inside `box`, over the static layer alone (or over the
        layer `layer`'s pixels there)."""
        if layer is not None:
            self.paste_layer(layer, box)
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
        self._waiting = 0  # how many laid patches are not on the canvas
        self._laid_in: dict[int, list[int]] = {}  # grid cell -> numbers of patches laid there

    def paste_layer(self, key: Hashable, box: Box) -> None:
        """The static layer `key`'s pixels inside `box`, pasted where they are."""
        self._lay(self._patch("layer", key, box))

    def block(self, picture: Callable[..., Image.Image], args: tuple, corner) -> None:
        """Paste `picture(*args)` (RGB) at `corner`: laid as a patch, its pixels mapped once
        for these arguments wherever it goes."""
        self._lay(self._patch("block", (picture, args), tuple(corner)))

    @contextmanager
    def area(self, box: Box, layer: Hashable = None) -> Iterator[Recording]:
        """Calls that draw only inside `box`, over the static layer alone (or over the
        layer `layer`'s pixels there): drawn once for what they draw (if they stray from
        the box, or something was drawn in it before, they are drawn on the board as any
        call)."""
        recording = Recording()
        yield recording
        if layer is not None:
            patch = self._patch("area", (layer, box), recording)
        else:
            patch = None if self._meets_any(box) else self._patch("rows", box, recording)
        if patch is None:  # drawn over something, or straying from its box
            if layer is not None:
                self.paste_layer(layer, box)
            recording.replay(self)
        else:
            self._lay(patch)

    def part(self, box: Box, picture: Callable[..., None], args: tuple) -> None:
        """`picture(part, *args)` drawn inside `box` over the static layer alone, as
        `area` draws it: a part seen before (by `picture` and `args`, which must be
        hashable) is laid without calling `picture`."""
        if self._meets_any(box):  # drawn over something: on the board, as area does
            super().part(box, picture, args)
            return
        name = (box, picture, args)
        patch = self._patch("part", name, None)  # known by its arguments
        if patch is None:
            recording = Recording()
            picture(recording, *args)
            patch = self._patch("part", name, recording)  # or by its calls, or drawn
            if patch is None:  # straying from its box
                recording.replay(self)
                return
        self._lay(patch)

    def _lay(self, patch: Patch) -> None:
        box, number, laid = patch.box, len(self.laid), self.laid
        over = any(meets(box, drawn) for drawn in self.drawn)
        under = []
        laid_in = self._laid_in
        for cell in _cells(box):
            found = laid_in.get(cell)
            if found is None:
                laid_in[cell] = [number]
                continue
            under += [n for n in found if meets(box, laid[n].box)]
            found.append(number)
        laid.append(patch)
        if over or under:  # patches never wait under a drawing or one another
            for earlier in sorted(set(under)):
                self._put(earlier)
            self._put(number)
        else:
            self._waiting += 1

    def reveal_all(self) -> None:
        """Put every patch on the canvas (before it is read whole)."""
        for number in range(len(self.laid)):
            self._put(number)

    def reveal(self, boxes: list[Box]) -> None:
        """Put on the canvas every patch waiting inside `boxes` (before they are read)."""
        for box in boxes:
            self._reading(box)

    def _put(self, number: int) -> None:
        """Put a laid patch on the canvas (once)."""
        if number in self._on_board:
            return
        self._on_board.add(number)
        patch = self.laid[number]
        self.image.im.paste(patch.rgb.im, patch.box)  # Pillow's cores: a tenth of paste's cost
        self.set_back.append(patch.box)
        self._waiting -= 1

    def _meets_any(self, box: Box) -> bool:
        """Whether a call drew, or a patch was laid, inside `box`."""
        return any(meets(box, drawn) for drawn in self.drawn) or any(
            meets(box, patch.box) for patch in self.laid
        )

    def _drawing(self, box: Box) -> None:
        drawn = self.drawn
        if drawn and meets(box, last := drawn[-1]):  # a piece drawn part by part: one box,
            joined = union(last, box)  # unless that box would hold much more than both
            if _area(joined) <= _area(last) + _area(box):
                drawn[-1] = joined
            else:
                drawn.append(box)
        else:
            drawn.append(box)
        if self._waiting:  # patches not on the canvas yet: those under this call go on it
            self._reading(box)

    def _reading(self, box: Box) -> None:
        """Put on the canvas the patches waiting under `box`."""
        if not self._waiting:
            return
        laid, on_board, laid_in = self.laid, self._on_board, self._laid_in
        for cell in _cells(box):
            for number in laid_in.get(cell, ()):
                if number not in on_board and meets(box, laid[number].box):
                    self._put(number)


def _area(box: Box) -> int:
    return (box[2] - box[0]) * (box[3] - box[1])


def _cells(box: Box) -> list[int]:
    """The grid cells (_ROWS x _GRID px, numbered row by row) a box meets."""
    left, top, right, bottom = box
    first, last = left // _GRID, (right - 1) // _GRID + 1
    return [
        row * 4096 + column
        for row in range(top // _ROWS, (bottom - 1) // _ROWS + 1)
        for column in range(first, last)
    ]


def drawn_in(recording: Recording, area: Box, draw: Draw) -> Box | None:
    """The box holding every pixel the calls of `recording` may change, or None if one
    may draw outside the box `area`."""
    left, top, right, bottom = area
    held: Box | None = None
    for box in map(partial(_call_box, draw=draw), recording.calls):
        if not (left <= box[0] <= box[2] <= right and top <= box[1] <= box[3] <= bottom):
            return None
        held = box if held is None else union(held, box)
    return held or (left, top, left, top)


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
    if method in ("sprite", "block"):
        picture, (x, y) = args[0](*args[1]), args[2]
        return x, y, x + picture.width, y + picture.height
    return shape_box(method, args, options)
