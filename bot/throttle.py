"""Restart work without a storm: after downtime, games that owe something (AI moves to
play, boards to post again, deadlines missed) are handled a few at a time, so the event
loop, the render pool and Discord's rate limits keep room for the players' clicks, and
the bot is ready (commands and buttons answer) while that work goes on in the background.

    done = await a_few_at_a_time(rows, handle, at_once=4)
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Iterable
from typing import TypeVar

log = logging.getLogger(__name__)

AT_ONCE = 4  # games handled at the same time during restart work
T = TypeVar("T")


async def a_few_at_a_time(
    items: Iterable[T], work: Callable[[T], Awaitable[object]], *, at_once: int = AT_ONCE
) -> int:
    """Run `work` on every item, in order, never more than `at_once` at a time; returns
    how many finished without an error (an error is logged and the rest go on)."""
    pending = iter(items)
    done = 0

    async def worker() -> None:
        nonlocal done
        for item in pending:  # the workers share one iterator: each item once
            try:
                await work(item)
                done += 1
            except Exception:
                log.exception("restart work failed on %r", item)

    await asyncio.gather(*(worker() for _ in range(max(1, at_once))))
    return done
