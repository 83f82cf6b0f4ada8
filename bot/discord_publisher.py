"""The table service's voice on Discord: threads, board messages, results.

A new turn gets a new message (with a ping) and the previous board loses its controls;
steps inside a turn edit the turn's message. A game's UI may add a summary (an embed: a
race result...) to a new board or to the results.

What it costs Discord (issue 17's message budget):
- A click on a board is answered by editing that board in the click's own answer
  (bot/replies.py): one REST call for a step inside a turn. When the click passes the
  turn, its answer strips the old board (from the text the bot last sent: no fetch) and
  the new board is one post.
- Each board message has a `_Lane`: the newest look wanted for it, sent by one task.
  A newer move replaces a look not yet sent (its render is dropped from the render
  pool's queue if it has not started), so quick players get the newest board, never a
  queue of stale ones. When the turn passes, the old message's last look is folded into
  its final, stripped edit: every turn's final board is shown.
- Messages sent to a channel (not answers to clicks) wait for a slot of the channel's
  5-per-5-seconds window (bot/channel_limit.py) instead of running into 429s.
- Boards are drawn in the render pool (bot/render_pool.py), never on the event loop.
- A board that Discord would not take (after discord.py's own retries) is reported to
  `on_failure` (the table service's `board_failed`: it posts the board again in the
  background until it shows), and the clicker whose move it showed is told privately
  that the move counted (`board-coming` in the catalogues).
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

import discord

from bot.boards import BoardJob
from bot.channel_limit import ChannelLimit
from bot.render_pool import RenderPool
from bot.replay.results import post_animation, replay_button
from bot.replies import Reply
from bot.store import ResultRow
from bot.turns import LOBBY_SECONDS, shown
from bot.ui import board_controls, ui_for
from bot.ui.controls import Summary
from bot.ui.items import build_view
from bot.ui.lobby import RematchButton
from bot.ui.status import board_text, lobby_text, results_text
from lang import tr

if TYPE_CHECKING:
    from bot.tables import Table

log = logging.getLogger(__name__)
TURN_LINE = "➡️"  # the line of a board that asks someone to act


@dataclass
class _Look:
    """What a board message should show next: the table's board (None: keep the
    picture and text), and whether the turn has passed (no controls, no ping)."""

    table: Table | None
    events: list[str] = field(default_factory=list)
    reply: Reply | None = None  # the click on this message that will carry it
    final: bool = False


@dataclass
class _Lane:
    """One game's board message and the newest look wanted for it."""

    game_id: int
    channel_id: int
    message_id: int
    text: str | None = None  # what the message says now, as far as the bot knows
    wanted: _Look | None = None
    task: asyncio.Task | None = None

    def want(self, look: _Look) -> None:
        older, self.wanted = self.wanted, look
        if older is None:
            return
        if look.table is None and look.final:  # the turn passed: show the last look
            look.table, look.events = older.table, older.events
        if older.reply is not None and older.reply is not look.reply:
            if look.reply is None:
                look.reply = older.reply  # it answers with the newer look
            else:
                asyncio.get_running_loop().create_task(older.reply.release())


def only(users: list[discord.abc.Snowflake]) -> discord.AllowedMentions:
    """Mentions that ping exactly these users: never roles, never everyone."""
    return discord.AllowedMentions(everyone=False, roles=False, users=users, replied_user=False)


class DiscordPublisher:
    def __init__(
        self,
        client: discord.Client,
        place: Literal["thread", "channel"] = "thread",
        *,
        renders: RenderPool | None = None,
        limit: ChannelLimit | None = None,
    ):
        self.client = client
        self.place = place
        self.renders = renders or RenderPool()
        self.limit = limit or ChannelLimit()
        self._lanes: dict[int, _Lane] = {}  # game id -> its current board message
        self._closing: set[asyncio.Task] = set()  # final looks of boards whose turn passed
        # (game id, board message id) of a board that could not be shown: set by the bot
        # to the table service's `board_failed`
        self.on_failure: Callable[[int, int], Awaitable[None]] | None = None

    async def started(self, table: Table) -> int | None:
        """Open the game's thread on the lobby message (None: play in the channel)."""
        if self.place != "thread" or table.row.lobby_message_id is None:
            return None
        channel = await self._channel(table.row.channel_id)
        if isinstance(channel, discord.Thread):
            return None  # a lobby inside a thread: play right there
        names = ", ".join(table.plain_names)
        name = f"{table.game.title} #{table.id}: {names}"[:100]
        try:
            message = channel.get_partial_message(table.row.lobby_message_id)
            thread = await message.create_thread(name=name, auto_archive_duration=1440)
        except discord.HTTPException as error:
            log.warning("no thread for game %s (%s): playing in the channel", table.id, error)
            await self._send(
                channel,
                tr(table.lang, "notice-no-threads", id=str(table.id)),
            )
            return None
        return thread.id

    async def post_board(self, table: Table, events: list[str], *, ping: bool = True) -> int | None:
        """A new turn: the old board gets its final look (in the click's answer when the
        click was on it), then the new board is posted with the game's summary, if any."""
        self._close_lane(table)
        channel = await self._channel(table.row.place_id)
        fields = {"file": await self._board_file(table, ("post", table.version))}
        view = build_view(table.id, table.version, await board_controls(table))
        if view is not None:
            fields["view"] = view
        summary = ui_for(table.game.name).summary(table)
        if summary is not None:
            fields["embed"] = summary_embed(summary)
        text = board_text(table, events)
        pinged = [discord.Object(s.user_id) for s in table.humans_to_act()] if ping else []
        try:
            message = await self._send(channel, text, allowed_mentions=only(pinged), **fields)
        except discord.HTTPException:
            reply = Reply.of_click()  # the service posts it again later (`reconcile`)
            if reply is not None:
                await reply.tell(board_coming(reply))
            raise
        self._lanes[table.id] = _Lane(table.id, channel.id, message.id, text=text)
        return message.id

    async def edit_board(self, table: Table, events: list[str]) -> bool:
        """A step inside the turn: the board message will show it (the newest step wins
        when steps come faster than Discord takes them)."""
        lane = self._lane(table)
        if lane is None:
            return False
        lane.want(_Look(table, list(events), Reply.claim_on(lane.message_id)))
        self._kick(lane)
        return True

    def backlog(self, coming: int = 0) -> float:
        return self.renders.backlog(coming)

    def pauses_at(self, table: Table) -> bool:
        return ui_for(table.game.name).summary(table) is not None

    async def ended(self, table: Table, results: list[ResultRow], events: list[str]) -> None:
        channel = await self._channel(table.row.place_id)
        if table.state is None:  # a lobby closed by /abandon: close its message
            if table.row.lobby_message_id is not None:
                await self.limit.slot(channel.id)
                await channel.get_partial_message(table.row.lobby_message_id).edit(
                    content=lobby_text(table) + "\n" + tr(table.lang, "lobby-abandoned"),
                    view=None,
                )
            return
        self._close_lane(table)
        view = discord.ui.View(timeout=None)
        rematch = discord.ui.Button(
            label=tr(table.lang, "lobby-rematch"), style=discord.ButtonStyle.success
        )
        view.add_item(RematchButton(table.id, rematch))
        replay = replay_button(table)
        if replay is not None:
            view.add_item(replay)
        fields = {"view": view, "file": await self._board_file(table, ("end",))}
        summary = ui_for(table.game.name).summary(table)
        if summary is not None:
            fields["embed"] = summary_embed(summary)
        players = [discord.Object(s.user_id) for s in table.seats if s.user_id is not None]
        await self._send(
            channel, results_text(table, results, events), allowed_mentions=only(players), **fields
        )
        await self.limit.slot(channel.id)  # the animated summary, if the server wants it
        await post_animation(self.client, channel, table)

    async def notice(self, table: Table, text: str) -> None:
        channel = await self._channel(table.row.place_id)
        await self._send(channel, text, allowed_mentions=discord.AllowedMentions.none())

    async def remind(self, table: Table, text: str, *, ping: list[int]) -> None:
        channel = await self._channel(table.row.place_id)
        users = [discord.Object(user_id) for user_id in ping]
        await self._send(channel, text, allowed_mentions=only(users))

    async def lobby_expired(self, table: Table) -> None:
        if table.row.lobby_message_id is None:
            return
        channel = await self._channel(table.row.channel_id)
        within = shown(LOBBY_SECONDS, table.lang)
        text = lobby_text(table) + "\n" + tr(table.lang, "lobby-expired", within=within)
        await self.limit.slot(channel.id)
        await channel.get_partial_message(table.row.lobby_message_id).edit(
            content=text, view=None, allowed_mentions=discord.AllowedMentions.none()
        )

    async def archive(self, table: Table) -> None:
        thread = await self._channel(table.row.thread_id)
        if isinstance(thread, discord.Thread) and not thread.archived:
            await thread.edit(archived=True)

    async def flush(self) -> None:
        """Wait until every board message shows its newest look (shutdown, tests)."""
        tasks = [lane.task for lane in list(self._lanes.values()) if lane.task is not None]
        tasks += list(self._closing)
        await asyncio.gather(*tasks, return_exceptions=True)

    # -- board messages --------------------------------------------------------------------
    def _lane(self, table: Table) -> _Lane | None:
        """The lane of the table's board message (a new one after a restart)."""
        message_id = table.row.board_message_id
        if message_id is None:
            return None
        lane = self._lanes.get(table.id)
        if lane is None or lane.message_id != message_id:
            if lane is not None:
                self._finish(lane, _Look(None, final=True))
            lane = self._lanes[table.id] = _Lane(table.id, table.row.place_id, message_id)
        return lane

    def _close_lane(self, table: Table) -> None:
        """The turn passed (or the game ended): the board message gets its final look:
        the last step not yet shown, if any, without controls or ping."""
        lane = self._lane(table)
        if lane is not None:
            del self._lanes[table.id]
            reply = Reply.claim_on(lane.message_id)
            self._finish(lane, _Look(None, reply=reply, final=True))

    def _finish(self, lane: _Lane, look: _Look) -> None:
        lane.want(look)
        self._kick(lane)
        self._closing.add(lane.task)
        lane.task.add_done_callback(self._closing.discard)

    def _kick(self, lane: _Lane) -> None:
        if lane.task is None or lane.task.done():
            lane.task = asyncio.get_running_loop().create_task(
                self._send_looks(lane), name=f"board of game {lane.game_id}"
            )

    async def _send_looks(self, lane: _Lane) -> None:
        """Send the newest wanted look until there is none; a look replaced while it was
        drawn or waiting for the channel is dropped for the newer one."""
        try:
            await self._send_looks_of(lane)
        except Exception:
            log.exception("the board of game %s could not be shown", lane.game_id)
            look, lane.wanted = lane.wanted, None
            await self._not_shown(lane, look or _Look(None))

    async def _not_shown(self, lane: _Lane, look: _Look) -> None:
        """A look Discord did not take. A board's last look (its turn passed) only
        strips an old message: nothing is lost. Otherwise the saved state is not shown:
        the clicker hears that the move counted, and the service posts the board again."""
        if look.final:
            if look.reply is not None:
                await look.reply.release()
            return
        if look.reply is not None:
            await look.reply.tell(board_coming(look.reply))
        if self.on_failure is not None:
            try:
                await self.on_failure(lane.game_id, lane.message_id)
            except Exception:
                log.exception("the board of game %s is not shown", lane.game_id)

    async def _send_looks_of(self, lane: _Lane) -> None:
        while (look := lane.wanted) is not None:
            fields: dict = {}
            text = lane.text
            if text is None and look.reply is not None:
                text = look.reply.message_text  # the click brought the message along
            if look.table is not None:
                key = (lane.game_id, lane.message_id)
                png = await self.renders.draw(key, BoardJob.of(look.table))
                if png is None or lane.wanted is not look:
                    continue  # a newer look replaced this one
                fields["attachments"] = [self._file(look.table, png)]
                text = board_text(look.table, look.events)
                if not look.final:
                    controls = await board_controls(look.table)
                    if lane.wanted is not look:
                        continue  # a newer look replaced this one meanwhile
                    fields["view"] = build_view(look.table.id, look.table.version, controls)
            if look.final:
                fields["view"] = None
                text = stripped(text) if text is not None else None
            if text is not None:
                fields["content"] = text
            if look.reply is None:
                await self.limit.slot(lane.channel_id)
                if lane.wanted is not look:
                    continue  # replaced while waiting: the newer one waits for its own
            lane.wanted = None
            try:
                if look.reply is not None:
                    await look.reply.update(**fields)
                else:
                    await self._message(lane).edit(**fields)
            except discord.HTTPException as error:
                log.info("could not update the board of game %s: %s", lane.game_id, error)
                await self._not_shown(lane, look)
                return
            if text is not None:
                lane.text = text

    def _message(self, lane: _Lane) -> discord.PartialMessage:
        channel = self.client.get_partial_messageable(lane.channel_id)
        return channel.get_partial_message(lane.message_id)

    async def _board_file(self, table: Table, purpose: tuple) -> discord.File:
        png = await self.renders.draw((table.id, *purpose), BoardJob.of(table))
        assert png is not None  # its key is its own: nothing replaces it
        return self._file(table, png)

    @staticmethod
    def _file(table: Table, png: bytes) -> discord.File:
        return discord.File(io.BytesIO(png), filename=f"{table.game.name}-{table.id}.png")

    async def _send(self, channel: discord.abc.Messageable, text: str, **fields) -> discord.Message:
        """A message in a channel, within the channel's limit."""
        await self.limit.slot(channel.id)
        return await channel.send(text, **fields)

    async def _channel(self, channel_id: int):
        channel = self.client.get_channel(channel_id)
        if channel is None:
            channel = await self.client.fetch_channel(channel_id)
        return channel


def board_coming(reply: Reply) -> str:
    """The clicker's note: the move counted and its board is on its way."""
    return tr(reply.interaction.locale, "board-coming")


def stripped(text: str) -> str | None:
    """A board's text once its turn has passed: its ping and countdown no longer ask
    anything of anyone."""
    lines = [line for line in text.splitlines() if not line.startswith(TURN_LINE)]
    return "\n".join(lines) or None


def summary_embed(summary: Summary) -> discord.Embed:
    """A game's summary (bot/ui/controls.Summary) as a Discord embed, within its limits."""
    embed = discord.Embed(title=summary.title[:256], description=summary.text[:4096] or None)
    for name, value in summary.fields[:25]:
        embed.add_field(name=name[:256], value=value[:1024], inline=True)
    return embed
