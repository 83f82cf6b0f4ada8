"""The playground's menus work (issue 31.4), in Chromium with the mouse:

- a lobby's option menu opens on the first click and shows the value its message says
  after every edit ("Add AI", a refused choice), not the last value picked in the page;
- replay's jump menu follows the move shown (Next, End, a jump);
- /replay's game field offers the recent games before anything is typed, and an option
  picked with the mouse leaves Enter working.

SimCord's page kept a menu's first value as a draft for as long as the page lived, and
asked the bot's autocomplete only once something was typed; after a mouse pick the
keyboard's focus was nowhere (bot/playground_page.py).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot import Settings
from bot.playground import open_playground
from tests.bot.browser import browser_page, button, needs_chromium, slash

pytestmark = needs_chromium


@pytest.fixture
def pg_settings(tmp_path: Path) -> Settings:
    return Settings(database_path=tmp_path / "bot.sqlite3", discord_token=None)


def trigger(message, starts: str):
    """A menu of the message, by the words its trigger shows ("Races: 4")."""
    return message.locator(".select-trigger", has_text=starts).first


async def says(message, text: str) -> None:
    """Wait until the message's text says `text` (case counts)."""
    paragraph = message.locator(".markdown-paragraph").filter(has_text=re.compile(re.escape(text)))
    await paragraph.first.wait_for(timeout=15_000)


async def shows(page, message, text: str) -> None:
    """Wait until one of the message's menus shows `text`."""
    await message.locator(".select-trigger", has_text=text).first.wait_for(timeout=15_000)


async def pick(page, menu, option: str) -> None:
    """Once the page's pictures are drawn, open `menu` with one click (it must open at
    once) and click `option`."""
    await page.wait_for_function(
        "() => [...document.querySelectorAll('img')].every(i => i.complete && i.naturalWidth)"
        " && !document.querySelector('[aria-busy=true]')"
    )
    await menu.click()
    listbox = page.locator(".preview-select.is-open .select-option")
    await listbox.first.wait_for(state="visible", timeout=3_000)  # the first click opens it
    await listbox.filter(has_text=option).first.click()


async def test_lobby_menus_open_at_once_and_show_their_messages_value(pg_settings, tmp_path):
    async with open_playground(pg_settings, port=0) as playground:
        async with browser_page(playground.url, tmp_path / "profile") as page:
            await slash(page, "play", "formula")
            lobby = page.locator("article.channel-message", has_text="hosted by").last
            await says(lobby, "races: 4")
            await pick(page, trigger(lobby, "Races: 4"), "Races: 2")
            await says(lobby, "races: 2")
            await shows(page, lobby, "Races: 2")
            await button(page, "Add AI").click()
            await lobby.get_by_text("AI 1").first.wait_for()
            await shows(page, lobby, "Races: 2")
            await says(lobby, "races: 2")
            # Bob is no host: his choice is refused and the menu says the lobby's value
            await page.select_option("#viewer-picker", label="Bob")
            lobby = page.locator("article.channel-message", has_text="hosted by").last
            await pick(page, trigger(lobby, "Races: 2"), "Races: 1")
            await page.get_by_text("Only the host").first.wait_for()
            await shows(page, lobby, "Races: 2")
            table = await playground.bot.tables.table(1)
            assert table.options.races == 2
        assert playground.env.errors == []


async def finished_formula_game(playground) -> None:
    """Game #1: Formula 1 against an AI, a few rolls, then Alice resigns (it ends)."""
    alice, channel = playground.member("alice"), playground.channel
    await alice.slash(channel, "play", game="formula")
    lobby = channel.last_message
    await alice.click(lobby, label="Add AI")
    await alice.click(lobby, label="Start")
    for _ in range(3):
        me = playground.bot.user.id
        board = [m for m in channel.history() if m.author.id == me and m.attachments][-1]
        if f"<@{alice.id}>" not in board.content:
            break
        moves = [c for row in board.components for c in row.children if c.custom_id[:2] == "a:"]
        await alice.click(board, custom_id=moves[0].custom_id)  # a roll, or Pit now
    await alice.slash(channel, "resign", game_id=1)
    assert (await playground.bot.tables.store.game(1)).status == "finished"


async def test_replay_is_found_before_typing_and_its_jump_menu_follows(pg_settings, tmp_path):
    async with open_playground(pg_settings, port=0) as playground:
        await finished_formula_game(playground)
        moves = len(await playground.bot.tables.store.moves(1))
        async with browser_page(playground.url, tmp_path / "profile") as page:
            composer = page.locator("#channel-composer-input")
            await composer.click()
            await composer.type("/replay")
            await page.locator("[role=option]", has_text="/replay").first.wait_for()
            await page.keyboard.press("Enter")
            # nothing typed in the game field: the bot's recent games are offered
            game = page.locator(".command-suggestion", has_text="#1 Formula 1")
            await game.first.wait_for(timeout=10_000)
            await game.first.click()  # picked with the mouse...
            await page.keyboard.press("Enter")  # ...and Enter still runs the command
            replay = page.locator("article.channel-message", has_text="Replay").last
            await shows(page, replay, "Move 0: the start")
            await button(page, "▶ Next").click()
            await shows(page, replay, "Move 1 · turn")
            await button(page, "⏭ End").click()
            await shows(page, replay, f"Move {moves} · turn")
            await pick(page, trigger(replay, f"Move {moves}"), "Move 0: the start")
            await shows(page, replay, "Move 0: the start")
            await button(page, "▶ Next").click()
            await shows(page, replay, "Move 1 · turn")
        assert playground.env.errors == []
