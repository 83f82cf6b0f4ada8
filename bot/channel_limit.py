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
from collections import deque

PER = 5
SECONDS = 5.0


class ChannelLimit:
    def __init__(self, per: int = PER, seconds: float = SECONDS) -> None:
        self.per, self.seconds = per, seconds
        self._sent: dict[int, deque[float]] = {}

    async def slot(self, channel_id: int) -> None:
        """Wait for room in the channel's window, then take it."""
        loop = asyncio.get_running_loop()
        sent = self._sent.setdefault(channel_id, deque())
        while True:
            now = loop.time()
            while sent and now - sent[0] >= self.seconds:
                sent.popleft()
            if len(sent) < self.per:
                sent.append(now)
                return
            await asyncio.sleep(sent[0] + self.seconds - now)

    def free(self, channel_id: int) -> bool:
        """Whether a message could go to the channel now without waiting."""
        now = asyncio.get_running_loop().time()
        sent = self._sent.get(channel_id, ())
        return sum(1 for t in sent if now - t < self.seconds) < self.per
