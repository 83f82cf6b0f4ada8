"""Benchmark many games at once: rendered moves per second, the event loop's lag and the
CPU of every process (the bot's and the render pool's workers), per game.

    .venv/bin/python bench/throughput.py                      # all four games, 200 each
    .venv/bin/python bench/throughput.py --game push --games 50 --processes 2

Each game kind in turn: `--games` games between two players, then every game plays
`--moves` moves at once through the table service (find -> check -> lock -> apply ->
save -> render in the pool), a board drawn for each, with what the Discord publisher
builds in the bot's process beside it (the board's text, its buttons and their view).
Meanwhile a ticker measures how late the event loop wakes it (the lag a click would
wait). CPU is read from /proc for this process and each pool worker, so the figures hold
on a busy machine where wall time does not: "moves/s on N cores" is what the CPU per move allows.

Per game it prints, from one run: CPU per rendered move (all processes, pool included) and
its ratio to a plain Pillow RGB PNG encode (zlib 6) of the same boards (decoded from the
PNGs drawn, encoded afterwards in this process, CPU time); rendered moves/s (wall, on this
shared machine) and what the CPU allows on the pool's cores; the event loop's lag p50/p99;
the PNGs' mean and largest size and their width.
"""

from __future__ import annotations

import argparse
import asyncio
import io
import os
import random
import sys
import tempfile
import time
from collections.abc import Hashable
from pathlib import Path

from PIL import Image

import games
from bot.boards import BoardJob
from bot.memory import freeze_start_up_objects
from bot.publisher import NullPublisher
from bot.render_pool import RenderPool, default_processes
from bot.store import SqliteStore
from bot.tables import Table, Tables
from bot.ui import board_controls
from bot.ui.items import build_view
from bot.ui.status import board_text

GUILD, CHANNEL = 1, 2
TICK = 0.005  # the lag ticker's period, seconds


def cpu_seconds(pids: list[int]) -> float:
    """User + system CPU of these processes so far (Linux /proc)."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0
    for pid in pids:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / ticks


class BoardPublisher(NullPublisher):
    """Publishes nothing, but draws each board in the pool and builds its message (text,
    controls, view) as the Discord publisher does."""

    async def _draw(self, table: Table) -> None:
        await super()._draw(table)
        if table.state is not None:
            board_text(table, [])
            if table.outcome is None:
                controls = await board_controls(table)
                build_view(table.id, table.version, controls)


class RecordingPool(RenderPool):
    """The bot's render pool, keeping the PNGs it drew (to measure them afterwards)."""

    def __init__(self, processes: int) -> None:
        super().__init__(processes)
        self.pngs: list[bytes] = []

    async def draw(self, key: Hashable, job: BoardJob) -> bytes | None:
        png = await super().draw(key, job)
        if png is not None:
            self.pngs.append(png)
        return png


def plain_encode_cpu(pngs: list[bytes], sample: int = 60) -> float:
    """Mean CPU seconds of a plain Pillow RGB PNG encode (zlib 6) of these boards."""
    chosen = pngs[:: max(1, len(pngs) // sample)]
    images = [Image.open(io.BytesIO(png)).convert("RGB") for png in chosen]
    start = time.process_time()
    for image in images:
        image.save(io.BytesIO(), format="PNG", compress_level=6)
    return (time.process_time() - start) / len(images)


# An idle process beside the benchmark: how late the machine itself wakes a 5 ms sleep
# (other work on the shared cores), the floor under the bot's loop lag.
IDLE_TICKER = """
import sys, threading, time
lags, done = [], threading.Event()
threading.Thread(target=lambda: (sys.stdin.read(), done.set()), daemon=True).start()
while not done.is_set():
    start = time.perf_counter()
    time.sleep(0.005)
    lags.append(time.perf_counter() - start - 0.005)
lags.sort()
print(lags[len(lags) // 2], lags[round(0.99 * (len(lags) - 1))])
"""


async def idle_ticker() -> asyncio.subprocess.Process:
    return await asyncio.create_subprocess_exec(
        sys.executable,
        "-c",
        IDLE_TICKER,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
    )


async def idle_lags(ticker: asyncio.subprocess.Process) -> tuple[float, float]:
    out, _ = await ticker.communicate(b"")
    p50, p99 = out.split()
    return float(p50), float(p99)


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


async def new_game(tables: Tables, game: str, first_user: int) -> Table:
    table = await tables.open_lobby(
        guild_id=GUILD, channel_id=CHANNEL, user_id=first_user, name="P1", game=game
    )
    await tables.join(table.id, first_user + 1, "P2")
    return await tables.start(table.id, first_user)


async def play(tables: Tables, table: Table, moves: int) -> int:
    """Up to `moves` seeded random legal moves by whoever must act; returns how many.
    Each move is chosen from the table the bot answered the last one with (the board the
    players see), as a click carries its move to the bot: the bot's work for a move is
    `Tables.play`, which loads the table once."""
    played = 0
    pick = random.Random(table.id)
    while played < moves and table.outcome is None:
        seat = table.to_act()[0]
        action = pick.choice(table.game.legal_actions(table.state, seat))
        table = await tables.play(table.id, table.seats[seat].user_id, table.version, action.key)
        played += 1
    return played


async def ticker(lags: list[float], busy: list[float], stop: asyncio.Event) -> None:
    """How late the loop wakes a 5 ms sleep (`lags`, wall time), and how much of that
    the loop's own thread spent on CPU (`busy`): on this shared machine the OS also
    preempts the whole process, which makes a wake-up late with no work of ours."""
    loop = asyncio.get_running_loop()
    while not stop.is_set():
        start, cpu = loop.time(), time.thread_time()
        await asyncio.sleep(TICK)
        lag = max(0.0, loop.time() - start - TICK)
        lags.append(lag)
        busy.append(min(lag, time.thread_time() - cpu))


async def measure(game: str, count: int, moves: int, pool: RecordingPool, folder: Path) -> None:
    store = await SqliteStore.open(folder / f"{game}.sqlite3")
    publisher = BoardPublisher(render=pool)
    tables = Tables(store, publisher, seeds=iter(range(10**6)).__next__)
    started = [await new_game(tables, game, 1000 * (k + 1)) for k in range(count)]
    pool.pngs.clear()
    workers = pool.pids
    cpu, wall = cpu_seconds([os.getpid(), *workers]), time.perf_counter()
    main_cpu = cpu_seconds([os.getpid()])
    lags: list[float] = []
    busy: list[float] = []
    stop = asyncio.Event()
    tick = asyncio.create_task(ticker(lags, busy, stop))
    idle = await idle_ticker()
    played = sum(await asyncio.gather(*(play(tables, table, moves) for table in started)))
    stop.set()
    await tick
    idle_p50, idle_p99 = await idle_lags(idle)
    wall = time.perf_counter() - wall
    cpu = cpu_seconds([os.getpid(), *workers]) - cpu
    main_cpu = cpu_seconds([os.getpid()]) - main_cpu
    drawn = len(pool.pngs)
    per_move = cpu / drawn * 1000
    plain = plain_encode_cpu(pool.pngs) * 1000
    sizes = [len(png) for png in pool.pngs]
    width = min(Image.open(io.BytesIO(png)).width for png in pool.pngs[:: max(1, drawn // 20)])
    print(
        f"{game:9} {count} games, {played} moves, {drawn} boards in {wall:.1f} s: "
        f"{drawn / wall:.0f} rendered moves/s; CPU {per_move:.1f} ms a move, all processes "
        f"(bot {main_cpu / drawn * 1000:.1f}), {per_move / plain:.2f} x a plain encode "
        f"({plain:.1f} ms) ({pool.workers / (per_move / 1000):.0f} moves/s on "
        f"{pool.workers} cores); loop lag p50 {percentile(lags, 50) * 1000:.1f} ms, "
        f"p99 {percentile(lags, 99) * 1000:.1f} ms (CPU on the loop p99 "
        f"{percentile(busy, 99) * 1000:.1f} ms; an idle process beside it: p50 "
        f"{idle_p50 * 1000:.1f}, p99 {idle_p99 * 1000:.1f} ms); "
        f"PNG {sum(sizes) / drawn / 1000:.0f} KB "
        f"(max {max(sizes) / 1000:.0f}), {width} px wide"
    )
    await store.close()


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=games.names())
    parser.add_argument("--games", type=int, default=200, help="concurrent games")
    parser.add_argument("--moves", type=int, default=5, help="moves per game")
    parser.add_argument("--processes", type=int, default=default_processes())
    args = parser.parse_args()
    pool = RecordingPool(args.processes)
    await pool.start()  # every worker started and warm before the clock
    freeze_start_up_objects()  # as the bot does once it has started
    with tempfile.TemporaryDirectory() as folder:
        for game in args.game or games.names():
            await measure(game, args.games, args.moves, pool, Path(folder))
    await pool.close()


if __name__ == "__main__":
    asyncio.run(main())
