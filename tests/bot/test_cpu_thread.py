"""Which work of the bot's own process runs on the event loop and which in the CPU thread
(bot/cpu_thread.py): quick kinds on the loop, slow ones in the thread until their calls
are quick again; a garbage collection a call sets off does not make its kind slow."""

from __future__ import annotations

import gc
import sys
import threading
import time

import pytest

from bot import cpu_thread
from bot.cpu_thread import SLOW, off_loop_if_slow


def where() -> int:
    return threading.get_ident()


def busy(seconds: float) -> int:
    """Spend `seconds` of CPU; returns the thread it ran in."""
    start = time.thread_time()
    while time.thread_time() - start < seconds:
        pass
    return threading.get_ident()


async def test_a_slow_kind_goes_to_the_cpu_thread_and_comes_back_once_quick():
    loop = threading.get_ident()
    kind = ("test", "slow")
    assert await off_loop_if_slow(kind, where) == loop
    assert await off_loop_if_slow(kind, busy, 2 * SLOW) == loop  # the first slow call
    assert await off_loop_if_slow(kind, where) != loop  # then the thread
    calls = 1
    while await off_loop_if_slow(kind, where) != loop:
        calls += 1
        assert calls < 200
    assert calls >= 50  # many quick calls before it comes back to the loop
    cpu_thread._cost.pop(kind)


async def test_a_kind_that_is_often_slow_stays_in_the_cpu_thread():
    loop = threading.get_ident()
    kind = ("test", "often slow")
    await off_loop_if_slow(kind, busy, 2 * SLOW)
    for _ in range(5):  # a slow call every tenth, as PAC-MAN's searches for new rolls
        for _ in range(9):
            assert await off_loop_if_slow(kind, where) != loop
        assert await off_loop_if_slow(kind, busy, 2 * SLOW) != loop
    cpu_thread._cost.pop(kind)


async def test_a_garbage_collection_does_not_make_a_quick_kind_slow():
    loop = threading.get_ident()
    kind = ("test", "collects")
    garbage = [[n] for n in range(300_000)]  # many objects: a full collection takes long
    collection = []

    def collect() -> int:
        start = time.thread_time()
        gc.collect()
        collection.append(time.thread_time() - start)
        return threading.get_ident()

    try:
        assert await off_loop_if_slow(kind, collect) == loop
        assert collection[0] >= SLOW  # the collection itself was slow...
        assert await off_loop_if_slow(kind, where) == loop  # ...the kind is not
        assert cpu_thread._cost[kind] < SLOW
    finally:
        del garbage
        cpu_thread._cost.pop(kind, None)


async def test_the_cpu_thread_hands_the_interpreter_lock_over_within_switch():
    assert await cpu_thread.in_cpu_thread(where) != threading.get_ident()
    assert sys.getswitchinterval() == pytest.approx(cpu_thread.SWITCH)
    assert cpu_thread.SWITCH < 0.005  # sooner than Python's own 5 ms
