"""A thread's own copy of an RGB layer to draw a board on, set back to the layer where the
board drew once it is done: a board costs the boxes it draws in, not a copy of the whole
layer (3.5 MB for PAC-MAN's maze, a tenth of a board's work).

    with drawn_over(layer, name=("maze", layout)) as canvas:
        canvas.paste(square, corner)          # pasted, and set back afterwards
        draw = canvas.drawing_in(boxes)       # a Draw that stays inside `boxes`
        png = to_png_over(canvas.image, ...)  # read inside those boxes only

A drawing must stay inside the boxes it is given: outside them, nothing is set back
(tests/render/test_canvas.py checks the PAC-MAN boards leave the canvas as they found it).
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Hashable, Iterable, Iterator
from contextlib import contextmanager

from PIL import Image

from render.engine.draw import Draw
from render.engine.layers import Box, inside

_local = threading.local()  # .canvases: a layer's name -> that thread's Canvas of it


class Canvas:
    """A copy of a layer, and the boxes drawn in since it was last set back."""

    def __init__(self, layer: Image.Image) -> None:
        self.image = layer.copy()
        self.of = weakref.ref(layer)
        self._touched: list[Box] = []

    def paste(self, piece: Image.Image, corner: tuple[int, int]) -> None:
        box = (*corner, corner[0] + piece.width, corner[1] + piece.height)
        self.image.im.paste(piece.im, box)  # Pillow's cores: a tenth of Image.paste's cost
        self._touched.append(box)

    def drawing_in(self, boxes: Iterable[Box]) -> Draw:
        """A Draw on the canvas, for drawing inside `boxes` only."""
        self._touched.extend(boxes)
        return Draw(self.image)

    def set_back(self, layer: Image.Image) -> None:
        for box in inside(self._touched, self.image.size):
            self.image.im.paste(layer.im.crop(box), box)
        self._touched.clear()


@contextmanager
def drawn_over(layer: Image.Image, *, name: Hashable) -> Iterator[Canvas]:
    """This thread's canvas of `layer` (an RGB image not changed afterwards; `name` names
    it), set back to the layer when the block ends."""
    canvases = getattr(_local, "canvases", None)
    if canvases is None:
        canvases = _local.canvases = {}
    canvas = canvases.get(name)
    if canvas is None or canvas.of() is not layer:  # a layer drawn again: a new canvas
        canvas = canvases[name] = Canvas(layer)
    try:
        yield canvas
    finally:
        canvas.set_back(layer)
