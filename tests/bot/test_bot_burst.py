"""Moves faster than Discord takes messages: only the newest board of a turn is sent,
and each turn's final board always is."""

from __future__ import annotations

import asyncio

import pytest

from bot.boards import BoardJob, draw
from bot.ui.status import board_text
from tests.bot.budget import RestMeter

MOVES = 40


@pytest.fixture(autouse=True)
def quick_test_bots(monkeypatch):
    """No channel limit here: these moves come from the test itself, outside SimCord's
    clock, so a new turn's post waiting for a slot would wait forever (the 5 per 5 s
    limit is asserted at a player's pace by test_bot_budget.py)."""
    monkeypatch.setenv("CHANNEL_MESSAGES_PER_5S", "1000")
    monkeypatch.setenv("RENDER_PROCESSES", "0")


async def test_a_burst_of_moves_shows_the_newest_board_and_every_turns_last(
    world, driver, monkeypatch
):
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    lobby = (await alice.slash(channel, "play", game="push")).response
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    thread = channel.threads[-1]
    tables = env.bot.tables
    game_id = 1
    meter = RestMeter(env)
    meter.take()
    meter.calls.clear()

    # Discord (or the render pool) is slower than the clicks: a board message's edits are
    # held until the burst is over, so every step of a turn is waiting at once.
    pool, held = tables.publisher.renders, asyncio.Event()
    draw_now = pool.draw

    async def slow_draw(key, job):
        if len(key) == 2 and isinstance(key[1], int):  # an edit of a board message
            await held.wait()
        return await draw_now(key, job)

    monkeypatch.setattr(pool, "draw", slow_draw)

    # The moves reach the table service back to back, as many quick clicks (several
    # players, several games in one channel) would on Discord, with no pause at all.
    shown_last = {}  # board message id -> the last table shown on it
    in_turn = 0
    for _ in range(MOVES):
        table = await tables.table(game_id)
        if table.outcome is not None:
            break
        seat = table.humans_to_act()[0]
        key = table.game.ai_action(table.state, seat.seat).key
        before = table.row.board_message_id
        table = await tables.play(game_id, seat.user_id, table.version, key)
        in_turn += table.row.board_message_id == before
        shown_last[table.row.board_message_id] = table
    held.set()
    meter.take()
    for _ in range(30):  # the channel's 5-per-5-s window lets the rest through
        await env.advance_time(1)
        meter.take()  # stamped with the second it was made in
    await tables.publisher.flush()
    meter.take()
    calls = meter.calls

    edits = [c for c in calls if c.method == "PATCH" and c.channel == thread.id]
    assert in_turn > 5 and len(edits) < in_turn  # steps replaced by newer ones were skipped
    # (5 messages per 5 s is asserted at a player's pace by test_bot_budget.py: these
    # moves come from the test itself, outside SimCord's clock for the bot's work)
    messages = {message.id: message for message in thread.history()}
    for message_id, table in shown_last.items():
        message = messages[message_id]
        assert await message.attachments[0].read() == draw(BoardJob.of(table))
    newest = messages[table.row.board_message_id]
    assert newest.content == board_text(table, tables._shown[game_id])
    assert newest.components  # the current turn keeps its controls; the others lost theirs
    assert all(not messages[i].components for i in shown_last if i != newest.id)
