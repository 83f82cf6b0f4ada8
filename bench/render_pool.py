"""What the render pool itself costs per job: the bot process's CPU to hand a job to a
worker and take its result back, apart from any drawing.

    .venv/bin/python bench/render_pool.py                     # 2 workers, 16 jobs in flight
    .venv/bin/python bench/render_pool.py --jobs 4000 --size 50000 --in-flight 64

Each job is a module-level function that returns `--size` bytes at once (a PNG's worth),
so the figures are the pool's overhead alone: pickling, the trip to the worker and back,
waking the event loop. CPU time from /proc (this process, threads included, and each
worker), so a busy machine does not blur them; also the event loop's lag p99 meanwhile.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import time

from latency_probes import cpu_seconds, ticker  # (bench/ is on the path of a script run from it)

from bot.render_pool import RenderPool


def payload(size: int) -> bytes:
    """A result as big as a board's PNG (the worker's side of a job, nothing else)."""
    return b"\x89" * size


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=3000)
    parser.add_argument("--in-flight", type=int, default=16)
    parser.add_argument("--size", type=int, default=50_000, help="bytes a job returns")
    args = parser.parse_args()
    pool = RenderPool(args.processes)
    await pool.start()
    workers = pool.pids
    queue = iter(range(args.jobs))

    async def caller() -> None:
        for key in queue:
            assert len(await pool.run(key, payload, args.size)) == args.size

    lags: list[float] = []
    stop = asyncio.Event()
    tick = asyncio.create_task(ticker(lags, stop))
    bot, others, wall = cpu_seconds([os.getpid()]), cpu_seconds(workers), time.perf_counter()
    await asyncio.gather(*(caller() for _ in range(args.in_flight)))
    wall = time.perf_counter() - wall
    bot, others = cpu_seconds([os.getpid()]) - bot, cpu_seconds(workers) - others
    stop.set()
    await tick
    await pool.close()
    lags.sort()
    print(
        f"{args.jobs} jobs of {args.size // 1000} KB, {args.in_flight} in flight, "
        f"{args.processes} workers, {wall:.1f} s: CPU per job {bot / args.jobs * 1000:.3f} ms "
        f"in the bot's process, {(bot + others) / args.jobs * 1000:.3f} ms all processes; "
        f"loop lag p99 {lags[round(0.99 * (len(lags) - 1))] * 1000:.1f} ms"
    )


if __name__ == "__main__":
    asyncio.run(main())
