"""A stand-in for a Draw that notes what is drawn instead of drawing it.

    recording = Recording()
    draw_status_line(recording, top=0)     # any code that draws through `draw.<method>(...)`
    recording.replay(Draw(canvas))         # draws exactly that, in order

The calls (method, arguments) are the whole of what is drawn: replayed on equal canvases,
equal recordings draw equal pixels. So a recording names its picture, and a picture drawn
once per recording can stand for every later one (`pen.rows`, render/engine/pen.py).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from render.engine.masks import text_length


class Recording:
    """Notes every drawing call made on it (`text`, `rectangle`, `ellipse`...), in order;
    `textlength` measures as a Draw on an RGB picture does."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple, tuple]] = []

    def __getattr__(self, method: str) -> Callable[..., None]:
        if method.startswith("_"):
            raise AttributeError(method)

        def note(*args: Any, **kwargs: Any) -> None:
            call = (method, args, tuple(kwargs.items()))
            try:
                hash(call)
            except TypeError:  # a list among the arguments (points of a line, a polygon)
                call = (method, _frozen(args), _frozen(tuple(kwargs.items())))
            self.calls.append(call)

        setattr(self, method, note)  # found as an attribute from now on
        return note

    def textlength(self, text: str, font: Any = None) -> float:
        return text_length(font, text, "L")

    def key(self) -> tuple:
        """What was drawn, hashable: equal keys draw equal pixels."""
        return tuple(self.calls)

    def replay(self, draw: Any) -> None:
        for method, args, kwargs in self.calls:
            getattr(draw, method)(*args, **dict(kwargs))


def _frozen(value: Any) -> Any:
    """Lists as tuples, all the way down (a hashable call)."""
    if isinstance(value, (list, tuple)):
        return tuple(_frozen(item) for item in value)
    return value
