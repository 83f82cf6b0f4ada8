"""Buttons and select menus that survive restarts (discord.py DynamicItems).

Each custom_id carries the game id, the state version and an action key or a panel draft:

    a:<game>:<version>:<action key>     play that move
    p:<game>:<version>:<draft>          open / update the player's private panel
    as:<game>:<version>:<n>             a select whose values are action keys
    ps:<game>:<version>:<n>             a select whose values are panel drafts
    i:<game>:<draft>                    show the clicker private info (any player, any
                                        time: no version, it is not a move)
    set:<game>:auto-roll                the clicker's own auto-roll (bot/ui/auto_roll.py)

Callbacks stay thin: they defer, call the table service and answer refusals privately.
"""

from __future__ import annotations

import io
import logging
from typing import Any

import discord

from bot.boards import BoardJob
from bot.client import game_bot
from bot.cpu_thread import off_loop_if_slow
from bot.errors import NotAPlayer, NotRunning, TableError
from bot.i18n import mine
from bot.replies import Reply
from bot.ui import ui_for
from bot.ui.auto_roll import AutoRollButton
from bot.ui.controls import Button, Control, Select
from bot.ui.generic import action_label
from lang import tr

log = logging.getLogger(__name__)

_STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}
_KEY = r"[A-Za-z0-9._-]{1,40}"
_DRAFT = r"[A-Za-z0-9._-]{0,60}"


class _OnGame:
    """What the four move-related items share: `<prefix>:<game>:<version>:<tail>`, where
    the tail is an action key, a panel draft or a select's number."""

    prefix: str

    def __init__(self, game: int, version: int, tail: str, item: discord.ui.Item) -> None:
        item.custom_id = f"{self.prefix}:{game}:{version}:{tail}"
        discord.ui.DynamicItem.__init__(self, item)  # type: ignore[arg-type]
        self.game, self.version, self.tail = game, version, tail

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any, /):
        return cls(int(match["game"]), int(match["version"]), match["tail"], item)


def _template(prefix: str, tail: str) -> str:
    return rf"{prefix}:(?P<game>\d+):(?P<version>\d+):(?P<tail>{tail})"


class ActButton(_OnGame, discord.ui.DynamicItem[discord.ui.Button], template=_template("a", _KEY)):
    prefix = "a"

    async def callback(self, interaction: discord.Interaction) -> None:
        await play(interaction, self.game, self.version, self.tail)


class PanelButton(
    _OnGame, discord.ui.DynamicItem[discord.ui.Button], template=_template("p", _DRAFT)
):
    prefix = "p"

    async def callback(self, interaction: discord.Interaction) -> None:
        await show_panel(interaction, self.game, self.version, self.tail)


class ActSelect(
    _OnGame, discord.ui.DynamicItem[discord.ui.Select], template=_template("as", r"\d+")
):
    prefix = "as"

    async def callback(self, interaction: discord.Interaction) -> None:
        await play(interaction, self.game, self.version, self.item.values[0])


class PanelSelect(
    _OnGame, discord.ui.DynamicItem[discord.ui.Select], template=_template("ps", r"\d+")
):
    prefix = "ps"

    async def callback(self, interaction: discord.Interaction) -> None:
        await show_panel(interaction, self.game, self.version, self.item.values[0])


class InfoButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=rf"i:(?P<game>\d+):(?P<draft>{_DRAFT})",
):
    def __init__(self, game: int, draft: str, button: discord.ui.Button | None = None) -> None:
        button = button or discord.ui.Button(label=draft or "Info")
        button.custom_id = f"i:{game}:{draft}"
        super().__init__(button)
        self.game, self.draft = game, draft

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any, /
    ):
        return cls(int(match["game"]), match["draft"], item)

    async def callback(self, interaction: discord.Interaction) -> None:
        await show_info(interaction, self.game, self.draft)


GAME_ITEMS = (ActButton, PanelButton, ActSelect, PanelSelect, InfoButton)


def build_view(game: int, version: int, controls: list[Control]) -> discord.ui.View | None:
    """A persistent view (no timeout) of dynamic items for these controls."""
    if not controls:
        return None
    view = discord.ui.View(timeout=None)
    seen: set[str] = set()
    for n, control in enumerate(controls):
        if isinstance(control, Button):
            button = discord.ui.Button(
                label=control.label,
                style=_STYLES[control.style],
                row=control.row,
                disabled=control.disabled,
            )
            item: discord.ui.DynamicItem
            if control.act is not None:
                item = ActButton(game, version, control.act, button)
            elif control.info is not None:
                item = InfoButton(game, control.info, button)
            elif control.setting is not None:
                item = AutoRollButton(game, button)
            else:
                item = PanelButton(game, version, control.panel or "", button)
        else:
            assert isinstance(control, Select)
            select = discord.ui.Select(
                placeholder=control.placeholder[:150],
                row=control.row,
                options=[
                    discord.SelectOption(
                        label=c.label[:100],
                        value=c.value,
                        description=(c.description or None) and c.description[:100],
                        default=c.default,
                    )
                    for c in control.choices
                ],
            )
            kind = ActSelect if control.kind == "act" else PanelSelect
            item = kind(game, version, str(n), select)
        if item.custom_id in seen:
            continue
        seen.add(item.custom_id)
        view.add_item(item)
    return view


def is_ephemeral(message: discord.Message | None) -> bool:
    return bool(message is not None and message.flags.ephemeral)


async def refuse(interaction: discord.Interaction, text: str) -> None:
    """Answer a refused click privately, whatever has been sent already."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


async def play(interaction: discord.Interaction, game: int, version: int, key: str) -> None:
    """A move button or select: the table service does the rest. The click's answer
    carries the new board when the click was on it (bot/replies.py)."""
    reply = Reply(interaction)
    tables = game_bot(interaction).tables
    try:
        with reply.current():
            table = await tables.play(game, interaction.user.id, version, key)
    except TableError as error:
        await reply.send_private(error.text(interaction.locale))
        return
    if is_ephemeral(interaction.message):  # a panel's Confirm: close the panel
        you = mine(interaction)
        label = action_label(table.game.parse_action(key), you, table.names)
        await reply.update(content=tr(you, "panel-played", move=label), attachments=[], view=None)
    await reply.finish()


async def show_panel(interaction: discord.Interaction, game: int, version: int, draft: str) -> None:
    """Open the clicker's private panel, or update it in place when clicked inside it:
    one answer, with the preview drawn before it."""
    inside = is_ephemeral(interaction.message)
    reply = Reply(interaction, private=not inside)
    tables = game_bot(interaction).tables
    try:
        table, seat = await tables.acting_seat(game, interaction.user.id, version)
        table = table.read_by(mine(interaction))  # a private panel: the clicker's language
        # off the loop where slow: a panel may rank every choice (Passtally's places,
        # PAC-MAN's walks); in the CPU thread, as the moves are
        panel = await off_loop_if_slow(
            ("panel", table.game.name), ui_for(table.game.name).panel, table, seat, draft
        )
    except TableError as error:
        if inside:
            await reply.update(content=error.text(interaction.locale), attachments=[], view=None)
        else:
            await reply.send_private(error.text(interaction.locale))
        return
    files = []
    if panel.preview is not None or panel.candidates:
        job = BoardJob.of(table, preview=panel.preview, candidates=panel.candidates)
        png = await draw_private(interaction, job)
        files = [discord.File(io.BytesIO(png), filename="preview.png")]
    view = build_view(game, version, panel.controls)
    if inside:
        await reply.update(content=panel.text, attachments=files, view=view)
    else:
        fields: dict[str, Any] = {"files": files}
        if view is not None:
            fields["view"] = view
        await reply.send_private(panel.text, **fields)


async def show_info(interaction: discord.Interaction, game: int, draft: str) -> None:
    """Any player's private look at their own side of the game (not a move: no lock,
    no version, whoever's turn it is)."""
    reply = Reply(interaction, private=True)
    tables = game_bot(interaction).tables
    try:
        table = (await tables.table(game)).read_by(mine(interaction))
        if table.state is None:
            raise NotRunning("error-not-started")
        seat = table.seat_of(interaction.user.id)
        if seat is None:
            raise NotAPlayer()
        panel = ui_for(table.game.name).info(table, seat, draft)
    except TableError as error:
        await reply.send_private(error.text(interaction.locale))
        return
    files = []
    if panel.viewer is not None:
        png = await draw_private(interaction, BoardJob.of(table, viewer=panel.viewer))
        files = [discord.File(io.BytesIO(png), filename="yours.png")]
    await reply.send_private(panel.text, files=files)


async def draw_private(interaction: discord.Interaction, job: BoardJob) -> bytes:
    """A board only the clicker sees (a preview, a private view), from the render pool
    (keyed on the click itself: nothing replaces it)."""
    renders = game_bot(interaction).renders
    png = await renders.draw(("private", interaction.id), job)
    assert png is not None
    return png
