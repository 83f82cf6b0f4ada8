"""The turn clock at the service level: a fake wall clock, the scheduler's `catch_up`
(what it does whenever it wakes), no Discord and no sleeping."""

from __future__ import annotations

import pytest

import games
from bot.clock import TurnClock
from bot.errors import LobbyRefusal
from bot.publisher import NullPublisher
from bot.store import GuildSettings, SqliteStore, Status
from bot.tables import Tables
from bot.turns import (
    AFK_LIMIT,
    DEFAULT_TURN_SECONDS,
    LOBBY_SECONDS,
    MIN_TURN_SECONDS,
    SECONDS_PER_CLICK,
    game_default,
    game_defaults,
    reminder_lead,
    timer_choices,
)

ANN, BEN, CAT = 10, 11, 12
START = 1_800_000_000.0


class FakeClock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> float:
        return self.now


class Service:
    """A table service, its scheduler and its clock, as the bot wires them."""

    def __init__(self, store: SqliteStore, clock: FakeClock) -> None:
        self.clock = clock
        self.publisher = NullPublisher()
        self.tables = Tables(store, self.publisher, seeds=lambda: 7, now=clock)
        self.scheduler = TurnClock(self.tables)
        self.store = store

    async def after(self, seconds: float) -> int:
        """Let `seconds` pass and let the scheduler do what is due."""
        self.clock.now += seconds
        return await self.scheduler.catch_up()


@pytest.fixture
async def service(db_path, tiny_game):
    clock = FakeClock()
    store = await SqliteStore.open(db_path, clock)
    yield Service(store, clock)
    await store.close()


async def started(tables, game="tiny", *others, ai=0, target=None):
    table = await tables.open_lobby(guild_id=1, channel_id=2, user_id=ANN, name="ann", game=game)
    if target is not None:
        await tables.set_option(table.id, ANN, "target", target)
    for user, name in others:
        await tables.join(table.id, user, name)
    for _ in range(ai):
        await tables.add_ai(table.id, ANN)
    return await tables.start(table.id, ANN)


@pytest.mark.parametrize("game", ["passtally", "push", "formula", "pacman"])
async def test_a_time_out_makes_the_ai_play_the_late_turn(service, game):
    table = await started(service.tables, game, (BEN, "ben"))
    (late,) = table.humans_to_act()
    seconds = table.row.turn_seconds
    assert seconds == game_default(game) and table.row.deadline == START + seconds
    turn = table.state.turn

    assert await service.after(seconds - 1) == 1  # only the reminder so far
    assert await service.store.moves(table.id) == []
    assert await service.after(2) >= 1

    table = await service.tables.table(table.id)
    moves = await service.store.moves(table.id)
    assert moves and all(m.auto and m.seat == late.seat and m.user_id is None for m in moves)
    assert table.state.turn != turn or late.seat not in table.to_act()  # the turn is done
    assert table.seats[late.seat].timeouts == 1
    if table.row.status is Status.ACTIVE:  # the next human has a fresh deadline
        assert table.row.deadline == service.clock.now + seconds


async def test_a_move_just_before_the_deadline_wins(service):
    table = await started(service.tables, "tiny", (BEN, "ben"))
    due = await service.store.next_due()
    assert (due.kind, due.at) == ("remind", table.row.remind_at)
    service.clock.now = table.row.deadline + 1
    await service.tables.play(table.id, ANN, table.version, "add-1")  # got the lock first
    assert not await service.tables.time_out(table.id, table.version)
    assert [m.auto for m in await service.store.moves(table.id)] == [False]


async def test_the_reminder_is_sent_once_then_the_ai_plays(service):
    table = await started(service.tables, "tiny", (BEN, "ben"))
    lead = reminder_lead(table.row.turn_seconds)
    await service.after(table.row.turn_seconds - lead + 1)
    reminders = [s for s in service.publisher.said if s.startswith("⏰")]
    assert len(reminders) == 1 and f"<@{ANN}>" in reminders[0]
    assert f"<t:{int(table.row.deadline)}:R>" in reminders[0]
    assert await service.after(1) == 0  # nothing more until the deadline
    await service.after(lead)
    assert len([s for s in service.publisher.said if s.startswith("⏰")]) == 1
    assert [m.auto for m in await service.store.moves(table.id)] == [True, True]


async def test_three_time_outs_hand_the_seat_to_the_ai_as_a_resignation(service):
    tables = service.tables
    table = await started(tables, "tiny", (BEN, "ben"), target=20)
    seconds = table.row.turn_seconds
    assert table.row.afk_limit == AFK_LIMIT == 3
    # ann times out once, then plays: her count starts again
    await service.after(seconds + 1)
    assert (await tables.table(table.id)).seats[0].timeouts == 1
    for _ in range(3):  # ben never plays; ann always does, at once
        table = await tables.table(table.id)
        assert [s.user_id for s in table.humans_to_act()] == [BEN]
        await service.after(seconds + 1)
        table = await tables.table(table.id)
        if table.row.status is not Status.ACTIVE:
            break
        table = await tables.play(table.id, ANN, table.version, "add-1")
        table = await tables.play(table.id, ANN, table.version, "add-1")
        assert table.seats[0].timeouts == 0  # ann's own moves reset her count
    table = await tables.table(table.id)
    assert table.row.status is Status.FINISHED  # one human left of two: the game ends
    assert table.seats[1].away and table.seats[1].resigned
    results = {r.user_id: r for r in await service.store.results(table.id)}
    assert (results[ANN].rank, results[BEN].rank, results[BEN].resigned) == (1, 2, True)
    assert results[BEN].mu_after < results[BEN].mu_before  # rated as a resignation
    assert results[ANN].mu_after > results[ANN].mu_before
    assert any("the AI plays your seat" in s and f"<@{BEN}>" in s for s in service.publisher.said)
    auto = [m for m in await service.store.moves(table.id) if m.auto]
    assert {m.seat for m in auto} == {0, 1} and len(auto) == 2 * 4


async def test_among_three_the_ai_keeps_playing_the_absent_seat(service):
    tables = service.tables
    table = await started(tables, "tiny", (BEN, "ben"), (CAT, "cat"), target=20)
    for _ in range(AFK_LIMIT):
        await service.after(table.row.turn_seconds + 1)  # ann is away
        table = await tables.table(table.id)
        for _ in range(2):  # ben and cat play their turns
            (seat,) = table.humans_to_act()
            table = await tables.play(table.id, seat.user_id, table.version, "add-1")
            table = await tables.play(table.id, seat.user_id, table.version, "add-1")
    table = await tables.table(table.id)
    assert table.row.status is Status.ACTIVE and table.seats[0].away
    assert [s.user_id for s in table.humans_to_act()] == [BEN]  # the AI played ann's turn
    assert table.seats[0].is_ai and not table.seats[1].is_ai


async def test_missed_deadlines_are_handled_in_order_after_a_restart(db_path, tiny_game):
    clock = FakeClock()
    store = await SqliteStore.open(db_path, clock)
    first = Service(store, clock)
    game = await started(first.tables, "tiny", (BEN, "ben"))
    clock.now += 60
    lobby = await first.tables.open_lobby(
        guild_id=1, channel_id=3, user_id=CAT, name="cat", game="tiny"
    )
    await store.close()  # the bot goes down for two hours

    clock.now += 7200
    store = await SqliteStore.open(db_path, clock)
    second = Service(store, clock)
    order = []
    on_due = second.tables.on_due

    async def spy(due):
        order.append((due.game_id, due.kind))
        return await on_due(due)

    second.tables.on_due = spy
    assert await second.scheduler.catch_up() == 3
    # the reminder is stale (its deadline passed too), then the turn, then the lobby
    assert order == [(game.id, "remind"), (game.id, "deadline"), (lobby.id, "deadline")]
    assert [m.auto for m in await store.moves(game.id)] == [True, True]
    assert (await second.tables.table(lobby.id)).row.status is Status.ABANDONED
    assert second.publisher.said == []  # no reminder for a deadline already gone
    assert await second.scheduler.catch_up() == 0  # each handled once
    await store.close()


async def test_a_lobby_nobody_starts_expires(service):
    table = await service.tables.open_lobby(
        guild_id=1, channel_id=2, user_id=ANN, name="ann", game="tiny"
    )
    assert table.row.deadline == START + LOBBY_SECONDS
    assert await service.after(LOBBY_SECONDS - 1) == 0
    await service.after(2)
    table = await service.tables.table(table.id)
    assert table.row.status is Status.ABANDONED and service.publisher.expired == [table.id]


async def test_clock_settings(service):
    tables, store = service.tables, service.store
    table = await tables.open_lobby(
        guild_id=1, channel_id=2, user_id=ANN, name="ann", game="passtally"
    )
    assert table.row.turn_seconds == game_default("passtally")
    table = await tables.set_option(table.id, ANN, "sixty_second_turns", True)
    assert table.row.turn_seconds == 60  # the sheet's variant is a 60-second clock
    table = await tables.set_timer(table.id, ANN, seconds=3600)
    assert not table.options.sixty_second_turns
    table = await tables.set_timer(table.id, ANN, seconds=60)
    assert table.options.sixty_second_turns
    table = await tables.set_option(table.id, ANN, "sixty_second_turns", False)
    assert table.row.turn_seconds == game_default("passtally")  # back to the game's own

    await store.set_guild_settings(GuildSettings(1, turn_seconds=86400, afk_limit=5))
    table = await tables.open_lobby(guild_id=1, channel_id=2, user_id=BEN, name="ben", game="push")
    assert (table.row.turn_seconds, table.row.afk_limit) == (86400, 5)
    table = await tables.open_lobby(guild_id=9, channel_id=2, user_id=BEN, name="ben", game="push")
    assert (table.row.turn_seconds, table.row.afk_limit) == (game_default("push"), 3)
    await store.set_guild_settings(GuildSettings(1, turn_seconds=60))
    table = await tables.open_lobby(
        guild_id=1, channel_id=2, user_id=BEN, name="ben", game="passtally"
    )
    assert table.row.turn_seconds == 60 and table.options.sixty_second_turns


async def test_a_database_of_schema_1_gains_the_clock(db_path):
    import aiosqlite

    from bot.store.migrations import MIGRATIONS
    from bot.store.sqlite import _statements

    async with aiosqlite.connect(db_path) as db:  # a database from before the clock
        for statement in _statements(MIGRATIONS[0]):
            await db.execute(statement)
        await db.execute("PRAGMA user_version = 1")
        await db.execute(
            "INSERT INTO games (guild_id, channel_id, game, status, host_id, seed,"
            " created_at, updated_at) VALUES (1, 1, 'tiny', 'active', 1, 1, 0, 0)"
        )
        await db.execute("INSERT INTO seats (game_id, seat, user_id, name) VALUES (1, 0, 1, 'a')")
        await db.commit()
    store = await SqliteStore.open(db_path)
    row, (seat,) = await store.game(1), await store.seats(1)
    assert (row.turn_seconds, row.afk_limit, row.deadline) == (None, 3, None)
    assert (seat.timeouts, seat.away) == (0, False)
    assert await store.next_due() is None
    await store.close()


async def test_each_game_starts_with_its_own_measured_clock(service):
    """Every game's default comes from its measured turns (p90 clicks a turn x a
    first-timer's seconds a click, whole minutes, a floor); the lobby offers it, and the
    host may still pick a preset or go back to it."""
    assert {"passtally", "push", "formula", "pacman"} <= set(game_defaults())
    for game, seconds in game_defaults().items():
        clicks = games.entry(game).clicks_per_turn
        assert seconds % 60 == 0 and seconds >= MIN_TURN_SECONDS
        assert seconds >= clicks * SECONDS_PER_CLICK  # a normal turn fits, for a first-timer
        table = await service.tables.open_lobby(
            guild_id=1, channel_id=2, user_id=ANN, name="ann", game=game
        )
        assert table.row.turn_seconds == seconds
        assert "this game's default" in timer_choices(game)[seconds]
        table = await service.tables.set_timer(table.id, ANN, seconds=3600)
        table = await service.tables.set_timer(table.id, ANN, seconds=seconds)
        assert table.row.turn_seconds == seconds
    assert len(set(game_defaults().values())) > 1  # not one clock for all
    table = await service.tables.open_lobby(
        guild_id=1, channel_id=2, user_id=ANN, name="ann", game="tiny"
    )
    assert table.row.turn_seconds == DEFAULT_TURN_SECONDS  # a game without a measured one
    with pytest.raises(LobbyRefusal, match="A turn timer is one of"):
        await service.tables.set_timer(table.id, ANN, seconds=game_default("formula") + 60)
