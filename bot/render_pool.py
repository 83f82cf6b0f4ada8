"""Boards are drawn in worker processes, never on the event loop.

    pool = RenderPool(processes=2)
    await pool.start()                                   # optional: else at the first job
    png = await pool.draw(game_id, BoardJob.of(table))   # None: a newer board replaced it
    gif = await pool.run(("animation", game_id), draw_animation, job)   # any picture work

- `processes` worker processes (the setting RENDER_PROCESSES; by default one per core),
  so rendering uses every core instead of one (threads share the GIL). `processes=0`
  draws in one thread of this process instead: for tests that register a game only in
  this process, or that must not start processes.
- At most one pending render per key (a game): a newer board of the same game takes
  the place of the one still waiting, which is never drawn; its caller gets None.
- `backlog()`: how long a board asked for now would wait for a worker, on the pool's
  `clock`: the longer of the oldest waiting board's wait so far and the time the workers
  need, at their recent pace, for the boards ahead of it. The table service refuses
  moves, saying the bot is busy, when a board would wait too long.
- A worker never waits for the event loop between jobs while boards queue: when
  HAND_ON_AT or more wait, each worker is sent its next jobs (HELD jobs at most: the one it
  draws and two more) before it answers the one it draws, so it starts the next the moment
  it writes a result, however late the busy loop reads it (with one job in hand, a loop
  late by more than a board left the worker idle while boards queued). With fewer
  waiting, a job stays in the pool, where a newer board of its game can still replace it.
- A bounded queue: at most `queue` games wait for a worker; more callers wait for room,
  so work in flight and memory stay bounded however many games move at once.
- Workers are started from a fork server that has already imported the renderers, and
  each draws a board of every game once as it starts (fonts and static layers cached),
  so no move pays for a cold worker.
- Lean: each worker has one socket to this process (bot/render_worker.py); the event loop
  writes a job and reads its result itself, with no helper threads and one wake-up per
  result. A job's exception reaches its caller; a worker that dies (killed, crashed)
  fails its job with RenderWorkerDied and is replaced.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import pickle
import signal
import socket
import time
from collections import deque
from collections.abc import Callable, Hashable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import partial
from typing import Any

from bot import render_worker
from bot.boards import BoardJob, draw

log = logging.getLogger(__name__)
QUEUE_PER_WORKER = 8
EXIT_WAIT = 5.0  # seconds a stopping worker gets before it is killed
PACE_WEIGHT = 0.1  # of the newest job in the workers' recent pace
HELD = 3  # jobs a worker holds at most: the one it draws and its next two
HAND_ON_AT = 3  # boards waiting from which a busy worker is sent its next job


class RenderWorkerDied(RuntimeError):
    """The worker process drawing a job stopped (killed, crashed) before answering."""


def default_processes() -> int:
    """One worker per core this process may use."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


@dataclass(eq=False)
class _Job:
    function: Callable[..., Any]  # a module-level function
    args: tuple[Any, ...]  # picklable plain data
    result: asyncio.Future[Any]
    asked: float = 0.0  # when its caller asked for it (the pool's clock)
    started: float = 0.0  # when it was sent to a worker
    began: float = 0.0  # when its worker began it (then, or once done with the one before)

    def settle(self, value: Any = None, error: BaseException | None = None) -> None:
        if self.result.done():  # its caller gave up, or the pool closed
            return
        if error is not None:
            self.result.set_exception(error)
        else:
            self.result.set_result(value)


class RenderPool:
    """Draws boards in worker processes; the newest board of a game wins."""

    def __init__(
        self,
        processes: int | None = None,
        *,
        queue: int | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.processes = default_processes() if processes is None else processes
        self.workers = max(1, self.processes)
        self.queue = queue or QUEUE_PER_WORKER * self.workers
        self.clock = clock
        self._waiting: dict[Hashable, _Job] = {}  # in arrival order
        self._unserved: dict[_Job, None] = {}  # asked for, not taken yet: oldest first
        self._pace = 0.0  # seconds a job holds a worker, recently (a moving average)
        self._room: list[asyncio.Future[None]] = []
        self._staff: list[_Worker] = []  # started, ready or not
        self._idle: list[_Worker] = []  # ready and without a job (busy ones may hold HELD)
        self._starting: asyncio.Future[None] | None = None
        self._burials: dict[asyncio.Future[None], _ProcessWorker] = {}  # dead workers
        self.drawn = 0
        self.superseded = 0
        self.busy = 0.0  # seconds the workers spent on jobs, all together
        if self.processes == 0:  # ready at once: the first job runs as it is asked for
            thread = _ThreadWorker(self)
            thread.ready = True
            self._staff.append(thread)
            self._idle.append(thread)

    @property
    def saturated(self) -> bool:
        """Every worker is busy: a new board would wait."""
        return not self._idle

    @property
    def waiting(self) -> int:
        return len(self._waiting)

    def backlog(self, coming: int = 0) -> float:
        """Seconds a job asked for now would wait for a worker, with `coming` more jobs
        on their way ahead of it (0: a worker is free)."""
        held = sum(max(0, len(worker.jobs) - 1) for worker in self._staff)  # sent, not begun
        ahead = (len(self._unserved) + held + coming) * self._pace / self.workers
        for job in self._unserved:
            return max(self.clock() - job.asked, ahead)
        return ahead if len(self._unserved) + coming >= len(self._idle) else 0.0

    @property
    def pids(self) -> list[int]:
        """The worker processes' ids (none in thread mode)."""
        return [worker.pid for worker in self._staff if isinstance(worker, _ProcessWorker)]

    async def start(self) -> None:
        """Start every worker now (each warms up as it starts), not at the first job;
        returns once all are ready."""
        await asyncio.shield(self._start_soon())

    def _start_soon(self) -> asyncio.Future[None]:
        if self._starting is None:
            self._starting = asyncio.ensure_future(self._start())
            self._starting.add_done_callback(_seen)
        return self._starting

    async def _start(self) -> None:
        hires = self.workers - len(self._staff)
        try:
            await asyncio.gather(*(self._hire() for _ in range(hires)))
        except Exception as error:  # a worker died warming up: fail what waits for one
            self._starting = None  # the next job tries again
            self._fail_waiting(error)
            raise

    def _fail_waiting(self, error: Exception) -> None:
        for job in self._waiting.values():
            job.settle(error=error)
        self._waiting.clear()
        for room in self._room:
            if not room.done():
                room.set_result(None)

    async def _hire(self) -> None:
        worker: _Worker = _ThreadWorker(self) if self.processes == 0 else _ProcessWorker(self)
        self._staff.append(worker)
        await worker.start()
        self._ready(worker)

    async def draw(self, key: Hashable, job: BoardJob) -> bytes | None:
        """The PNG of `job`, or None if a newer job with the same key replaced it
        before a worker took it."""
        return await self.run(key, draw, job)

    async def run(self, key: Hashable, function: Callable[..., Any], *args: Any) -> Any:
        """`function(*args)` in a worker (a module-level function and picklable plain
        data, e.g. a replay's animation), or None if newer work with the same key
        replaced it before a worker took it."""
        loop = asyncio.get_running_loop()
        mine = _Job(function, args, loop.create_future(), self.clock())
        self._unserved[mine] = None
        try:
            while key not in self._waiting and len(self._waiting) >= self.queue:
                room = loop.create_future()
                self._room.append(room)
                try:
                    await room
                finally:
                    if room in self._room:
                        self._room.remove(room)
            self._start_soon()  # at the first job, or again after workers failed to start
            older = self._waiting.get(key)
            self._waiting[key] = mine  # a replaced key keeps its place in the queue
            if older is not None and not older.result.done():
                older.result.set_result(None)
                self._unserved.pop(older, None)
                self.superseded += 1
            self._pump()
            return await mine.result
        finally:
            self._unserved.pop(mine, None)

    def _pump(self) -> None:
        while self._waiting and (worker := self._free()) is not None:
            key = next(iter(self._waiting))
            job = self._waiting.pop(key)
            self._make_room()
            self._unserved.pop(job, None)
            if job.result.done():  # its caller gave up
                continue
            job.started = self.clock()
            if not worker.jobs:
                self._idle.remove(worker)
            worker.take(job)

    def _free(self) -> _Worker | None:
        """A worker to send the next job to: one without a job, else, while boards queue,
        a busy one that has no next job yet."""
        if self._idle:
            return self._idle[-1]
        if len(self._waiting) < HAND_ON_AT:
            return None
        return next((w for w in self._staff if w.ready and len(w.jobs) < HELD), None)

    def _make_room(self) -> None:
        while self._room:
            room = self._room.pop(0)
            if not room.done():
                room.set_result(None)
                return

    def _ready(self, worker: _Worker) -> None:
        worker.ready = True
        if not worker.jobs:
            self._idle.append(worker)
        self._pump()

    def _finished(
        self, worker: _Worker, job: _Job, value: Any, error: BaseException | None
    ) -> None:
        """A worker answered its oldest job (it began it when it was sent, or when the
        worker finished the one before: the job's own time is from the later)."""
        self.drawn += 1
        now = self.clock()
        job.began = max(job.started, worker.finished)
        spent, worker.finished = now - job.began, now
        self.busy += spent
        self._pace = spent if self.drawn == 1 else self._pace + PACE_WEIGHT * (spent - self._pace)
        job.settle(value, error)
        self._ready(worker)

    def _lost(self, worker: _Worker) -> None:
        """A worker's connection ended on its own: it died. Fail its job once its exit
        is known, and start another in its place."""
        if worker in self._idle:
            self._idle.remove(worker)
        worker.ready = False
        if worker in self._staff:
            self._staff.remove(worker)
        burial = asyncio.ensure_future(self._bury(worker))
        self._burials[burial] = worker
        burial.add_done_callback(self._burials.pop)

    async def _bury(self, worker: _ProcessWorker) -> None:
        code = await asyncio.to_thread(worker.stop)
        death = RenderWorkerDied(f"the render worker {worker.pid} stopped ({_exit(code)})")
        log.error("%s, %s", death, "while drawing" if worker.jobs else "idle")
        while worker.jobs:  # the one it drew and the next it held
            worker.jobs.popleft().settle(error=death)
        if not worker.warm:  # it died warming up: another would too
            worker.warming.set_exception(death)
        elif self._starting is not None:  # not closed meanwhile
            try:
                await self._hire()
            except RenderWorkerDied as error:  # its replacement died warming up
                log.error("no render worker in its place: %s", error)
                if not self._staff:  # none left: fail what waits, try again later
                    self._starting = None
                    self._fail_waiting(error)

    async def close(self) -> None:
        """Stop the workers (waiting renders are dropped, running ones cancelled)."""
        starting, self._starting = self._starting, None
        for job in self._waiting.values():
            job.result.cancel()
        self._waiting.clear()
        staff, self._staff, self._idle = self._staff, [], []
        for worker in staff:
            for job in worker.jobs:
                job.result.cancel()
        await asyncio.gather(*(worker.close() for worker in staff))
        for burial, worker in list(self._burials.items()):
            burial.cancel()
            for job in worker.jobs:
                job.result.cancel()
        if starting is not None and not starting.done():
            starting.cancel()


def _seen(task: asyncio.Future[None]) -> None:
    """Mark a background task's exception as seen (its callers got it already)."""
    if not task.cancelled():
        task.exception()


def _exit(code: int | None) -> str:
    if code is None:
        return "still running: killed"
    if code < 0:
        return f"killed by {signal.Signals(-code).name}"
    return f"exit code {code}"


class _Worker:
    """One worker: runs the jobs it is sent one at a time, in order, and reports each to
    its pool."""

    def __init__(self, pool: RenderPool) -> None:
        self.pool = pool
        self.jobs: deque[_Job] = deque()  # sent and not answered: the one it draws first
        self.ready = False  # warm: jobs may be sent to it
        self.finished = 0.0  # when it last answered a job (the pool's clock)

    async def start(self) -> None:
        raise NotImplementedError

    def take(self, job: _Job) -> None:
        raise NotImplementedError

    async def close(self) -> None:
        raise NotImplementedError


class _ThreadWorker(_Worker):
    """Runs jobs in one thread of this process (processes=0)."""

    def __init__(self, pool: RenderPool) -> None:
        super().__init__(pool)
        self._executor = ThreadPoolExecutor(1, thread_name_prefix="render")

    async def start(self) -> None:
        pass

    def take(self, job: _Job) -> None:
        self.jobs.append(job)
        loop = asyncio.get_running_loop()
        running = loop.run_in_executor(self._executor, partial(job.function, *job.args))
        running.add_done_callback(self._done)

    def _done(self, running: asyncio.Future[Any]) -> None:
        job = self.jobs.popleft() if self.jobs else None
        if job is None or running.cancelled():  # the pool closed meanwhile
            return
        error = running.exception()
        self.pool._finished(self, job, None if error else running.result(), error)

    async def close(self) -> None:
        await asyncio.to_thread(self._executor.shutdown, wait=True, cancel_futures=True)


class _ProcessWorker(_Worker, asyncio.Protocol):
    """A worker process (bot/render_worker.py) at the other end of a socket."""

    def __init__(self, pool: RenderPool) -> None:
        super().__init__(pool)
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(["bot.boards"])
        self._socket, theirs = socket.socketpair()
        self._theirs = theirs
        self.process = context.Process(
            target=render_worker.serve, args=(theirs,), name="render", daemon=True
        )
        self.warming: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.warm = False
        self._transport: asyncio.Transport | None = None
        self._buffer = bytearray()
        self._closing = False

    @property
    def pid(self) -> int:
        return self.process.pid or 0

    async def start(self) -> None:
        await asyncio.to_thread(self.process.start)  # the fork server may start first
        self._theirs.close()
        loop = asyncio.get_running_loop()
        await loop.create_connection(lambda: self, sock=self._socket)
        await self.warming

    def take(self, job: _Job) -> None:
        try:
            payload = pickle.dumps((job.function, job.args), pickle.HIGHEST_PROTOCOL)
        except Exception as error:  # e.g. a lambda: not work a worker can be sent
            job.settle(error=error)
            self.pool._ready(self)
            return
        self.jobs.append(job)
        assert self._transport is not None
        self._transport.writelines(render_worker.frame(render_worker.JOB, payload))

    # asyncio.Protocol: the event loop calls these

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self._transport = transport  # type: ignore[assignment]

    def data_received(self, data: bytes) -> None:
        buffer = self._buffer
        if buffer:
            buffer += data
            data = buffer
        header = render_worker.HEADER
        start = 0
        while len(data) - start >= header.size:
            size, kind = header.unpack_from(data, start)
            end = start + header.size + size
            if len(data) < end:
                break
            with memoryview(data) as view:
                payload = bytes(view[start + header.size : end])
            start = end
            self._answer(kind, payload)
        if data is buffer:
            del buffer[:start]
        else:
            buffer += data[start:] if start else data

    def _answer(self, kind: int, payload: bytes) -> None:
        if kind == render_worker.READY:
            self.warm = True
            self.warming.set_result(None)
            return
        if not self.jobs:
            return
        job = self.jobs.popleft()
        if kind == render_worker.BYTES:
            self.pool._finished(self, job, payload, None)
        elif kind == render_worker.RESULT:
            self.pool._finished(self, job, pickle.loads(payload), None)
        else:
            self.pool._finished(self, job, None, pickle.loads(payload))

    def connection_lost(self, exc: Exception | None) -> None:
        if not self._closing:
            self.pool._lost(self)

    def stop(self) -> int | None:
        """Wait for the process to end (killed if it takes too long); its exit code.
        Blocking: run it in a thread."""
        self.process.join(EXIT_WAIT)
        if self.process.exitcode is None:
            self.process.kill()
            self.process.join()
            return None
        return self.process.exitcode

    async def close(self) -> None:
        self._closing = True
        if self._transport is not None:
            self._transport.close()  # the worker reads the end of its jobs and exits
        else:
            self._theirs.close()
            self._socket.close()
        if self.process.pid is not None:
            await asyncio.to_thread(self.stop)
        if not self.warming.done():
            self.warming.cancel()
