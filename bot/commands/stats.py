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
from bot.ratings import RATING_MEANING, shown_rating
from bot.replay.commands import history_menu
from bot.store import FinishedGame, Status
from bot.text import safe_name
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

    @app_commands.command(
        name="leaderboard", description="The best players of a game (or of every game) here."
    )
    @app_commands.describe(game="Which game (leave it out for every game)")
    @app_commands.guild_only()
    async def leaderboard(self, interaction: discord.Interaction, game: str | None = None) -> None:
        try:
            chosen = [rules_of(game)] if game else [games.get(name) for name in games.names()]
        except TableError as error:
            await interaction.response.send_message(error.message, ephemeral=True)
            return
        limit = 10 if game else 5
        found = []
        for rules in chosen:
            rows = await self.store.leaderboard(interaction.guild_id, rules.name, limit=500)
            if rows:
                found.append((rules, board.ranked(rules, rows)[:limit]))
        if not found:
            title = chosen[0].title if game else "any game"
            await interaction.response.send_message(
                f"Nobody has finished a game of {title} here yet."
            )
            return
        await interaction.response.defer(thinking=True)  # names and the picture take a while
        names = await self._names(interaction.guild, {r.user_id for _, rows in found for r in rows})
        sections = board.stacked([board.section(rules, rows, names) for rules, rows in found])
        png = await asyncio.to_thread(tables_png, sections)
        heading = f"**{found[0][0].title}** leaderboard" if game else "**Leaderboards**"
        await interaction.followup.send(
            f"{heading}\n-# {RATING_MEANING}",
            file=discord.File(
                io.BytesIO(png), "leaderboard.png", description=board.alt_text(sections)
            ),
            allowed_mentions=discord.AllowedMentions.none(),
        )

    async def _names(self, guild: discord.Guild, user_ids: Iterable[int]) -> dict[int, str]:
        """Display names of members (a REST look-up for those not in the cache)."""
        names = {}
        for user_id in user_ids:
            member = guild.get_member(user_id)
            if member is None:
                try:
                    member = await guild.fetch_member(user_id)
                except discord.HTTPException:
                    member = None
            names[user_id] = member.display_name if member else f"player {user_id}"
        return names

    @app_commands.command(name="stats", description="A player's ratings and results here.")
    @app_commands.guild_only()
    async def stats(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        who = member or interaction.user
        rows = await self.store.player_ratings(interaction.guild_id, who.id)
        if not rows:
            await interaction.response.send_message(
                f"{who.mention} has not finished a game here yet.",
                ephemeral=True,
                allowed_mentions=discord.AllowedMentions.none(),
            )
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        lines = [f"**{who.display_name}**"]
        lines += [f"• {board.stats_line(games.get(row.game), row)}" for row in rows]
        lines.append(f"-# {RATING_MEANING}")
        finished = await self.store.history(interaction.guild_id, user_id=who.id, limit=CHART_GAMES)
        series = rating_series(finished, who.id)
        files = []
        if series:
            png = await asyncio.to_thread(chart_png, f"{who.display_name}: rating", series)
            words = "; ".join(f"{s.label} from {s.ratings[0]} to {s.ratings[-1]}" for s in series)
            files.append(discord.File(io.BytesIO(png), "rating.png", description=words))
        await interaction.followup.send(
            "\n".join(lines)[:2000],
            files=files,
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @app_commands.command(name="history", description="The last games played here.")
    @app_commands.guild_only()
    async def history(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        finished = await self.store.history(
            interaction.guild_id, user_id=member.id if member else None, limit=10
        )
        menu = history_menu(finished)  # each finished game opens its replay
        if not finished:
            text = "No finished games yet."
        else:
            lines = ["**Last games**"]
            for item in finished:
                title = games.get(item.game.game).title
                if item.game.status is Status.ABANDONED:
                    lines.append(f"• #{item.game.id} {title}: abandoned")
                    continue
                order = ", ".join(
                    f"{r.rank}. {safe_name(r.name)}"
                    + (f" ({r.score})" if r.score is not None else "")
                    for r in item.results
                )
                lines.append(f"• #{item.game.id} {title}: {order}")
            text = "\n".join(lines)
        await interaction.response.send_message(
            text[:2000],
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
