"""The one thread where the bot's own process does CPU work that must not block the event
loop: applying a move (PAC-MAN's best-walk search), working out a board's controls.

One thread, not a pool: Python threads share one interpreter lock, and the loop waits
for it behind every thread that computes (up to 5 ms each). With the default executor's
several threads searching at once, the loop woke 30 ms late at p99 under 200 PAC-MAN
games; behind a single thread it waits for one at most.

    state = await in_cpu_thread(game.apply, state, seat, action)
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from functools import partial
from typing import TypeVar

T = TypeVar("T")

_executor: ThreadPoolExecutor | None = None


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
