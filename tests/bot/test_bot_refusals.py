"""Bad input end to end (tiny test game, no renderer): every refusal is a private,
readable answer, and Discord failures never lose a move."""

from __future__ import annotations

import sqlite3

import pytest
from simcord.backend.errors import OptionError

from tests.bot.conftest import private, started


async def test_commands_outside_a_game(world):
    _env, channel, m = world
    alice = m["alice"]
    assert "no game here that you play in" in private(await alice.slash(channel, "resign"))
    assert "no open game here" in private(await alice.slash(channel, "abandon"))
    assert "no game #99" in private(await alice.slash(channel, "abandon", game_id=99))
    for command in ("play", "rules", "leaderboard"):  # the game is a fixed choice
        with pytest.raises(OptionError, match="only allows"):
            await alice.slash(channel, command, game="go")
    assert (
        "Nobody has finished"
        in (await alice.slash(channel, "leaderboard", game="tiny")).response.content
    )
    nobody = (await alice.slash(channel, "leaderboard")).response.content
    assert "Nobody has finished a game here yet." in nobody
    assert "not finished a game" in private(await alice.slash(channel, "stats"))
    assert "No finished games" in private(await alice.slash(channel, "history"))
    assert "Tally" in private(await alice.slash(channel, "games"))
    assert "spread" in private(await alice.slash(channel, "rules", game="tiny"))


async def test_cancel_and_abandon(world, driver):
    _env, channel, m = world
    alice, bob, carol = m["alice"], m["bob"], m["carol"]
    lobby = (await alice.slash(channel, "play", game="tiny")).response
    assert "Only the host" in private(await bob.click(lobby, label="Cancel"))
    await alice.click(lobby, label="Cancel")
    assert "Cancelled" in lobby.message.content and lobby.message.components == []

    lobby = (await alice.slash(channel, "play", game="tiny")).response
    assert "abandoned" in private(await alice.slash(channel, "abandon"))
    assert "Abandoned" in lobby.message.content and lobby.message.components == []

    await started(channel, alice, bob)
    thread = channel.threads[-1]
    board = driver.board(thread)
    assert "Only the host" in private(await bob.slash(thread, "abandon"))
    assert "Only the players" not in private(await alice.slash(thread, "abandon"))
    last = [msg for msg in thread.history() if msg.author.id == _env.bot.user.id][-1]
    assert "abandoned" in last.content
    assert next(x for x in thread.history() if x.id == board.id).components == []
    assert "Only the players of this game" in private(await carol.click(last, label="Rematch"))


async def test_a_lost_board_is_posted_again(world, driver):
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    lobby = (await alice.slash(channel, "play", game="tiny")).response
    assert "abandoned" in private(await alice.slash(channel, "abandon"))
    assert "Abandoned" in lobby.message.content and lobby.message.components == []

    await started(channel, alice, bob)
    thread = channel.threads[-1]
    before = driver.board(thread)
    env.inject_error(
        "POST", "/channels/*/messages", status=403, code=50013, message="Missing Access"
    )
    await driver.act(prefer="Add 1")  # first action: the board is edited, fine
    await driver.act(prefer="Add 1")  # the turn passes; posting the new board fails
    assert driver.board(thread).id == before.id
    assert "posted again" in private(await bob.slash(thread, "board"))
    board = driver.board(thread)
    assert board.id != before.id and f"<@{bob.id}>" in board.content.splitlines()[-1]
    await driver.act(prefer="Add 1")  # and play goes on


async def test_a_resigned_seat_is_played_by_the_ai(world, driver):
    env, channel, m = world
    alice, bob, carol = m["alice"], m["bob"], m["carol"]
    await started(channel, alice, bob, carol)
    thread = channel.threads[-1]
    await driver.act(prefer="Add 1")
    await driver.act(prefer="Add 1")  # bob is to act now
    assert driver.to_act(driver.board(thread)) is bob
    assert "You resigned" in private(await bob.slash(thread, "resign"))
    said = [msg.content for msg in thread.history() if msg.author.id == env.bot.user.id]
    assert any("**bob** resigned; the AI plays their seat" in text for text in said)
    board = driver.board(thread)
    assert driver.to_act(board) is carol and "**bob** added 2" in "\n".join(said[-3:])
    assert "You have already resigned" in private(await bob.slash(thread, "resign", game_id=1))


async def test_a_game_that_cannot_be_loaded_is_closed_and_the_rest_go_on(world, db_path):
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    await started(channel, alice, bob)
    damaged_board = [msg for msg in channel.threads[-1].history() if msg.components][-1]
    await started(channel, bob, alice)
    with sqlite3.connect(db_path) as db:  # a damaged row, as a bad disk or a bad edit leaves
        db.execute('UPDATE games SET state = \'{"not": "a tally"\' WHERE id = 1')

    answer = private(await alice.click(damaged_board, label="Add 3"))
    assert "saved state could not be read, so it has been closed" in answer
    notices = [msg.content for msg in channel.threads[0].history()]
    assert any("could not be read" in text for text in notices)
    with sqlite3.connect(db_path) as db:
        assert db.execute("SELECT status FROM games WHERE id = 1").fetchone() == ("abandoned",)

    # the other game and the bot go on
    other = [msg for msg in channel.threads[-1].history() if msg.components][-1]
    actor = bob if f"<@{bob.id}>" in other.content.splitlines()[-1] else alice
    await actor.click(other, label="Add 3")
    assert (await env.bot.tables.table(2)).version == 1
