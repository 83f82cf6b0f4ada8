"""Discord accepts about 5 messages per 5 seconds in a channel; past that it answers 429
and the bot waits anyway. `ChannelLimit` keeps the bot under that line by itself: before
a post or an edit in a channel, `await limit.slot(channel_id)` waits until the channel
had fewer than `per` messages in the last `seconds`.

A post reserves the next free slot when it asks and sleeps until then, once: posts are
served in the order they asked, and a post never waits more than one window for each
`per` posts ahead of it. The window is measured on the clock the wait sleeps on, the
event loop's monotonic clock. (It once read the wall clock and slept on the loop's, waking
to look again: a wall clock set back, or one standing still as SimCord's virtual clock
does for work outside the bot, kept a post waiting forever.)

Whoever waits for a slot may find, once it has one, that its board is no longer the
newest: the publisher then sends the newest instead (bot/discord_publisher.py), so waits
never pile up stale boards.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Callable

PER = 5
SECONDS = 5.0


def loop_clock() -> float:
    """The running event loop's clock: the one `asyncio.sleep` counts on."""
    return asyncio.get_running_loop().time()


class ChannelLimit:
    def __init__(
        self, per: int = PER, seconds: float = SECONDS, clock: Callable[[], float] = loop_clock
    ) -> None:
        self.per, self.seconds = per, seconds
        self.clock = clock
        self._slots: dict[int, deque[float]] = {}  # a channel's last `per` slots taken
        self._waiting: dict[int, int] = {}  # posts asleep until their slot, a channel

    async def slot(self, channel_id: int) -> None:
        """Take the channel's next free slot and wait for it."""
        slots = self._slots.setdefault(channel_id, deque(maxlen=self.per))
        waiting = self._waiting.get(channel_id, 0)
        now = self.clock()
        at = now if len(slots) < self.per else max(now, slots[0] + self.seconds)
        at = min(at, now + self.seconds * (1 + waiting // self.per))
        slots.append(at)  # the oldest falls out of the window
        if at <= now:
            return
        self._waiting[channel_id] = waiting + 1
        try:
            await asyncio.sleep(at - now)
        finally:
            self._waiting[channel_id] -= 1
