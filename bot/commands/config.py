"""/config: a server's defaults for new games (members with Manage Server only)."""

from __future__ import annotations

from dataclasses import replace

import discord
from discord import app_commands
from discord.ext import commands

from bot.client import game_bot
from bot.turns import AFK_LIMIT, AFK_LIMITS, PRESETS, game_defaults, shown

GAME_DEFAULT = 0  # the choice "each game's own default"
TIMER_CHOICES = [app_commands.Choice(name="each game's default", value=GAME_DEFAULT)] + [
    app_commands.Choice(name=words, value=seconds) for seconds, words in PRESETS.items()
]
AFK_CHOICES = [app_commands.Choice(name=str(n), value=n) for n in AFK_LIMITS]


class ConfigCommands(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(
        name="config",
        description="Server defaults for new games: turn timer, time-outs, results animation.",
    )
    @app_commands.describe(
        turn_timer="How long a player has for a turn",
        timeouts="Time-outs in a row before the AI takes a player's seat for good",
        animation="Post an animated summary of each game with its results",
    )
    @app_commands.choices(turn_timer=TIMER_CHOICES, timeouts=AFK_CHOICES)
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.guild_only()
    async def config(
        self,
        interaction: discord.Interaction,
        turn_timer: int | None = None,
        timeouts: int | None = None,
        animation: bool | None = None,
    ) -> None:
        store = game_bot(self.bot).tables.store
        if not interaction.permissions.manage_guild:
            await interaction.response.send_message(
                "Only members who may manage this server can change its game settings.",
                ephemeral=True,
            )
            return
        settings = await store.guild_settings(interaction.guild_id)
        if turn_timer is not None:
            settings = replace(settings, turn_seconds=turn_timer or None)
        if timeouts is not None:
            settings = replace(settings, afk_limit=timeouts)
        if animation is not None:
            settings = replace(settings, results_animation=animation)
        changed = turn_timer is not None or timeouts is not None or animation is not None
        if changed:
            await store.set_guild_settings(settings)
        if settings.turn_seconds:
            timer = f"{shown(settings.turn_seconds)} a turn in every game"
        else:
            defaults = ", ".join(f"{name} {shown(s)}" for name, s in game_defaults().items())
            timer = f"each game's default ({defaults})"
        lines = [
            "✅ Saved. New lobbies here start with:" if changed else "New lobbies here start with:",
            f"• Turn timer: {timer}",
            f"• The AI takes a seat for good after {settings.afk_limit or AFK_LIMIT} "
            "time-outs in a row",
            "• Animated summary posted with each game's results: "
            + ("on" if settings.results_animation else "off"),
            "-# The host can still change the timer and time-outs in each lobby.",
        ]
        await interaction.response.send_message("\n".join(lines), ephemeral=True)
