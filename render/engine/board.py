"""A kind of board: what its renderer declares, and the caches the engine keeps for it.

The fast path draws a board on this thread's canvas of the static layer (a copy of it,
set back where the board drew once the PNG is made), maps only the boxes drawn in to
the palette, and writes the PNG over the layer mapped once (render/engine/layers.py):
bands no box touches are found by the names the engine gave the layer and the patches
on them. The plain path draws the static layer afresh, every call on it, and maps the
whole picture; tests/render/test_engine.py checks that both give the same PNG.

Every name the engine gives (a layer's, a patch's) is a number never given again: a
layer or patch drawn anew, after it was forgotten, is named anew, so a named band is
always the one those pixels make.
"""

from __future__ import annotations

import itertools
import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PIL import Image

from render.engine.bands import BAND_ROWS
from render.engine.boxes import Box, inside, merged
from render.engine.draw import Draw, paste
from render.engine.kept import Kept, image_bytes
from render.engine.layers import to_png_over
from render.engine.palette import Palette, to_png
from render.engine.pen import Patch, Pen, PlainPen, drawn_in
from render.engine.recording import Recording

S = TypeVar("S")
LAYERS = 8  # per kind of board: static layers kept (a layer per key: races, size, lang...)
PATCHES = 1024  # per kind of board: patches kept (pieces of layers, drawn rows)...
PATCH_BYTES = 32 * 1024 * 1024  # ...and at most their bytes (a PUSH row is about 300 KB)
BLOCKS = 1024  # per kind of board: blocks kept (opaque pictures and their mapped pixels)...
BLOCK_BYTES = 32 * 1024 * 1024  # ...and at most their bytes
_serials = itertools.count(1)  # the names the engine gives; never one twice


@dataclass(frozen=True)
class Layer:
    """A static layer drawn once: its RGB pixels, mapped to the palette, and its name."""

    rgb: Image.Image
    mapped: Image.Image
    serial: int


class BoardKind(Generic[S]):
    """One game's boards. `layer(key)` draws the static layer for a key (an RGB image);
    `key(state, **presentation)` says which layer a board is drawn over;
    `draw(pen, state, **presentation)` draws the moving parts with a Pen."""

    def __init__(
        self,
        name: str,
        *,
        palette: Palette,
        layer: Callable[[Any], Image.Image],
        draw: Callable[..., None],
        key: Callable[..., Hashable] = lambda state, **presentation: None,
    ) -> None:
        self.name, self.palette = name, palette
        self._draw_layer, self._draw, self._key = layer, draw, key
        self._layers: OrderedDict[Hashable, Layer] = OrderedDict()
        self._lock = threading.Lock()  # boards are drawn in several threads of a process
        self._patches: Kept[Patch] = Kept(PATCHES, PATCH_BYTES, _patch_bytes, self._lock)
        self._blocks: Kept[Patch] = Kept(BLOCKS, BLOCK_BYTES, _patch_bytes, self._lock)
        self._local = threading.local()  # .canvases: a layer's serial -> this thread's copy
        self._measure = Draw(Image.new("RGB", (1, 1)))  # measures texts Pillow draws itself

    def png(self, state: S, **presentation: Any) -> bytes:
        """The board's PNG: the fast path."""
        layer = self.layer(self._key(state, **presentation))
        canvas = self._canvas(layer)
        pen = Pen(canvas, lambda kind, key, where: self._patch(layer, kind, key, where))
        boxes: list[Box] | None = None
        try:
            self._draw(pen, state, **presentation)
            width, height = canvas.size
            if sum((r - x) * (b - y) for x, y, r, b in pen.drawn) >= width * height // 2:
                boxes = [(0, 0, width, height)]  # drawn nearly all over: mapped whole
                pen.reveal_all()
                return to_png(canvas, self.palette)
            boxes = merged(pen.drawn, BAND_ROWS, canvas.size)
            pen.reveal(boxes)  # merged boxes hold more than the calls' boxes
            return to_png_over(
                canvas, layer.mapped, boxes, self.palette, name=layer.serial, patches=pen.laid
            )
        finally:  # the canvas is its layer again, even after a failed drawing
            whole = (0, 0, *canvas.size)
            rgb = layer.rgb.im
            if boxes is None or boxes == [whole]:
                canvas.im.paste(rgb, whole)  # the layer itself: no copy of it cut first
            else:
                for box in inside([*boxes, *pen.set_back], canvas.size):
                    canvas.im.paste(rgb.crop(box), box)

    def picture(self, state: S, **presentation: Any) -> Image.Image:
        """The board drawn plainly: the static layer drawn afresh, every call on it."""
        image = self._draw_layer(self._key(state, **presentation))
        image = image.copy() if image.mode == "RGB" else image.convert("RGB")
        self._draw(PlainPen(image, self._draw_layer), state, **presentation)
        return image

    def plain_png(self, state: S, **presentation: Any) -> bytes:
        """The reference PNG: the plain picture, mapped whole."""
        return to_png(self.picture(state, **presentation), self.palette)

    def layer(self, key: Hashable) -> Layer:
        """The static layer for `key`, drawn and mapped once while it is kept."""
        with self._lock:
            found = self._layers.get(key)
            if found is not None:
                self._layers.move_to_end(key)
                return found
        rgb = self._draw_layer(key)
        rgb = rgb if rgb.mode == "RGB" else rgb.convert("RGB")
        found = Layer(rgb, self.palette.map(rgb), next(_serials))
        with self._lock:
            self._layers[key] = found
            while len(self._layers) > LAYERS:
                self._layers.popitem(last=False)
        return found

    def forget(self) -> None:
        """Forget every layer and patch (they are drawn again when next needed)."""
        with self._lock:
            self._layers.clear()
        self._patches.clear()
        self._blocks.clear()

    def _canvas(self, layer: Layer) -> Image.Image:
        canvases = getattr(self._local, "canvases", None)
        if canvases is None:
            canvases = self._local.canvases = {}
        canvas = canvases.get(layer.serial)
        if canvas is None:
            with self._lock:
                kept = {found.serial for found in self._layers.values()}
            for serial in [s for s in canvases if s not in kept]:  # layers forgotten
                del canvases[serial]
            canvas = canvases[layer.serial] = layer.rgb.copy()
        return canvas

    def _patch(self, layer: Layer, kind: str, key: Hashable, where: Any) -> Patch | None:
        """A patch of the board drawn over `layer`, made once while it is kept: the piece
        `where` (a box) of the layer for `key`, the box `key` of `layer` with the
        Recording `where` drawn on it (None if it may draw outside it), or the block `key`
        (a function and its arguments) at the corner `where`."""
        if kind == "block":
            return self._block(key, where)
        if kind == "part":
            return self._part(layer, key, where)
        if kind == "layer":
            cache_key: Hashable = (kind, key, where)
        else:  # "rows": the box `key` over `layer`; "area": the box key[1] over layer key[0]
            cache_key = (kind, layer.serial if kind == "rows" else None, key, where.key())
            try:
                hash(cache_key)
            except TypeError:  # a picture among the calls: drawn on the board instead
                return None
        found = self._patches.get(cache_key)
        if found is not None:
            return found
        if kind == "layer":
            source = self.layer(key)
            box: Box = where
            found = Patch(source.rgb.crop(box), source.mapped.crop(box), box[:2], next(_serials))
        else:
            source, box = (layer, key) if kind == "rows" else (self.layer(key[0]), key[1])
            drawn = drawn_in(where, box, self._measure)
            if drawn is None:  # a call may stray from the box
                return None
            found = self._drawn_rows(source, box, where, drawn)
        self._patches.keep(cache_key, found)
        return found

    def _part(self, layer: Layer, key: tuple, recording: Recording | None) -> Patch | None:
        """The part `key` (its box, function and arguments) over `layer`: found by its
        arguments, or with `recording` (its calls) found by them or drawn (pen.part)."""
        name = ("part", layer.serial, key)
        if recording is None:
            return self._patches.get(name)
        found = self._patch(layer, "rows", key[0], recording)
        if found is not None:
            self._patches.keep(name, found)
        return found

    def _block(self, key: tuple[Callable[..., Image.Image], tuple], corner) -> Patch:
        """The picture `key` (function, arguments) at `corner`: drawn and mapped once while
        kept, wherever it goes; named by its pixels' name and its corner."""
        found = self._blocks.get(key)
        if found is None:
            picture, args = key
            rgb = picture(*args)
            if rgb.mode != "RGB":
                raise ValueError(f"a block is an RGB picture, not {rgb.mode}")
            found = Patch(rgb, self.palette.map(rgb), (0, 0), next(_serials))
            self._blocks.keep(key, found)
        return Patch(found.rgb, found.image, corner, (found.name, corner))

    def _drawn_rows(self, layer: Layer, box: Box, recording: Recording, drawn: Box) -> Patch:
        """The box of `layer` with `recording` drawn on it; only the part `drawn` (where
        the calls may change pixels) is mapped to the palette, the rest is the layer's."""
        left, top = box[:2]
        rgb = layer.rgb.crop(box)
        recording.replay(_Shifted(Draw(rgb), left, top))
        mapped = layer.mapped.crop(box)
        inner = (drawn[0] - left, drawn[1] - top, drawn[2] - left, drawn[3] - top)
        if inner[0] < inner[2] and inner[1] < inner[3]:
            mapped.im.paste(self.palette.map_cores(rgb.im.crop(inner)), inner)
        return Patch(rgb, mapped, box[:2], next(_serials))


def _patch_bytes(patch: Patch) -> int:
    return image_bytes(patch.rgb, patch.image)


class _Shifted:
    """A Draw for a box whose top left is (`left`, `top`), taking calls in the board's
    coordinates."""

    def __init__(self, draw: Draw, left: int, top: int) -> None:
        self._draw, self._left, self._top = draw, left, top
        draw.origin = (left, top)  # texts: shifted by the Draw once rounded

    def text(self, xy, *args: Any, **kwargs: Any) -> None:
        self._draw.text(xy, *args, **kwargs)

    def __getattr__(self, method: str) -> Callable[..., None]:
        call = getattr(self._draw, method)
        left, top = self._left, self._top

        def shifted(xy, *args: Any, **kwargs: Any) -> None:
            call(_shift(xy, left, top), *args, **kwargs)

        return shifted

    def paste(self, picture: Image.Image, corner: tuple[int, int], mask=None) -> None:
        paste(self._draw._image, picture, (corner[0] - self._left, corner[1] - self._top), mask)

    def sprite(self, picture: Callable[..., Image.Image], args: tuple, corner) -> None:
        drawn = picture(*args)
        self.paste(drawn, corner, drawn)

    def block(self, picture: Callable[..., Image.Image], args: tuple, corner) -> None:
        self.paste(picture(*args), corner)


def _shift(xy: Any, left: int, top: int) -> Any:
    """Coordinates (a point, four numbers, points or numbers) moved left by `left`
    columns and up by `top` rows."""
    if isinstance(xy[0], (int, float)):
        return [value - (top if k % 2 else left) for k, value in enumerate(xy)]
    return [(x - left, y - top) for x, y in xy]
