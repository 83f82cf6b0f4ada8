"""What the bot's handlers reach through the client an interaction came to, typed: the
table service, the render pool and the clicks running. A handler writes
`game_bot(interaction).tables`, never `interaction.client.tables  # type: ignore`.

The bot (`bot.app.GameBot`) is the only client these handlers run on. It is described here
by what it holds rather than imported: bot/app.py imports the handlers, and they must not
import it back."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Protocol, cast

if TYPE_CHECKING:
    import discord

    from bot.render_pool import RenderPool
    from bot.tables import Tables


class Clicks:
    """Counts the click handlers running, so shutdown can wait for them."""

    def __init__(self) -> None:
        self.closing = False
        self._running = 0
        self._idle = asyncio.Event()
        self._idle.set()

    def enter(self) -> None:
        self._running += 1
        self._idle.clear()

    def leave(self) -> None:
        self._running -= 1
        if self._running == 0:
            self._idle.set()

    async def drain(self, timeout: float) -> bool:
        """Stop taking clicks and wait for the running handlers; False on time-out."""
        self.closing = True
        try:
            await asyncio.wait_for(self._idle.wait(), timeout)
        except TimeoutError:
            return False
        return True


class GameClient(Protocol):
    """The bot as its handlers see it."""

    tables: Tables
    renders: RenderPool
    clicks: Clicks


def game_bot(where: discord.Interaction | discord.Client) -> GameClient:
    """The bot an interaction came to (or the client itself), typed."""
    client = getattr(where, "client", where)
    return cast("GameClient", client)
