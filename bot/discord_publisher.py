"""The table service's voice on Discord: threads, board messages, results.

Boards are rendered off the event loop. A new turn gets a new message (with a ping) and
the previous board loses its controls; steps inside a turn edit the turn's message. A game's
UI may add a summary (an embed: a race result...) before a new board or to the results.
"""

from __future__ import annotations

import asyncio
import io
import logging
from typing import TYPE_CHECKING, Literal

import discord

from bot.boards import board_png
from bot.replay.results import post_animation, replay_button
from bot.store import ResultRow
from bot.turns import LOBBY_SECONDS, shown
from bot.ui import ui_for
from bot.ui.controls import Summary
from bot.ui.items import build_view
from bot.ui.lobby import RematchButton
from bot.ui.status import board_text, lobby_text, results_text

if TYPE_CHECKING:
    from bot.tables import Table

log = logging.getLogger(__name__)
PINGS = discord.AllowedMentions(users=True, roles=False, everyone=False)


class DiscordPublisher:
    def __init__(self, client: discord.Client, place: Literal["thread", "channel"] = "thread"):
        self.client = client
        self.place = place

    async def started(self, table: Table) -> int | None:
        """Open the game's thread on the lobby message (None: play in the channel)."""
        if self.place != "thread" or table.row.lobby_message_id is None:
            return None
        channel = await self._channel(table.row.channel_id)
        if isinstance(channel, discord.Thread):
            return None  # a lobby inside a thread: play right there
        names = ", ".join(seat.name for seat in table.seats)
        name = f"{table.game.title} #{table.id}: {names}"[:100]
        try:
            message = channel.get_partial_message(table.row.lobby_message_id)
            thread = await message.create_thread(name=name, auto_archive_duration=1440)
        except discord.HTTPException as error:
            log.warning("no thread for game %s (%s): playing in the channel", table.id, error)
            await channel.send(
                f"I may not create threads here, so game #{table.id} is played in this channel."
            )
            return None
        return thread.id

    async def post_board(self, table: Table, events: list[str]) -> int | None:
        channel = await self._channel(table.row.place_id)
        summary = ui_for(table.game.name).summary(table)
        if summary is not None:
            await channel.send(embed=summary_embed(summary))
        file = await self._board_file(table)
        view = build_view(table.id, table.version, ui_for(table.game.name).board_controls(table))
        kwargs = {"view": view} if view is not None else {}
        message = await channel.send(
            board_text(table, events), file=file, allowed_mentions=PINGS, **kwargs
        )
        await self._strip_controls(channel, table.row.board_message_id)
        return message.id

    async def edit_board(self, table: Table, events: list[str]) -> bool:
        channel = await self._channel(table.row.place_id)
        file = await self._board_file(table)
        view = build_view(table.id, table.version, ui_for(table.game.name).board_controls(table))
        try:
            await channel.get_partial_message(table.row.board_message_id).edit(
                content=board_text(table, events), attachments=[file], view=view
            )
        except discord.NotFound:
            return False
        return True

    async def ended(self, table: Table, results: list[ResultRow], events: list[str]) -> None:
        channel = await self._channel(table.row.place_id)
        if table.state is None:  # a lobby closed by /abandon: close its message
            if table.row.lobby_message_id is not None:
                await channel.get_partial_message(table.row.lobby_message_id).edit(
                    content=lobby_text(table) + "\n❌ Abandoned.", view=None
                )
            return
        view = discord.ui.View(timeout=None)
        view.add_item(RematchButton(table.id))
        replay = replay_button(table)
        if replay is not None:
            view.add_item(replay)
        kwargs = {"view": view}
        if table.state is not None:
            kwargs["file"] = await self._board_file(table)
            summary = ui_for(table.game.name).summary(table)
            if summary is not None:
                kwargs["embed"] = summary_embed(summary)
        await channel.send(results_text(table, results, events), allowed_mentions=PINGS, **kwargs)
        await self._strip_controls(channel, table.row.board_message_id)
        await post_animation(self.client, channel, table)

    async def notice(self, table: Table, text: str) -> None:
        channel = await self._channel(table.row.place_id)
        await channel.send(text, allowed_mentions=discord.AllowedMentions.none())

    async def remind(self, table: Table, text: str) -> None:
        channel = await self._channel(table.row.place_id)
        await channel.send(text, allowed_mentions=PINGS)

    async def lobby_expired(self, table: Table) -> None:
        if table.row.lobby_message_id is None:
            return
        channel = await self._channel(table.row.channel_id)
        text = lobby_text(table) + f"\n⌛ Expired: nobody started it within {shown(LOBBY_SECONDS)}."
        await channel.get_partial_message(table.row.lobby_message_id).edit(
            content=text, view=None, allowed_mentions=discord.AllowedMentions.none()
        )

    async def archive(self, table: Table) -> None:
        thread = await self._channel(table.row.thread_id)
        if isinstance(thread, discord.Thread) and not thread.archived:
            await thread.edit(archived=True)

    async def _board_file(self, table: Table) -> discord.File:
        png = await asyncio.to_thread(board_png, table)
        return discord.File(io.BytesIO(png), filename=f"{table.game.name}-{table.id}.png")

    async def _strip_controls(self, channel: discord.abc.Messageable, message_id: int | None):
        if message_id is None:
            return
        try:
            message = await channel.fetch_message(message_id)
            # The turn has passed: its ping and countdown no longer ask anything of anyone.
            lines = [line for line in message.content.splitlines() if not line.startswith("➡️")]
            await message.edit(content="\n".join(lines) or None, view=None)
        except discord.HTTPException as error:
            log.info("could not strip the controls of message %s: %s", message_id, error)

    async def _channel(self, channel_id: int):
        channel = self.client.get_channel(channel_id)
        if channel is None:
            channel = await self.client.fetch_channel(channel_id)
        return channel


def summary_embed(summary: Summary) -> discord.Embed:
    """A game's summary (bot/ui/controls.Summary) as a Discord embed, within its limits."""
    embed = discord.Embed(title=summary.title[:256], description=summary.text[:4096] or None)
    for name, value in summary.fields[:25]:
        embed.add_field(name=name[:256], value=value[:1024], inline=True)
    return embed
