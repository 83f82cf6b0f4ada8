"""Every registered game starts and takes moves through the bot (its own UI or the
generic one): a smoke test so a new game plugs in without surprises."""

from __future__ import annotations

import pytest

import games


@pytest.mark.parametrize("name", [n for n in games.names() if n != "tiny"])
async def test_a_game_starts_and_takes_moves(world, driver, name):
    _env, channel, m = world
    alice = m["alice"]
    rules = games.get(name)
    lobby = (await alice.slash(channel, "play", game=name)).response
    low, _high = rules.player_range(rules.Options())
    for _ in range(max(1, low - 1)):
        await alice.click(lobby, label="Add AI")
    await alice.click(lobby, label="Start")
    board = driver.board()
    assert board.attachments and rules.title in board.content
    for _ in range(6):
        board = driver.board()
        if driver.to_act(board) is None:
            break
        _member, result = await driver.act(board)
        assert not [f for f in result.followups if f.ephemeral], result.followups
