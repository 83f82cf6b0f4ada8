"""kill -9 (issue 13): the bot's store and table service run in a child process that is
killed (SIGKILL) at random moments while members move and turns time out, a bounded number
of times. Each restart runs the bot's own start-up recovery. Afterwards: the database is
intact, every game's state equals a replay of its move log, no acknowledged move is lost,
and every game's turn clock works.

The child is forked from the test process (its imports already done) so that a round costs
a fraction of a second; it reports what it does through a pipe.
"""

from __future__ import annotations

import asyncio
import os
import random
import select
import signal
import sqlite3
import time

import games
from bot.clock import TurnClock
from bot.publisher import NullPublisher
from bot.store import SqliteStore, Status
from bot.tables import Tables
from bot.tables.timer import clock_key

KILLS = 36
ROUNDS_SEED = 13
START = 1_800_000_000.0
HUMANS = [(101, "ann"), (102, "ben"), (103, "cat")]
OPEN_GAMES = 4


class VirtualClock:
    """The service's wall clock; time-outs jump it past a deadline. After a restart it
    goes on from the latest instant the database has seen."""

    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


async def _latest_instant(db_path) -> float:
    with sqlite3.connect(db_path) as db:
        (latest,) = db.execute("SELECT MAX(updated_at) FROM games").fetchone()
    return max(START, (latest or START) + 1)


async def _open(db_path):
    clock = VirtualClock(await _latest_instant(db_path) if os.path.exists(db_path) else START)
    store = await SqliteStore.open(db_path, clock)
    tables = Tables(store, NullPublisher(), now=clock)
    return clock, store, tables, TurnClock(tables)


async def _new_game(tables, rng) -> None:
    host, *others = rng.sample(HUMANS, rng.choice([2, 3]))
    table = await tables.open_lobby(
        guild_id=1, channel_id=2, user_id=host[0], name=host[1], game="tiny"
    )
    for user, name in others:
        await tables.join(table.id, user, name)
    if rng.random() < 0.3:
        await tables.add_ai(table.id, host[0])
    await tables.set_timer(table.id, host[0], seconds=60, afk_limit=rng.choice([2, 3]))
    await tables.start(table.id, host[0])


async def _work(db_path, seed: int, say) -> None:
    """What the bot does all day, until it is killed."""
    rng = random.Random(seed)
    clock, store, tables, scheduler = await _open(db_path)
    await tables.resume()  # the bot's start-up recovery
    await scheduler.catch_up()
    say("ready")
    while True:
        active = await store.games_where(statuses=(Status.ACTIVE,))
        if len(active) < OPEN_GAMES:
            await _new_game(tables, rng)
            continue
        table = await tables.table(rng.choice(active).id)
        humans = table.humans_to_act()
        if humans and rng.random() < 0.5:
            seat = humans[0]
            key = f"add-{rng.randint(1, 3)}"
            say(f"move {table.id}")
            after = await tables.play(table.id, seat.user_id, table.version, key)
            say(f"ack {table.id} {after.version}")
        elif table.row.deadline is not None:
            say(f"timeout {table.id}")
            clock.now = max(clock.now, table.row.deadline + 1)
            await scheduler.catch_up()
            say(f"done {table.id}")


def _child(db_path, seed: int, pipe: int) -> None:
    def say(line: str) -> None:
        os.write(pipe, (line + "\n").encode())

    try:
        asyncio.run(_work(db_path, seed, say))
    except BaseException:
        import traceback

        traceback.print_exc()
    finally:
        os._exit(1)


def _replay(game, row, seats, moves):
    options = game.Options.model_validate_json(row["options"])
    state = game.setup(len(seats), row["seed"], options)
    for move in moves:
        state = game.apply(state, move["seat"], game.parse_action(move["action"]))
    return state


def test_kill_9_during_moves_and_time_outs(db_path, tiny_game):
    rng = random.Random(ROUNDS_SEED)
    acked: dict[int, int] = {}
    figures = {"kills": 0, "in_move": 0, "in_time_out": 0, "moves": 0, "time_outs": 0}
    started = time.monotonic()
    for round_ in range(KILLS):
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:  # the bot
            os.close(read)
            _child(str(db_path), 1000 + round_, write)
        os.close(write)
        lines, buffer, last = [], b"", ""
        deadline = time.monotonic() + 60
        kill_after = None
        target = ("move", "timeout", "timeout")[round_ % 3]  # during a move or a time-out
        steps = rng.randint(1, 6)  # of those begun before the kill
        while time.monotonic() < deadline:
            ready, _, _ = select.select([read], [], [], 0.01)
            if ready:
                chunk = os.read(read, 65536)
                if not chunk:
                    break
                buffer += chunk
                *complete, buffer = buffer.split(b"\n")
                lines += [line.decode() for line in complete]
            begun = sum(line.startswith(target) for line in lines)
            if kill_after is None and begun >= steps:  # then a moment later, mid-work
                kill_after = time.monotonic() + rng.uniform(0.0, 0.02)
            if kill_after is not None and time.monotonic() >= kill_after:
                break
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(read)
        assert "ready" in lines, f"round {round_}: the bot did not start: {lines[-5:]}"
        figures["kills"] += 1
        for line in lines:
            word, *rest = line.split()
            if word == "ack":
                game_id, version = map(int, rest)
                acked[game_id] = max(acked.get(game_id, 0), version)
                figures["moves"] += 1
            elif word == "done":
                figures["time_outs"] += 1
            if word in ("move", "timeout", "ack", "done"):
                last = word
        figures["in_move"] += last == "move"
        figures["in_time_out"] += last == "timeout"

    # -- the database is intact ---------------------------------------------------------
    with sqlite3.connect(db_path) as db:
        db.row_factory = sqlite3.Row
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert db.execute("PRAGMA foreign_key_check").fetchall() == []
        rows = db.execute("SELECT * FROM games WHERE state IS NOT NULL").fetchall()
        assert len(rows) >= 4
        for row in rows:
            seats = db.execute("SELECT * FROM seats WHERE game_id = ?", (row["id"],)).fetchall()
            moves = db.execute(
                "SELECT * FROM moves WHERE game_id = ? ORDER BY seq", (row["id"],)
            ).fetchall()
            assert [m["seq"] for m in moves] == list(range(1, len(moves) + 1))
            game = games.get(row["game"])
            # -- replay equality ----------------------------------------------------------
            replayed = _replay(game, row, seats, moves)
            assert replayed == game.load_state(row["state"]), f"game {row['id']}"
            # -- no acknowledged move lost --------------------------------------------------
            assert row["version"] >= acked.get(row["id"], 0), f"game {row['id']}"

    # -- and the clock works after one more restart ------------------------------------------
    async def check_clock() -> int:
        clock, store, tables, scheduler = await _open(str(db_path))
        await tables.resume()
        active = await store.games_where(statuses=(Status.ACTIVE,))
        assert active
        for row in active:
            table = await tables.table(row.id)
            if table.humans_to_act():
                assert table.row.clock_for == clock_key(table), table.row
                assert table.row.deadline is not None and table.row.deadline > clock.now
        before = {row.id: len(await store.moves(row.id)) for row in active}
        clock.now = max(row.deadline for row in await store.games_where() if row.deadline) + 1
        await scheduler.catch_up()
        for game_id, count in before.items():
            table = await tables.table(game_id)
            moved = len(await store.moves(game_id)) > count
            assert moved or table.row.status is not Status.ACTIVE, game_id
        await store.close()
        return len(active)

    checked = asyncio.run(check_clock())
    figures["seconds"] = round(time.monotonic() - started, 1)
    print(f"\nkill -9: {figures}, {len(rows)} games, {checked} clocks checked")
    assert figures["moves"] >= KILLS and figures["time_outs"] >= KILLS
    # kills landed mid-work: most inside a time-out; a move is so quick that a kill aimed at
    # one often lands just after it (in_move is printed above, not required)
    assert figures["in_time_out"] + figures["in_move"] >= KILLS // 4
