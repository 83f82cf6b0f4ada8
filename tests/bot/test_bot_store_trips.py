"""Trips to the SQLite connection's thread per move, counted (every trip is a thread
hand-off that costs the bot's event loop CPU): a move is read on the loop (no trip), saved
in one trip (BEGIN to COMMIT, with the turn clock it leads to), and its board noted in
one. Their transactions still hold: a stale guard or a failing statement rolls the whole
of it back and leaves no transaction open, and the loop's reads see only what is
committed."""

from __future__ import annotations

import sqlite3

import pytest

from bot.errors import StaleButton
from bot.publisher import NullPublisher
from bot.store import SqliteStore
from bot.tables import Tables

ANN, BEN = 10, 11


@pytest.fixture
async def store(db_path, tiny_game):
    store = await SqliteStore.open(db_path)
    yield store
    await store.close()


def count_trips(store: SqliteStore, monkeypatch) -> list[str]:
    """Each trip to the connection's thread, by the function it runs there."""
    trips: list[str] = []
    execute = store._db._execute

    async def counting(function, *args, **kwargs):
        trips.append(function.__name__)
        return await execute(function, *args, **kwargs)

    monkeypatch.setattr(store._db, "_execute", counting)
    return trips


async def started(tables: Tables):
    table = await tables.open_lobby(guild_id=1, channel_id=2, user_id=ANN, name="ann", game="tiny")
    await tables.join(table.id, BEN, "ben")
    return await tables.start(table.id, ANN)


async def test_a_move_takes_two_trips_a_new_turn_too(store, monkeypatch):
    tables = Tables(store, NullPublisher(), seeds=lambda: 7)
    table = await started(tables)
    trips = count_trips(store, monkeypatch)

    table = await tables.play(table.id, ANN, table.version, "add-1")  # ann's first action
    assert trips == ["_steps_on", "_run_on"]  # save the move; note the board
    trips.clear()
    table = await tables.play(table.id, ANN, table.version, "add-1")  # her turn ends
    assert len(trips) == 2  # ben's deadline is saved with the move
    saved = (await tables.table(table.id)).row
    assert saved.clock_for == "1:1" and saved.deadline == table.row.deadline is not None
    trips.clear()
    with pytest.raises(StaleButton):
        await tables.play(table.id, ANN, 0, "add-1")
    assert trips == []  # a stale click reads (on the loop) and writes nothing

    moves = await store.moves(table.id)
    assert [(m.seat, m.action) for m in moves] == [(0, "add-1"), (0, "add-1")]
    assert (await tables.table(table.id)).row.board_version == table.version == 2


async def test_a_stale_save_writes_nothing_and_leaves_no_transaction_open(store, monkeypatch):
    tables = Tables(store, NullPublisher(), seeds=lambda: 7)
    table = await started(tables)
    state = table.state.model_dump_json()
    trips = count_trips(store, monkeypatch)
    saved = await store.record_move(
        table.id, version=table.version + 5, state=state, seat=0, user_id=ANN, action="add-1"
    )
    assert saved is False and len(trips) == 1
    assert not store._db.in_transaction
    assert await store.moves(table.id) == []
    assert (await store.game(table.id)).version == table.version
    # the next save on the same connection works
    assert await store.record_move(
        table.id, version=table.version, state=state, seat=0, user_id=ANN, action="add-1"
    )
    assert [m.seq for m in await store.moves(table.id)] == [1]


async def test_a_failing_statement_rolls_the_whole_transaction_back(store):
    tables = Tables(store, NullPublisher(), seeds=lambda: 7)
    table = await started(tables)
    with pytest.raises(sqlite3.IntegrityError):
        async with store._transaction() as tx:
            await tx.guard(
                "UPDATE games SET version = version + 1 WHERE id = ? AND version = ?",
                table.id,
                table.version,
            )
            await tx.later(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, 0, 1, 'x')", table.id
            )  # seat 0 is taken
    assert not store._db.in_transaction
    assert (await store.game(table.id)).version == table.version
    assert [s.name for s in await store.seats(table.id)] == ["ann", "ben"]


async def test_the_loops_reads_see_what_is_committed_and_only_that(store):
    tables = Tables(store, NullPublisher(), seeds=lambda: 7)
    table = await started(tables)
    async with store._transaction() as tx:
        await tx.run("UPDATE games SET version = 99 WHERE id = ?", table.id)
        assert (await tx.one("SELECT version FROM games WHERE id = ?", table.id))[0] == 99
        assert (await store.game(table.id)).version == table.version  # not committed yet
    assert (await store.game(table.id)).version == 99
