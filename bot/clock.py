"""The bot's one scheduler: sleeps until the earliest deadline or reminder in the store.

Nothing lives only in memory: every deadline is a row in the database (bot/turns.py
writes them). The scheduler reads the earliest one, sleeps until it, and hands it to the
table service (`tables.on_due`), which re-checks it under the game's lock (a move saved
just before the deadline wins). When the service sets a new deadline it calls `wake(at)`,
which interrupts the sleep so the scheduler reads again, unless the scheduler already
sleeps until something due no later than `at`: a move's new deadline lies a whole turn
ahead, behind the one the scheduler waits for, so a busy server's moves do not each cost
the store two more reads in the thread that saves them.

After a restart the scheduler starts from the database: deadlines that passed while the
bot was down come out first, oldest first, and each is handled once (handling clears or
moves it).

It is supervised: whatever fails (a full disk, a locked or lost database), the failure is
logged and the loop tries again after a backoff (1 s, 2 s, 4 s... at most a minute); it
never stays dead. When it works again it logs one "recovered" line.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

import discord

if TYPE_CHECKING:
    from bot.store import Due
    from bot.tables import Tables

log = logging.getLogger(__name__)

LONGEST_SLEEP = 3600.0  # read the store again at least hourly, whatever happens
FIRST_BACKOFF = 1.0  # after a failure, wait this long, doubling up to LONGEST_BACKOFF
LONGEST_BACKOFF = 60.0


def wall_clock() -> float:
    """UNIX seconds now (discord.py's clock: SimCord's virtual time in tests)."""
    return discord.utils.utcnow().timestamp()


class TurnClock:
    """One task for every game's deadlines; `start()` once the bot is ready."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self._task: asyncio.Task | None = None
        self._sleeping = False
        self._woken = False
        self._changes = 0
        self._until: float | None = None  # when the next due item it knows of falls
        self.failures = 0  # failures in a row (0: healthy)
        tables.wake = self.wake

    @property
    def running(self) -> bool:
        return self._task is not None and not self._task.done()

    def start(self) -> None:
        if not self.running:
            self._task = asyncio.get_running_loop().create_task(self._run(), name="turn clock")

    async def stop(self) -> None:
        task, self._task = self._task, None
        if task is not None and not task.done():
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)

    def wake(self, at: float | None = None) -> None:
        """A deadline changed (`at`: the new one, if known): read the store again
        (interrupts the sleep), unless the sleep ends no later than `at` anyway."""
        if at is not None and self._sleeping and self._until is not None and at >= self._until:
            return
        self._changes += 1
        if self._sleeping and self._task is not None and not self._woken:
            self._woken = True
            self._task.cancel()

    async def catch_up(self) -> int:
        """Handle everything due by now, earliest first; returns how many."""
        handled = 0
        while (due := await self.tables.store.next_due()) and due.at <= self.tables.now():
            await self._handle(due)
            handled += 1
        return handled

    async def _run(self) -> None:
        while True:
            try:
                wait = await self._tick()
            except Exception:
                self.failures += 1
                wait = min(FIRST_BACKOFF * 2 ** (self.failures - 1), LONGEST_BACKOFF)
                log.exception(
                    "the turn clock failed (%d in a row); retrying in %.0f s", self.failures, wait
                )
            else:
                if self.failures:
                    log.warning("the turn clock recovered after %d failures", self.failures)
                    self.failures = 0
            if wait > 0:
                await self._sleep(min(wait, LONGEST_SLEEP))

    async def _tick(self) -> float:
        """Handle what is due; returns how long to sleep until the next due item."""
        while True:
            await self.catch_up()
            seen = self._changes
            due = await self.tables.store.next_due()
            if self._changes == seen:  # else something changed while reading: read again
                self._until = None if due is None else due.at
                return LONGEST_SLEEP if due is None else due.at - self.tables.now()

    async def _sleep(self, seconds: float) -> None:
        self._sleeping = True
        try:
            await asyncio.sleep(seconds)
        except asyncio.CancelledError:
            if not self._woken:
                raise  # stopped, not woken
            asyncio.current_task().uncancel()
        finally:
            self._sleeping = False
            self._woken = False

    async def _handle(self, due: Due) -> None:
        """Hand one due item to the service. A game that cannot be handled is dropped (so
        the clock never spins on it); a store that fails is not a reason to drop anything:
        that failure goes up to the supervisor, which retries after a backoff."""
        try:
            done = await self.tables.on_due(due)
        except Exception as error:
            if store_failure(error):
                raise
            log.exception("the clock failed on %s", due)
            done = False
        if not done and await self.tables.store.next_due() == due:
            log.warning("dropping %s: it could not be handled", due)
            await self.tables.drop_due(due)


def store_failure(error: BaseException) -> bool:
    """The database failed (full disk, locked, gone), rather than one game's handling."""
    if isinstance(error, OSError):
        return True
    module = type(error).__module__.split(".")[0]
    return module in ("sqlite3", "aiosqlite", "asyncpg", "psycopg", "psycopg2")
