"""Boards are drawn in worker processes, never on the event loop.

    pool = RenderPool(processes=2)
    png = await pool.draw(game_id, BoardJob.of(table))   # None: a newer board replaced it
    gif = await pool.run(("animation", game_id), draw_animation, job)   # any picture work

- `processes` worker processes (the setting RENDER_PROCESSES; by default one per core),
  so rendering uses every core instead of one (threads share the GIL). `processes=0`
  draws in one thread of this process instead: for tests that register a game only in
  this process, or that must not start processes.
- At most one pending render per key (a game): a newer board of the same game takes
  the place of the one still waiting, which is never drawn; its caller gets None.
- A bounded queue: at most `queue` games wait for a worker; more callers wait for room,
  so work in flight and memory stay bounded however many games move at once.
- Workers are started from a fork server that has already imported the renderers, and
  each draws a board of every game once as it starts (fonts and static layers cached),
  so no move pays for a cold worker.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
from collections.abc import Callable, Hashable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass
from functools import partial
from typing import Any

from bot.boards import BoardJob, draw, warm_up

QUEUE_PER_WORKER = 8


def default_processes() -> int:
    """One worker per core this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


@dataclass
class _Waiting:
    work: Callable[[], Any]  # a module-level function and its plain-data arguments
    result: asyncio.Future[Any]


class RenderPool:
    """Draws boards in worker processes; the newest board of a game wins."""

    def __init__(self, processes: int | None = None, *, queue: int | None = None) -> None:
        self.processes = default_processes() if processes is None else processes
        self.workers = max(1, self.processes)
        self.queue = queue or QUEUE_PER_WORKER * self.workers
        self._executor: Executor | None = None
        self._waiting: dict[Hashable, _Waiting] = {}  # in arrival order
        self._room: list[asyncio.Future[None]] = []
        self._running = 0
        self.drawn = 0
        self.superseded = 0

    @property
    def saturated(self) -> bool:
        """Every worker is busy: a new board would wait."""
        return self._running >= self.workers

    @property
    def waiting(self) -> int:
        return len(self._waiting)

    @property
    def pids(self) -> list[int]:
        """The worker processes' ids (none in thread mode)."""
        executor = self._executor
        return list(getattr(executor, "_processes", None) or {})

    async def start(self) -> None:
        """Start every worker now (each warms up as it starts), not at the first move."""
        loop = asyncio.get_running_loop()
        executor = self._pool()
        await asyncio.gather(
            *(loop.run_in_executor(executor, os.getpid) for _ in range(self.workers))
        )

    async def draw(self, key: Hashable, job: BoardJob) -> bytes | None:
        """The PNG of `job`, or None if a newer job with the same key replaced it
        before a worker took it."""
        return await self.run(key, draw, job)

    async def run(self, key: Hashable, function: Callable[..., Any], *args: Any) -> Any:
        """`function(*args)` in a worker (a module-level function and picklable plain
        data, e.g. a replay's animation), or None if newer work with the same key
        replaced it before a worker took it."""
        loop = asyncio.get_running_loop()
        mine = _Waiting(partial(function, *args), loop.create_future())
        while key not in self._waiting and len(self._waiting) >= self.queue:
            room = loop.create_future()
            self._room.append(room)
            try:
                await room
            finally:
                if room in self._room:
                    self._room.remove(room)
        older = self._waiting.get(key)
        self._waiting[key] = mine  # a replaced key keeps its place in the queue
        if older is not None and not older.result.done():
            older.result.set_result(None)
            self.superseded += 1
        self._pump()
        return await mine.result

    def _pump(self) -> None:
        while self._running < self.workers and self._waiting:
            key = next(iter(self._waiting))
            waiting = self._waiting.pop(key)
            self._make_room()
            if waiting.result.done():  # its caller gave up
                continue
            self._running += 1
            loop = asyncio.get_running_loop()
            running = loop.run_in_executor(self._pool(), waiting.work)
            running.add_done_callback(partial(self._finished, waiting))

    def _make_room(self) -> None:
        while self._room:
            room = self._room.pop(0)
            if not room.done():
                room.set_result(None)
                return

    def _finished(self, waiting: _Waiting, running: asyncio.Future[Any]) -> None:
        self._running -= 1
        self.drawn += 1
        if not waiting.result.done():
            if running.cancelled():
                waiting.result.cancel()
            elif running.exception() is not None:
                waiting.result.set_exception(running.exception())
            else:
                waiting.result.set_result(running.result())
        self._pump()

    def _pool(self) -> Executor:
        if self._executor is None:
            if self.processes == 0:
                self._executor = ThreadPoolExecutor(1, thread_name_prefix="render")
            else:
                context = multiprocessing.get_context("forkserver")
                context.set_forkserver_preload(["bot.boards"])
                self._executor = ProcessPoolExecutor(
                    self.processes, mp_context=context, initializer=warm_up
                )
        return self._executor

    async def close(self) -> None:
        """Stop the workers (waiting renders are dropped)."""
        executor, self._executor = self._executor, None
        for waiting in self._waiting.values():
            waiting.result.cancel()
        self._waiting.clear()
        if executor is not None:
            await asyncio.to_thread(executor.shutdown, wait=True, cancel_futures=True)
