"""Where the bot's own process does CPU work that may block the event loop: applying a
move (PAC-MAN's best-walk search), working out a board's controls.

Work of a kind whose calls are quick runs at once, on the loop (a thread hop costs more
than Formula's or PUSH's moves, above all on a busy machine). A kind whose calls take SLOW
seconds of CPU or more runs in the one CPU thread. What a kind costs is its slowest
recent call, fading by a hundredth at each call: one slow call (a cold cache, the first
of its kind) sends it to the thread for some calls, not for good, while a kind whose calls
are often slow (PAC-MAN's moves, whose best-walk search runs again at each new roll) stays
there: with a faster fade it came back to the loop between two searches, and the next
search blocked the loop.
Garbage collections a call happens to set off are left out of its cost: the loop would
pay for them anywhere, and with 200 games in memory one full collection takes tens of
ms, which once made every kind of every game "slow" and put each move through two
thread hops.

One thread, not a pool: Python threads share one interpreter lock, and the loop waits
for it behind every thread that computes (up to a switch interval each). With the default
executor's several threads searching at once the loop waited behind each of them in turn;
behind a single thread it waits for one at most. And once the thread exists, a thread
that computes is asked to hand the lock over after SWITCH instead of Python's 5 ms: the
loop gets it back sooner each time it waited, for the same CPU a move (the loop's lag
under many games is in docs/performance.md).

    state = await off_loop_if_slow(("apply", game.name), game.apply, state, seat, action)
"""

from __future__ import annotations

import asyncio
import gc
import os
import sys
import threading
import time
from collections.abc import Callable, Hashable
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from typing import TypeVar

T = TypeVar("T")

SLOW = 0.003  # seconds of CPU: a call this long would show in the loop's lag
SWITCH = 0.001  # seconds a thread keeps the interpreter lock while another waits for it
FADE = 0.99  # a kind's remembered cost shrinks by this factor at each call

_executor: ThreadPoolExecutor | None = None
_cost: dict[Hashable, float] = {}  # each kind's slowest recent call, fading
_collecting: dict[int, float] = {}  # a thread's CPU seconds in garbage collection so far
_started: dict[int, float] = {}  # a thread's collection under way: when it began


async def off_loop_if_slow(kind: Hashable, function: Callable[..., T], *args: object) -> T:
    """`function(*args)`: at once while calls of this `kind` are quick, else in the CPU
    thread (the caller waits without blocking the loop)."""
    if _cost.get(kind, 0.0) >= SLOW:
        return await in_cpu_thread(_measured, kind, function, *args)
    return _measured(kind, function, *args)


def _measured(kind: Hashable, function: Callable[..., T], *args: object) -> T:
    """`function(*args)`, noting its CPU (garbage collection left out) as `kind`'s."""
    thread = threading.get_ident()
    start, collected = time.thread_time(), _collecting.get(thread, 0.0)
    try:
        return function(*args)
    finally:
        spent = time.thread_time() - start - (_collecting.get(thread, 0.0) - collected)
        _cost[kind] = max(spent, _cost.get(kind, 0.0) * FADE)


def _count_collection(phase: str, info: dict) -> None:
    """gc's callback: the CPU each thread spends collecting garbage."""
    thread = threading.get_ident()
    if phase == "start":
        _started[thread] = time.thread_time()
    elif thread in _started:
        spent = time.thread_time() - _started.pop(thread)
        _collecting[thread] = _collecting.get(thread, 0.0) + spent


gc.callbacks.append(_count_collection)


async def in_cpu_thread(function: Callable[..., T], *args: object) -> T:
    """`function(*args)` in the CPU thread; the caller waits without blocking the loop."""
    global _executor
    if _executor is None:
        sys.setswitchinterval(SWITCH)
        _executor = ThreadPoolExecutor(1, thread_name_prefix="cpu")
    return await asyncio.get_running_loop().run_in_executor(_executor, partial(function, *args))


def _forget_in_child() -> None:
    """A forked child has no copy of the parent's thread: it starts its own."""
    global _executor
    _executor = None


os.register_at_fork(after_in_child=_forget_in_child)
