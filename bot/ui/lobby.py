"""The lobby message: who is in, the game's options, Join · Leave · Add AI · Start · Cancel.

l:<game>:<op>        a lobby button (join, leave, ai, unai, start, cancel)
lo:<game>:<field>    a select for one of the game's options (host only)
lt:<game>:<what>     the turn clock: `clock` (seconds a turn) or `afk` (time-outs allowed)
r:<game>             Rematch, under a finished game's results
"""

from __future__ import annotations

import enum
import json
import logging
import typing
from types import SimpleNamespace
from typing import Any

import annotated_types
import discord

from bot.client import game_bot
from bot.errors import TableError
from bot.i18n import words
from bot.store import Status
from bot.turns import AFK_LIMITS, clock_options, timer_choices
from bot.ui.items import refuse
from bot.ui.status import lobby_text, option_about, option_title, option_words
from lang import has, tr

if typing.TYPE_CHECKING:
    from bot.tables import Table

log = logging.getLogger(__name__)

OPS = ("join", "leave", "ai", "unai", "start", "cancel")


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button], template=r"l:(?P<game>\d+):(?P<op>[a-z]+)"
):
    def __init__(self, game: int, op: str, button: discord.ui.Button | None = None) -> None:
        button = button or discord.ui.Button(label=op)
        button.custom_id = f"l:{game}:{op}"
        super().__init__(button)
        self.game, self.op = game, op

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any, /
    ):
        return cls(int(match["game"]), match["op"], item)

    async def callback(self, interaction: discord.Interaction) -> None:
        await lobby_click(interaction, self.game, self.op)


class LobbyOption(
    discord.ui.DynamicItem[discord.ui.Select],
    template=r"lo:(?P<game>\d+):(?P<field>[A-Za-z_][A-Za-z0-9_]{0,40})",
):
    def __init__(self, game: int, field: str, select: discord.ui.Select | None = None) -> None:
        select = select or discord.ui.Select()
        select.custom_id = f"lo:{game}:{field}"
        super().__init__(select)
        self.game, self.field = game, field

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: Any, /
    ):
        return cls(int(match["game"]), match["field"], item)

    async def callback(self, interaction: discord.Interaction) -> None:
        tables = game_bot(interaction).tables
        try:
            value = json.loads(self.item.values[0])
        except ValueError:
            await refuse(interaction, words(interaction, "error-bad-option"))
            return
        try:
            table = await tables.set_option(self.game, interaction.user.id, self.field, value)
        except TableError as error:
            await refuse(interaction, error.text(interaction.locale))
            return
        await interaction.response.edit_message(content=lobby_text(table), view=lobby_view(table))


class LobbyTimer(
    discord.ui.DynamicItem[discord.ui.Select], template=r"lt:(?P<game>\d+):(?P<what>clock|afk)"
):
    def __init__(self, game: int, what: str, select: discord.ui.Select | None = None) -> None:
        select = select or discord.ui.Select()
        select.custom_id = f"lt:{game}:{what}"
        super().__init__(select)
        self.game, self.what = game, what

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: Any, /
    ):
        return cls(int(match["game"]), match["what"], item)

    async def callback(self, interaction: discord.Interaction) -> None:
        tables = game_bot(interaction).tables
        raw = self.item.values[0] if self.item.values else ""
        if not raw.isdigit() or len(raw) > 6:
            await refuse(interaction, words(interaction, "error-bad-menu-value"))
            return
        value = int(raw)
        chosen = {"seconds": value} if self.what == "clock" else {"afk_limit": value}
        try:
            table = await tables.set_timer(self.game, interaction.user.id, **chosen)
        except TableError as error:
            await refuse(interaction, error.text(interaction.locale))
            return
        await interaction.response.edit_message(content=lobby_text(table), view=lobby_view(table))


def timer_selects(table: Table) -> list[discord.ui.DynamicItem]:
    """The turn clock's presets, then the time-outs allowed before the AI takes over."""
    row, language = table.row, table.lang
    clock = discord.ui.Select(
        placeholder=tr(language, "lobby-timer-placeholder"),
        options=[
            discord.SelectOption(
                label=tr(language, "lobby-timer-choice", clock=clock),
                value=str(seconds),
                default=seconds == row.turn_seconds,
            )
            for seconds, clock in timer_choices(table.game.name, language).items()
        ],
    )
    afk = discord.ui.Select(
        placeholder=tr(language, "lobby-afk-placeholder"),
        options=[
            discord.SelectOption(
                label=tr(language, "lobby-afk-choice", count=n),
                value=str(n),
                default=n == row.afk_limit,
            )
            for n in AFK_LIMITS
        ],
    )
    return [LobbyTimer(table.id, "clock", clock), LobbyTimer(table.id, "afk", afk)]


class RematchButton(discord.ui.DynamicItem[discord.ui.Button], template=r"r:(?P<game>\d+)"):
    def __init__(self, game: int, button: discord.ui.Button | None = None) -> None:
        button = button or discord.ui.Button(label="Rematch", style=discord.ButtonStyle.success)
        button.custom_id = f"r:{game}"
        super().__init__(button)
        self.game = game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: Any, /
    ):
        return cls(int(match["game"]), item)

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        tables = game_bot(interaction).tables
        try:
            table = await tables.rematch(
                self.game, interaction.user.id, interaction.user.display_name
            )
        except TableError as error:
            await interaction.followup.send(error.text(interaction.locale), ephemeral=True)
            return
        message = await post_lobby(interaction.client, table)
        where = message.jump_url if message else f"<#{table.row.channel_id}>"
        await interaction.followup.send(
            words(interaction, "lobby-rematch-open", where=where), ephemeral=True
        )


LOBBY_ITEMS = (LobbyButton, LobbyOption, LobbyTimer, RematchButton)


def lobby_view(table: Table) -> discord.ui.View | None:
    if table.row.status is not Status.LOBBY:
        return None
    view = discord.ui.View(timeout=None)
    style, language = discord.ButtonStyle, table.lang
    for op, key, kind in (
        ("join", "lobby-join", style.primary),
        ("leave", "lobby-leave", style.secondary),
        ("ai", "lobby-add-ai", style.secondary),
        ("start", "lobby-start", style.success),
        ("cancel", "lobby-cancel", style.danger),
    ):
        button = discord.ui.Button(label=tr(language, key), style=kind, row=0)
        view.add_item(LobbyButton(table.id, op, button))
    clock, afk = timer_selects(table)
    clock.item.row = 1
    view.add_item(clock)
    row = 2
    if any(seat.user_id is None for seat in table.seats):
        button = discord.ui.Button(
            label=tr(language, "lobby-remove-ai"), style=style.secondary, row=row
        )
        view.add_item(LobbyButton(table.id, "unai", button))
        row += 1
    current = table.options.model_dump()
    clocks = clock_options(table.game.name)  # offered as the turn timer instead
    menus = [m for m in option_menus(table.game.Options) if m[0] not in clocks]
    for field, _, values in menus[: 5 - row]:
        info = table.game.Options.model_fields[field]
        title = option_title(table.game, field, language)
        title = title[:1].upper() + title[1:]  # a menu's own heading
        options = [
            discord.SelectOption(
                label=tr(
                    language,
                    "lobby-option-choice",
                    option=title,
                    value=option_words(table.game, field, info, value, language),
                )[:100],
                value=json.dumps(value),
                default=value == current.get(field),
                description=choice_description(table.game, field, info, value, language),
            )
            for value in values
        ]
        select = discord.ui.Select(placeholder=title[:150], options=options, row=row)
        view.add_item(LobbyOption(table.id, field, select))
        row += 1
    if row < 5:
        afk.item.row = row
        view.add_item(afk)
    return view


def choice_description(
    game: Any, field: str, info: Any, value: object, language: str = "en"
) -> str | None:
    """What choosing `value` does, under that choice in the menu, in `language`: the
    catalogue's `choice-<game>-<field>-<value as English reads it>`, else the field's own
    words for it (`json_schema_extra={"choices": {"yes": ..., "no": ...}}`), each within
    Discord's 100 characters. A field without them: what the option does (its `.about`)
    under "yes" (a switch) or under every choice, cut at 100."""
    reads = option_words(game, field, info, value, "en")
    key = f"choice-{game.name}-{field}-{reads}"
    if has(key):
        return tr(language, key)[:100]
    extra = info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}
    words = extra.get("choices", {}).get(reads)
    if words:
        return words
    about = option_about(game, field, language)
    return about[:100] if about and value is not False else None


def option_menus(model: type) -> list[tuple[str, str, list[Any]]]:
    """(field, title, values) for each option a select can offer (≤ 25 values)."""
    menus = []
    for name, info in model.model_fields.items():
        values = _values(info)
        if values and len(values) <= 25:
            menus.append((name, info.title or name.replace("_", " ").capitalize(), values))
    return menus


def _values(info: Any) -> list[Any] | None:
    annotation = info.annotation
    args = typing.get_args(annotation)
    if type(None) in args and len(args) == 2:  # `X | None`: None first (it reads "unlimited"...)
        inner = next(a for a in args if a is not type(None))
        values = _values(SimpleNamespace(annotation=inner, metadata=info.metadata))
        return [None, *values] if values else None
    if annotation is bool:
        return [False, True]
    if typing.get_origin(annotation) is typing.Literal:
        return list(typing.get_args(annotation))
    if isinstance(annotation, type) and issubclass(annotation, enum.Enum):
        return [member.value for member in annotation]
    if annotation is int:
        low = high = None
        for meta in info.metadata:
            if isinstance(meta, annotated_types.Ge):
                low = meta.ge
            elif isinstance(meta, annotated_types.Gt):
                low = meta.gt + 1
            elif isinstance(meta, annotated_types.Le):
                high = meta.le
            elif isinstance(meta, annotated_types.Lt):
                high = meta.lt - 1
        if low is not None and high is not None and high - low < 25:
            return list(range(low, high + 1))
    return None


async def post_lobby(client: discord.Client, table: Table) -> discord.Message | None:
    """Post a lobby message in the table's channel (for a rematch) and remember it."""
    channel = client.get_channel(table.row.channel_id)
    if channel is None:
        try:
            channel = await client.fetch_channel(table.row.channel_id)
        except discord.HTTPException:
            return None
    message = await channel.send(lobby_text(table), view=lobby_view(table))
    await game_bot(client).tables.store.set_places(table.id, lobby_message_id=message.id)
    return message


async def lobby_click(interaction: discord.Interaction, game: int, op: str) -> None:
    tables = game_bot(interaction).tables
    user = interaction.user
    manager = bool(interaction.permissions.manage_guild)
    try:
        if op == "start":
            await interaction.response.defer()
            table = await tables.start(game, user.id)
            if table.row.thread_id:
                started = tr(table.lang, "lobby-started-in", place=f"<#{table.row.thread_id}>")
            else:
                started = tr(table.lang, "lobby-started-below")
            text = lobby_text(table) + "\n" + started
            await interaction.edit_original_response(content=text, view=None)
            return
        if op == "join":
            table = await tables.join(game, user.id, user.display_name)
        elif op == "leave":
            table = await tables.leave(game, user.id)
        elif op == "ai":
            table = await tables.add_ai(game, user.id)
        elif op == "unai":
            table = await tables.remove_ai(game, user.id)
        elif op == "cancel":
            table = await tables.cancel(game, user.id, manager=manager)
        else:
            raise TableError("error-not-a-lobby-button")
    except TableError as error:
        await refuse(interaction, error.text(interaction.locale))
        return
    text = lobby_text(table)
    if table.row.status is Status.ABANDONED:
        text += "\n" + tr(table.lang, "lobby-cancelled")
    await interaction.response.edit_message(content=text, view=lobby_view(table))
