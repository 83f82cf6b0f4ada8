"""/replay: step through a finished game of this server, its animation, its record."""

from __future__ import annotations

import io
from dataclasses import replace

import discord
from discord import app_commands
from discord.ext import commands

import games
from bot.client import game_bot
from bot.errors import TableError
from bot.i18n import mine, text, words
from bot.replay.frames import frame_off_loop
from bot.replay.record import export_json, load_finished, played_on
from bot.replay.viewer import (
    HistoryPick,
    animation_caption,
    animation_file,
    frame_file,
    renders_of,
    viewer_view,
)
from bot.store import FinishedGame, Status
from lang import tr

RECENT = 25  # games offered by autocomplete and by /history's menu


def game_label(item: FinishedGame, language: str = "en") -> str:
    """'#12 Passtally · Alice, Bob · 30 Nov 2026' (at most 100 characters)."""
    title = games.get(item.game.game).title
    names = ", ".join(r.name for r in sorted(item.results, key=lambda r: r.seat))
    date = played_on(item.game.updated_at, language)
    label = f"#{item.game.id} {title} · {names} · {date}"
    return label if len(label) <= 100 else label[:99] + "…"


def history_menu(finished: list[FinishedGame], language: str = "en") -> discord.ui.View | None:
    """/history's link to the replays: a menu of its finished games."""
    options = [
        discord.SelectOption(label=game_label(item, language), value=str(item.game.id))
        for item in finished
        if item.game.status is Status.FINISHED
    ][:RECENT]
    if not options:
        return None
    view = discord.ui.View(timeout=None)
    placeholder = tr(language, "history-replay-placeholder")
    view.add_item(HistoryPick(discord.ui.Select(placeholder=placeholder, options=options)))
    return view


class ReplayCommands(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @property
    def tables(self):
        return game_bot(self.bot).tables

    @app_commands.command(name="replay", description=text("cmd-replay"))
    @app_commands.describe(
        game=text("cmd-replay-game"),
        animation=text("cmd-replay-animation"),
        export=text("cmd-replay-export"),
    )
    @app_commands.guild_only()
    async def replay(
        self,
        interaction: discord.Interaction,
        game: int,
        animation: bool = False,
        export: bool = False,
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            record = await load_finished(self.tables, game, interaction.guild_id)
            record = replace(record, table=record.table.read_by(mine(interaction)))
            shown = await frame_off_loop(renders_of(interaction), record, 0)
        except TableError as error:
            await interaction.followup.send(error.text(interaction.locale), ephemeral=True)
            return
        await interaction.followup.send(
            shown.text,
            file=frame_file(record, shown),
            view=viewer_view(record, shown, mine(interaction)),
            ephemeral=True,
        )
        if export:
            name = f"{record.table.game.name}-{record.id}.json"
            await interaction.followup.send(
                words(interaction, "replay-export", id=str(record.id)),
                file=discord.File(io.BytesIO(export_json(record)), filename=name),
                ephemeral=True,
            )
        if animation:
            await interaction.followup.send(
                animation_caption(record, mine(interaction)),
                file=await animation_file(interaction, record),
                ephemeral=True,
            )

    @replay.autocomplete("game")
    async def game_choices(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[int]]:
        """The server's recent finished games whose label contains what was typed."""
        finished = await self.tables.store.history(interaction.guild_id, limit=2 * RECENT)
        typed = current.strip().lstrip("#").lower()
        choices = []
        for item in finished:
            if item.game.status is not Status.FINISHED:
                continue
            label = game_label(item, mine(interaction))
            if typed and typed not in label.lower():
                continue
            choices.append(app_commands.Choice(name=label, value=item.game.id))
        return choices[:RECENT]
