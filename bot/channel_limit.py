"""Discord accepts about 5 messages per 5 seconds in a channel; past that it answers 429
and the bot waits anyway. `ChannelLimit` keeps the bot under that line by itself: before
a post or an edit in a channel, `await limit.slot(channel_id)` waits until the channel
had fewer than `per` messages in the last `seconds`.

Whoever waits for a slot may find, once it has one, that its board is no longer the
newest: the publisher then sends the newest instead (bot/discord_publisher.py), so waits
never pile up stale boards.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Callable

PER = 5
SECONDS = 5.0


class ChannelLimit:
    def __init__(
        self, per: int = PER, seconds: float = SECONDS, now: Callable[[], float] = time.monotonic
    ) -> None:
        self.per, self.seconds = per, seconds
        self.now = now  # the bot's clock (SimCord's virtual one in tests)
        self._sent: dict[int, deque[float]] = {}

    async def slot(self, channel_id: int) -> None:
        """Wait for room in the channel's window, then take it."""
        sent = self._sent.setdefault(channel_id, deque())
        while True:
            now = self.now()
            while sent and now - sent[0] >= self.seconds:
                sent.popleft()
            if len(sent) < self.per:
                sent.append(now)
                return
            await asyncio.sleep(min(self.seconds, max(0.001, sent[0] + self.seconds - now)))
