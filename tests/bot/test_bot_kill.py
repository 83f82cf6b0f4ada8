"""kill -9 at every point, chosen, not hoped for (issues 13 and 30).

The bot's store and table service run in a child process forked from the test (its imports
already done). A fault hook kills that process (SIGKILL, nothing cleaned up) just before a
chosen point of a move or a time-out: a point is each COMMIT (SQLite's trace callback on
the store's connection sees it before it runs), each write that commits by itself, and
each publish step (the publisher's calls). A first run of each scenario, killed nowhere,
lists its points; then the scenario runs again from the same database once for each
point, killed at exactly that point, and the round's "kill" line must name it (the path is
deterministic: fixed seeds, a virtual clock, no Discord).

After every kill: the database is intact, every game's state equals a replay of its move
log, no acknowledged move is lost, and after the bot's own start-up recovery the board
shows the saved version and the turn clock works (a deadline for whoever must act, and
moving past it makes the AI play). The verdict never depends on timing: nothing is timed
but a hang guard.
"""

from __future__ import annotations

import asyncio
import inspect
import os
import select
import signal
import sqlite3
import traceback
from dataclasses import dataclass, field

import games
from bot.clock import TurnClock
from bot.publisher import NullPublisher
from bot.store import SqliteStore, Status
from bot.tables import Tables
from bot.tables.timer import clock_key

START = 1_800_000_000.0
ANN, BEN, CAT = (101, "ann"), (102, "ben"), (103, "cat")
HANG = 60.0  # seconds a round may take before the test calls the bot hung (a guard only)
PUBLISH_STEPS = (
    "started",
    "post_board",
    "edit_board",
    "ended",
    "notice",
    "remind",
    "lobby_expired",
    "archive",
)


@dataclass(frozen=True)
class Scenario:
    """One game of Tally (two actions a turn) set up in a database, then a script run
    on it: `move add-N` (the human to act plays it) or `timeout` (the clock jumps past the
    deadline and the scheduler catches up)."""

    name: str
    humans: tuple[tuple[int, str], ...]
    script: tuple[str, ...]
    ai: int = 0
    afk_limit: int = 3
    options: dict = field(default_factory=dict)


SCENARIOS = [
    Scenario(
        "moves: a step, a turn passed on, a turn passed to the AI and back",
        (ANN, BEN),
        ("move add-1", "move add-1", "move add-1", "move add-1"),
        ai=1,
    ),
    Scenario(
        "a move that ends the game",
        (ANN, BEN),
        ("move add-3", "move add-3"),
        options={"target": 5},
    ),
    Scenario(
        "time-outs, until the AI takes a seat over and the game ends",
        (ANN, BEN),
        ("timeout", "timeout", "timeout"),
        afk_limit=2,
    ),
    Scenario(
        "a time-out that hands a seat to the AI, then moves",
        (ANN, BEN, CAT),
        ("timeout", "move add-1", "move add-1"),
        afk_limit=1,
    ),
]


class VirtualClock:
    """The service's wall clock; time-outs jump it past a deadline. A restart goes on from
    the latest instant the database has seen."""

    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def _latest_instant(db_path) -> float:
    with sqlite3.connect(db_path) as db:
        (latest,) = db.execute("SELECT MAX(updated_at) FROM games").fetchone()
    return max(START, (latest or START) + 1)


async def _open(db_path, publisher=None):
    clock = VirtualClock(_latest_instant(db_path) if os.path.exists(db_path) else START)
    store = await SqliteStore.open(db_path, clock)
    tables = Tables(store, publisher or NullPublisher(), seeds=lambda: 7, now=clock)
    return clock, store, tables, TurnClock(tables)


# -- the fault hook -------------------------------------------------------------------------
class KillPoints:
    """Counts the points the armed part of a round passes; at point `kill_at` it says
    which one and kills its own process."""

    def __init__(self, kill_at: int | None, say) -> None:
        self.kill_at = kill_at
        self.say = say
        self.armed = False
        self.passed = 0
        self.step = ""  # the script's step running
        self.call = ""  # the store's method running

    def point(self, what: str) -> None:
        if not self.armed:
            return
        label = f"{self.step}: {what}"
        if self.passed == self.kill_at:
            self.say(f"kill {label}")
            os.kill(os.getpid(), signal.SIGKILL)
        self.say(f"point {label}")
        self.passed += 1

    async def watch(self, store: SqliteStore) -> None:
        """Name the store's method in each point, and see every statement before SQLite
        runs it (the trace callback is called in the connection's thread)."""
        for name, method in inspect.getmembers(store, inspect.iscoroutinefunction):
            if not name.startswith("_"):
                setattr(store, name, self._named(name, method))
        conn = store._db._conn

        def trace(sql: str) -> None:
            words = sql.split()
            if not words:
                return
            if words[0].upper() == "COMMIT":
                self.point(f"COMMIT of {self.call}")
            elif words[0].upper() in ("INSERT", "UPDATE", "DELETE") and not conn.in_transaction:
                self.point(f"{self.call}'s {' '.join(words[:2])} (commits by itself)")

        await store._db._execute(conn.set_trace_callback, trace)

    def _named(self, name: str, method):
        async def named(*args, **kwargs):
            outer, self.call = self.call, name
            try:
                return await method(*args, **kwargs)
            finally:
                self.call = outer

        return named


class KillingPublisher(NullPublisher):
    """The null publisher with a kill point before each publish step."""

    def __init__(self, points: KillPoints) -> None:
        super().__init__()
        self.points = points


def _with_point(name: str):
    base = getattr(NullPublisher, name)

    async def step(self, *args, **kwargs):
        self.points.point(f"publish {name}")
        return await base(self, *args, **kwargs)

    return step


for _name in PUBLISH_STEPS:
    setattr(KillingPublisher, _name, _with_point(_name))


# -- one round in the child -----------------------------------------------------------------
async def _round(db_path: str, scenario: Scenario, kill_at: int | None, say) -> None:
    points = KillPoints(kill_at, say)
    clock, store, tables, scheduler = await _open(db_path, KillingPublisher(points))
    await tables.resume()  # the bot's start-up recovery
    await scheduler.catch_up()
    await points.watch(store)
    points.armed = True
    for number, step in enumerate(scenario.script, 1):
        points.step = f"{step} (step {number})"
        (row,) = await store.games_where(statuses=(Status.ACTIVE,))
        table = await tables.table(row.id)
        if step.startswith("move"):
            seat = table.humans_to_act()[0]
            after = await tables.play(table.id, seat.user_id, table.version, step.split()[1])
            say(f"ack {table.id} {table.version + 1}")  # the click's answer: the move counted
            assert after.version > table.version
        else:
            clock.now = max(clock.now, table.row.deadline + 1)
            await scheduler.catch_up()
            assert (await store.game(row.id)).version > row.version, "the time-out did nothing"
    points.armed = False
    say("end")
    await store.close()


def _run_child(db_path: str, scenario: Scenario, kill_at: int | None) -> tuple[list[str], int]:
    """Fork the bot, run a round, read what it said until it exits or is killed; returns
    its lines and its wait status."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the bot
        os.close(read)
        code = 1

        def say(line: str) -> None:
            os.write(write, (line + "\n").encode())

        try:
            asyncio.run(_round(db_path, scenario, kill_at, say))
            code = 0
        except BaseException:
            traceback.print_exc()
        finally:
            os._exit(code)
    os.close(write)
    data = b""
    try:
        while True:
            ready, _, _ = select.select([read], [], [], HANG)
            if not ready:
                os.kill(pid, signal.SIGKILL)
                raise AssertionError(f"the bot hung: {data.decode()[-500:]}")
            chunk = os.read(read, 65536)
            if not chunk:
                break
            data += chunk
    finally:
        os.close(read)
        _, status = os.waitpid(pid, 0)
    return data.decode().splitlines(), status


# -- setting a scenario up, and what must hold after a kill -----------------------------------
async def _set_up(db_path: str, scenario: Scenario) -> None:
    _clock, store, tables, _scheduler = await _open(db_path)
    (host, *others) = scenario.humans
    table = await tables.open_lobby(
        guild_id=1, channel_id=2, user_id=host[0], name=host[1], game="tiny"
    )
    for user, name in others:
        await tables.join(table.id, user, name)
    for _ in range(scenario.ai):
        await tables.add_ai(table.id, host[0])
    for option, value in scenario.options.items():
        await tables.set_option(table.id, host[0], option, value)
    await tables.set_timer(table.id, host[0], seconds=60, afk_limit=scenario.afk_limit)
    await tables.start(table.id, host[0])
    await store.close()


def _copy(source: str, target: str) -> None:
    """A standalone copy of the scenario's database (no log beside it)."""
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(target + suffix):
            os.remove(target + suffix)
    with sqlite3.connect(source) as src, sqlite3.connect(target) as dst:
        src.backup(dst)


def _replay(game, row, seats, moves):
    options = game.Options.model_validate_json(row["options"])
    state = game.setup(len(seats), row["seed"], options)
    for move in moves:
        state = game.apply(state, move["seat"], game.parse_action(move["action"]))
    return state


def _check_database(db_path: str, acked: dict[int, int], where: str) -> None:
    with sqlite3.connect(db_path) as db:
        db.row_factory = sqlite3.Row
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok", where
        assert db.execute("PRAGMA foreign_key_check").fetchall() == [], where
        rows = db.execute("SELECT * FROM games WHERE state IS NOT NULL").fetchall()
        assert rows, where
        for row in rows:
            seats = db.execute("SELECT * FROM seats WHERE game_id = ?", (row["id"],)).fetchall()
            moves = db.execute(
                "SELECT * FROM moves WHERE game_id = ? ORDER BY seq", (row["id"],)
            ).fetchall()
            assert [m["seq"] for m in moves] == list(range(1, len(moves) + 1)), where
            game = games.get(row["game"])
            assert _replay(game, row, seats, moves) == game.load_state(row["state"]), where
            assert row["version"] >= acked.get(row["id"], 0), f"{where}: an acknowledged move lost"


async def _check_recovery(db_path: str, where: str) -> None:
    """The bot's start-up recovery, then: boards show the saved state, every human who
    must act has a deadline, and passing it makes the AI play (or ends the game)."""
    clock, store, tables, scheduler = await _open(db_path)
    await tables.resume()
    await scheduler.catch_up()
    active = await store.games_where(statuses=(Status.ACTIVE,))
    for row in active:
        table = await tables.table(row.id)
        assert table.row.board_version == table.version, f"{where}: a stale board"
        assert table.humans_to_act(), where
        assert table.row.clock_for == clock_key(table), f"{where}: {table.row}"
        assert table.row.deadline is not None and table.row.deadline > clock.now, where
    before = {row.id: len(await store.moves(row.id)) for row in active}
    deadlines = [row.deadline for row in active]
    if deadlines:
        clock.now = max(deadlines) + 1
        await scheduler.catch_up()
    for game_id, count in before.items():
        row = await store.game(game_id)
        moved = len(await store.moves(game_id)) > count
        assert moved or row.status is not Status.ACTIVE, f"{where}: the clock did not work"
    await store.close()


def _killed(status: int) -> bool:
    return os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL


def test_kill_9_before_every_commit_and_publish_step(tmp_path, tiny_game):
    covered: list[str] = []
    for number, scenario in enumerate(SCENARIOS):
        snapshot = str(tmp_path / f"scenario-{number}.sqlite3")
        db_path = str(tmp_path / "bot.sqlite3")
        asyncio.run(_set_up(snapshot, scenario))

        _copy(snapshot, db_path)  # killed nowhere: the scenario's points, in order
        lines, status = _run_child(db_path, scenario, None)
        assert status == 0 and lines[-1] == "end", f"{scenario.name}: {lines[-5:]}"
        points = [line.removeprefix("point ") for line in lines if line.startswith("point ")]
        assert any("COMMIT" in p for p in points) and any("publish" in p for p in points)

        for kill_at, point in enumerate(points):
            _copy(snapshot, db_path)
            lines, status = _run_child(db_path, scenario, kill_at)
            where = f"{scenario.name}, killed before {point}"
            assert _killed(status), f"{where}: the bot was not killed: {lines[-5:]}"
            assert lines[-1] == f"kill {point}", f"{where}: killed elsewhere: {lines[-1]}"
            acked: dict[int, int] = {}
            for line in lines:
                if line.startswith("ack "):
                    game_id, version = map(int, line.split()[1:])
                    acked[game_id] = max(acked.get(game_id, 0), version)
            _check_database(db_path, acked, where)
            asyncio.run(_check_recovery(db_path, where))
            covered.append(f"{scenario.name} | {point}")
    print(f"\nkill -9 at {len(covered)} points:\n" + "\n".join(covered))
    kinds = {p.split(" | ")[1].split(":")[0].split()[0] for p in covered}
    assert kinds == {"move", "timeout"}
