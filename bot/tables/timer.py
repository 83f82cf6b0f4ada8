"""The turn clock's bookkeeping, a collaborator of the table service: when each game's
deadline and reminder fall, lobby expiry, archiving after the end, the timer a lobby
chooses. It writes deadlines to the store; the scheduler (bot/clock.py) reads them back
and the service acts on them (`Tables.on_due`) through its one move path.

- A turn's deadline starts when a human must act on a new turn (`arm`): the clock is
  keyed on `state.turn` and the acting seats, so the inner steps of one turn (a Passtally
  turn's two actions, a PAC-MAN move built step by step) share one deadline.
- One reminder ping when a quarter of the time is left.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from bot.errors import LobbyRefusal
from bot.store import Due, Store
from bot.turns import (
    AFK_LIMIT,
    AFK_LIMITS,
    ARCHIVE_AFTER,
    DEFAULT_TURN_SECONDS,
    LOBBY_SECONDS,
    clock_options,
    game_default,
    reminder_lead,
    shown,
    timer_choices,
)

if TYPE_CHECKING:
    from bot.tables.table import Table


def clock_key(table: Table) -> str:
    """What the current deadline is for: the turn and the humans who must act."""
    seats = ",".join(str(s.seat) for s in table.humans_to_act())
    return f"{table.state.turn}:{seats}"


class TurnTimer:
    """Every game's deadline, kept in the store. `wake` is the scheduler's: it is called
    whenever a deadline moves earlier or appears (with the earliest time now due for the
    game, where it is known: `wake(at)`)."""

    def __init__(self, store: Store, now: Callable[[], float]) -> None:
        self.store = store
        self.now = now
        self.wake: Callable[..., None] = lambda at=None: None

    # -- lobbies -----------------------------------------------------------------------
    async def lobby_opened(self, table: Table) -> None:
        """A new lobby (created with its expiry) gets the server's (or the game's) clock."""
        settings = await self.store.guild_settings(table.row.guild_id)
        seconds = _implied_seconds(table, table.options.model_dump())
        seconds = seconds or await self._default_seconds(table)
        await self.store.set_clock(
            table.id, turn_seconds=seconds, afk_limit=settings.afk_limit or AFK_LIMIT
        )
        await self._sync_options(table, seconds)
        self.wake()  # its expiry is a new deadline

    async def lobby_expiry(self, table: Table) -> None:
        """A lobby without an expiry (its /play was cut short) gets one from now."""
        await self.store.set_deadline(table.id, self.expiry())
        self.wake()

    def expiry(self) -> float:
        """When a lobby opened now closes if nobody starts it."""
        return self.now() + LOBBY_SECONDS

    async def choose(self, table: Table, *, seconds: int | None, afk_limit: int | None) -> None:
        """The host picks the turn clock or the time-outs allowed, in the lobby."""
        row = table.row
        offered = timer_choices(table.game.name)
        if seconds is not None and seconds not in offered:
            words = ", ".join(shown(s) for s in offered)
            raise LobbyRefusal("error-timer-choices", choices=words)
        if afk_limit is not None and afk_limit not in AFK_LIMITS:
            raise LobbyRefusal("error-afk-choices")
        seconds = seconds or row.turn_seconds
        await self.store.set_clock(
            table.id, turn_seconds=seconds, afk_limit=afk_limit or row.afk_limit
        )
        await self._sync_options(table, seconds)

    async def options_changed(self, table: Table) -> bool:
        """A game option that means a clock (Passtally's 60-second turns) sets it;
        switching that option off goes back to the default clock. True if it changed."""
        data = table.options.model_dump()
        fields = {f: s for f, s in clock_options(table.game.name).items() if f in data}
        current = table.row.turn_seconds
        if _implied_seconds(table, data):
            seconds = _implied_seconds(table, data)
        elif current in fields.values():
            seconds = await self._default_seconds(table)
        else:
            return False
        if seconds == current:
            return False
        await self.store.set_clock(table.id, turn_seconds=seconds, afk_limit=table.row.afk_limit)
        return True

    async def _sync_options(self, table: Table, seconds: int | None) -> None:
        """Keep a game option that means a clock (`sixty_second_turns`) in step with it."""
        data = table.options.model_dump()
        synced = {f: seconds == s for f, s in clock_options(table.game.name).items() if f in data}
        if any(data[f] != v for f, v in synced.items()):
            options = table.game.Options(**{**data, **synced})
            await self.store.set_options(table.id, options.model_dump_json())

    async def _default_seconds(self, table: Table) -> int:
        settings = await self.store.guild_settings(table.row.guild_id)
        return settings.turn_seconds or game_default(table.game.name) or DEFAULT_TURN_SECONDS

    # -- games -------------------------------------------------------------------------
    async def arm(self, table: Table) -> Table:
        """Humans must act: start their deadline unless this turn already has one."""
        planned = self.planned(table)
        old, new = table.row, planned.row
        if (old.deadline, old.remind_at, old.clock_for) != (
            new.deadline,
            new.remind_at,
            new.clock_for,
        ):
            await self.store.set_deadline(
                table.id, new.deadline, remind_at=new.remind_at, clock_for=new.clock_for
            )
            if new.deadline is not None:
                self.wake(first_due(new.deadline, new.remind_at))
        return planned

    def planned(self, table: Table) -> Table:
        """The table with the deadline its state calls for (nothing written): kept if this
        turn already has one; a fresh one if humans must act on a new turn; none when
        there is no clock or only the AI is to act."""
        row = table.row
        if row.turn_seconds is None:  # no clock: no deadline (not even the lobby's expiry)
            return replace(table, row=replace(row, deadline=None, remind_at=None))
        if not table.humans_to_act():
            if row.deadline is None:
                return table
            return replace(table, row=replace(row, deadline=None, remind_at=None, clock_for=None))
        key = clock_key(table)
        if row.clock_for == key and row.deadline is not None:
            return table
        deadline = self.now() + row.turn_seconds
        remind_at = deadline - reminder_lead(row.turn_seconds)
        new = replace(row, deadline=deadline, remind_at=remind_at, clock_for=key)
        return replace(table, row=new)

    async def ended(self, table: Table) -> None:
        """A game ended: archive its thread after a while (nothing to do in a channel)."""
        if table.row.thread_id is not None:
            await self.store.set_deadline(table.id, self.now() + ARCHIVE_AFTER)
            self.wake()

    def missed(self, table: Table) -> float | None:
        """The deadline of this turn if it passed while nobody was watching (the bot was
        down); None if there is none or it is still ahead."""
        row = table.row
        if row.deadline is None or row.turn_seconds is None or not table.humans_to_act():
            return None
        if row.clock_for != clock_key(table) or row.deadline > self.now():
            return None
        return row.deadline

    async def grant_grace(self, table: Table) -> Table:
        """A deadline missed while the bot was down: the players get a whole turn again
        from now (the bot, not they, was away)."""
        row = table.row
        deadline = self.now() + row.turn_seconds
        remind_at = deadline - reminder_lead(row.turn_seconds)
        await self.store.set_deadline(
            table.id, deadline, remind_at=remind_at, clock_for=row.clock_for
        )
        self.wake()
        return replace(table, row=replace(row, deadline=deadline, remind_at=remind_at))

    def is_due(self, deadline: float | None) -> bool:
        return deadline is not None and deadline <= self.now()

    async def drop(self, due: Due) -> None:
        """Forget a due item that cannot be handled (so the scheduler never spins)."""
        if due.kind == "remind":
            await self.store.mark_reminded(due.game_id, due.at)
        else:
            await self.store.set_deadline(due.game_id, None)


def first_due(deadline: float, remind_at: float | None) -> float:
    """When the clock next has something to do for a game: its reminder, or deadline."""
    return deadline if remind_at is None else min(deadline, remind_at)


def _implied_seconds(table: Table, options: dict) -> int | None:
    """The clock a game option asks for (Passtally's `sixty_second_turns`), if any."""
    meaning = clock_options(table.game.name)
    return next((s for f, s in meaning.items() if options.get(f) is True), None)
