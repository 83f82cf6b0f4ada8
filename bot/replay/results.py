"""What replays add to a finished game's results message: the ▶ Replay button, and (when
the server turned it on with /config) the animated summary, posted just after."""

from __future__ import annotations

import io
import logging
from typing import TYPE_CHECKING

import discord

from bot.client import game_bot
from bot.replay.frames import animation_off_loop
from bot.replay.record import GameRecord
from bot.replay.viewer import ReplayButton, animation_caption
from bot.store import Status
from lang import tr

if TYPE_CHECKING:
    from bot.tables import Table

log = logging.getLogger(__name__)


def replay_button(table: Table) -> ReplayButton | None:
    """▶ Replay for a finished game (an abandoned one has no replay)."""
    if table.row.status is not Status.FINISHED or table.state is None:
        return None
    label = tr(table.lang, "replay-button")
    return ReplayButton(table.id, discord.ui.Button(label=label, style=discord.ButtonStyle.primary))


async def post_animation(
    client: discord.Client, channel: discord.abc.Messageable, table: Table
) -> None:
    """The animated summary, as a reply-like message under the results, if this server
    wants it. Never raises: the results are out already."""
    if table.row.status is not Status.FINISHED or table.state is None:
        return
    try:
        tables = game_bot(client).tables
        settings = await tables.store.guild_settings(table.row.guild_id)
        if not settings.results_animation:
            return
        record = GameRecord(
            table, await tables.store.moves(table.id), await tables.store.results(table.id)
        )
        renders = game_bot(client).renders
        gif, _frames = await animation_off_loop(renders, record)
        name = f"{table.game.name}-{table.id}.gif"
        await channel.send(
            animation_caption(record, table.lang),
            file=discord.File(io.BytesIO(gif), filename=name),
            allowed_mentions=discord.AllowedMentions.none(),
        )
    except Exception:
        log.exception("the animated summary of game %s failed", table.id)
