"""The channel limit: 5 messages per 5 s, first come first served, and a post never waits
forever, whatever the clock does."""

from __future__ import annotations

import asyncio

import pytest

from bot.channel_limit import ChannelLimit
from tests.bot.budget import peak_in_window

CHANNEL = 1
REAL_SLEEP = asyncio.sleep


class Clock:
    """The clock the limiter reads, moved by the test. `sleep` stands for the event
    loop's: it ends when the clock has moved that far, or, when the clock reads wrong
    (`frozen`, set back), as the loop's own clock would."""

    def __init__(self) -> None:
        self.now = 0.0
        self.frozen = False
        self.slept = 0.0

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.slept += seconds
        wake = self.now + seconds
        await REAL_SLEEP(0)
        while not self.frozen and self.now < wake:
            await REAL_SLEEP(0)


@pytest.fixture
def clock(monkeypatch) -> Clock:
    clock = Clock()
    monkeypatch.setattr("bot.channel_limit.asyncio.sleep", clock.sleep)
    return clock


async def test_posts_wait_their_turn_five_per_five_seconds(clock):
    limit = ChannelLimit(5, 5.0, clock=clock)
    taken: list[tuple[int, float]] = []

    async def post(n: int) -> None:
        await limit.slot(CHANNEL)
        taken.append((n, clock.now))

    posts = [asyncio.ensure_future(post(n)) for n in range(17)]
    for _ in range(20):
        for _ in range(5):
            await REAL_SLEEP(0)
        clock.now += 1.0
    assert all(post.done() for post in posts)
    assert [n for n, _ in taken] == list(range(17))  # in the order they asked
    times = [at for _, at in taken]
    assert peak_in_window(times) == 5
    assert times[-1] == 15.0  # and no slower than the limit needs


async def test_a_clock_standing_still_keeps_no_post_waiting_forever(clock):
    """The old limiter read one clock and slept on another: with the clock it read
    standing still (SimCord's virtual clock for work outside the bot), it never woke up."""
    limit = ChannelLimit(5, 5.0, clock=clock)
    for _ in range(5):
        await limit.slot(CHANNEL)
    clock.frozen = True
    await asyncio.wait_for(limit.slot(CHANNEL), timeout=5)
    assert clock.slept == 5.0  # first in line: one window at most


async def test_a_clock_set_back_keeps_no_post_waiting_longer_than_a_window(clock):
    limit = ChannelLimit(5, 5.0, clock=clock)
    for _ in range(5):
        await limit.slot(CHANNEL)
    clock.now -= 3600.0  # the wall clock set back an hour
    clock.frozen = True  # (and the loop's clock ends the sleep on its own)
    await asyncio.wait_for(limit.slot(CHANNEL), timeout=5)
    assert clock.slept == 5.0


async def test_channels_do_not_wait_for_each_other(clock):
    limit = ChannelLimit(5, 5.0, clock=clock)
    for _ in range(5):
        await limit.slot(CHANNEL)
    await limit.slot(CHANNEL + 1)
    assert clock.slept == 0.0
