"""/play, /games, /rules, /resign, /abandon."""

from __future__ import annotations

import asyncio
import inspect
import io
from collections.abc import Awaitable, Callable

import discord
from discord import app_commands
from discord.ext import commands

import games
from bot import rules_pages
from bot.errors import NoSuchGame, TableError
from bot.store import GameRow, Status
from bot.ui.lobby import lobby_view
from bot.ui.status import lobby_text
from games.errors import UnknownGame


def game_choices() -> list[app_commands.Choice[str]]:
    """Every registered game as a slash-command choice: a fixed list, never free text."""
    choices = []
    for name in games.names():
        rules = games.get(name)
        low, high = rules.player_range(rules.Options())
        label = f"{rules.title} ({low}–{high} players)"
        choices.append(app_commands.Choice(name=label[:100], value=name))
    return choices


def players_text(rules: games.Game) -> str:
    """'2–3 players (4 with an option)': the printed range, and what a variant allows."""
    low, high = rules.player_range(rules.Options())
    text = f"{low}–{high} players" if low != high else f"{low} players"
    if rules.max_players > high:
        text += f" ({rules.max_players} with an option)"
    return text


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
    """The game by name, or a refusal that lists the games."""
    try:
        return games.get(name.strip().lower())
    except UnknownGame as error:
        raise TableError(error.reason) from None


class PlayCommands(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        offer_games(self.play, self.rules)

    @property
    def tables(self):
        return self.bot.tables  # type: ignore[attr-defined]

    @app_commands.command(name="play", description="Open a lobby for a game in this channel.")
    @app_commands.describe(game="Which game")
    @app_commands.guild_only()
    async def play(self, interaction: discord.Interaction, game: str) -> None:
        try:
            rules = rules_of(game)
        except TableError as error:
            await interaction.response.send_message(error.message, ephemeral=True)
            return
        table = await self.tables.open_lobby(
            guild_id=interaction.guild_id,
            channel_id=interaction.channel_id,
            user_id=interaction.user.id,
            name=interaction.user.display_name,
            game=rules.name,
        )
        await interaction.response.send_message(lobby_text(table), view=lobby_view(table))
        message = await interaction.original_response()
        await self.tables.store.set_places(table.id, lobby_message_id=message.id)

    @app_commands.command(
        name="games", description="The games you can play, and the games open here."
    )
    @app_commands.guild_only()
    async def games_(self, interaction: discord.Interaction) -> None:
        lines = ["**Games** (start one with `/play`):"]
        for name in games.names():
            rules = games.get(name)
            lines.append(
                f"• **{rules.title}** (`{name}`), {players_text(rules)}"
                + (f" — {rules.summary}" if rules.summary else "")
            )
        rows = await self.tables.store.games_where(guild_id=interaction.guild_id)
        if rows:
            lines.append("\n**Open in this server:**")
        for row in rows[:15]:
            where = f"<#{row.place_id}>"
            lines.append(f"• #{row.id} {games.get(row.game).title}: {row.status} in {where}")
        await interaction.response.send_message("\n".join(lines)[:2000], ephemeral=True)

    @app_commands.command(name="rules", description="How a game is played.")
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        try:
            rules = rules_of(game)
        except TableError as error:
            await interaction.response.send_message(error.message, ephemeral=True)
            return
        if not rules_pages.has_page(rules.name):
            module = inspect.getmodule(type(rules))  # a rules module opens with the summary
            text = reflow(inspect.getdoc(module) or rules.summary or "No rules summary yet.")
            body = f"**{rules.title}** ({players_text(rules)})\n{text}"
            await interaction.response.send_message(body[:2000], ephemeral=True)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)  # the picture
        page = rules_pages.page(rules.name)
        png = await asyncio.to_thread(rules_pages.picture, rules.name)
        filename = f"rules-{rules.name}.png"
        embed = discord.Embed(title=f"{page.title} · {players_text(rules)}", description=page.intro)
        for heading, text in page.sections:
            embed.add_field(name=heading, value=text[:1024], inline=False)
        embed.set_image(url=f"attachment://{filename}")
        described = " ".join(f"{c.number}: {c.text}" for c in page.callouts)
        await interaction.followup.send(
            embed=embed,
            file=discord.File(io.BytesIO(png), filename, description=described[:1000]),
            ephemeral=True,
        )

    @app_commands.command(
        name="resign", description="Resign from your game here; the AI takes your seat."
    )
    @app_commands.describe(game_id="The game's number, if you play several here")
    @app_commands.guild_only()
    async def resign(self, interaction: discord.Interaction, game_id: int | None = None) -> None:
        await self._on_game(
            interaction,
            game_id,
            seated=True,
            statuses=(Status.ACTIVE,),
            act=lambda row: self.tables.resign(row.id, interaction.user.id),
            done="You resigned from game #{id}.",
        )

    @app_commands.command(
        name="abandon", description="End a game here without results (host or server managers)."
    )
    @app_commands.describe(game_id="The game's number, if several are open here")
    @app_commands.guild_only()
    async def abandon(self, interaction: discord.Interaction, game_id: int | None = None) -> None:
        manager = bool(interaction.permissions.manage_guild)
        await self._on_game(
            interaction,
            game_id,
            seated=False,
            statuses=(Status.LOBBY, Status.ACTIVE),
            act=lambda row: self.tables.abandon(row.id, interaction.user.id, manager=manager),
            done="Game #{id} is abandoned.",
        )

    @app_commands.command(name="board", description="Post your game's board here again.")
    @app_commands.describe(game_id="The game's number, if several are open here")
    @app_commands.guild_only()
    async def board(self, interaction: discord.Interaction, game_id: int | None = None) -> None:
        await self._on_game(
            interaction,
            game_id,
            seated=False,
            statuses=(Status.ACTIVE,),
            act=lambda row: self.tables.repost(row.id),
            done="Game #{id}: the board is posted again.",
        )

    async def _on_game(
        self,
        interaction: discord.Interaction,
        game_id: int | None,
        *,
        seated: bool,
        statuses: tuple[Status, ...],
        act: Callable[[GameRow], Awaitable[object]],
        done: str,
    ) -> None:
        """Find the game the command means, do `act` on it, answer privately."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            row = await self._pick(interaction, game_id, seated=seated, statuses=statuses)
            await act(row)
        except TableError as error:
            await interaction.followup.send(error.message, ephemeral=True)
            return
        await interaction.followup.send(done.format(id=row.id), ephemeral=True)

    async def _pick(
        self,
        interaction: discord.Interaction,
        game_id: int | None,
        *,
        seated: bool,
        statuses: tuple[Status, ...],
    ) -> GameRow:
        """The game a command means: the one given, else the only one here."""
        store = self.tables.store
        if game_id is not None:
            row = await store.game(game_id)
            if row is None or row.guild_id != interaction.guild_id:
                raise NoSuchGame(f"There is no game #{game_id} in this server.")
            if row.status not in statuses:
                raise TableError(f"Game #{game_id} is {row.status}.")
            return row
        rows = await store.games_where(
            place_id=interaction.channel_id,
            user_id=interaction.user.id if seated else None,
            statuses=statuses,
        )
        if not rows:
            raise NoSuchGame(
                "There is no game here that you play in."
                if seated
                else "There is no open game here."
            )
        if len(rows) > 1:
            numbers = ", ".join(f"#{row.id}" for row in rows)
            raise TableError(f"Several games are open here ({numbers}): give game_id.")
        return rows[0]
