"""What the engine keeps (a kind's patches and blocks, the mapped layers' bytes), bounded
by count and by bytes.

A render worker runs for days; what it keeps must stay within a size the admin can plan
for, whatever the boards are. A count alone does not do it: a PUSH row is about 300 KB (its
RGB and mapped pixels), a Passtally square a few KB, so 1,024 rows would be 300 MB in one
worker. `Kept` forgets the oldest entries (in the order they were kept) once either bound
is passed.

Reading is one dict lookup, with no lock (atomic in CPython: boards are drawn in several
threads of a process); keeping and forgetting hold the lock the kind gives.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

from PIL import Image

V = TypeVar("V")


def image_bytes(*images: Image.Image) -> int:
    """The bytes Pillow holds for the pixels of `images` (a band's bytes per pixel)."""
    return sum(image.width * image.height * len(image.getbands()) for image in images)


class Kept(Generic[V]):
    """At most `count` values and `size` bytes (as `sizer` counts them), the newest kept."""

    def __init__(
        self, count: int, size: int, sizer: Callable[[V], int], lock: threading.Lock
    ) -> None:
        self.count, self.size, self._sizer, self._lock = count, size, sizer, lock
        self._values: dict[Hashable, tuple[V, int]] = {}  # in the order they were kept
        self.bytes = 0

    def get(self, key: Hashable) -> V | None:
        found = self._values.get(key)  # one dict read: atomic, no lock needed
        return None if found is None else found[0]

    def keep(self, key: Hashable, value: V) -> None:
        size = self._sizer(value)
        with self._lock:
            old = self._values.pop(key, None)
            if old is not None:
                self.bytes -= old[1]
            self._values[key] = (value, size)
            self.bytes += size
            while len(self._values) > self.count or (
                self.bytes > self.size and len(self._values) > 1
            ):  # forget the oldest (the newest stays, however large)
                self.bytes -= self._values.pop(next(iter(self._values)))[1]

    def clear(self) -> None:
        with self._lock:
            self._values.clear()
            self.bytes = 0

    def values(self) -> list[V]:
        return [value for value, _ in list(self._values.values())]

    def __len__(self) -> int:
        return len(self._values)
