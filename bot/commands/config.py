"""/config: a server's defaults for new games (members with Manage Server only)."""

from __future__ import annotations

from dataclasses import replace

import discord
from discord import app_commands
from discord.ext import commands

import games
import lang
from bot.client import game_bot
from bot.i18n import guild_language, mine, text
from bot.turns import AFK_LIMIT, AFK_LIMITS, PRESETS, game_defaults, shown
from lang import tr

GAME_DEFAULT = 0  # the choice "each game's own default"
SERVER_DISCORD = "discord"  # the choice "the server's Discord language"
TIMER_CHOICES = [app_commands.Choice(name=text("config-timer-game-default"), value=GAME_DEFAULT)]
TIMER_CHOICES += [app_commands.Choice(name=shown(seconds), value=seconds) for seconds in PRESETS]
AFK_CHOICES = [app_commands.Choice(name=str(n), value=n) for n in AFK_LIMITS]


def language_choices() -> list[app_commands.Choice[str]]:
    """Each catalogue by its own name ("Polski", "Ελληνικά"), then "the server's Discord
    language"."""
    choices = [app_commands.Choice(name=text("config-language-discord"), value=SERVER_DISCORD)]
    for name in lang.locales():
        own = tr(name, "language-name")
        choices.append(app_commands.Choice(name=f"{own} ({name})", value=name))
    return choices[:25]


class ConfigCommands(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="config", description=text("config-command"))
    @app_commands.describe(
        turn_timer=text("config-command-turn-timer"),
        timeouts=text("config-command-timeouts"),
        animation=text("config-command-animation"),
        language=text("config-command-language"),
    )
    @app_commands.choices(
        turn_timer=TIMER_CHOICES, timeouts=AFK_CHOICES, language=language_choices()
    )
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.guild_only()
    async def config(
        self,
        interaction: discord.Interaction,
        turn_timer: int | None = None,
        timeouts: int | None = None,
        animation: bool | None = None,
        language: str | None = None,
    ) -> None:
        store = game_bot(self.bot).tables.store
        you = mine(interaction)
        if not interaction.permissions.manage_guild:
            await interaction.response.send_message(
                tr(you, "error-manage-server"), ephemeral=True
            )
            return
        settings = await store.guild_settings(interaction.guild_id)
        if turn_timer is not None:
            settings = replace(settings, turn_seconds=turn_timer or None)
        if timeouts is not None:
            settings = replace(settings, afk_limit=timeouts)
        if animation is not None:
            settings = replace(settings, results_animation=animation)
        if language is not None:
            chosen = language if language in lang.locales() else None
            settings = replace(settings, language=chosen)
        changed = any(v is not None for v in (turn_timer, timeouts, animation, language))
        if changed:
            await store.set_guild_settings(settings)
        await interaction.response.send_message(
            settings_text(settings, you, guild_language(interaction), changed=changed),
            ephemeral=True,
        )


def settings_text(settings, you: str, discord_language: str, *, changed: bool) -> str:
    """What new lobbies on this server start with, in the asker's language `you`."""
    if settings.turn_seconds:
        timer = tr(you, "config-timer-every-game", clock=shown(settings.turn_seconds, you))
    else:
        defaults = ", ".join(
            f"{games.get(name).title} {shown(s, you)}" for name, s in game_defaults().items()
        )
        timer = tr(you, "config-timer-defaults", defaults=defaults)
    if settings.language:
        language = tr(you, "config-language-set", name=tr(settings.language, "language-name"))
    else:
        name = tr(discord_language, "language-name")
        language = tr(you, "config-language-from-discord", name=name)
    lines = [
        tr(you, "config-saved" if changed else "config-current"),
        tr(you, "config-line-timer", timer=timer),
        tr(you, "config-line-afk", count=settings.afk_limit or AFK_LIMIT),
        tr(you, "config-line-animation-on" if settings.results_animation else
           "config-line-animation-off"),
        tr(you, "config-line-language", language=language),
        tr(you, "config-footer"),
    ]
    return "\n".join(lines)
