"""The game a command means (/resign, /abandon, /board): the number given, else the only
one open here, else a private menu of the games open here to choose from (it used to ask
for the number again). Choosing in the menu does the command on that game, with the same
checks as if its number had been typed.

The menu is a DynamicItem (`gp:<command>`), so it works after a restart as every button
does; its options carry the games' numbers, and the choice is checked again (the server,
the status, the seat) before anything happens."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import discord

import games
from bot.client import game_bot
from bot.errors import NoSuchGame, TableError
from bot.i18n import mine
from bot.store import GameRow, Status
from bot.text import clip
from lang import tr

Act = Callable[[Any, GameRow, discord.Interaction], Awaitable[object]]


@dataclass(frozen=True)
class OnGame:
    """What a command does to the game it means."""

    seated: bool  # only games the user plays in
    statuses: tuple[Status, ...]
    act: Act  # (tables, row, interaction)
    done: str  # the private answer's catalogue key (its argument: the game's id)


COMMANDS: dict[str, OnGame] = {
    "resign": OnGame(
        True,
        (Status.ACTIVE,),
        lambda tables, row, i: tables.resign(row.id, i.user.id),
        "play-resigned",
    ),
    "abandon": OnGame(
        False,
        (Status.LOBBY, Status.ACTIVE),
        lambda tables, row, i: tables.abandon(
            row.id, i.user.id, manager=bool(i.permissions.manage_guild)
        ),
        "play-abandoned",
    ),
    "board": OnGame(
        False,
        (Status.ACTIVE,),
        lambda tables, row, i: tables.repost(row.id),
        "play-reposted",
    ),
}


async def on_game(interaction: discord.Interaction, game_id: int | None, command: str) -> None:
    """Find the game `command` means, do it, answer privately (or offer the menu)."""
    spec = COMMANDS[command]
    await interaction.response.defer(ephemeral=True, thinking=True)
    tables = game_bot(interaction).tables
    try:
        rows = await candidates(tables.store, interaction, game_id, spec)
        if len(rows) > 1:
            await interaction.followup.send(
                tr(mine(interaction), "pick-game-text", command=command),
                view=pick_view(command, rows, mine(interaction)),
                ephemeral=True,
            )
            return
        await spec.act(tables, rows[0], interaction)
    except TableError as error:
        await interaction.followup.send(error.text(interaction.locale), ephemeral=True)
        return
    done = tr(mine(interaction), spec.done, id=str(rows[0].id))
    await interaction.followup.send(done, ephemeral=True)


async def candidates(
    store, interaction: discord.Interaction, game_id: int | None, spec: OnGame
) -> list[GameRow]:
    """The game given (checked), else every game here the command may mean (≥ 1)."""
    if game_id is not None:
        row = await store.game(game_id)
        if row is None or row.guild_id != interaction.guild_id:
            raise NoSuchGame("error-no-game-number", id=str(game_id))
        if row.status not in spec.statuses:
            raise TableError("error-game-is", id=str(game_id), status=str(row.status))
        return [row]
    rows = await store.games_where(
        place_id=interaction.channel_id,
        user_id=interaction.user.id if spec.seated else None,
        statuses=spec.statuses,
    )
    if not rows:
        raise NoSuchGame("error-no-game-here-yours" if spec.seated else "error-no-game-here")
    return rows


def pick_view(command: str, rows: list[GameRow], language: str = "en") -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    options = [
        discord.SelectOption(
            label=clip(
                tr(
                    language,
                    "pick-game-option",
                    id=str(row.id),
                    title=games.get(row.game).title,
                    status=str(row.status),
                ),
                100,
            ),
            value=str(row.id),
        )
        for row in sorted(rows, key=lambda r: -r.id)[:25]  # the newest first
    ]
    select = discord.ui.Select(
        placeholder=tr(language, "pick-game-placeholder", command=command), options=options
    )
    view.add_item(GamePick(command, select))
    return view


class GamePick(
    discord.ui.DynamicItem[discord.ui.Select], template=r"gp:(?P<command>resign|abandon|board)"
):
    def __init__(self, command: str, select: discord.ui.Select | None = None) -> None:
        select = select or discord.ui.Select()
        select.custom_id = f"gp:{command}"
        super().__init__(select)
        self.command = command

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: Any, /
    ):
        return cls(match["command"], item)

    async def callback(self, interaction: discord.Interaction) -> None:
        spec = COMMANDS[self.command]
        raw = self.item.values[0] if self.item.values else ""
        if not raw.isdigit():
            raise TableError("error-not-a-game-number")
        await interaction.response.defer()
        tables = game_bot(interaction).tables
        (row,) = await candidates(tables.store, interaction, int(raw), spec)
        await spec.act(tables, row, interaction)
        done = tr(mine(interaction), spec.done, id=str(row.id))
        await interaction.edit_original_response(content=done, view=None)


PICK_ITEMS = (GamePick,)
