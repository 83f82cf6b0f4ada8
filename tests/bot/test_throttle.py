"""Restart work runs a few games at a time, in order, and one failure stops nothing."""

from __future__ import annotations

import asyncio

from bot.throttle import a_few_at_a_time


async def test_never_more_than_a_few_at_once_and_every_item_once():
    running, most, started, seen = 0, 0, [], []

    async def work(item: int) -> None:
        nonlocal running, most
        running += 1
        started.append(item)
        most = max(most, running)
        for _ in range(item % 3):  # some items take longer: other work runs meanwhile
            await asyncio.sleep(0)
        seen.append(item)
        running -= 1
        if item == 7:
            raise RuntimeError("a broken game")
        return item * 2

    results = await a_few_at_a_time(range(30), work, at_once=4)
    assert most == 4 and sorted(seen) == list(range(30))
    assert results == [None if n == 7 else n * 2 for n in range(30)]
    assert started == list(range(30))  # started in order: the oldest first
