"""The turn clock end to end on SimCord with Passtally: time passes only through
`env.advance_time()` (no test sleeps), restarts go through `env.restart_bot()`."""

from __future__ import annotations

import discord
import pytest
from simcord import SetupError

from bot import create_bot
from bot.store import open_store
from bot.turns import game_default, reminder_lead, shown
from tests.bot.conftest import started

pytestmark = pytest.mark.both_databases

TURN = game_default("passtally")  # Passtally's default clock
REMIND = TURN - reminder_lead(TURN)  # a quarter of the time is left


async def open_table(channel, host, *guests, game="passtally"):
    lobby = (await host.slash(channel, "play", game=game)).response
    for guest in guests:
        await guest.click(lobby, label="Join")
    await host.click(lobby, label="Start")
    return lobby


def pings(place):
    return [m for m in place.history() if m.content.startswith("⏰")]


def archived(thread) -> bool:
    """The thread's state in SimCord's Discord (discord.py drops archived threads from
    its cache, so ask the simulated server)."""
    return thread._channel.thread_metadata.archived


async def stored(settings, game_id: int):
    store = await open_store(settings.database_url or str(settings.database_path))
    try:
        return await store.game(game_id), await store.seats(game_id), await store.moves(game_id)
    finally:
        await store.close()


async def test_one_reminder_then_the_ai_plays_the_late_turn(world, driver, settings):
    env, channel, m = world
    await open_table(channel, m["alice"], m["bob"])
    thread = channel.threads[-1]
    board = driver.board(thread)
    late = driver.to_act(board)
    assert "⏳ Deadline <t:" in board.content

    await env.advance_time(REMIND + 5)
    (ping,) = pings(thread)
    assert f"<@{late.id}>" in ping.content and "then the AI plays for you" in ping.content
    assert driver.board(thread).id == board.id  # nothing played yet
    await env.advance_time(TURN - REMIND - 10)
    assert len(pings(thread)) == 1  # once, not spam

    await env.advance_time(10)
    board = driver.board(thread)
    assert "ran out of time, so the AI played that for them (1 of 3 in a row)" in board.content
    assert len(pings(thread)) == 1
    _row, seats, moves = await stored(settings, 1)
    assert moves and all(mv.auto and mv.user_id is None for mv in moves)
    assert [s.timeouts for s in seats if s.user_id == late.id] == [1]


@pytest.mark.parametrize("name", ["passtally", "push", "formula", "pacman"])
async def test_a_time_out_in_every_game(world, driver, name):
    env, channel, m = world
    await open_table(channel, m["alice"], m["bob"], game=name)
    thread = channel.threads[-1]
    board = driver.board(thread)
    late = driver.to_act(board)
    assert late is not None and "⏳ Deadline <t:" in board.content
    await env.advance_time(game_default(name) + 1)  # each game's own default clock
    new = driver.board(thread)
    assert new.id != board.id or new.content != board.content
    content = "\n".join(msg.content for msg in thread.history())
    assert f"**{late.name}** ran out of time, so the AI played that for them" in content


async def test_three_time_outs_hand_the_seat_to_the_ai_and_rate_it(world, driver, settings):
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    await open_table(channel, alice, bob)
    thread = channel.threads[-1]
    for _ in range(80):  # bob is away; alice plays whenever the board asks her
        board = driver.board(thread)
        if "is over" in board.content:
            break
        if driver.to_act(board) is alice:
            await driver.act()
        else:
            await env.advance_time(TURN + 1)
    assert "is over" in board.content
    told = [msg.content for msg in thread.history() if "the AI plays your seat" in msg.content]
    assert len(told) == 1 and f"<@{bob.id}>" in told[0]
    assert "ran out of time: the AI took over" in board.content and "rating" in board.content
    r = await alice.slash(channel, "leaderboard", game="passtally")
    table = r.response.message.attachments[0].description
    assert "1. alice rating " in table and "2. bob rating " in table
    _row, seats, moves = await stored(settings, 1)
    assert seats[[s.user_id for s in seats].index(bob.id)].away
    assert sum(mv.auto for mv in moves) >= 3


async def test_a_deadline_pending_across_a_restart(world, driver, settings):
    env, channel, m = world
    await open_table(channel, m["alice"], m["bob"])
    thread = channel.threads[-1]
    board = driver.board(thread)
    await env.advance_time(100)
    await env.restart_bot(create_bot(settings))
    await env.advance_time(REMIND - 100 + 5)
    assert len(pings(thread)) == 1  # the reminder was re-armed from the database
    await env.advance_time(TURN - REMIND - 10)
    assert driver.board(thread).id == board.id
    await env.advance_time(10)
    assert "ran out of time" in driver.board(thread).content


async def test_deadlines_missed_while_down_get_a_whole_turn_again(world, driver, settings):
    env, channel, m = world
    alice, bob, carol = m["alice"], m["bob"], m["carol"]
    other = channel.guild.create_text_channel("more-games")
    await open_table(channel, alice, bob)  # game 1: deadline at TURN
    await env.advance_time(60)
    await open_table(other, carol, alice)  # game 2: deadline at TURN + 60 s
    lobby = (await bob.slash(channel, "play", game="passtally")).response  # expires at 3660 s
    first, second = channel.threads[-1], other.threads[-1]
    boards = driver.board(first).id, driver.board(second).id

    await env.bot.clock.stop()  # the bot is down: nothing runs for two hours
    await env.advance_time(7200)
    assert (driver.board(first).id, driver.board(second).id) == boards
    await env.restart_bot(create_bot(settings))

    # the bot, not the players, was away: nobody loses a turn at start-up; each game gets a
    # fresh board saying so, with a whole turn's countdown and a ping
    fresh_first, fresh_second = driver.board(first), driver.board(second)
    assert (fresh_first.id, fresh_second.id) != boards
    for board in (fresh_first, fresh_second):
        assert "I was offline" in board.content and "ran out of time" not in board.content
        assert "<@" in board.content.splitlines()[-1]
    assert pings(first) == pings(second) == []  # reminders for gone deadlines are dropped
    lobby = next(msg for msg in channel.history() if msg.id == lobby.id)
    assert "Expired" in lobby.content and lobby.components == []  # lobbies expire as ever
    await env.advance_time(60)
    assert (driver.board(first).id, driver.board(second).id) == (fresh_first.id, fresh_second.id)
    await env.advance_time(TURN)  # after the grace period the clock works as always
    late_first, late_second = driver.board(first), driver.board(second)
    assert "ran out of time" in late_first.content and "ran out of time" in late_second.content


async def test_a_lobby_nobody_starts_expires(world):
    env, channel, m = world
    lobby = (await m["alice"].slash(channel, "play", game="passtally")).response
    assert "This lobby closes <t:" in lobby.content
    await env.advance_time(3599)
    assert lobby.message.components
    await env.advance_time(2)
    message = next(msg for msg in channel.history() if msg.id == lobby.id)
    assert "⌛ Expired: nobody started it within 1 h." in message.content
    assert message.components == []


async def test_a_finished_games_thread_is_archived_later(world, driver):
    env, channel, m = world
    await open_table(channel, m["alice"], m["bob"])
    thread = channel.threads[-1]
    await m["bob"].slash(thread, "resign")
    assert "is over" in driver.board(thread).content
    await env.advance_time(1800)
    assert not archived(thread)
    await env.advance_time(1801)
    assert archived(thread)
    await m["alice"].click(driver.board(thread), label="Rematch")  # still works


async def test_the_clock_in_the_lobby_and_the_server_default(world):
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    lobby = (await alice.slash(channel, "play", game="passtally")).response
    assert f"Turn timer: {shown(TURN)} a turn; after 3 time-outs" in lobby.content
    await alice.select(lobby, ["60"], custom_id="lt:1:clock")
    assert "Turn timer: 60 s" in lobby.message.content
    assert "60-second turns: yes" in lobby.message.content  # the sheet's variant
    await alice.select(lobby, ["5"], custom_id="lt:1:afk")
    assert "after 5 time-outs" in lobby.message.content
    r = await bob.select(lobby, ["3600"], custom_id="lt:1:clock")
    assert r.response.ephemeral and "Only the host" in r.response.content

    with pytest.raises(SetupError, match="not visible"):
        await bob.slash(channel, "config", turn_timer=86400)
    admins = channel.guild.create_role("admins", permissions=discord.Permissions(manage_guild=True))
    dana = channel.guild.add_member(env.create_user("dana"), roles=[admins])
    r = await dana.slash(channel, "config", turn_timer=86400, timeouts=2)
    assert r.response.ephemeral and "24 h a turn" in r.response.content
    lobby = (await bob.slash(channel, "play", game="push")).response
    assert "Turn timer: 24 h a turn; after 2 time-outs" in lobby.content


async def test_a_new_shorter_deadline_wakes_the_sleeping_clock(world, driver):
    env, channel, m = world
    alice, bob, carol = m["alice"], m["bob"], m["carol"]
    slow = (await alice.slash(channel, "play", game="passtally")).response
    await alice.select(slow, ["86400"], custom_id="lt:1:clock")
    await bob.click(slow, label="Join")
    await alice.click(slow, label="Start")  # the clock now sleeps towards 24 h (or 1 h)
    await env.advance_time(10)
    other = channel.guild.create_text_channel("quick")
    fast = (await carol.slash(other, "play", game="passtally")).response
    await carol.select(fast, ["60"], custom_id="lt:2:clock")
    assert "60-second turns: yes" in fast.message.content  # the sheet's variant
    await alice.click(fast, label="Join")
    await carol.click(fast, label="Start")
    thread = other.threads[-1]
    await env.advance_time(61)
    assert "ran out of time" in driver.board(thread).content
    assert "ran out of time" not in driver.board(channel.threads[0]).content


async def test_a_later_deadline_leaves_the_sleeping_clock_asleep(world, driver, monkeypatch):
    """A move's new deadline lies a whole turn ahead: the clock, asleep until the
    reminder it knows of, need not read the store again for it."""
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    await started(channel, alice, bob)  # the clock sleeps towards alice's reminder
    await env.advance_time(10)
    store, reads = env.bot.tables.store, []
    next_due = store.next_due

    async def counted():
        reads.append(env.bot.tables.now())
        return await next_due()

    monkeypatch.setattr(store, "next_due", counted)
    for _ in range(2):  # alice's turn ends: bob's deadline, a whole turn from now
        await alice.click(driver.board(), label="Add 3")
    assert f"<@{bob.id}>" in driver.board().content.splitlines()[-1]
    assert reads == []
