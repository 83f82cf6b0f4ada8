"""The table service and the store without Discord (NullPublisher), on the tiny game."""

from __future__ import annotations

import asyncio
import sqlite3

import aiosqlite
import pytest

from bot.errors import (
    LobbyRefusal,
    NotAPlayer,
    NotHost,
    NotRunning,
    NotYourTurnYet,
    RuleBroken,
    StaleButton,
)
from bot.publisher import NullPublisher
from bot.store import SqliteStore, Status, open_store
from bot.store.migrations import MIGRATIONS
from bot.tables import Tables

pytestmark = pytest.mark.both_databases

ANN, BEN, CAT = 10, 11, 12


@pytest.fixture
async def tables(database_url, tiny_game):
    store = await open_store(database_url)
    yield Tables(store, NullPublisher(), seeds=lambda: 7)
    await store.close()


async def started(tables, *others, ai=0):
    table = await tables.open_lobby(guild_id=1, channel_id=2, user_id=ANN, name="ann", game="tiny")
    for user, name in others:
        await tables.join(table.id, user, name)
    for _ in range(ai):
        await tables.add_ai(table.id, ANN)
    return await tables.start(table.id, ANN)


async def finish(tables, table):
    """Both humans add 3 until the end."""
    while table.row.status is Status.ACTIVE:
        (seat,) = table.humans_to_act()
        table = await tables.play(table.id, seat.user_id, table.version, "add-3")
    return table


async def test_a_move_bumps_the_version_and_a_stale_click_changes_nothing(tables):
    table = await started(tables, (BEN, "ben"))
    assert table.version == 0
    table = await tables.play(table.id, ANN, 0, "add-1")
    assert table.version == 1
    with pytest.raises(StaleButton, match="out of date"):
        await tables.play(table.id, ANN, 0, "add-1")
    assert len(await tables.store.moves(table.id)) == 1


async def test_two_clicks_at_once_play_one_move(tables):
    table = await started(tables, (BEN, "ben"))
    results = await asyncio.gather(
        tables.play(table.id, ANN, 0, "add-2"),
        tables.play(table.id, ANN, 0, "add-2"),
        return_exceptions=True,
    )
    assert sum(isinstance(r, StaleButton) for r in results) == 1
    assert [m.action for m in await tables.store.moves(table.id)] == ["add-2"]


async def test_who_may_click(tables):
    table = await started(tables, (BEN, "ben"))
    with pytest.raises(NotAPlayer, match="between other people"):
        await tables.play(table.id, CAT, 0, "add-1")
    with pytest.raises(NotYourTurnYet, match="not your turn: waiting for ann"):
        await tables.play(table.id, BEN, 0, "add-1")
    with pytest.raises(StaleButton, match="not a move of this game"):
        await tables.play(table.id, ANN, 0, "chess-e4")
    with pytest.raises(RuleBroken, match="You may add 1 to 3, not 99"):
        await tables.play(table.id, ANN, 0, "add-99")
    assert await tables.store.moves(table.id) == []


async def test_the_state_is_rebuilt_from_seed_and_moves(tables, tiny_game):
    table = await started(tables, (BEN, "ben"), ai=1)
    table = await finish(tables, table)
    state = tiny_game.setup(3, table.row.seed, tiny_game.Options())
    for move in await tables.store.moves(table.id):
        state = tiny_game.apply(state, move.seat, tiny_game.parse_action(move.action))
    assert state == table.state
    assert any(m.user_id is None for m in await tables.store.moves(table.id))  # the AI moved


async def test_results_and_ratings(tables):
    table = await finish(tables, await started(tables, (BEN, "ben")))
    assert table.row.status is Status.FINISHED
    results = await tables.store.results(table.id)
    assert [(r.user_id, r.rank) for r in results] == [(ANN, 1), (BEN, 2)]
    ann, ben = sorted(await tables.store.ratings(1, "tiny", [ANN, BEN]), key=lambda r: r.user_id)
    assert ann.mu > 25 > ben.mu and ann.wins == 1 and ben.games == 1
    assert ann.best_score == 12
    with pytest.raises(NotRunning, match="over"):
        await tables.play(table.id, BEN, table.version, "add-1")
    board = await tables.store.leaderboard(1, "tiny")
    assert [r.user_id for r in board] == [ANN, BEN]


async def test_a_game_against_the_ai_is_rated_and_a_solo_game_is_no_win(tables):
    table = await started(tables, ai=1)
    while table.row.status is Status.ACTIVE:
        table = await tables.play(table.id, ANN, table.version, "add-1")
    (ann,) = await tables.store.ratings(1, "tiny", [ANN])
    ranks = {r.user_id: r.rank for r in await tables.store.results(table.id)}
    assert ranks[ANN] == 2 and ann.mu < 25.0  # the AI (a newcomer's strength) beat her
    assert (ann.games, ann.wins, ann.solo_games) == (1, 0, 0)

    table = await started(tables)  # alone: the first to the target wins, but nobody lost
    while table.row.status is Status.ACTIVE:
        table = await tables.play(table.id, ANN, table.version, "add-3")
    (solo,) = await tables.store.ratings(1, "tiny", [ANN])
    assert (solo.mu, solo.sigma) == (ann.mu, ann.sigma)  # a solo game leaves the rating
    assert (solo.games, solo.wins, solo.solo_games, solo.games_with_others) == (2, 0, 1, 1)
    assert solo.best_score == 12


async def test_resigning_between_two_ends_the_game(tables):
    table = await started(tables, (BEN, "ben"))
    table = await tables.resign(table.id, BEN)
    assert table.row.status is Status.FINISHED
    ranks = {r.user_id: (r.rank, r.resigned) for r in await tables.store.results(table.id)}
    assert ranks == {ANN: (1, False), BEN: (2, True)}
    with pytest.raises(NotRunning):
        await tables.resign(table.id, ANN)


async def test_resigning_among_three_hands_the_seat_to_the_ai(tables):
    table = await started(tables, (BEN, "ben"), (CAT, "cat"))
    table = await tables.play(table.id, ANN, 0, "add-1")
    table = await tables.play(table.id, ANN, 1, "add-1")
    table = await tables.resign(table.id, BEN)  # ben was to act: the AI plays for him
    assert table.row.status is Status.ACTIVE
    assert [s.user_id for s in table.humans_to_act()] == [CAT]
    with pytest.raises(NotAPlayer, match="resigned"):
        await tables.play(table.id, BEN, table.version, "add-1")
    table = await finish(tables, table)
    ranks = {r.user_id: r.rank for r in await tables.store.results(table.id)}
    assert ranks[BEN] == 3


async def test_lobby_rules(tables):
    table = await tables.open_lobby(guild_id=1, channel_id=2, user_id=ANN, name="ann", game="tiny")
    with pytest.raises(LobbyRefusal, match="already in"):
        await tables.join(table.id, ANN, "ann")
    with pytest.raises(LobbyRefusal, match="not in this game"):
        await tables.leave(table.id, BEN)
    with pytest.raises(LobbyRefusal, match="host can't leave"):
        await tables.leave(table.id, ANN)
    with pytest.raises(NotHost):
        await tables.add_ai(table.id, BEN)
    with pytest.raises(LobbyRefusal, match="99 is not a choice for target"):
        await tables.set_option(table.id, ANN, "target", 99)
    with pytest.raises(LobbyRefusal, match="no AI seat"):
        await tables.remove_ai(table.id, ANN)
    await tables.add_ai(table.id, ANN)
    table = await tables.remove_ai(table.id, ANN)
    assert table.names == ["ann"]
    for _ in range(3):
        await tables.add_ai(table.id, ANN)
    with pytest.raises(LobbyRefusal, match="full"):
        await tables.join(table.id, BEN, "ben")
    await tables.start(table.id, ANN)
    with pytest.raises(NotRunning, match="lobby is closed"):
        await tables.join(table.id, BEN, "ben")


async def test_abandon(tables):
    table = await started(tables, (BEN, "ben"))
    with pytest.raises(NotHost):
        await tables.abandon(table.id, BEN)
    table = await tables.abandon(table.id, BEN, manager=True)
    assert table.row.status is Status.ABANDONED
    assert await tables.store.results(table.id) == []


async def test_schema(db_path):
    store = await SqliteStore.open(db_path)
    await store.close()
    store = await SqliteStore.open(db_path)  # a second open migrates nothing
    await store.close()
    async with aiosqlite.connect(db_path) as db:
        assert (await (await db.execute("PRAGMA user_version")).fetchone())[0] == len(MIGRATIONS)
        assert (await (await db.execute("PRAGMA journal_mode")).fetchone())[0] == "wal"
        await db.execute(
            "INSERT INTO games (guild_id, channel_id, game, status, host_id, seed,"
            " created_at, updated_at) VALUES (1, 1, 'x', 'active', 1, 1, 0, 0)"
        )
        await db.execute(
            "INSERT INTO moves (game_id, seq, seat, user_id, action, at)"
            " VALUES (1, 1, 0, NULL, 'k', 0)"
        )
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            await db.execute("UPDATE moves SET action = 'j'")


async def test_after_a_crash_the_ai_plays_the_moves_it_owed(tables, tiny_game):
    table = await started(tables, ai=1)
    table = await tables.play(table.id, ANN, 0, "add-1")
    # the process dies right after saving ann's last action of the turn, before the AI moved
    state = tiny_game.apply(table.state, 0, tiny_game.parse_action("add-1"))
    await tables.store.record_move(
        table.id, version=1, state=state.model_dump_json(), seat=0, user_id=ANN, action="add-1"
    )
    assert (await tables.table(table.id)).to_act() == [1]
    assert await tables.resume(guild_ids={99}) == 0  # another bot's server: left alone
    assert (await tables.table(table.id)).to_act() == [1]
    assert await tables.resume(guild_ids={1}) == 1
    table = await tables.table(table.id)
    assert table.to_act() == [0] and table.state.scores[1] == 4


async def test_a_move_and_the_ais_replies_to_it_are_saved_together(tables):
    table = await started(tables, ai=1)
    table = await tables.play(table.id, ANN, 0, "add-1")
    saves = []
    record_moves = tables.store.record_moves

    async def spied(game_id, **write):
        saves.append([(m.seat, m.user_id) for m in write["moves"]])
        return await record_moves(game_id, **write)

    tables.store.record_moves = spied
    table = await tables.play(table.id, ANN, 1, "add-2")  # ann's turn ends: the AI's two
    assert saves == [[(0, ANN), (1, None), (1, None)]]
    assert table.version == 4 and table.to_act() == [0]
    assert [m.seq for m in await tables.store.moves(table.id)] == [1, 2, 3, 4]


async def test_the_ai_moves_for_an_absent_player(database_url, tiny_game):
    now = [1000.0]
    store = await open_store(database_url)
    tables = Tables(store, NullPublisher(), seeds=lambda: 7, now=lambda: now[0])
    try:
        table = await started(tables, (BEN, "ben"))
        now[0] = table.row.deadline + 1  # ann's turn ran out
        assert not await tables.time_out(table.id, table.version + 1)  # not that version
        assert await tables.time_out(table.id, table.version)
        table = await tables.table(table.id)
        assert table.version == 2 and table.state.scores == [4, 0]
        moves = await store.moves(table.id)
        assert [(m.seat, m.user_id, m.auto) for m in moves] == [(0, None, True), (0, None, True)]
        assert [s.user_id for s in table.humans_to_act()] == [BEN]
        assert table.seats[0].timeouts == 1 and table.row.deadline == now[0] + 300
        assert not await tables.time_out(table.id, 0)  # the game moved on
    finally:
        await store.close()


async def test_two_games_ending_at_once_both_count_in_the_ratings(tables):
    """Each end reads the players' ratings and writes them back: done at once for the
    same players, one must not overwrite the other."""
    games = [await started(tables, (BEN, "ben")) for _ in range(2)]
    for i, table in enumerate(games):  # both add 3 until ann is one move from 12
        while table.state.scores[0] < 9:
            (seat,) = table.humans_to_act()
            table = await tables.play(table.id, seat.user_id, table.version, "add-3")
        games[i] = table
    assert all(t.row.status is Status.ACTIVE for t in games)
    await asyncio.gather(*(tables.store.game(t.id) for t in games * 4))  # open pooled connections
    ended = await asyncio.gather(*(tables.play(t.id, ANN, t.version, "add-3") for t in games))
    assert all(t.row.status is Status.FINISHED for t in ended)
    ann, ben = sorted(await tables.store.ratings(1, "tiny", [ANN, BEN]), key=lambda r: r.user_id)
    assert (ann.games, ann.wins, ben.games, ben.wins) == (2, 2, 2, 0)
    anns = [next(r for r in await tables.store.results(t.id) if r.user_id == ANN) for t in ended]
    first, second = sorted(anns, key=lambda r: r.mu_after)
    assert second.mu_before == pytest.approx(first.mu_after)  # the second built on the first
