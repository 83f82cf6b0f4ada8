"""A click's own answer carries what the bot has to say: one REST call, not two.

Discord wants every interaction answered within 3 seconds, and the answer itself can
edit the message the clicked component is on (a board) or open a private message (a
panel). So a click no longer defers and then edits: its `Reply` waits for the board or
panel and sends it as the answer. If that is not ready within `ACK_WITHIN` seconds (the
render pool is saturated, the game's lock is busy), the reply acknowledges on its own at
that moment and the board follows as an edit of the original response.

    reply = Reply(interaction)              # starts the acknowledgement watchdog
    with reply.current():                   # the publisher finds it there
        ...
    await reply.finish()                    # acknowledge if nothing answered yet

The publisher takes (`claim`s) the reply of the click made on the board message it is
about to change, and answers it with the new board or the stripped old one.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from contextvars import ContextVar
from typing import Any

import discord

log = logging.getLogger(__name__)

ACK_WITHIN = 0.8  # seconds: within 1 s, well inside Discord's 3
_CURRENT: ContextVar[Reply | None] = ContextVar("reply", default=None)


class Reply:
    """The one answer of one component click."""

    def __init__(
        self, interaction: discord.Interaction, *, private: bool = False, ack_within=ACK_WITHIN
    ) -> None:
        self.interaction = interaction
        self.private = private  # a deferral shows "thinking…" privately (a panel opens)
        self.answered = False  # an answer was sent or is on its way
        self.claimed = False  # the publisher will answer it
        self._watchdog = asyncio.get_running_loop().call_later(ack_within, self._ack_in_time)
        self._late: asyncio.Task | None = None
        self._sent = asyncio.Event()  # the answer went out (or failed): a note may follow

    # -- where the publisher finds it ----------------------------------------------------
    @contextlib.contextmanager
    def current(self):
        token = _CURRENT.set(self)
        try:
            yield self
        finally:
            _CURRENT.reset(token)

    @staticmethod
    def claim_on(message_id: int | None) -> Reply | None:
        """The current click's reply if it was made on this message and nobody has
        claimed it yet; the caller must answer it (update, or release)."""
        reply = _CURRENT.get()
        if reply is None or reply.claimed or message_id is None:
            return None
        if reply.message_id != message_id:
            return None
        reply.claimed = True
        return reply

    @staticmethod
    def of_click() -> Reply | None:
        """The reply of the click being handled here, if any (claimed or not)."""
        return _CURRENT.get()

    @property
    def message_id(self) -> int | None:
        message = self.interaction.message
        return message.id if message is not None else None

    @property
    def message_text(self) -> str | None:
        message = self.interaction.message
        return message.content if message is not None else None

    # -- answering -----------------------------------------------------------------------
    async def update(self, **fields: Any) -> None:
        """Edit the clicked message: as the answer itself, else (acknowledged already)
        as an edit of the original response. Either way one call."""
        try:
            if not self.answered:
                self.answered = True
                self._watchdog.cancel()
                await self.interaction.response.edit_message(**fields)
            else:
                await self._after_ack()
                await self.interaction.edit_original_response(**fields)
        finally:
            self._sent.set()

    async def send_private(self, text: str, **fields: Any) -> None:
        """A private message to the clicker (a panel, an answer to a refused click)."""
        try:
            if not self.answered:
                self.answered = True
                self._watchdog.cancel()
                await self.interaction.response.send_message(text, ephemeral=True, **fields)
            else:
                await self._after_ack()
                await self.interaction.followup.send(text, ephemeral=True, **fields)
        finally:
            self._sent.set()

    async def tell(self, text: str) -> None:
        """A private note to the clicker besides the answer (a board that could not be
        shown): after the answer on its way, if any; never raises."""
        if not self.answered and not self.claimed:
            self.claimed = True  # the note is the answer: nothing may edit it as a board
            self.answered = True
            self._watchdog.cancel()
        else:
            await self._sent.wait()  # the watchdog answers within ACK_WITHIN at the latest
        response = self.interaction.response
        try:
            if response.is_done():
                await self.interaction.followup.send(text, ephemeral=True)
            else:  # no answer went out (it failed): the note is the answer
                await response.send_message(text, ephemeral=True)
        except discord.HTTPException as error:
            log.info("could not tell a clicker: %s", error)

    async def release(self) -> None:
        """Nothing to show for this click (a newer board replaced it): acknowledge now."""
        if not self.answered:
            self.answered = True
            self._watchdog.cancel()
            await self._defer()

    async def finish(self) -> None:
        """The click's work is done: acknowledge unless an answer is sent or promised."""
        if not self.claimed:
            await self.release()
        elif self._late is not None:
            await asyncio.shield(self._late)

    def _ack_in_time(self) -> None:
        if not self.answered:
            self.answered = True
            self._late = asyncio.get_running_loop().create_task(self._defer())

    async def _after_ack(self) -> None:
        if self._late is not None:
            await asyncio.shield(self._late)

    async def _defer(self) -> None:
        try:
            if self.private:
                await self.interaction.response.defer(ephemeral=True, thinking=True)
            else:
                await self.interaction.response.defer()
        except discord.HTTPException as error:
            log.info("could not acknowledge a click: %s", error)
        finally:
            self._sent.set()
