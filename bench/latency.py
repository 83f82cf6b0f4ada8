"""Benchmark a busy server's click latency: many live games, humans thinking, one process.

    .venv/bin/python bench/latency.py                         # 200, 1000, 2500, 5000 games
    .venv/bin/python bench/latency.py --games 1000 --seconds 60
    .venv/bin/python bench/latency.py --games 1000 --compare /work/wt-old --rounds 2
    .venv/bin/python bench/latency.py --games 1000 --postgres --processes 2

N live games, the four in turn: Formula 1, PAC-MAN and PUSH with two humans and an AI,
Passtally with two humans. Each human to act clicks a seeded random legal move after a
log-normal think time (median 8 s), through `Tables.play` with the bot's own render pool
(one worker per core), a null publisher that draws every board, the bot's turn clock and a
SQLite file: the bot's process as a click finds it, minus Discord. A game that ends is
replaced by a new one, so N stay live.

Per load it prints: offered human moves/s (clicks), served (moves played) and refused
(past capacity the bot answers that it is busy and plays nothing); click latency of the
moves played (from the click to the board drawn and `Tables.play` returning) p50, p99
and max; where the time of the slowest
1 % of clicks went (waiting for the game's lock, the store and its writer, the CPU thread,
other threads, the render queue, the render, the publisher, and the rest: the event loop's
own work and its lag); the event loop's lag p99; CPU per human move of the process tree
(the bot and its render workers); RSS of the bot's process per live game; SQLite
transactions per human move (the AI's replies included). After the loads, the capacity:
the played rate where click p99 crosses 250 ms, between the two loads around it, and how
busy the cores were there (give loads on both sides of it, e.g. --games 2500 --games 3000
--games 3500).

Where a move's CPU goes, per human move: each thread of the bot's process (the event
loop, the CPU thread, the store's thread) and the render workers, from /proc; boards drawn
a human move and the workers' CPU a board. With `--parts`, also within the threads the
rules applying moves, the AI choosing, states read from and written to JSON, events put
in words and the load generator's own choice of a move (its humans live in the bot's
process here, not on Discord's side), from `time.thread_time` around each call: a dozen
clock reads a move, which cost the loop a few per cent, so they are left out unless asked
for. `--profile FILE` writes a cProfile of the event loop's thread while measuring (its
clock is the wall's: a thread switched out inside a call is charged to that call).

Memory three ways, garbage collected first: RSS a live game (all the process grew since
before the first game, over the games), the slope from half the games set up to all of
them (what one more game costs, the load generator's table of it included), and the
bytes of the objects the bot itself keeps between clicks (reachable from its table
service and turn clock), a game; and the largest render worker's RSS at the end (what
its caches hold: render/engine/kept.py bounds them).

`--postgres` runs it on PostgreSQL instead (a throwaway server, tests/pg_server.py), with
`--processes` bot processes on the one database, the live games shared out between them
(each its own servers, render pool and turn clock); the figures are for all of them.

The probes it puts into the bot's process are in bench/latency_probes.py (the lag ticker
and CPU reading shared with bench/render_pool.py), the figures and the report's line in
bench/latency_report.py; here, the load and the runs.

`--compare DIR` runs the same loads alternately on another checkout (DIR's bot imported
instead of this one's), round after round, so both are measured in one time window on
the same busy machine. CPU per move and the ratios within one run are robust to other
work on the machine; wall times are not.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import cProfile
import json
import math
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from latency_probes import (  # (bench/ is on the path of a script run from it)
    _CLICK,
    Counts,
    TimedLock,
    TimedStore,
    count_cpu,
    count_transactions,
    cpu_seconds,
    held_bytes,
    note,
    rss_bytes,
    settled_rss,
    thread_cpu,
    ticker,
    time_cpu_parts,
    time_renders,
    time_threads,
)
from latency_report import breakdown, capacity, combined, percentile, report

GAMES = ("formula", "pacman", "push", "passtally")
WITH_AI = {"formula", "pacman", "push"}  # two humans and an AI; Passtally two humans
THINK_MEDIAN = 8.0  # seconds
THINK_SIGMA = 0.8  # of the think time's logarithm: a mean of 11 s
GUILD, CHANNEL = 1, 2


class Load:
    """N live games and their humans; what every click took."""

    def __init__(self, tables, count: int, seed: int, part: int = 0) -> None:
        self.tables, self.count = tables, count
        self.random = random.Random(seed * 100 + part)
        self.users = iter(range(10_000 + part * 10**8, 10**9 * (part + 1), 10))
        self.guild = GUILD + part  # each process its own servers
        self.measuring = False
        self.stopping = False
        self.clicking = 0  # clicks (and new games) under way
        self.settled = asyncio.Event()  # set once stopping with no click under way
        self.offered = 0
        self.latencies: list[float] = []
        self.slowest: list[tuple[float, dict]] = []  # (latency, parts) of measured clicks
        self.refused = 0
        self.refusals: list[float] = []  # how long a refused click took to be answered
        self.choose = choose

    async def new_game(self, kind: str):
        from bot.errors import TableError

        host = next(self.users)
        tables = self.tables
        table = await tables.open_lobby(
            guild_id=self.guild, channel_id=CHANNEL, user_id=host, name="P1", game=kind
        )
        await tables.join(table.id, host + 1, "P2")
        if kind in WITH_AI:
            with contextlib.suppress(TableError):  # (a game for two at most)
                await tables.add_ai(table.id, host)
        return await tables.start(table.id, host)

    def done_clicking(self) -> None:
        self.clicking -= 1
        if self.stopping and not self.clicking:
            self.settled.set()

    def think(self) -> float:
        return self.random.lognormvariate(math.log(THINK_MEDIAN), THINK_SIGMA)

    async def humans(self, kind: str, table) -> None:
        """The humans of one live game (and of the games that replace it)."""
        from bot.errors import TableError

        pick = random.Random(table.id)
        await asyncio.sleep(self.think() * self.random.random())  # a random phase
        while not self.stopping:
            if table.outcome is not None or table.state is None:
                self.clicking += 1
                try:
                    table = await self.new_game(kind)
                finally:
                    self.done_clicking()
                continue
            humans = [s for s in table.to_act() if table.seats[s].user_id is not None]
            if not humans:  # (only after a refused click: the AI moves on its own)
                table = await self.tables.table(table.id)
                continue
            seat = humans[0]
            action = self.choose(pick, table, seat)
            measured = self.measuring
            self.offered += measured
            parts: dict = {}
            token = _CLICK.set(parts)
            start = time.perf_counter()
            played = True
            self.clicking += 1
            try:
                table = await self.tables.play(
                    table.id, table.seats[seat].user_id, table.version, action.key
                )
            except TableError:  # (past capacity: Busy, nothing played)
                played = False
                table = await self.tables.table(table.id)
            finally:
                _CLICK.reset(token)
                self.done_clicking()
            latency = time.perf_counter() - start
            if measured and played:
                self.latencies.append(latency)
                self.slowest.append((latency, parts))
            elif measured:
                self.refused += 1
                self.refusals.append(latency)
            await asyncio.sleep(self.think())


def choose(pick: random.Random, table, seat: int):
    """The human's move: a random legal one (the load generator's CPU, not the bot's)."""
    return pick.choice(table.game.legal_actions(table.state, seat))


async def measure(
    count: int,
    seconds: float,
    warm: float,
    seed: int,
    url: str | None = None,
    part: int = 0,
    profile: str | None = None,
    split_parts: bool = False,
) -> dict:
    import lang
    from bot.clock import TurnClock
    from bot.memory import freeze_start_up_objects
    from bot.publisher import NullPublisher
    from bot.render_pool import RenderPool
    from bot.store import SqliteStore, open_store
    from bot.tables import Tables

    class TimedPublisher(NullPublisher):
        """Draws every board (as the Discord publisher does) and notes the time."""

        async def post_board(self, table, events, *, ping=True):
            start = time.perf_counter()
            try:
                return await super().post_board(table, events, ping=ping)
            finally:
                note("publish", time.perf_counter() - start)

        async def edit_board(self, table, events):
            start = time.perf_counter()
            try:
                return await super().edit_board(table, events)
            finally:
                note("publish", time.perf_counter() - start)

        async def ended(self, table, results, events):
            start = time.perf_counter()
            try:
                return await super().ended(table, results, events)
            finally:
                note("publish", time.perf_counter() - start)

    class TimedTables(Tables):
        def lock(self, game_id):
            return TimedLock(super().lock(game_id), "lock wait")

    warm_up = getattr(lang, "warm_up", None)  # as the bot does at start (an older one did not)
    if warm_up is not None:
        warm_up()
    time_threads()
    time_renders()
    if split_parts:
        time_cpu_parts()
    pool = RenderPool()
    await pool.start()
    freeze_start_up_objects()
    with tempfile.TemporaryDirectory() as folder:
        if url is None:
            raw = await SqliteStore.open(Path(folder) / "bench.sqlite3")
        else:
            raw = await open_store(url)
        count_transactions(raw)
        seeds = iter(range(seed * 10**6 + part * 10**5, 10**9)).__next__
        tables = TimedTables(TimedStore(raw), TimedPublisher(render=pool), seeds=seeds)
        clock = TurnClock(tables)
        clock.start()
        rss_before = settled_rss()
        load = Load(tables, count, seed, part)
        if split_parts:
            load.choose = count_cpu("load generator", choose)
        set_up = time.perf_counter()
        publisher, publisher.renders = tables.publisher, None  # first boards: not drawn
        started = []
        half = count // 2
        for first in range(0, count, 50):
            if first == (half // 50) * 50:
                half, rss_half = first, settled_rss()
            kinds = [GAMES[n % len(GAMES)] for n in range(first, min(count, first + 50))]
            started += await asyncio.gather(*(load.new_game(kind) for kind in kinds))
        rss_full = settled_rss()
        publisher.renders = pool
        set_up = time.perf_counter() - set_up
        humans = [
            asyncio.create_task(load.humans(table.game.name, table)) for table in started
        ]
        await asyncio.sleep(warm)
        lags: list[float] = []
        stop = asyncio.Event()
        tick = asyncio.create_task(ticker(lags, stop))
        pids = [os.getpid(), *pool.pids]
        cpu, wall, tx = cpu_seconds(pids), time.perf_counter(), Counts.transactions

        def busy() -> float:
            return getattr(pool, "busy", None) or Counts.drawing

        bot_cpu, drawing = cpu_seconds(pids[:1]), busy()
        threads, parts, drawn = thread_cpu(), dict(Counts.cpu), pool.drawn
        workers_cpu = cpu_seconds(pids[1:])
        profiler = cProfile.Profile(time.thread_time) if profile else None
        load.measuring = True
        if profiler:
            profiler.enable()  # the event loop's thread only
        await asyncio.sleep(seconds)
        if profiler:
            profiler.disable()
            profiler.dump_stats(profile)
        load.measuring = False
        wall = time.perf_counter() - wall
        cpu = cpu_seconds(pids) - cpu
        bot_cpu = cpu_seconds(pids[:1]) - bot_cpu
        drawing = busy() - drawing
        drawn = pool.drawn - drawn
        workers_cpu = cpu_seconds(pids[1:]) - workers_cpu
        threads = {k: v - threads.get(k, 0.0) for k, v in thread_cpu().items()}
        parts = {k: v - parts.get(k, 0.0) for k, v in Counts.cpu.items()}
        tx = Counts.transactions - tx
        served = len(load.latencies)  # completed by now
        stop.set()
        await tick
        rss = settled_rss()
        workers_rss = max((rss_bytes(pid) for pid in pids[1:]), default=0)
        held = held_bytes(tables, clock)
        load.stopping = True
        if load.clicking:  # the clicks still on their way finish; the thinking stops
            await load.settled.wait()
        for task in humans:
            task.cancel()
        await asyncio.gather(*humans, return_exceptions=True)
        await clock.stop()
        await raw.close()
    await pool.close()
    clicks = load.slowest
    moves = len(clicks)
    return {
        "games": count,
        "seconds": wall,
        "offered": load.offered / wall,
        "served": served / wall,
        "p50": percentile(load.latencies, 50) * 1000,
        "p99": percentile(load.latencies, 99) * 1000,
        "max": max(load.latencies, default=math.nan) * 1000,
        "slowest": breakdown(clicks) if clicks else {},
        "lag_p99": percentile(lags, 99) * 1000,
        "cpu_per_move": cpu / max(1, served) * 1000,
        "cpu_busy": cpu / wall / len(os.sched_getaffinity(0)),
        "bot_cpu_busy": bot_cpu / wall,
        "workers_drawing": drawing / wall / pool.workers,
        "set_up": set_up,
        "cpu_split": {  # ms a human move
            **{kind: seconds / max(1, served) * 1000 for kind, seconds in threads.items()},
            **{part: seconds / max(1, served) * 1000 for part, seconds in parts.items()},
            "render workers": workers_cpu / max(1, served) * 1000,
        },
        "boards_per_move": drawn / max(1, served),
        "cpu_per_board": workers_cpu / max(1, drawn) * 1000,
        "rss_per_game": (rss - rss_before) / count / 1000,
        "rss_slope": (rss_full - rss_half) / max(1, count - half) / 1000,
        "workers_rss": workers_rss / 2**20,
        "held_per_game": held / count / 1000,
        "tx_per_move": sum(p.get("transactions", 0) for _, p in clicks) / max(1, moves),
        "tx_all_per_move": tx / max(1, served),
        "refused": load.refused / wall,
        "refused_max": max(load.refusals, default=0.0) * 1000,
        "latencies": [round(latency, 5) for latency in load.latencies],
    }


def on_postgres(args: argparse.Namespace) -> None:
    """Each load on a fresh database of a throwaway PostgreSQL server, `--processes` bot
    processes at once sharing it."""
    here = Path(__file__).resolve().parents[1]
    sys.path.insert(0, str(here))
    from tests.pg_server import PostgresServer, find_binaries

    binaries = find_binaries()
    if binaries is None:
        sys.exit("PostgreSQL is not installed: apt-get install postgresql")
    server = PostgresServer(binaries).start()
    loads: list[dict] = []
    try:
        for number, load in enumerate(args.games):
            name = f"bench{number}"
            server.psql(f"CREATE DATABASE {name}")
            url = server.url_for(name)
            asyncio.run(_migrated(url))
            command = [sys.executable, str(Path(__file__).resolve()), "--database", url]
            command += ["--games", str(load // args.processes), "--json"]
            command += ["--seconds", str(args.seconds), "--warm", str(args.warm)]
            command += ["--seed", str(args.seed), *(["--parts"] if args.parts else [])]
            runs = [
                subprocess.Popen(
                    [*command, "--part", str(part)], cwd=here, stdout=subprocess.PIPE, text=True
                )
                for part in range(args.processes)
            ]
            results = [json.loads(run.communicate()[0].splitlines()[-1]) for run in runs]
            label = f"PostgreSQL, {args.processes} processes: "
            loads.append(combined(results))
            print(report(loads[-1], label), flush=True)
    finally:
        server.stop()
    print(f"PostgreSQL, {args.processes} processes: {capacity(loads)}", flush=True)


async def _migrated(url: str) -> None:
    from bot.store import open_store

    store = await open_store(url)  # the schema, once, before the processes start
    await store.close()


def compare(args: argparse.Namespace) -> None:
    """Alternate runs of this benchmark on another checkout and on this one."""
    here = Path(__file__).resolve().parents[1]
    trees = {"before": Path(args.compare).resolve(), "after": here}
    results: dict[str, list[dict]] = {label: [] for label in trees}
    for load in args.games:
        for round_ in range(args.rounds):
            for label, tree in trees.items():
                command = [
                    sys.executable,
                    str(Path(__file__).resolve()),
                    "--games",
                    str(load),
                    "--seconds",
                    str(args.seconds),
                    "--warm",
                    str(args.warm),
                    "--seed",
                    str(args.seed + round_),
                    "--json",
                    *(["--parts"] if args.parts else []),
                ]
                env = {**os.environ, "PYTHONPATH": str(tree)}
                out = subprocess.run(
                    command, cwd=tree, env=env, capture_output=True, text=True, check=True
                ).stdout
                result = json.loads(out.splitlines()[-1])
                results[label].append(result)
                print(report(result, f"{label:6} round {round_ + 1}: "), flush=True)
    for label, runs in results.items():
        print(f"{label:6} {capacity(runs)}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, action="append", help="live games (repeatable)")
    parser.add_argument("--seconds", type=float, default=60.0, help="measured, per load")
    parser.add_argument("--warm", type=float, default=15.0, help="load before measuring")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--compare", help="another checkout, run alternately with this one")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="one JSON line per load")
    parser.add_argument("--postgres", action="store_true", help="on a throwaway PostgreSQL")
    parser.add_argument("--processes", type=int, default=2, help="bot processes (PostgreSQL)")
    parser.add_argument("--profile", help="cProfile the event loop while measuring, to FILE")
    parser.add_argument(
        "--parts", action="store_true", help="split the CPU by part (costs the loop ~0.2 ms a move)"
    )
    parser.add_argument("--database", help=argparse.SUPPRESS)  # a process of --postgres
    parser.add_argument("--part", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    args.games = args.games or [200, 1000, 2500, 5000]
    if args.compare:
        compare(args)
        return
    if args.postgres:
        on_postgres(args)
        return
    results: list[dict] = []
    for load in args.games:
        run = measure(
            load,
            args.seconds,
            args.warm,
            args.seed,
            args.database,
            args.part,
            args.profile,
            args.parts,
        )
        result = asyncio.run(run)
        results.append(result)
        print(json.dumps(result) if args.json else report(result), flush=True)
    if not args.json:
        print(capacity(results), flush=True)


if __name__ == "__main__":
    main()
