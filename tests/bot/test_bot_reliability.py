"""Reliability at the service level (issue 13): the clock survives a failing store, a
time-out is one transaction, a broken game never stops the others, deadlines missed while
the bot was down get a grace period, lobbies always expire, boards catch up with the state.
A fake wall clock and the real SQLite store; no Discord."""

from __future__ import annotations

import asyncio
import logging
import sqlite3

from bot import clock as clock_module
from bot.clock import TurnClock
from bot.publisher import NullPublisher
from bot.store import SqliteStore, Status
from bot.tables import Tables
from bot.turns import LOBBY_SECONDS

ANN, BEN, CAT = 10, 11, 12
START = 1_800_000_000.0
HANG = 60.0  # seconds of waiting before a test is called hung


class FakeClock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> float:
        return self.now


async def until(condition, guard: float = HANG) -> None:
    """Wait until `condition()` holds while the store's thread and the scheduler work: how
    fast they are never decides the verdict; `guard` only stops a hang."""
    waited = 0.0
    while not condition():
        assert waited < guard, "still waiting after the hang guard"
        await asyncio.sleep(0.01)
        waited += 0.01


async def bot_on(db_path, clock):
    """The store, service and scheduler as the bot wires them (a fresh start)."""
    store = await SqliteStore.open(db_path, clock)
    publisher = NullPublisher()
    tables = Tables(store, publisher, seeds=lambda: 7, now=clock)
    return store, publisher, tables, TurnClock(tables)


async def started(tables, *others, target=None):
    table = await tables.open_lobby(guild_id=1, channel_id=2, user_id=ANN, name="ann", game="tiny")
    if target is not None:
        await tables.set_option(table.id, ANN, "target", target)
    for user, name in others:
        await tables.join(table.id, user, name)
    return await tables.start(table.id, ANN)


# -- 1: the scheduler can never stay dead -------------------------------------------------
async def test_the_clock_survives_a_failing_store_and_says_it_recovered(
    db_path, tiny_game, caplog, monkeypatch
):
    monkeypatch.setattr(clock_module, "FIRST_BACKOFF", 0.05)
    clock = FakeClock()
    store, _publisher, tables, scheduler = await bot_on(db_path, clock)
    table = await started(tables, (BEN, "ben"))
    await store._db.execute("PRAGMA busy_timeout = 0")  # fail at once, not in 5 s
    clock.now = table.row.deadline + 1  # the time-out is due...

    blocker = sqlite3.connect(db_path, isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")  # ...and the database refuses every write
    caplog.set_level(logging.INFO, logger="bot.clock")
    scheduler.start()
    try:
        await until(lambda: scheduler.failures >= 2)
        assert scheduler.running  # failing, retrying, alive
        assert (await tables.table(table.id)).row.deadline is not None  # nothing dropped
        blocker.rollback()  # the disk has room again
        await until(lambda: scheduler.failures == 0)
        assert scheduler.running
        assert any("recovered" in r.getMessage() for r in caplog.records)
        moves = await store.moves(table.id)
        assert moves and all(m.auto for m in moves)  # the time-out happened after all
    finally:
        blocker.close()
        await scheduler.stop()
        await store.close()


# -- 2: a time-out is one transaction -----------------------------------------------------
async def test_a_time_out_is_one_transaction(db_path, tiny_game):
    clock = FakeClock()
    store, _publisher, tables, _scheduler = await bot_on(db_path, clock)
    table = await started(tables, (BEN, "ben"))
    statements: list[str] = []
    await store._db.set_trace_callback(statements.append)
    clock.now = table.row.deadline + 1
    assert await tables.time_out(table.id, table.version)
    await store._db.set_trace_callback(None)
    # everything the time-out wrote comes before the first COMMIT
    first_commit = next(n for n, s in enumerate(statements) if s.strip() == "COMMIT")
    written = [s for s in statements[:first_commit] if s.lstrip().startswith(("INSERT", "UPDATE"))]
    assert any("INSERT INTO moves" in s for s in written)
    assert any("timeouts = timeouts + 1" in s for s in written)
    assert any("deadline" in s for s in written)
    after = await tables.table(table.id)
    assert [m.auto for m in await store.moves(table.id)] == [True, True]
    assert after.seats[0].timeouts == 1 and after.row.deadline == clock.now + 300
    await store.close()


async def test_a_crash_between_a_move_and_its_deadline_is_repaired_at_start_up(db_path, tiny_game):
    """Killed after a move was saved but before the next player's deadline was set: the
    old deadline must not time the next player out a second into their turn."""
    clock = FakeClock()
    store, _publisher, tables, _scheduler = await bot_on(db_path, clock)
    table = await started(tables, (BEN, "ben"))
    old_deadline = table.row.deadline
    state = table.state
    for _ in range(2):  # ann's two actions, saved as the service would, then the crash
        action = table.game.parse_action("add-1")
        state = table.game.apply(state, 0, action)
        assert await store.record_move(
            table.id,
            version=table.version,
            state=state.model_dump_json(),
            seat=0,
            user_id=ANN,
            action="add-1",
        )
        table = await tables.table(table.id)
    await store.close()

    clock.now = old_deadline - 1  # restarted just before ann's old deadline
    store, _publisher, tables, scheduler = await bot_on(db_path, clock)
    await tables.resume()
    table = await tables.table(table.id)
    assert [s.user_id for s in table.humans_to_act()] == [BEN]
    assert table.row.deadline == clock.now + 300  # ben gets his whole turn
    clock.now += 2
    await scheduler.catch_up()
    assert not any(m.auto for m in await store.moves(table.id))
    clock.now += 300
    await scheduler.catch_up()  # and the clock works: now ben times out
    assert [m.auto for m in await store.moves(table.id)][-2:] == [True, True]
    await store.close()


# -- 4: a broken game is closed; it stops nothing else ------------------------------------
async def test_a_missing_seat_row_closes_that_game_and_recovery_goes_on(db_path, tiny_game):
    clock = FakeClock()
    store, _publisher, tables, _scheduler = await bot_on(db_path, clock)
    broken = await started(tables, (BEN, "ben"))
    broken = await tables.play(broken.id, ANN, broken.version, "add-1")
    broken = await tables.play(broken.id, ANN, broken.version, "add-1")  # ben (seat 1) to act
    other = await started(tables, (CAT, "cat"))
    # the other game owes an AI move (as after a crash): recovery must reach it
    with sqlite3.connect(db_path) as db:
        db.execute("DELETE FROM seats WHERE game_id = ? AND seat = 1", (broken.id,))
        db.execute(
            "UPDATE seats SET user_id = NULL, name = 'AI 1' WHERE game_id = ? AND seat = 0",
            (other.id,),
        )
    await store.close()

    store, publisher, tables, scheduler = await bot_on(db_path, clock)
    assert await tables.resume() >= 1
    assert (await store.game(broken.id)).status is Status.ABANDONED
    assert any("could not be read" in text for text in publisher.said)
    other = await tables.table(other.id)
    assert [s.user_id for s in other.humans_to_act()] == [CAT]  # the AI moved there
    clock.now = other.row.deadline + 1
    await scheduler.catch_up()  # the clock runs for the others
    assert (await tables.table(other.id)).seats[1].timeouts == 1
    await store.close()


# -- 7: downtime is the bot's fault, not the players' ------------------------------------
async def test_deadlines_missed_while_down_get_a_grace_period(db_path, tiny_game):
    clock = FakeClock()
    store, _publisher, tables, _scheduler = await bot_on(db_path, clock)
    games = [await started(tables, (BEN, "ben")) for _ in range(3)]
    await store.close()

    clock.now += 3 * 3600  # down for three hours: every deadline passed
    store, publisher, tables, scheduler = await bot_on(db_path, clock)
    await tables.resume()
    assert await scheduler.catch_up() == 0  # nobody loses a turn at start-up
    for game in games:
        table = await tables.table(game.id)
        assert table.row.deadline == clock.now + 300 and await store.moves(game.id) == []
    told = [text for text in publisher.shown if "offline" in text]  # on a fresh board each
    assert len(told) == 3 and all(f"<t:{int(clock.now) + 300}:R>" in text for text in told)
    clock.now += 301
    await scheduler.catch_up()  # after the grace period the clock works as always
    for game in games:
        assert [m.auto for m in await store.moves(game.id)] == [True, True]
    await store.close()


# -- 8: every lobby expires -------------------------------------------------------------
async def test_a_lobby_is_created_with_its_expiry(db_path, tiny_game):
    clock = FakeClock()
    store, _publisher, tables, _scheduler = await bot_on(db_path, clock)
    game_id = await store.create_lobby(
        guild_id=1,
        channel_id=2,
        host_id=ANN,
        host_name="ann",
        game="tiny",
        options="{}",
        seed=1,
        expires_at=tables.timer.expiry(),
    )  # /play cut short right here: no clock, no lobby message
    assert (await store.game(game_id)).deadline == START + LOBBY_SECONDS
    await store.close()


async def test_a_lobby_left_without_an_expiry_gets_one_at_start_up(db_path, tiny_game):
    clock = FakeClock()
    store, _publisher, tables, _scheduler = await bot_on(db_path, clock)
    lobby = await tables.open_lobby(guild_id=1, channel_id=2, user_id=ANN, name="a", game="tiny")
    await store.set_deadline(lobby.id, None)  # as an older version's interrupted /play left it
    await store.close()

    store, publisher, tables, scheduler = await bot_on(db_path, clock)
    await tables.resume()
    clock.now += LOBBY_SECONDS + 1
    await scheduler.catch_up()
    assert (await store.game(lobby.id)).status is Status.ABANDONED
    assert publisher.expired == [lobby.id]
    await store.close()


# -- 6: a board always catches up with the saved state -----------------------------------
class FlakyPublisher(NullPublisher):
    """Posting boards fails while `down` (Discord answering 500s)."""

    down = False

    async def post_board(self, table, events, *, ping=True):
        if self.down:
            raise RuntimeError("Discord answered 500")
        return await super().post_board(table, events, ping=ping)

    async def edit_board(self, table, events):
        if self.down:
            raise RuntimeError("Discord answered 500")
        return await super().edit_board(table, events)


async def test_a_board_that_failed_is_posted_again(db_path, tiny_game, monkeypatch):
    from bot.tables import service

    monkeypatch.setattr(service, "REPOST_DELAYS", (0.0,))  # retried at every turn of the loop
    clock = FakeClock()
    store = await SqliteStore.open(db_path, clock)
    publisher = FlakyPublisher()
    tables = Tables(store, publisher, seeds=lambda: 7, now=clock)
    table = await started(tables, (BEN, "ben"))
    publisher.down = True
    table = await tables.play(table.id, ANN, table.version, "add-1")
    table = await tables.play(table.id, ANN, table.version, "add-1")  # saved, not shown
    row = await store.game(table.id)
    assert row.board_version != row.version
    retrying = tables._retries[table.id]  # it tries on, however often it fails...
    for _ in range(20):
        await asyncio.sleep(0)
    assert not retrying.done() and (await store.game(table.id)).board_version != row.version
    publisher.down = False
    await asyncio.wait_for(retrying, 60)  # ...until the board shows (60 s: a hang guard)
    row = await store.game(table.id)
    assert row.board_version == row.version and row.board_message_id is not None
    await tables.close()
    await store.close()


async def test_a_board_older_than_the_state_is_posted_at_start_up(db_path, tiny_game):
    clock = FakeClock()
    store, _publisher, tables, _scheduler = await bot_on(db_path, clock)
    table = await started(tables, (BEN, "ben"))
    state = table.game.apply(table.state, 0, table.game.parse_action("add-1"))
    await store.record_move(  # saved, then killed before the board was edited
        table.id,
        version=table.version,
        state=state.model_dump_json(),
        seat=0,
        user_id=ANN,
        action="add-1",
    )
    await store.close()

    store, publisher, tables, _scheduler = await bot_on(db_path, clock)
    await tables.resume()
    row = await store.game(table.id)
    assert row.board_version == row.version == 1 and publisher.boards == 1
    await store.close()


# -- 9: /board is limited -----------------------------------------------------------------
async def test_board_is_limited_to_once_a_minute_a_game(db_path, tiny_game):
    from bot.errors import TableError

    clock = FakeClock()
    store, _publisher, tables, _scheduler = await bot_on(db_path, clock)
    table = await started(tables, (BEN, "ben"))
    await tables.repost(table.id)
    clock.now += 30
    try:
        await tables.repost(table.id)
    except TableError as error:
        assert "less than a minute ago" in error.message
    else:
        raise AssertionError("a second /board within a minute was accepted")
    clock.now += 31
    await tables.repost(table.id)
    await store.close()
