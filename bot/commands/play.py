"""/play, /games, /rules, /resign, /abandon."""

from __future__ import annotations

import asyncio
import inspect
import io

import discord
from discord import app_commands
from discord.ext import commands

import games
from bot import rules_pages
from bot.client import game_bot
from bot.commands.game_pick import on_game
from bot.errors import TableError
from bot.i18n import mine, server_language, text
from bot.text import clip
from bot.ui.lobby import lobby_view
from bot.ui.status import game_summary, lobby_text
from games.errors import UnknownGame
from lang import tr


def game_choices() -> list[app_commands.Choice[str]]:
    """Every registered game as a slash-command choice: a fixed list, never free text."""
    choices = []
    for name in games.names():
        rules = games.get(name)
        low, high = rules.player_range(rules.Options())
        label = text("cmd-game-choice", title=rules.title, least=low, most=high)
        choices.append(app_commands.Choice(name=label, value=name))
    return choices


def players_text(rules: games.Game, language: str = "en") -> str:
    """'2–3 players (4 with an option)': the printed range, and what a variant allows."""
    low, high = rules.player_range(rules.Options())
    if low != high:
        said = tr(language, "players-range", least=low, most=high)
    else:
        said = tr(language, "players-exactly", count=low)
    if rules.max_players > high:
        said += " " + tr(language, "players-with-option", most=rules.max_players)
    return said


def offer_games(*commands_: app_commands.Command) -> None:
    """Give each command's `game` option the games registered now, as fixed choices.

    Read when the bot is built rather than at import, so every registered game is offered
    (tests register a small one of their own). discord.py keeps a command's options in
    `_params`; this is the one place the bot touches it.
    """
    for command in commands_:
        option = command._params["game"]
        option.choices = game_choices()
        option._convert_to_locale_strings()  # as discord.py does for decorated choices


def reflow(text: str) -> str:
    """Docstring paragraphs as single lines (Discord keeps every line break)."""
    return "\n\n".join(" ".join(p.split()) for p in text.split("\n\n"))


def rules_of(name: str) -> games.Game:
    """The game by name, or a refusal that lists the games (the name it echoes cut short:
    whatever was typed, the answer fits in a message)."""
    try:
        return games.get(name.strip().lower())
    except UnknownGame:
        raise TableError(
            "error-no-game-called", name=repr(clip(name, 40)), games=", ".join(games.names())
        ) from None


class PlayCommands(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        offer_games(self.play, self.rules)

    @property
    def tables(self):
        return game_bot(self.bot).tables

    @app_commands.command(name="play", description=text("cmd-play"))
    @app_commands.describe(game=text("cmd-play-game"))
    @app_commands.guild_only()
    async def play(self, interaction: discord.Interaction, game: str) -> None:
        try:
            rules = rules_of(game)
        except TableError as error:
            await interaction.response.send_message(error.text(interaction.locale), ephemeral=True)
            return
        table = await self.tables.open_lobby(
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id,
            user_id=interaction.user.id,
            name=interaction.user.display_name,
            game=rules.name,
            language=await server_language(self.tables.store, interaction),
        )
        await interaction.response.send_message(lobby_text(table), view=lobby_view(table))
        message = await interaction.original_response()
        await self.tables.store.set_places(table.id, lobby_message_id=message.id)

    @app_commands.command(name="games", description=text("cmd-games"))
    @app_commands.guild_only()
    async def games_(self, interaction: discord.Interaction) -> None:
        you = mine(interaction)
        lines = [tr(you, "games-heading")]
        for name in games.names():
            rules = games.get(name)
            summary = game_summary(rules, you)
            lines.append(
                f"• **{rules.title}** (`{name}`), {players_text(rules, you)}"
                + (f" — {summary}" if summary else "")
            )
        rows = await self.tables.store.games_where(guild_id=interaction.guild_id)
        if rows:
            lines.append("\n" + tr(you, "games-open-here"))
        for row in rows[:15]:
            where = f"<#{row.place_id}>"
            title = games.get(row.game).title
            lines.append(
                tr(you, "games-open-line", id=str(row.id), title=title, status=str(row.status))
                + " "
                + where
            )
        await interaction.response.send_message("\n".join(lines)[:2000], ephemeral=True)

    @app_commands.command(name="rules", description=text("cmd-rules"))
    @app_commands.describe(game=text("cmd-rules-game"))
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        try:
            rules = rules_of(game)
        except TableError as error:
            await interaction.response.send_message(error.text(interaction.locale), ephemeral=True)
            return
        # the server's language, as its boards and buttons are (the page names them); in a
        # direct message the reader's own
        language = mine(interaction)
        if interaction.guild_id is not None:
            language = await server_language(self.tables.store, interaction)
        if not rules_pages.has_page(rules.name):
            module = inspect.getmodule(type(rules))  # a rules module opens with the summary
            about = reflow(inspect.getdoc(module) or rules.summary or "…")
            body = f"**{rules.title}** ({players_text(rules, language)})\n{about}"
            await interaction.response.send_message(body[:2000], ephemeral=True)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)  # the picture
        page = rules_pages.page(rules.name, language)
        png = await asyncio.to_thread(rules_pages.picture, rules.name, language)
        filename = f"rules-{rules.name}.png"
        embed = discord.Embed(
            title=f"{page.title} · {players_text(rules, language)}", description=page.intro
        )
        # the numbers on the picture in words, first; the picture a message's own image,
        # not the embed's (Discord shows that one smaller)
        notes = rules_pages.notes(rules.name, language)
        embed.add_field(name=tr(language, "rules-picture-notes"), value=notes, inline=False)
        for heading, section in page.sections:
            embed.add_field(name=heading, value=section[:1024], inline=False)
        described = " ".join(f"{c.number}: {c.text}" for c in page.callouts)
        await interaction.followup.send(
            embed=embed,
            file=discord.File(io.BytesIO(png), filename, description=described[:1000]),
            ephemeral=True,
        )

    @app_commands.command(name="resign", description=text("cmd-resign"))
    @app_commands.describe(game_id=text("cmd-resign-game-id"))
    @app_commands.guild_only()
    async def resign(self, interaction: discord.Interaction, game_id: int | None = None) -> None:
        await on_game(interaction, game_id, "resign")

    @app_commands.command(name="abandon", description=text("cmd-abandon"))
    @app_commands.describe(game_id=text("cmd-game-id"))
    @app_commands.guild_only()
    async def abandon(self, interaction: discord.Interaction, game_id: int | None = None) -> None:
        await on_game(interaction, game_id, "abandon")

    @app_commands.command(name="board", description=text("cmd-board"))
    @app_commands.describe(game_id=text("cmd-game-id"))
    @app_commands.guild_only()
    async def board(self, interaction: discord.Interaction, game_id: int | None = None) -> None:
        await on_game(interaction, game_id, "board")
