"""End-to-end on SimCord with the tiny test game: lobby, thread, moves, the end."""

from __future__ import annotations

import io

import pytest
from PIL import Image

pytestmark = pytest.mark.both_databases


def bot_messages(place, env):
    return [m for m in place.history() if m.author.id == env.bot.user.id]


async def test_play_a_whole_game(world):
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    r = await alice.slash(channel, "play", game="tiny")
    lobby = r.response
    assert "Tally" in lobby.content
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Add AI")
    assert "AI 1" in lobby.message.content
    await alice.click(lobby, label="Remove AI")
    labels = [getattr(c, "label", None) for row in lobby.message.components for c in row.children]
    assert "AI 1" not in lobby.message.content and "Remove AI" not in labels and "Join" in labels
    await alice.click(lobby, label="Start")
    (thread,) = channel.threads
    board = bot_messages(thread, env)[-1]
    assert f"<@{alice.id}>" in board.content
    png = await board.attachments[0].read()
    assert Image.open(io.BytesIO(png)).width >= 800
    for _ in range(20):
        board = bot_messages(thread, env)[-1]
        if "is over" in board.content:
            break
        actor = alice if f"<@{alice.id}>: your" in board.content else bob
        await actor.click(board, label="Add 3")
    assert "is over" in board.content
    assert "🥇" in board.content


async def test_many_moves_become_selects_then_a_paged_panel(world, driver):
    _env, channel, m = world
    alice = m["alice"]
    lobby = (await alice.slash(channel, "play", game="tiny")).response
    await alice.select(lobby, ["30"], custom_id="lo:1:spread")
    await alice.click(lobby, label="Start")
    board = driver.board()
    menus = [c for c in driver.controls(board) if c.type.name == "select"]
    assert [len(menu.options) for menu in menus] == [25, 5]  # Discord: 25 options a menu
    await alice.select(board, ["add-30"], custom_id=menus[1].custom_id)
    assert "added 30" in driver.board().content

    lobby = (await alice.slash(channel, "play", game="tiny")).response
    await alice.select(lobby, ["120"], custom_id="lo:2:spread")
    await alice.click(lobby, label="Start")
    board = driver.board()
    panel = (await alice.click(board, label="Choose a move…")).response
    assert panel.ephemeral and "page 1 of 2" in panel.content
    await alice.click(panel, label="Next ▶")
    menu = next(
        c for row in panel.message.components for c in row.children if c.type.name == "select"
    )
    assert "page 2 of 2" in panel.message.content
    await alice.select(panel, [menu.options[-1].value], custom_id=menu.custom_id)
    assert "Played" in panel.message.content and panel.message.components == []
    assert "added 100" in driver.board().content  # the last option of "Moves 76–100"
