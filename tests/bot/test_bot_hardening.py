"""Hardening end to end (issue 13), on SimCord: every click gets an answer, old and forged
buttons are refused readably, names are escaped and only the intended users are pinged,
/board is limited and silent, a click counts only in its own server, shutdown lets
running handlers finish, and a board that could not be posted catches up."""

from __future__ import annotations

import asyncio
import sqlite3

import discord

from bot.ui.lobby import LobbyButton, LobbyOption, LobbyTimer
from tests.bot.conftest import private, started

NASTY = "**Mallory** @everyone <@&1> [x](https://e.vil)\u200b"


async def bot_post(env, channel, *items: discord.ui.Item, text="old"):
    """A message from the bot with these components, as an older version (or a forger)
    could have left; the view is forgotten at once, like one from before a restart."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    message = await env.bot.get_channel(channel.id).send(text, view=view)
    view.stop()
    return next(m for m in channel.history() if m.id == message.id)


# -- 5: one error handler for every click -------------------------------------------------
async def test_a_click_that_fails_gets_a_private_answer(world, driver, db_path):
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    await started(channel, alice, bob)
    board = driver.board()
    await env.bot.tables.store._db.execute("PRAGMA busy_timeout = 0")
    blocker = sqlite3.connect(db_path, isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")  # the database refuses writes: the click fails
    try:
        result = await alice.click(board, label="Add 1")
    finally:
        blocker.rollback()
        blocker.close()
    assert "Something went wrong on my side" in private(result)
    env.errors.clear()  # the failure was logged on purpose
    await alice.click(driver.board(), label="Add 1")  # and the game goes on
    assert (await env.bot.tables.table(1)).version == 1


async def test_an_unknown_button_points_to_the_newest_board(world, driver):
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    await started(channel, alice, bob)
    board = driver.board()
    old = discord.ui.Button(label="Add 1", custom_id="move:1:0:add-1")  # an older format
    message = await bot_post(env, channel, old)
    answer = private(await alice.click(message, custom_id="move:1:0:add-1"))
    assert "older board" in answer and f"/{board.id}" in answer
    nothing = discord.ui.Button(label="?", custom_id="zz-not-ours")
    message = await bot_post(env, channel, nothing)
    assert "older board" in private(await alice.click(message, custom_id="zz-not-ours"))


async def test_forged_menu_values_get_a_readable_refusal(world):
    env, channel, m = world
    alice = m["alice"]
    lobby = (await alice.slash(channel, "play", game="tiny")).response
    timer = discord.ui.Select(options=[discord.SelectOption(label="x", value="soon")])
    message = await bot_post(env, channel, LobbyTimer(1, "clock", timer))
    custom_id = message.components[0].children[0].custom_id
    answer = private(await alice.select(message, ["soon"], custom_id=custom_id))
    assert answer == "That is not a choice this menu offers."

    option = discord.ui.Select(options=[discord.SelectOption(label="x", value="99")])
    message = await bot_post(env, channel, LobbyOption(1, "target", option))
    custom_id = message.components[0].children[0].custom_id
    answer = private(await alice.select(message, ["99"], custom_id=custom_id))
    assert "99 is not a choice for" in answer
    assert "pydantic" not in answer and "http" not in answer and len(answer) < 200
    assert "Target" not in lobby.message.content or "99" not in lobby.message.content


def test_an_unknown_game_name_is_echoed_cut_short():
    from bot.commands.play import rules_of
    from bot.errors import TableError

    try:
        rules_of("x" * 3000)
    except TableError as error:
        assert len(error.message) < 300 and "x" * 40 not in error.message
    else:
        raise AssertionError("no refusal")


# -- 9: names, pings, /board, other servers -----------------------------------------------
async def test_names_are_escaped_and_only_the_players_to_act_are_pinged(world, driver):
    env, channel, m = world
    alice = m["alice"]
    mallory = channel.guild.add_member(env.create_user("mallory"), nick=NASTY)
    await started(channel, alice, mallory)
    thread = channel.threads[-1]
    board = driver.board(thread)
    assert "**Mallory**" not in board.content and "\\*\\*Mallory" in board.content
    assert "\u200b" not in board.content.replace("@\u200beveryone", "")
    assert "[x](https" not in board.content
    stored = env.backend.get_message(thread.id, board.id)
    assert stored.ping_user_ids == [alice.id] and not stored.mention_everyone
    assert stored.ping_role_ids == []
    await alice.click(board, label="Add 3")
    await alice.click(driver.board(thread), label="Add 3")
    board = driver.board(thread)
    assert env.backend.get_message(thread.id, board.id).ping_user_ids == [mallory.id]


async def test_board_is_silent_and_limited(world, driver):
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    await started(channel, alice, bob)
    thread = channel.threads[-1]
    assert "posted again" in private(await bob.slash(thread, "board"))
    board = driver.board(thread)
    assert env.backend.get_message(thread.id, board.id).ping_user_ids == []
    assert "less than a minute ago" in private(await bob.slash(thread, "board"))
    assert driver.board(thread).id == board.id
    await env.advance_time(61)
    assert "posted again" in private(await bob.slash(thread, "board"))


async def test_a_click_counts_only_in_the_server_of_its_game(world):
    env, channel, m = world
    alice = m["alice"]
    await alice.slash(channel, "play", game="tiny")  # game 1, in the first server
    other = env.create_guild(name="Elsewhere")
    there = other.create_text_channel("games")
    eve = other.add_member(env.create_user("eve"))
    join = discord.ui.Button(label="Join")
    message = await bot_post(env, there, LobbyButton(1, "join", join))
    answer = private(await eve.click(message, label="Join"))
    assert "another server" in answer
    assert [s.user_id for s in (await env.bot.tables.table(1)).seats] == [alice.id]


# -- 6: shutdown and reconciliation ------------------------------------------------------
async def test_shutdown_lets_running_clicks_finish_before_closing_the_store(world, driver):
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    await started(channel, alice, bob)
    board = driver.board()
    bot = env.bot
    bot.clicks.enter()  # a click handler is still running
    closing = asyncio.create_task(bot.close())
    while not bot.clicks.closing:  # close() has begun: it refuses new work
        await asyncio.sleep(0)
    assert not closing.done()
    assert (await bot.tables.table(1)).version == 0  # the store is still open for it
    assert "restarting" in private(await alice.click(board, label="Add 1"))  # no new clicks
    bot.clicks.leave()
    await asyncio.wait_for(closing, 15)
    env.errors.clear()


async def test_a_slash_command_during_shutdown_says_the_bot_is_restarting(world):
    env, channel, m = world
    bot = env.bot
    bot.clicks.enter()  # a click handler is still running: the bot is closing
    closing = asyncio.create_task(bot.close())
    while not bot.clicks.closing:  # close() has begun: it refuses new work
        await asyncio.sleep(0)
    answer = private(await m["alice"].slash(channel, "play", game="tiny"))
    assert "restarting" in answer
    assert await bot.tables.store.game(1) is None  # nothing was opened
    bot.clicks.leave()
    await asyncio.wait_for(closing, 15)
    env.errors.clear()


async def test_a_stale_board_is_replaced_when_someone_clicks_it(world, driver, db_path):
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    await started(channel, alice, bob)
    thread = channel.threads[-1]
    board = driver.board(thread)
    tables = env.bot.tables
    table = await tables.table(1)
    state = table.game.apply(table.state, 0, table.game.parse_action("add-1"))
    await tables.store.record_move(  # saved by a handler the restart cut short
        1, version=0, state=state.model_dump_json(), seat=0, user_id=alice.id, action="add-1"
    )
    answer = private(await alice.click(board, label="Add 1"))
    assert "newest board" in answer
    fresh = driver.board(thread)
    assert fresh.id != board.id
    await alice.click(fresh, label="Add 1")  # the fresh board works
    assert (await tables.table(1)).version == 2
