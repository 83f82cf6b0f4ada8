"""The replay viewer: a private (ephemeral) message with the board after one move,
⏮ ◀ ▶ ⏭ buttons, a menu to jump to a move and 🎞 Animation.

Every button is a DynamicItem whose custom_id holds all a click needs, so old viewers
and results messages keep working after a restart:

    rp:<game>                     ▶ Replay under the results: open a viewer at the start
    rs:<game>:<move>:<which>      a step button (which: first, back, next, last)
    rj:<game>                     the jump menu (its values are move numbers)
    ra:<game>                     🎞 Animation: the animated summary, privately
    rh                            /history's menu of games (its values are game ids)
"""

from __future__ import annotations

import io
import logging
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import discord

from bot.client import game_bot
from bot.errors import TableError
from bot.i18n import mine
from bot.replay.frames import Frame, animation_off_loop, frame_off_loop, timeline_of
from bot.replay.record import GameRecord, load_finished
from bot.ui.items import is_ephemeral, refuse
from lang import tr
from render import words

if TYPE_CHECKING:
    from bot.render_pool import RenderPool

log = logging.getLogger(__name__)

STEPS = ("first", "back", "next", "last")  # their labels: replay-step-<which>
JUMP_CHOICES = 25  # Discord's limit for a select menu


async def _record(interaction: discord.Interaction, game_id: int) -> GameRecord:
    """The finished game, to be shown to the clicker in their own language."""
    tables = game_bot(interaction).tables
    record = await load_finished(tables, game_id, interaction.guild_id)
    return replace(record, table=record.table.read_by(mine(interaction)))


class ReplayButton(discord.ui.DynamicItem[discord.ui.Button], template=r"rp:(?P<game>\d+)"):
    """▶ Replay, under a finished game's results."""

    def __init__(self, game: int, button: discord.ui.Button | None = None) -> None:
        button = button or discord.ui.Button(label="▶ Replay", style=discord.ButtonStyle.primary)
        button.custom_id = f"rp:{game}"
        super().__init__(button)
        self.game = game

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any, /):
        return cls(int(match["game"]), item)

    async def callback(self, interaction: discord.Interaction) -> None:
        await open_viewer(interaction, self.game)


class StepButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"rs:(?P<game>\d+):(?P<move>\d+):(?P<which>[a-z]+)",
):
    def __init__(
        self, game: int, move: int, which: str, button: discord.ui.Button | None = None
    ) -> None:
        button = button or discord.ui.Button(label=dict(STEPS).get(which, which))
        button.custom_id = f"rs:{game}:{move}:{which}"
        super().__init__(button)
        self.game, self.move = game, move

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any, /):
        return cls(int(match["game"]), int(match["move"]), match["which"], item)

    async def callback(self, interaction: discord.Interaction) -> None:
        await show_move(interaction, self.game, self.move)


class JumpSelect(discord.ui.DynamicItem[discord.ui.Select], template=r"rj:(?P<game>\d+)"):
    def __init__(self, game: int, select: discord.ui.Select | None = None) -> None:
        select = select or discord.ui.Select()
        select.custom_id = f"rj:{game}"
        super().__init__(select)
        self.game = game

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any, /):
        return cls(int(match["game"]), item)

    async def callback(self, interaction: discord.Interaction) -> None:
        value = self.item.values[0]
        if not value.isdigit():
            await refuse(interaction, words(interaction, "replay-not-a-move"))
            return
        await show_move(interaction, self.game, int(value))


class AnimationButton(discord.ui.DynamicItem[discord.ui.Button], template=r"ra:(?P<game>\d+)"):
    def __init__(self, game: int, button: discord.ui.Button | None = None) -> None:
        button = button or discord.ui.Button(label="🎞 Animation")
        button.custom_id = f"ra:{game}"
        super().__init__(button)
        self.game = game

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any, /):
        return cls(int(match["game"]), item)

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            record = await _record(interaction, self.game)
            file = await animation_file(interaction, record)
        except TableError as error:
            await interaction.followup.send(error.text(interaction.locale), ephemeral=True)
            return
        caption = animation_caption(record, mine(interaction))
        await interaction.followup.send(caption, file=file, ephemeral=True)


class HistoryPick(discord.ui.DynamicItem[discord.ui.Select], template=r"rh"):
    """/history's menu: pick a game to open its replay."""

    def __init__(self, select: discord.ui.Select | None = None) -> None:
        select = select or discord.ui.Select()
        select.custom_id = "rh"
        super().__init__(select)

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: Any, match: Any, /):
        return cls(item)

    async def callback(self, interaction: discord.Interaction) -> None:
        value = self.item.values[0]
        if not value.isdigit():
            await refuse(interaction, tr(mine(interaction), "replay-not-a-game"))
            return
        await open_viewer(interaction, int(value))


REPLAY_ITEMS = (ReplayButton, StepButton, JumpSelect, AnimationButton, HistoryPick)


# -- answering -------------------------------------------------------------------------


async def open_viewer(interaction: discord.Interaction, game_id: int) -> None:
    """A new private viewer at the start of the game (results button, /history)."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    try:
        record = await _record(interaction, game_id)
        shown = await frame_off_loop(renders_of(interaction), record, 0)
    except TableError as error:
        await interaction.followup.send(error.text(interaction.locale), ephemeral=True)
        return
    await interaction.followup.send(
        shown.text,
        file=frame_file(record, shown),
        view=viewer_view(record, shown, mine(interaction)),
        ephemeral=True,
    )


async def show_move(interaction: discord.Interaction, game_id: int, move: int) -> None:
    """A step or a jump: the viewer is edited in place (a new one if clicked elsewhere)."""
    if not is_ephemeral(interaction.message):
        await interaction.response.defer(ephemeral=True, thinking=True)
    else:
        await interaction.response.defer()
    try:
        record = await _record(interaction, game_id)
        shown = await frame_off_loop(renders_of(interaction), record, move)
    except TableError as error:
        await refuse(interaction, error.text(interaction.locale))
        return
    kwargs: dict[str, Any] = {"view": viewer_view(record, shown, mine(interaction))}
    if is_ephemeral(interaction.message):
        await interaction.edit_original_response(
            content=shown.text, attachments=[frame_file(record, shown)], **kwargs
        )
    else:
        await interaction.followup.send(
            shown.text, file=frame_file(record, shown), ephemeral=True, **kwargs
        )


def viewer_view(record: GameRecord, shown: Frame, language: str = "en") -> discord.ui.View:
    """⏮ ◀ ▶ ⏭ and 🎞 Animation on the first row, the jump menu on the second."""
    view = discord.ui.View(timeout=None)
    targets = {
        "first": 0,
        "back": shown.number - 1,
        "next": shown.number + 1,
        "last": shown.count,
    }
    for which in STEPS:
        target = targets[which]
        at_edge = target < 0 or target > shown.count or target == shown.number
        label = tr(language, f"replay-step-{which}")
        button = discord.ui.Button(label=label, row=0, disabled=at_edge)
        view.add_item(StepButton(record.id, max(0, min(target, shown.count)), which, button))
    animation = discord.ui.Button(label=tr(language, "replay-animation"), row=0)
    view.add_item(AnimationButton(record.id, animation))
    select = discord.ui.Select(
        placeholder=tr(language, "replay-jump"),
        row=1,
        options=jump_options(record, shown, language),
    )
    view.add_item(JumpSelect(record.id, select))
    return view


def jump_options(
    record: GameRecord, shown: Frame, language: str = "en"
) -> list[discord.SelectOption]:
    """Up to 25 moves spread over the game, the one shown among them."""
    count = shown.count
    if count < JUMP_CHOICES:
        numbers = list(range(count + 1))
    else:
        numbers = sorted({round(i * count / (JUMP_CHOICES - 2)) for i in range(JUMP_CHOICES - 1)})
        numbers = sorted({*numbers, shown.number})
    timeline = timeline_of(record)  # cached: built for the frame just shown
    options = []
    for number in numbers:
        if number == 0:
            label, about = tr(language, "replay-move-start"), None
        else:
            move = timeline.moves[number - 1]
            label = tr(language, "replay-move", move=number, turn=move.turn + 1)
            names = record.table.names
            about = words.say(move.events[0], language, names=names) if move.events else None
        options.append(
            discord.SelectOption(
                label=label[:100],
                value=str(number),
                description=about[:100] if about else None,
                default=number == shown.number,
            )
        )
    return options


def frame_file(record: GameRecord, shown: Frame) -> discord.File:
    name = f"{record.table.game.name}-{record.id}-move-{shown.number}.png"
    return discord.File(io.BytesIO(shown.png), filename=name)


def renders_of(interaction: discord.Interaction) -> RenderPool:
    """The bot's render pool (replay pictures are drawn there, like boards)."""
    return game_bot(interaction).renders


async def animation_file(interaction: discord.Interaction, record: GameRecord) -> discord.File:
    gif, _frames = await animation_off_loop(renders_of(interaction), record)
    return discord.File(io.BytesIO(gif), filename=f"{record.table.game.name}-{record.id}.gif")


def animation_caption(record: GameRecord, language: str = "en") -> str:
    return tr(language, "replay-caption", heading=record.heading(language))
