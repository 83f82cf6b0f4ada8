"""The local playground (bot/playground.py): the real bot on SimCord with its browser preview.

Each test starts the playground in-process on a free loopback port with a fresh database.
The browser test drives Debian's chromium through Playwright (never a downloaded browser);
it is skipped where /usr/bin/chromium is missing (.ci/run installs it).
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
from datetime import UTC, datetime, timedelta
from pathlib import Path

import aiohttp
import pytest

from bot import Settings
from bot import playground as playground_module
from bot.playground import GUILD_ID, open_playground
from tests.bot.browser import browser_page, button, needs_chromium, page_settled, slash

HANG = 60.0  # seconds before a wait is called hung (a guard, never a verdict)


@pytest.fixture
def pg_settings(tmp_path: Path) -> Settings:
    # game_place "thread" on purpose: the playground must switch to the channel itself.
    return Settings(database_path=tmp_path / "bot.sqlite3", discord_token=None, game_place="thread")


def board_messages(playground):
    me = playground.env.bot.user.id
    return [m for m in playground.channel.history() if m.author.id == me and m.attachments]


async def test_page_serves_the_bots_lobby(pg_settings, monkeypatch):
    monkeypatch.setattr(playground_module, "QUIET_SECONDS", 1.0)
    monkeypatch.setattr(playground_module, "CHECK_SECONDS", 0.05)  # it sees the click at once
    async with open_playground(pg_settings, port=0) as playground:
        await playground.member("alice").slash(playground.channel, "play", game="passtally")
        base, capability = playground.url.split("/#")
        assert base.startswith("http://127.0.0.1:")
        async with aiohttp.ClientSession() as http:
            async with http.get(base + "/") as response:
                assert response.status == 200
                assert "<html" in (await response.text()).lower()
            headers = {"X-Simcord-Capability": capability}
            async with http.post(base + "/api/pages", json={}, headers=headers) as response:
                assert response.status == 200
                page = await response.json()
            # What the bot posts on its own (a timer) reaches the page without a click,
            # once nobody has clicked for QUIET_SECONDS (until then, clicks publish).
            channel = playground.bot.get_channel(playground.channel.id)
            await asyncio.wait_for(playground.quiet(), HANG)  # the quiet time (1 s here)
            refreshes = playground.refreshes
            await channel.send("A message from a timer.")
            await asyncio.wait_for(playground.refreshed(after=refreshes), HANG)
            headers["X-Simcord-Context"] = page["context"]["id"]
            async with http.get(base + "/api/state", headers=headers) as response:
                assert response.status == 200
                assert "A message from a timer." in await response.text()
        shown = json.dumps(page)
        assert "Passtally" in shown and "game #1" in shown
        for label in ("Join", "Add AI", "Start"):
            assert f'"{label}"' in shown
        assert [v["name"] for v in page["viewers"]] == ["Alice", "Bob", "Carol"]


async def test_a_restart_keeps_the_world_and_posts_open_games_again(pg_settings):
    async with open_playground(pg_settings, port=0) as playground:
        ids = (playground.guild.id, playground.channel.id, [m.id for m in playground.members])
        alice, bob = playground.member("alice"), playground.member("bob")
        await alice.slash(playground.channel, "play", game="passtally")
        lobby = playground.channel.last_message
        await bob.click(lobby, label="Join")
        await alice.click(lobby, label="Add AI")
        await alice.click(lobby, label="Start")
        assert not playground.channel.threads  # games run in the channel itself
        lobby = next(m for m in playground.channel.history() if m.id == lobby.id)
        assert "play below" in lobby.content
        await alice.slash(playground.channel, "play", game="push")  # a lobby left open
        assert board_messages(playground)
    before = datetime.now(UTC)
    async with open_playground(pg_settings, port=0) as playground:
        after = datetime.now(UTC)
        assert playground.guild.id == GUILD_ID
        assert ids == (
            playground.guild.id,
            playground.channel.id,
            [m.id for m in playground.members],
        )
        assert playground.restored == 2
        tick = timedelta(milliseconds=1)  # rounding of SimCord's float seconds
        assert before - tick <= playground.env.now() <= after + tick, "moved to the wall clock"
        board = board_messages(playground)[-1]
        assert "Passtally" in board.content and board.components
        lobbies = [m for m in playground.channel.history() if "PUSH" in m.content]
        assert lobbies and lobbies[-1].components
        # The reposted board's controls work: whoever is pinged uses the first one.
        pinged = next(
            m for m in playground.members if f"<@{m.id}>" in board.content.splitlines()[-1]
        )
        control = board.components[0].children[0]
        if control.type.name == "select":
            result = await pinged.select(
                board, [control.options[0].value], custom_id=control.custom_id
            )
        else:
            result = await pinged.click(board, custom_id=control.custom_id)
        assert not result.ephemeral, result.followups
        assert playground.env.errors == []


@needs_chromium
async def test_browser_plays_passtally_with_the_mouse_through_select_menus(pg_settings, tmp_path):
    """Lobby, set-up and a tile laid through the private panel, every menu opened with one
    click and picked with the mouse after button clicks (SimCord's page used to jump and
    close them, and a refresh lost a click on an open menu), the page following the newest
    message all along. Each step waits for the page's own signal that it shows the bot's
    answer (tests/bot/browser.py: page_settled), never for a length of time."""
    async with open_playground(pg_settings, port=0) as playground:
        async with browser_page(playground.url, tmp_path / "chromium-profile") as page:
            newest = page.locator("article.channel-message").last

            signature = (  # the newest message, how many controls it has, its pictures
                # (a panel switched to another tile keeps its message and its count of
                # controls, but its board is drawn again)
                "() => { const all = document.querySelectorAll('article.channel-message');"
                " const m = all[all.length - 1]; return m ? m.dataset.messageId + ':' +"
                " m.querySelectorAll('button.component-button, .select-trigger').length + ':'"
                " + [...m.querySelectorAll('img')].map(img => img.src).join(' ') : ''; }"
            )

            async def look() -> str:
                return await page.evaluate(signature)

            async def settled(before: str | None = None):
                """The page shows the bot's answer (a new message, or new controls on the
                newest one), drawn, with nothing in flight."""
                await page.wait_for_function(
                    f"before => ({signature})() !== before"
                    # no action pending ("Completing action…", "Updating preview…")
                    " && !document.querySelector('#action-status').textContent.endsWith('…')",
                    arg=before,
                    timeout=HANG * 1000,
                )
                await page_settled(page)

            async def at_newest():
                return await page.evaluate(
                    "() => { const t = document.querySelector('.channel-timeline');"
                    " const last = [...t.querySelectorAll('article.channel-message')].pop();"
                    " const box = t.getBoundingClientRect(), r = last.getBoundingClientRect();"
                    " return r.top < box.bottom && r.bottom > box.top; }"
                )

            async def pick_first(menu) -> str:
                """Open a menu with one click (it must open at once), click its first option."""
                await menu.click()
                listbox = page.locator(".preview-select.is-open .select-option")
                await listbox.first.wait_for(state="visible", timeout=5_000)
                label = await listbox.first.inner_text()
                await listbox.first.click()
                return label

            await slash(page, "play", "passtally")  # the bot's autocomplete offers the game
            await button(page, "Join").wait_for()
            await page.select_option("#viewer-picker", label="Bob")  # who you are: a menu
            await page.get_by_text("Viewing as").first.wait_for()
            await page.select_option("#viewer-picker", label="Alice")
            await button(page, "Add AI").click()
            await page.get_by_text("AI 1").first.wait_for()
            before = await look()
            await button(page, "Start").click()

            menus_opened = 0
            for _ in range(40):  # the set-up: markers by menu or button until a tile is due
                await settled(before)
                before = await look()
                assert await at_newest(), "the page follows the newest message"
                controls = newest.locator("button.component-button:enabled, .select-trigger")
                await controls.first.wait_for()
                tile = newest.locator("button.component-button:enabled", has_text="Place tile")
                if await tile.count():
                    break
                mine = newest.locator(".select-trigger:enabled")
                if await mine.count():
                    await pick_first(mine.first)
                    menus_opened += 1
                else:
                    await controls.first.click()
            await tile.first.click()  # Place tile 1: its places, best first

            places_picked = 0
            for _ in range(12):  # the private panel: choose a place in a menu, then Confirm
                await settled(before)
                before = await look()
                panel = newest
                await panel.get_by_text("Only you can see this").wait_for()
                confirm = panel.locator("button.component-button:enabled", has_text="Confirm")
                if await confirm.count():
                    await confirm.click()
                    await settled(before)
                    break
                # a menu still showing its placeholder: nothing chosen in it yet
                unset = panel.locator(".select-trigger:enabled").filter(
                    has=page.locator(".select-value-label")
                )
                placeholders = [
                    index
                    for index in range(await unset.count())
                    if await unset.nth(index).get_attribute("aria-valuetext")
                    == await unset.nth(index).get_attribute("aria-label")
                ]
                if placeholders:
                    label = await pick_first(unset.nth(placeholders[0]))
                    assert label.startswith("1. "), label  # the best place first
                    menus_opened += 1
                    places_picked += 1
                else:  # a tile (or a side) still to choose
                    await panel.locator("button.component-button:enabled").first.click()
            else:
                raise AssertionError("the panel never offered Confirm")
            assert places_picked == 1 and menus_opened >= 1  # the place, from its menu
            shot = tmp_path / "playground.png"
            await page.screenshot(path=str(shot))
            if target := os.environ.get("PLAYGROUND_SCREENSHOT"):
                shutil.copyfile(shot, target)
        moves = await playground.bot.tables.store.moves(1)
        alice = playground.member("alice").id
        laid = [m for m in moves if m.user_id == alice and m.action.startswith("t")]
        assert len(laid) == 1, moves
        assert "laid tile" in "\n".join(m.content for m in board_messages(playground))
        assert playground.env.errors == []


async def test_every_game_runs_in_the_channel_from_lobby_to_results(pg_settings):
    import games

    async with open_playground(pg_settings, port=0) as playground:
        alice, channel = playground.member("alice"), playground.channel
        for number, name in enumerate(games.names(), start=1):
            rules = games.get(name)
            await alice.slash(channel, "play", game=name)
            lobby = channel.last_message
            for _ in range(max(1, rules.min_players - 1)):
                await alice.click(lobby, label="Add AI")
            await alice.click(lobby, label="Start")
            boards = [
                m
                for m in board_messages(playground)
                if m.content.startswith(f"**{rules.title}** — game #{number}")
            ]
            assert boards, f"{name}: a board in #games"
            board = boards[-1]
            assert f"<@{alice.id}>" in board.content and board.components, board.content
            control = board.components[0].children[0]
            if control.type.name == "select":
                result = await alice.select(
                    board, [control.options[0].value], custom_id=control.custom_id
                )
            else:
                result = await alice.click(board, custom_id=control.custom_id)
            refusals = [f.content for f in result.followups if "not your turn" in f.content]
            assert not refusals, f"{name}: {refusals}"
            await alice.slash(channel, "resign", game_id=number)
            over = channel.last_message
            assert f"game #{number} is over" in over.content, over.content
            assert over.components, "Rematch"
        result = await alice.slash(channel, "leaderboard", game="passtally")
        assert not result.ephemeral
        assert "leaderboard" in channel.last_message.content.lower() or "Nobody" in (
            channel.last_message.content
        )
        assert not channel.threads
        assert playground.env.errors == []
