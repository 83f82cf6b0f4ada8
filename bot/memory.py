"""The bot process's garbage collector, set for a server that starts once and runs long.

Start-up leaves tens of thousands of objects that live as long as the process (modules,
classes, commands, caches, the renderers' tables). Python's full collections walk every
one of them again and again, each walk holding the interpreter lock (longer the more games
are in memory, and every click waits for the event loop meanwhile). Once start-up is
done, `freeze_start_up_objects()` moves them out of the collector's sight: later
collections walk only what the bot made since. Frozen objects are still freed when
nothing refers to them.
"""

from __future__ import annotations

import gc

_frozen = False


def freeze_start_up_objects() -> None:
    """Collect start-up's garbage, then freeze what is left (once per process: a test
    process starts many bots, and must not freeze every test's objects)."""
    global _frozen
    if _frozen:
        return
    _frozen = True
    gc.collect()
    gc.freeze()
