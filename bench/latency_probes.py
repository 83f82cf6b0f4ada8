"""What bench/latency.py measures inside the bot's process, apart from the load it puts
on it: each click's parts (the game's lock, the store, the threads, the render queue and
render), transactions, CPU of the bot's threads and of the parts of a move, memory, and
the event loop's lag (bench/render_pool.py ticks the same way).

Everything here wraps the bot's own objects at run time, importing the bot only inside
functions: `--compare` runs it against another checkout's bot (an older one included).
"""

from __future__ import annotations

import asyncio
import contextvars
import gc
import inspect
import os
import sys
import time
from typing import ClassVar

TICK = 0.005  # the lag ticker's period, seconds


PARTS = (
    "lock wait",
    "store",
    "store writer wait",
    "cpu thread",
    "cpu thread wait",
    "other threads",
    "other threads wait",
    "render queue",
    "render",
    "publish",
)


# The parts of the click being served now: each click runs in its own task, and what it
# starts (a render, a store call) notes its time here.
_CLICK: contextvars.ContextVar[dict | None] = contextvars.ContextVar("click", default=None)


def note(part: str, seconds: float) -> None:
    parts = _CLICK.get()
    if parts is not None:
        parts[part] = parts.get(part, 0.0) + seconds


class TimedLock:
    """An asyncio lock whose waits are noted as `part`."""

    def __init__(self, lock: asyncio.Lock, part: str) -> None:
        self.lock, self.part = lock, part

    async def __aenter__(self) -> None:
        start = time.perf_counter()
        await self.lock.acquire()
        note(self.part, time.perf_counter() - start)

    async def __aexit__(self, *exc: object) -> None:
        self.lock.release()

    def locked(self) -> bool:
        return self.lock.locked()


class TimedStore:
    """The store, its every coroutine noted as "store" (a call inside another not twice)."""

    def __init__(self, store: object) -> None:
        self._store = store

    def __getattr__(self, name: str):
        value = getattr(self._store, name)
        if not inspect.iscoroutinefunction(value):
            return value

        async def timed(*args, **kwargs):
            parts = _CLICK.get()
            if parts is None or parts.get("_in_store"):
                return await value(*args, **kwargs)
            parts["_in_store"] = True
            start = time.perf_counter()
            try:
                return await value(*args, **kwargs)
            finally:
                parts["_in_store"] = False
                note("store", time.perf_counter() - start)

        return timed


class Counts:
    transactions = 0
    drawing = 0.0  # seconds the render workers were on jobs (an older pool's, see busy)
    cpu: ClassVar[dict[str, float]] = {}  # CPU seconds of the bot's own work, per part (any thread)


CPU_PARTS = ("apply", "AI", "state read", "state written", "words", "load generator")


def count_cpu(part: str, function):
    """`function`, its CPU time (of the thread it runs in) added to `part`."""

    def counted(*args, **kwargs):
        start = time.thread_time()
        try:
            return function(*args, **kwargs)
        finally:
            Counts.cpu[part] = Counts.cpu.get(part, 0.0) + time.thread_time() - start

    counted.counted = True
    return counted


def time_cpu_parts() -> None:
    """Note the CPU of the parts of a move in the bot's process: the rules applying it, the
    AI choosing, a state read from JSON and written to it, events put in words."""
    import bot.tables.service as service
    import games

    for name in games.names():
        game = games.get(name)
        if getattr(game.apply, "counted", False):
            continue
        game.apply = count_cpu("apply", game.apply)
        game.ai_action = count_cpu("AI", game.ai_action)
        game.load_state = count_cpu("state read", game.load_state)
        state_class = type(game.setup(max(2, game.min_players), 0))
        state_class.model_dump_json = count_cpu("state written", state_class.model_dump_json)
    if not getattr(service.Tables._named, "counted", False):
        service.Tables._named = staticmethod(count_cpu("words", service.Tables._named))


def thread_cpu() -> dict[str, float]:
    """CPU seconds so far of this process's threads, by kind: the event loop, the CPU
    thread, the store's thread (aiosqlite), the others."""
    import threading

    ticks = os.sysconf("SC_CLK_TCK")
    kinds: dict[str, float] = {}
    for thread in threading.enumerate():
        target = getattr(getattr(thread, "_target", None), "__name__", "")
        if thread is threading.main_thread():
            kind = "loop"
        elif thread.name.startswith("cpu"):
            kind = "cpu thread"
        elif "connection_worker" in target:
            kind = "store thread"
        else:
            kind = "other threads"
        try:
            with open(f"/proc/self/task/{thread.native_id}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except (FileNotFoundError, TypeError):
            continue
        kinds[kind] = kinds.get(kind, 0.0) + (int(fields[11]) + int(fields[12])) / ticks
    return kinds


def count_transactions(store: object) -> None:
    """Count every transaction the store opens (a one-statement write is one too), in all
    and in the click being served; its writer lock's waits are noted."""
    from bot.store import SqlStore

    transaction, write = store._transaction, store._write
    own_write = type(store)._write is not SqlStore._write  # else it opens a transaction

    def counted_transaction():
        Counts.transactions += 1
        note("transactions", 1)
        return transaction()

    async def counted_write(*args):
        Counts.transactions += 1
        note("transactions", 1)
        return await write(*args)

    store._transaction = counted_transaction
    if own_write:
        store._write = counted_write
    if isinstance(getattr(store, "_writing", None), asyncio.Lock):
        store._writing = TimedLock(store._writing, "store writer wait")


def time_threads() -> None:
    """Note the time clicks spend in the CPU thread and in other threads (to_thread)."""
    import bot.cpu_thread

    if getattr(asyncio.to_thread, "timed", False):
        return
    original_cpu, original_to_thread = bot.cpu_thread.in_cpu_thread, asyncio.to_thread

    def timed(part: str, original):
        async def run(function, *args, **kwargs):
            asked, began = time.perf_counter(), []

            def started(*a, **k):
                began.append(time.perf_counter())
                return function(*a, **k)

            try:
                return await original(started, *args, **kwargs)
            finally:
                end = time.perf_counter()
                began = began[0] if began else end
                note(f"{part} wait", began - asked)
                note(part, end - began)

        return run

    cpu = timed("cpu thread", original_cpu)
    for module in list(sys.modules.values()):
        name = getattr(module, "__name__", "")
        if name.startswith("bot") and getattr(module, "in_cpu_thread", None) is original_cpu:
            module.in_cpu_thread = cpu
    asyncio.to_thread = timed("other threads", original_to_thread)
    asyncio.to_thread.timed = True


def time_renders() -> None:
    """Note each board's wait in the render pool's queue and its drawing."""
    import bot.render_pool as pool

    job_class = pool._Job
    if getattr(job_class, "timed", False):
        return

    class TimedJob(job_class):
        timed = True

        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            self.parts, self.asked_at, self.taken = _CLICK.get(), time.monotonic(), 0.0

        def settle(self, value=None, error=None) -> None:
            """The wait from asking to its worker beginning it (queued in the pool or
            held by its worker behind another job), then the drawing."""
            began = getattr(self, "began", 0.0) or self.taken
            if began:
                now = time.monotonic()  # the pool's clock
                if not hasattr(self, "began"):  # (an older pool: one job a worker)
                    Counts.drawing += now - began
                if self.parts is not None:
                    parts = self.parts
                    parts["render queue"] = parts.get("render queue", 0) + began - self.asked_at
                    parts["render"] = parts.get("render", 0) + now - began
            super().settle(value, error)

    pool._Job = TimedJob
    if "began" in job_class.__dataclass_fields__:
        return
    for worker in (pool._ProcessWorker, pool._ThreadWorker):  # an older pool's
        take = worker.take

        def stamped(self, job, take=take):
            job.taken = time.monotonic()
            take(self, job)

        worker.take = stamped


def cpu_seconds(pids: list[int]) -> float:
    """User + system CPU of these processes so far (Linux /proc)."""
    ticks = os.sysconf("SC_CLK_TCK")
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
        except FileNotFoundError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime, stime
    return total / ticks


def rss_bytes(pid: int | str = "self") -> int:
    """The resident memory of a process (this one by default); 0 once it has gone."""
    try:
        with open(f"/proc/{pid}/statm") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except FileNotFoundError:
        return 0


def settled_rss() -> int:
    """RSS once the garbage is collected: what the live objects hold."""
    gc.collect()
    return rss_bytes()


def held_bytes(*roots: object) -> int:
    """The bytes of every object reachable from `roots` (each counted once), short of
    modules, classes, functions, code and running coroutines (shared, or the loop's):
    what the bot keeps in memory between clicks."""
    import threading
    import types

    stop = (type, types.ModuleType, types.FunctionType, types.CodeType, types.FrameType)
    stop += (types.CoroutineType, types.BuiltinFunctionType, types.MethodType, asyncio.Future)
    stop += (asyncio.AbstractEventLoop, asyncio.BaseTransport, threading.Thread)
    seen: set[int] = set()
    todo = list(roots)
    total = 0
    while todo:
        thing = todo.pop()
        if id(thing) in seen or isinstance(thing, stop):
            continue
        seen.add(id(thing))
        total += sys.getsizeof(thing)
        todo += gc.get_referents(thing)
    return total


async def ticker(lags: list[float], stop: asyncio.Event) -> None:
    loop = asyncio.get_running_loop()
    while not stop.is_set():
        start = loop.time()
        await asyncio.sleep(TICK)
        lags.append(max(0.0, loop.time() - start - TICK))
