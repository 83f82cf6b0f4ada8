"""Where the bot's own process does CPU work that may block the event loop: applying a
move (PAC-MAN's best-walk search), working out a board's controls.

Work of a kind that has never taken long runs at once, on the loop (a thread hop costs
more than Formula's or PUSH's moves, above all on a busy machine). Once a call of a kind
took SLOW seconds or more, that kind runs in the one CPU thread from then on.

One thread, not a pool: Python threads share one interpreter lock, and the loop waits
for it behind every thread that computes (up to 5 ms each). With the default executor's
several threads searching at once, the loop woke 30 ms late at p99 under 200 PAC-MAN
games; behind a single thread it waits for one at most.

    state = await off_loop_if_slow(("apply", game.name), game.apply, state, seat, action)
"""

from __future__ import annotations

import asyncio
import os
import time
from collections.abc import Callable, Hashable
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from typing import TypeVar

T = TypeVar("T")

SLOW = 0.003  # seconds of CPU: a call this long would show in the loop's lag

_executor: ThreadPoolExecutor | None = None
_slow_kinds: set[Hashable] = set()


async def off_loop_if_slow(kind: Hashable, function: Callable[..., T], *args: object) -> T:
    """`function(*args)`: at once if calls of this `kind` have all been quick, else in
    the CPU thread (the caller waits without blocking the loop)."""
    if kind in _slow_kinds:
        return await in_cpu_thread(function, *args)
    start = time.thread_time()
    try:
        return function(*args)
    finally:
        if time.thread_time() - start >= SLOW:
            _slow_kinds.add(kind)


async def in_cpu_thread(function: Callable[..., T], *args: object) -> T:
    """`function(*args)` in the CPU thread; the caller waits without blocking the loop."""
    global _executor
    if _executor is None:
        _executor = ThreadPoolExecutor(1, thread_name_prefix="cpu")
    return await asyncio.get_running_loop().run_in_executor(_executor, partial(function, *args))


def _forget_in_child() -> None:
    """A forked child has no copy of the parent's thread: it starts its own."""
    global _executor
    _executor = None


os.register_at_fork(after_in_child=_forget_in_child)
