"""/leaderboard, /stats, /history: ratings per server and game."""

from __future__ import annotations

import asyncio
import io
from collections.abc import Iterable

import discord
from discord import app_commands
from discord.ext import commands

import games
from bot import leaderboard as board
from bot.client import game_bot
from bot.commands.play import offer_games, rules_of
from bot.errors import TableError
from bot.i18n import mine, server_language, text
from bot.ratings import shown_rating
from bot.replay.commands import history_menu
from bot.store import FinishedGame, Status
from bot.text import safe_name
from lang import tr
from render.rating_chart import Series, chart_png
from render.table_image import tables_png

CHART_GAMES = 100  # /stats draws the rating over a member's last games, at most this many


class StatsCommands(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        offer_games(self.leaderboard)

    @property
    def store(self):
        return game_bot(self.bot).tables.store

    @app_commands.command(name="leaderboard", description=text("cmd-leaderboard"))
    @app_commands.describe(game=text("cmd-leaderboard-game"))
    @app_commands.guild_only()
    async def leaderboard(self, interaction: discord.Interaction, game: str | None = None) -> None:
        try:
            chosen = [rules_of(game)] if game else [games.get(name) for name in games.names()]
        except TableError as error:
            await interaction.response.send_message(error.text(interaction.locale), ephemeral=True)
            return
        limit = 10 if game else 5
        language = await server_language(self.store, interaction)  # a message for everyone
        found = []
        for rules in chosen:
            rows = await self.store.leaderboard(interaction.guild_id, rules.name, limit=500)
            if rows:
                found.append((rules, board.ranked(rules, rows)[:limit]))
        if not found:
            if game:
                said = tr(language, "leaderboard-nobody", title=chosen[0].title)
            else:
                said = tr(language, "leaderboard-nobody-any")
            await interaction.response.send_message(said)
            return
        await interaction.response.defer(thinking=True)  # names and the picture take a while
        users = {r.user_id for _, rows in found for r in rows}
        names = await self._names(interaction.guild, users, language)
        sections = board.stacked(
            [board.section(rules, rows, names, language) for rules, rows in found]
        )
        png = await asyncio.to_thread(tables_png, sections)
        if game:
            heading = tr(language, "leaderboard-heading", title=found[0][0].title)
        else:
            heading = tr(language, "leaderboard-heading-all")
        await interaction.followup.send(
            f"{heading}\n-# {tr(language, 'rating-meaning')}",
            file=discord.File(
                io.BytesIO(png), "leaderboard.png", description=board.alt_text(sections)
            ),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    async def _names(
        self, guild: discord.Guild, user_ids: Iterable[int], language: str
    ) -> dict[int, str]:
        """Display names of members (a REST look-up for those not in the cache)."""
        names = {}
        for user_id in user_ids:
            member = guild.get_member(user_id)
            if member is None:
                try:
                    member = await guild.fetch_member(user_id)
                except discord.HTTPException:
                    member = None
            gone = tr(language, "leaderboard-unknown-player", id=str(user_id))
            names[user_id] = member.display_name if member else gone
        return names

    @app_commands.command(name="stats", description=text("cmd-stats"))
    @app_commands.describe(member=text("cmd-stats-member"))
    @app_commands.guild_only()
    async def stats(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        who, you = member or interaction.user, mine(interaction)
        rows = await self.store.player_ratings(interaction.guild_id, who.id)
        if not rows:
            await interaction.response.send_message(
                tr(you, "stats-nothing-yet", who=who.mention),
                ephemeral=True,
                allowed_mentions=discord.AllowedMentions.none(),
            )
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        lines = [f"**{who.display_name}**"]
        lines += [f"• {board.stats_line(games.get(row.game), row, you)}" for row in rows]
        lines.append(f"-# {tr(you, 'rating-meaning')}")
        finished = await self.store.history(interaction.guild_id, user_id=who.id, limit=CHART_GAMES)
        series = rating_series(finished, who.id)
        files = []
        if series:
            title = tr(you, "stats-chart-title", name=who.display_name)
            png = await asyncio.to_thread(chart_png, title, series, you)
            words = "; ".join(
                tr(
                    you,
                    "stats-chart-line",
                    game=s.label,
                    first=str(s.ratings[0]),
                    last=str(s.ratings[-1]),
                )
                for s in series
            )
            files.append(discord.File(io.BytesIO(png), "rating.png", description=words))
        await interaction.followup.send(
            "\n".join(lines)[:2000],
            files=files,
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @app_commands.command(name="history", description=text("cmd-history"))
    @app_commands.describe(member=text("cmd-history-member"))
    @app_commands.guild_only()
    async def history(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        finished = await self.store.history(
            interaction.guild_id, user_id=member.id if member else None, limit=10
        )
        you = mine(interaction)
        menu = history_menu(finished, you)  # each finished game opens its replay
        if not finished:
            said = tr(you, "history-none")
        else:
            lines = [tr(you, "history-heading")]
            for item in finished:
                title = games.get(item.game.game).title
                if item.game.status is Status.ABANDONED:
                    lines.append(tr(you, "history-abandoned", id=str(item.game.id), title=title))
                    continue
                order = ", ".join(
                    f"{r.rank}. {safe_name(r.name)}"
                    + (f" ({r.score})" if r.score is not None else "")
                    for r in item.results
                )
                lines.append(f"• #{item.game.id} {title}: {order}")
            said = "\n".join(lines)
        await interaction.response.send_message(
            said[:2000],
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
            **({"view": menu} if menu else {}),
        )


def rating_series(finished: list[FinishedGame], user_id: int) -> list[Series]:
    """The member's shown rating game after game, one line per game played with others
    (oldest first, starting from the rating before the first of them), each point at its
    place among all the member's rated games here, so the lines of two games lie apart."""
    lines: dict[str, list[int]] = {}
    places: dict[str, list[int]] = {}
    played = 0
    for item in sorted(finished, key=lambda f: (f.game.updated_at, f.game.id)):
        mine = [r for r in item.results if r.user_id == user_id and r.mu_after is not None]
        if not mine or len(item.results) < 2:
            continue
        (result,) = mine
        played += 1
        name = item.game.game
        if name not in lines:
            lines[name] = [shown_rating(result.mu_before, result.sigma_before)]
            places[name] = [played - 1]
        lines[name].append(shown_rating(result.mu_after, result.sigma_after))
        places[name].append(played)
    return [Series(games.get(n).title, points, places[n]) for n, points in sorted(lines.items())]
