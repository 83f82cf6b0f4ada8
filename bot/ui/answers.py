"""One answer for every component interaction (buttons and select menus), whatever happens.

Every DynamicItem the bot registers has its callback run inside `answered`:
- while the bot shuts down, a click is refused politely (nothing half-done), as slash
  commands are (`CommandTree`);
- the game in the custom id must exist and belong to the server it is clicked in;
- a refusal (TableError) is the clicker's private, short answer;
- anything else is logged and answered "something went wrong", never "This interaction
  failed".
A custom id no registered item knows (a button from an older version of the bot) gets
`older_board`, which points to the game's newest board when the id names a game.
"""

from __future__ import annotations

import functools
import logging
import re
from typing import TYPE_CHECKING, Any

import discord

from bot.client import game_bot
from bot.errors import NoSuchGame, TableError
from bot.i18n import mine, words
from bot.text import clip
from lang import tr

if TYPE_CHECKING:
    from bot.store import GameRow

log = logging.getLogger(__name__)

ANSWER_LIMIT = 300  # a refusal is a line or two, never a wall of text
FAILED = "error-failed"  # catalogue keys (data/locales/*/bot.ftl)
CLOSING = "error-closing"
LARGEST_ID = 2**53  # game ids are small; anything above is not one of ours
_GAME_IN_ID = re.compile(r"^[A-Za-z_-]{1,16}:(\d{1,20})(?::|$)")


class CommandTree(discord.app_commands.CommandTree):
    """The slash commands: while the bot shuts down, they too are refused politely
    (nothing is run, so nothing is half-done) instead of getting no answer. A command
    that needs a server (`guild_only`) used outside one (a DM: a user-installed context
    or a forged payload, as Discord itself never offers it there) is refused the same
    way, before it touches a game."""

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        clicks = game_bot(interaction).clicks
        if clicks.closing:
            refusal = words(interaction, CLOSING)
        elif interaction.guild_id is None and _needs_a_server(interaction):
            refusal = tr(interaction.locale, "not-in-a-server")
        else:
            return True
        if interaction.type is discord.InteractionType.application_command:
            await answer(interaction, refusal)
        return False  # (an autocomplete gets no suggestions)


def _needs_a_server(interaction: discord.Interaction) -> bool:
    """The command is one of a server's (or not one this bot knows: refused too)."""
    command = interaction.command
    root = getattr(command, "root_parent", None) or command
    return command is None or getattr(root, "guild_only", True)


async def answer(interaction: discord.Interaction, text: str) -> None:
    """A private, short answer, whatever has been sent already."""
    text = clip(text, ANSWER_LIMIT) if "\n" not in text else text[:ANSWER_LIMIT]
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException as error:  # the interaction expired: nobody to tell
        log.info("could not answer a click: %s", error)


def guard(*item_classes: type) -> None:
    """Run every callback of these DynamicItem classes inside `answered` (idempotent)."""
    for cls in item_classes:
        callback = cls.callback
        if getattr(callback, "answered", False):
            continue

        @functools.wraps(callback)
        async def guarded(self: Any, interaction: discord.Interaction, _callback=callback) -> None:
            await answered(self, interaction, _callback)

        guarded.answered = True  # type: ignore[attr-defined]
        cls.callback = guarded


async def answered(item: Any, interaction: discord.Interaction, callback) -> None:
    clicks = game_bot(interaction).clicks
    if clicks.closing:
        await answer(interaction, words(interaction, CLOSING))
        return
    clicks.enter()
    try:
        game = getattr(item, "game", None)
        if isinstance(game, int):
            await _check_place(interaction, game)
        await callback(item, interaction)
    except TableError as error:
        await answer(interaction, error.text(interaction.locale))
    except Exception:
        log.exception("a click on %s failed", getattr(item, "custom_id", item))
        await answer(interaction, words(interaction, FAILED))
    finally:
        clicks.leave()


async def _check_place(interaction: discord.Interaction, game_id: int) -> GameRow:
    """The game exists and belongs to the server the click came from."""
    if game_id > LARGEST_ID:
        raise NoSuchGame()
    row = await game_bot(interaction).tables.store.game(game_id)
    if row is None:
        raise NoSuchGame()
    if row.guild_id != interaction.guild_id:
        raise TableError("error-other-server")
    return row


async def older_board(interaction: discord.Interaction) -> None:
    """A custom id that no registered item knows: from an older version of the bot."""
    custom_id = str((interaction.data or {}).get("custom_id", ""))
    text = words(interaction, "error-older-button")
    match = _GAME_IN_ID.match(custom_id)
    if match and int(match[1]) <= LARGEST_ID:
        store = game_bot(interaction).tables.store
        row = await store.game(int(match[1]))
        if row is not None and row.guild_id == interaction.guild_id:
            text += " " + newest_board(row, mine(interaction))
    await answer(interaction, text)


def newest_board(row: GameRow, language: str) -> str:
    """Where the game's newest board is (a link), or how to get one."""
    if row.board_message_id is not None and row.status == "active":
        link = f"https://discord.com/channels/{row.guild_id}/{row.place_id}/{row.board_message_id}"
        return tr(language, "error-newest-board", id=str(row.id), link=link)
    if row.status == "active":
        return tr(language, "error-use-board", id=str(row.id), place=f"<#{row.place_id}>")
    return tr(language, "error-game-is", id=str(row.id), status=str(row.status))
