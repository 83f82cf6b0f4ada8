"""Restart work without a storm: after downtime, games that owe something (AI moves to
play, boards to post again, deadlines missed) are handled a few at a time, so the event
loop, the render pool and Discord's rate limits keep room for the players' clicks, and
the bot is ready (commands and buttons answer) while that work goes on in the background.

    results = await a_few_at_a_time(rows, handle, at_once=4)   # None where it failed
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Iterable
from typing import Any, TypeVar

log = logging.getLogger(__name__)

AT_ONCE = 4  # games handled at the same time during restart work
T = TypeVar("T")


async def a_few_at_a_time(
    items: Iterable[T], work: Callable[[T], Awaitable[Any]], *, at_once: int = AT_ONCE
) -> list[Any]:
    """Run `work` on every item, started in order, never more than `at_once` at a time;
    returns each item's result (None where it failed: the error is logged, the rest go
    on)."""
    pending = list(enumerate(items))
    results: list[Any] = [None] * len(pending)
    queue = iter(pending)

    async def worker() -> None:
        for n, item in queue:  # the workers share one iterator: each item once
            try:
                results[n] = await work(item)
            except Exception:
                log.exception("restart work failed on %r", item)

    await asyncio.gather(*(worker() for _ in range(max(1, at_once))))
    return results
