"""A player's "auto-roll for me" switch: the AI plays their moves that decide nothing
(Formula 1's rolls when the order of the cars cannot matter), and they are asked only
real decisions. Kept per player, per server and per kind of game (player_settings), so
it holds for their next games there and survives a restart.

    set:<game>:auto-roll                   on a board: open the clicker's private switch
    set:<game>:auto-roll:<user>:<on|off>   in that private panel: set it for <user>

The board button is the same for everyone (its label cannot say one player's setting);
the private panel says where the clicker stands and offers the opposite. The switch
names the user it belongs to and the value it sets (a double click changes nothing
twice); a click by anyone else is refused. The table service plays the rolls
(`Tables.set_auto_roll`, `Tables._unasked_move`).
"""

from __future__ import annotations

from typing import Any

import discord

from bot.client import game_bot
from bot.errors import TableError
from bot.i18n import mine
from bot.replies import Reply
from lang import tr

SETTING = "auto-roll"


def board_label(language: str = "en") -> str:
    """The board's button ('🤖 Auto-roll for me…'), in the game's language."""
    return tr(language, "auto-roll-board")


def explain(title: str, on: bool, *, changed: bool = False, language: str = "en") -> str:
    """The panel's text: where the player stands and what the switch does."""
    head = tr(
        language,
        "auto-roll-is",
        on="on" if on else "off",
        changed="yes" if changed else "no",
        title=title,
    )
    rest = tr(language, "auto-roll-on-explained" if on else "auto-roll-off-explained")
    return f"{head}\n{rest}"


def switch_view(game: int, user: int, on: bool, language: str = "en") -> discord.ui.View:
    """The one button of the private panel: it sets the opposite of `on`."""
    view = discord.ui.View(timeout=None)
    if on:
        button = discord.ui.Button(
            label=tr(language, "auto-roll-turn-off"), style=discord.ButtonStyle.secondary
        )
    else:
        button = discord.ui.Button(
            label=tr(language, "auto-roll-turn-on"), style=discord.ButtonStyle.success
        )
    view.add_item(AutoRollSwitch(game, user, not on, button))
    return view


class AutoRollButton(
    discord.ui.DynamicItem[discord.ui.Button], template=rf"set:(?P<game>\d+):{SETTING}"
):
    """On the board: shows the clicker their own setting, privately, with the switch."""

    def __init__(self, game: int, button: discord.ui.Button | None = None) -> None:
        button = button or discord.ui.Button(label=board_label())
        button.custom_id = f"set:{game}:{SETTING}"
        super().__init__(button)
        self.game = game

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any, /):
        return cls(int(match["game"]), item)

    async def callback(self, interaction: discord.Interaction) -> None:
        reply = Reply(interaction, private=True)
        tables = game_bot(interaction).tables
        user = interaction.user.id
        try:
            table, on = await tables.auto_roll(self.game, user)
            if table.seat_of(user) is None:
                raise TableError("error-auto-roll-players")
        except TableError as error:
            await reply.send_private(error.text(interaction.locale))
            return
        you = mine(interaction)
        text = explain(table.game.title, on, language=you)
        await reply.send_private(text, view=switch_view(self.game, user, on, you))


class AutoRollSwitch(
    discord.ui.DynamicItem[discord.ui.Button],
    template=rf"set:(?P<game>\d+):{SETTING}:(?P<user>\d+):(?P<value>on|off)",
):
    """In the private panel: sets the named user's auto-roll to the named value."""

    def __init__(self, game: int, user: int, on: bool, button: discord.ui.Button) -> None:
        button.custom_id = f"set:{game}:{SETTING}:{user}:{'on' if on else 'off'}"
        super().__init__(button)
        self.game, self.user, self.on = game, user, on

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any, /):
        return cls(int(match["game"]), int(match["user"]), match["value"] == "on", item)

    async def callback(self, interaction: discord.Interaction) -> None:
        reply = Reply(interaction, private=True)
        tables = game_bot(interaction).tables
        if interaction.user.id != self.user:
            you = mine(interaction)
            await reply.send_private(tr(you, "auto-roll-not-yours", button=board_label(you)))
            return
        try:
            with reply.current():
                table = await tables.set_auto_roll(self.game, self.user, self.on)
        except TableError as error:
            await reply.send_private(error.text(interaction.locale))
            return
        you = mine(interaction)
        text = explain(table.game.title, self.on, changed=True, language=you)
        view = switch_view(self.game, self.user, self.on, you)
        await reply.update(content=text, view=view)


SETTING_ITEMS = (AutoRollButton, AutoRollSwitch)
