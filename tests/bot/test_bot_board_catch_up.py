"""Boards catch up by themselves (issue 30), end to end on SimCord: when Discord will not
take a board (SimCord's `inject_error` stands for a failure that outlasted discord.py's own
retries), the move stays saved, the clicker is told privately that it counted, and the
bot posts the board again in the background, further and further apart, until the board
shown is the saved version. Time passes only through `advance_time`."""

from __future__ import annotations

from bot.tables.service import REPOST_DELAYS
from lang import tr
from tests.bot.conftest import private

DAY = 86400  # a turn clock that never runs out within these tests


async def a_game(channel, alice, bob):
    """Tally between alice and bob with a day a turn: no reminder or time-out meddles."""
    lobby = (await alice.slash(channel, "play", game="tiny")).response
    await bob.click(lobby, label="Join")
    await alice.select(lobby, [str(DAY)], custom_id="lt:1:clock")
    await alice.click(lobby, label="Start")
    return channel.threads[-1]


def versions(board) -> set[str]:
    """The state versions the board's move controls are for (`a:<game>:<version>:<key>`)."""
    return {c.custom_id.split(":")[2] for row in board.components for c in row.children}


async def retry_until(env, failures: int) -> None:
    """Let the background retries run: the first `failures` fail, the next one shows."""
    for delay in REPOST_DELAYS[: failures + 1]:
        await env.advance_time(delay)


async def test_a_board_edit_that_failed_is_posted_again_until_it_shows(world, driver):
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    thread = await a_game(channel, alice, bob)
    before = driver.board(thread)
    # the click's own answer (the board's edit) fails, and so do the next 4 posts of it
    env.inject_error("POST", "/interactions/*/*/callback", times=1)
    result = await alice.click(before, label="Add 1")
    assert private(result) == tr("en", "board-coming")  # the move counted and she is told so
    store = env.bot.tables.store
    row = await store.game(1)
    assert row.version == 1 and row.board_version is None  # no board shows the move yet
    assert driver.board(thread).id == before.id and versions(driver.board(thread)) == {"0"}

    env.inject_error("POST", "/channels/*/messages", times=4)
    await retry_until(env, failures=4)
    assert env.backend.faults == []  # every injected failure was met by a retry
    board = driver.board(thread)
    assert board.id != before.id and versions(board) == {"1"}
    assert f"<@{alice.id}>" in board.content.splitlines()[-1]  # still her turn
    row = await store.game(1)
    assert row.board_version == row.version == 1 and row.board_message_id == board.id
    await alice.click(board, label="Add 1")  # and play goes on from the new board
    assert (await store.game(1)).version == 2


async def test_a_new_turns_board_that_failed_5_times_shows_on_the_6th_try(world, driver):
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    thread = await a_game(channel, alice, bob)
    await driver.act(prefer="Add 1")  # alice's first action: the board is edited
    env.inject_error("POST", "/channels/*/messages", times=5)
    result = await alice.click(driver.board(thread), label="Add 1")  # the turn passes
    assert private(result) == tr("en", "board-coming")
    old = driver.board(thread)
    assert old.components == []  # the old board lost its buttons in the click's answer

    await retry_until(env, failures=4)
    assert env.backend.faults == []
    board = driver.board(thread)
    assert board.id != old.id and versions(board) == {"2"}
    assert f"<@{bob.id}>" in board.content.splitlines()[-1]
    row = await env.bot.tables.store.game(1)
    assert row.board_version == row.version == 2
    await bob.click(board, label="Add 1")
