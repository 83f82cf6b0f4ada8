"""/leaderboard, /stats, /history: ratings per server and game."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import games
from bot.commands.play import offer_games, rules_of
from bot.errors import TableError
from bot.store import RatingRow, Status
from bot.text import safe_name

MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}
RATING_NOTE = (
    "-# Ratings: OpenSkill (Plackett–Luce), shown as μ − 3σ, a cautious estimate that "
    "rises as results come in."
)


def plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def record(row: RatingRow) -> str:
    """'rating **4.2** · 3 wins in 5 games (60%) · best 38'"""
    share = round(100 * row.wins / row.games) if row.games else 0
    text = (
        f"rating **{row.ordinal:.1f}** · {plural(row.wins, 'win')} in "
        f"{plural(row.games, 'game')} ({share}%)"
    )
    return text + (f" · best {row.best_score}" if row.best_score is not None else "")


class StatsCommands(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        offer_games(self.leaderboard)

    @property
    def store(self):
        return self.bot.tables.store  # type: ignore[attr-defined]

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
        sections = []
        for rules in chosen:
            rows = await self.store.leaderboard(interaction.guild_id, rules.name, limit=limit)
            if rows:
                lines = [f"**{rules.title}** leaderboard"]
                for place, row in enumerate(rows, start=1):
                    lines.append(
                        f"{MEDALS.get(place, f'{place}.')} <@{row.user_id}> · {record(row)}"
                    )
                sections.append("\n".join(lines))
        if not sections:
            title = chosen[0].title if game else "any game"
            sections = [f"Nobody has finished a game of {title} here yet."]
        else:
            sections.append(RATING_NOTE)
        await interaction.response.send_message(
            "\n\n".join(sections)[:2000], allowed_mentions=discord.AllowedMentions.none()
        )

    @app_commands.command(name="stats", description="A player's ratings and results here.")
    @app_commands.guild_only()
    async def stats(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        who = member or interaction.user
        rows = await self.store.player_ratings(interaction.guild_id, who.id)
        if not rows:
            text = f"{who.mention} has not finished a game here yet."
        else:
            lines = [f"**{who.display_name}**"]
            for row in rows:
                lines.append(f"• {games.get(row.game).title}: {record(row)}")
            text = "\n".join(lines)
        await interaction.response.send_message(
            text[:2000], ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
        )

    @app_commands.command(name="history", description="The last games played here.")
    @app_commands.guild_only()
    async def history(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        finished = await self.store.history(
            interaction.guild_id, user_id=member.id if member else None, limit=10
        )
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
            text[:2000], ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
        )
