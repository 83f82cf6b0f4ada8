"""The bot process's collector once started: start-up frozen, full collections rare, and
what a move leaves in cycles still found by the young generations."""

from __future__ import annotations

import gc
import weakref

from bot.memory import FULL_AFTER, freeze_start_up_objects


class Node:
    def __init__(self) -> None:
        self.other: Node | None = None


def test_full_collections_are_rare_and_young_cycles_still_freed():
    freeze_start_up_objects()
    assert gc.get_threshold()[2] == FULL_AFTER
    assert gc.isenabled()
    first, second = Node(), Node()
    first.other, second.other = second, first  # a cycle, as a move's leftovers may hold
    gone = weakref.ref(first)
    del first, second
    gc.collect(1)  # the young generations alone
    assert gone() is None
