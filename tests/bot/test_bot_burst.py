"""Moves faster than Discord takes messages: only the newest board of a turn is sent, each
turn's final board always is, and the game's thread never gets more than 5 messages in
5 seconds (the bot waits for room itself instead of running into 429s)."""

from __future__ import annotations

import asyncio

import pytest

from bot.boards import BoardJob, draw
from bot.ui.status import board_text
from tests.bot.budget import RestMeter, peak_per_channel

MOVES = 80  # 8-11 turns: each turn's own board alone is more than one window's worth
MOST_SECONDS = 180  # virtual: the burst's messages at 5 per 5 s take well under that


@pytest.fixture(autouse=True)
def quick_test_bots(monkeypatch):
    """As on Discord: 5 messages per 5 s a channel (boards drawn in a thread)."""
    monkeypatch.setenv("CHANNEL_MESSAGES_PER_5S", "5")
    monkeypatch.setenv("RENDER_PROCESSES", "0")


async def test_a_burst_of_moves_shows_the_newest_board_and_every_turns_last(world):
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

    # The moves reach the table service back to back, as many quick clicks (several
    # players, several games in one channel) would on Discord, with no pause at all. They
    # run as the bot's own work (an event's handler, as a click's is), so the bot waits
    # for a channel slot on SimCord's clock, which the test moves a second at a time.
    shown_last = {}  # board message id -> the last table shown on it
    in_turn = 0
    done = asyncio.Event()

    async def burst(message) -> None:
        nonlocal in_turn
        if message.author.id != alice.id:  # its content is hidden: no message intent
            return
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
        await tables.publisher.flush()
        done.set()

    env.bot.add_listener(burst, "on_message")
    await alice.send(thread, "burst")
    for _ in range(MOST_SECONDS):
        meter.take()  # stamped with the second it was made in
        if done.is_set():
            break
        await env.advance_time(1)
    assert done.is_set(), "the burst's boards were still waiting"
    calls = meter.calls

    writes = [c for c in calls if c.is_write and c.channel == thread.id]
    edits = [c for c in writes if c.method == "PATCH"]
    print(
        f"\n{len(shown_last)} turns, {in_turn} moves inside a turn: {len(edits)} edits, "
        f"{len(writes)} messages in the thread within {calls[-1].at - calls[0].at:.0f} s; "
        f"peak in 5 s: {peak_per_channel(calls, 'is_write')}"
    )
    assert in_turn > 5 and len(edits) < in_turn  # steps replaced by newer ones were skipped
    assert len(shown_last) > 5, "too few turns: the limit would have nothing to hold back"
    assert len(writes) > 5  # more than one window's worth: the limit had work to do
    assert peak_per_channel(calls, "is_write") <= 5
    messages = {message.id: message for message in thread.history()}
    for message_id, table in shown_last.items():
        message = messages[message_id]
        assert await message.attachments[0].read() == draw(BoardJob.of(table))
    newest = messages[table.row.board_message_id]
    assert newest.content == board_text(table, tables._shown[game_id])
    assert newest.components  # the current turn keeps its controls; the others lost theirs
    assert all(not messages[i].components for i in shown_last if i != newest.id)
