"""Benchmark the store behind the table service: moves/s and p95 latency of
`tables.play` (find -> check -> lock -> apply -> save, no rendering, no Discord) on SQLite
and on PostgreSQL in one run, and on PostgreSQL with two bot processes sharing the
database (each its own games, as two shard clusters would).

    .venv/bin/python bench/store_backends.py             # starts a throwaway PostgreSQL
    .venv/bin/python bench/store_backends.py --url postgresql://user@host/db

The throwaway server (Debian's postgresql package, tests/pg_server.py) runs with
synchronous_commit=off, the durability SQLite's WAL + synchronous=NORMAL has: a power cut
may lose the last commits, never corrupts. Moves are seeded random legal moves, chosen
outside the timed call. On a shared machine compare the figures of one run, not runs.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

GUILD, CHANNEL = 1, 2


async def new_game(tables, game: str, first_user: int) -> int:
    table = await tables.open_lobby(
        guild_id=GUILD, channel_id=CHANNEL, user_id=first_user, name="P1", game=game
    )
    await tables.join(table.id, first_user + 1, "P2")
    await tables.start(table.id, first_user)
    return table.id


async def play_moves(tables, game_id: int, moves: int, timings: list[float]) -> None:
    for played in range(moves):
        table = await tables.table(game_id)
        if table.outcome is not None or table.state is None:
            return
        seat = table.to_act()[0]
        action = random.Random(game_id * 1000 + played).choice(
            table.game.legal_actions(table.state, seat)
        )
        start = time.perf_counter()
        await tables.play(game_id, table.seats[seat].user_id, table.version, action.key)
        timings.append(time.perf_counter() - start)


async def one_process(url: str, game: str, games: int, moves: int, first_user: int, ready, go):
    from bot.publisher import NullPublisher
    from bot.store import open_store
    from bot.tables import Tables

    store = await open_store(url, pool_size=10)
    tables = Tables(store, NullPublisher(), seeds=iter(range(first_user, 10**9)).__next__)
    ids = [await new_game(tables, game, first_user + 10 * k) for k in range(games)]
    ready.set()
    await asyncio.get_running_loop().run_in_executor(None, go.wait)
    timings: list[float] = []
    cpu = time.process_time()
    start = time.perf_counter()
    await asyncio.gather(*(play_moves(tables, i, moves, timings) for i in ids))
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu
    await store.close()
    return timings, elapsed, cpu


def worker(url, game, games, moves, first_user, ready, go, results) -> None:
    results.put(asyncio.run(one_process(url, game, games, moves, first_user, ready, go)))


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def scenario(url: str, processes: int, args) -> dict:
    """Run `processes` bot processes at once on `url`; all start playing together."""
    context = multiprocessing.get_context("spawn")
    go, results = context.Event(), context.Queue()
    readies, workers = [], []
    for n in range(processes):
        ready = context.Event()
        process = context.Process(
            target=worker,
            args=(url, args.game, args.games, args.moves, (n + 1) * 10**6, ready, go, results),
        )
        process.start()
        readies.append(ready)
        workers.append(process)
    for ready in readies:
        ready.wait()
    go.set()
    done = [results.get() for _ in workers]
    for process in workers:
        process.join()
    timings = [t for d in done for t in d[0]]
    elapsed = max(d[1] for d in done)
    return {
        "moves": len(timings),
        "per_s": len(timings) / elapsed,
        "p50": percentile(timings, 50) * 1000,
        "p95": percentile(timings, 95) * 1000,
        "cpu_ms_per_move": sum(d[2] for d in done) / len(timings) * 1000,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", help="an existing PostgreSQL database (it gets the schema)")
    parser.add_argument("--game", default="passtally")
    parser.add_argument("--games", type=int, default=20, help="concurrent games per process")
    parser.add_argument("--moves", type=int, default=20, help="moves per game")
    args = parser.parse_args()

    from tests.pg_server import PostgresServer, find_binaries

    server = None
    url = args.url
    if url is None:
        binaries = find_binaries()
        if binaries is None:
            sys.exit("PostgreSQL is not installed: apt-get install postgresql, or pass --url")
        server = PostgresServer(
            binaries, durable=True, settings={"synchronous_commit": "off"}
        ).start()
        server.psql("CREATE DATABASE bench")
        server.psql("CREATE DATABASE bench2")
        url = server.url_for("bench")
    try:
        with tempfile.TemporaryDirectory() as folder:
            rows = [
                ("SQLite, 1 process", scenario(f"sqlite:///{folder}/bench.sqlite3", 1, args)),
                ("PostgreSQL, 1 process", scenario(url, 1, args)),
                (
                    "PostgreSQL, 2 processes",
                    scenario(server.url_for("bench2") if server else url, 2, args),
                ),
            ]
    finally:
        if server is not None:
            server.stop()
    print(
        f"{args.game}, {args.games} concurrent games per process, {args.moves} moves each; "
        "tables.play without rendering:"
    )
    print(f"  {'':<24} {'moves':>6} {'moves/s':>8} {'p50 ms':>7} {'p95 ms':>7} {'CPU ms/move':>12}")
    for name, r in rows:
        print(
            f"  {name:<24} {r['moves']:>6} {r['per_s']:>8.0f} {r['p50']:>7.1f} {r['p95']:>7.1f}"
            f" {r['cpu_ms_per_move']:>12.2f}"
        )
    base = rows[0][1]["per_s"]
    print(
        "  moves/s relative to SQLite: "
        + ", ".join(f"{name} {r['per_s'] / base:.2f}x" for name, r in rows[1:])
    )


if __name__ == "__main__":
    main()
