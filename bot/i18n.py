"""Which language the bot answers in, and the slash commands' words in every language.

- A private answer (an ephemeral reply, panel, preview or refusal) follows the person who
  clicked or typed: `mine(interaction)`, from their Discord client's language.
- A shared message (lobby, boards, results, notices in the thread, leaderboard, /rules,
  replays) follows the server: `server_language`, from `/config language`, else the
  server's Discord language, else English. A game keeps the language its lobby opened
  with (`Table.lang`, stored in its row), so timer posts and restarts write it the same.

Slash commands keep English names (`/play game:`): Discord matches what a member types
against the localized name too, but the README, /rules pages and other players' messages
name commands in one spelling, and a name must be one lower-case word in every language.
Their descriptions, option descriptions and choice names are localized: each is a
`locale_str(english, key=...)`, and `Translator` looks the key up in the catalogues.
"""

from __future__ import annotations

import discord
from discord import app_commands

import lang
from lang import tr


def mine(interaction: discord.Interaction) -> str:
    """The language of the clicker's own Discord client, as one of our catalogues."""
    return lang.normalise(interaction.locale)


def words(interaction: discord.Interaction, key: str, /, **args: object) -> str:
    """`key` in the clicker's language: for private answers."""
    return tr(mine(interaction), key, **args)


def guild_language(interaction: discord.Interaction) -> str:
    """The server's Discord language (Community servers set it; others send en-US)."""
    locale = interaction.guild_locale
    if locale is None and interaction.guild is not None:
        locale = interaction.guild.preferred_locale
    return lang.normalise(locale)


async def server_language(store, interaction: discord.Interaction) -> str:
    """The language of a server's shared messages: `/config language`, else Discord's."""
    if interaction.guild_id is not None:
        settings = await store.guild_settings(interaction.guild_id)
        if settings.language in lang.locales():
            return settings.language
    return guild_language(interaction)


def text(key: str, /, **args: object) -> app_commands.locale_str:
    """A slash command's description, option description or choice name: English here,
    each language's from the catalogue (`key` is a message id, `args` its arguments)."""
    return app_commands.locale_str(tr(lang.DEFAULT, key, **args), key=key, args=args)


class Translator(app_commands.Translator):
    """discord.py asks this for every `locale_str` when it syncs the commands."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        key = string.extras.get("key")
        ours = lang.normalise(locale)
        if key is None or ours == lang.DEFAULT:
            return None  # Discord shows the English text
        return tr(ours, key, **string.extras.get("args", {}))
