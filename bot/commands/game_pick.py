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
    done: str  # the private answer, with {id}


COMMANDS: dict[str, OnGame] = {
    "resign": OnGame(
        True,
        (Status.ACTIVE,),
        lambda tables, row, i: tables.resign(row.id, i.user.id),
        "You resigned from game #{id}.",
    ),
    "abandon": OnGame(
        False,
        (Status.LOBBY, Status.ACTIVE),
        lambda tables, row, i: tables.abandon(
            row.id, i.user.id, manager=bool(i.permissions.manage_guild)
        ),
        "Game #{id} is abandoned.",
    ),
    "board": OnGame(
        False,
        (Status.ACTIVE,),
        lambda tables, row, i: tables.repost(row.id),
        "Game #{id}: the board is posted again.",
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
                tr(None, "pick-game-text", command=command),
                view=pick_view(command, rows),
                ephemeral=True,
            )
            return
        await spec.act(tables, rows[0], interaction)
    except TableError as error:
        await interaction.followup.send(error.message, ephemeral=True)
        return
    await interaction.followup.send(spec.done.format(id=rows[0].id), ephemeral=True)


async def candidates(
    store, interaction: discord.Interaction, game_id: int | None, spec: OnGame
) -> list[GameRow]:
    """The game given (checked), else every game here the command may mean (≥ 1)."""
    if game_id is not None:
        row = await store.game(game_id)
        if row is None or row.guild_id != interaction.guild_id:
            raise NoSuchGame(f"There is no game #{game_id} in this server.")
        if row.status not in spec.statuses:
            raise TableError(f"Game #{game_id} is {row.status}.")
        return [row]
    rows = await store.games_where(
        place_id=interaction.channel_id,
        user_id=interaction.user.id if spec.seated else None,
        statuses=spec.statuses,
    )
    if not rows:
        mine = "There is no game here that you play in."
        raise NoSuchGame(mine if spec.seated else "There is no open game here.")
    return rows


def pick_view(command: str, rows: list[GameRow]) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    options = [
        discord.SelectOption(
            label=clip(f"#{row.id} {games.get(row.game).title} · {row.status}", 100),
            value=str(row.id),
        )
        for row in sorted(rows, key=lambda r: -r.id)[:25]  # the newest first
    ]
    select = discord.ui.Select(
        placeholder=tr(None, "pick-game-placeholder", command=command), options=options
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
            raise TableError("That is not a game's number.")
        await interaction.response.defer()
        tables = game_bot(interaction).tables
        (row,) = await candidates(tables.store, interaction, int(raw), spec)
        await spec.act(tables, row, interaction)
        await interaction.edit_original_response(content=spec.done.format(id=row.id), view=None)


PICK_ITEMS = (GamePick,)
