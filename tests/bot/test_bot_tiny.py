"""End-to-end on SimCord with the tiny test game: lobby, thread, moves, the end."""

from __future__ import annotations

import io

from PIL import Image


def bot_messages(place, env):
    return [m for m in place.history() if m.author.id == env.bot.user.id]


async def test_play_a_whole_game(world):
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    r = await alice.slash(channel, "play", game="tiny")
    lobby = r.response
    assert "Tally" in lobby.content
    await bob.click(lobby, label="Join")
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
