"""The bot process's garbage collector, set for a server that starts once and runs long.

Start-up leaves tens of thousands of objects that live as long as the process (modules,
classes, commands, caches, the renderers' tables). Python's full collections walk every
one of them again and again, each walk holding the interpreter lock (longer the more games
are in memory, and every click waits for the event loop meanwhile). Once start-up is
done, `freeze_start_up_objects()` moves them out of the collector's sight: later
collections walk only what the bot made since. Frozen objects are still freed when
nothing refers to them.

Full collections are then made rare (FULL_AFTER): what a move leaves in cycles is found by
the young generations' collections, while a full one walks every object the process holds
(at 1,000 live games in bench/latency.py, whose load keeps a copy of each table, 90-140 ms
of the loop's CPU: a pause every click then under way waits out) to find tens of objects.
"""

from __future__ import annotations

import gc

_frozen = False
FULL_AFTER = 1000  # young (generation 1) collections between full ones: Python's default is 10


def freeze_start_up_objects() -> None:
    """Collect start-up's garbage, then freeze what is left (once per process: a test
    process starts many bots, and must not freeze every test's objects)."""
    global _frozen
    if _frozen:
        return
    _frozen = True
    gc.collect()
    gc.freeze()
    young, middle, _ = gc.get_threshold()
    gc.set_threshold(young, middle, FULL_AFTER)
