"""The turn clock inside the table service: deadlines, the reminder, time-outs, seats
handed to the AI, lobbies that expire and threads archived after the end.

Mixed into Tables (bot/tables.py) so a time-out takes the same path as any move: lock ->
apply -> save -> publish. The scheduler (bot/clock.py) only decides *when*; it reads the
next due instant from the store and calls `on_due`.

- A turn's deadline starts when a human must act on a new turn (`_arm`): the clock is
  keyed on `state.turn` and the acting seats, so the inner steps of one turn (a Passtally
  turn's two actions, a PAC-MAN move built step by step) share one deadline.
- One reminder ping when a quarter of the time is left.
- On time-out the AI completes what the late seats owe now (the rest of their turn), the
  moves logged as `auto`. After `afk_limit` time-outs in a row the seat is handed to the AI
  for good, as a resignation (rated as one); a move by the player resets the count.
- A version guard: a move saved just before the deadline wins, the time-out is dropped.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from bot.errors import LobbyRefusal
from bot.store import Due, Status

if TYPE_CHECKING:
    from bot.tables import Table

log = logging.getLogger(__name__)

PRESETS: dict[int, str] = {60: "60 s", 300: "5 min", 3600: "1 h", 86400: "24 h"}
# Live games on Discord: 5 minutes lets a player fetch a drink without losing the turn.
# Passtally's sheet variant (the game option `sixty_second_turns`) sets 60 s.
GAME_DEFAULTS: dict[str, int] = {"passtally": 300, "push": 300, "formula": 300, "pacman": 300}
DEFAULT_TURN_SECONDS = 300
AFK_LIMIT = 3  # time-outs in a row before the seat is handed to the AI
AFK_LIMITS = (1, 2, 3, 5)
LOBBY_SECONDS = 3600  # a lobby nobody starts closes after an hour
ARCHIVE_AFTER = 3600  # a finished game's thread is archived an hour after the end
TIMER_OPTIONS: dict[str, int] = {"sixty_second_turns": 60}  # game options meaning a clock


def shown(seconds: int | None) -> str:
    """A turn clock in words: "60 s", "5 min", "1 h", "24 h", "off"."""
    if seconds is None:
        return "off"
    if seconds in PRESETS:
        return PRESETS[seconds]
    if seconds % 3600 == 0:
        return f"{seconds // 3600} h"
    return f"{seconds // 60} min" if seconds % 60 == 0 else f"{seconds} s"


def reminder_lead(turn_seconds: int) -> float:
    """How long before the deadline the one reminder goes out: a quarter of the time."""
    return turn_seconds / 4


def clock_key(table: Table) -> str:
    """What the current deadline is for: the turn and the humans who must act."""
    seats = ",".join(str(s.seat) for s in table.humans_to_act())
    return f"{table.state.turn}:{seats}"


class TurnClockMixin:
    """The clock's part of Tables; uses its store, publisher, locks and move path."""

    now: Callable[[], float]
    wake: Callable[[], None]

    # -- lobby settings -------------------------------------------------------------------
    async def _lobby_clock(self, table: Table) -> None:
        """A new lobby gets the server's (or the game's) clock and an expiry time."""
        settings = await self.store.guild_settings(table.row.guild_id)
        seconds = _implied_seconds(table.options.model_dump()) or await self._default_seconds(table)
        await self.store.set_clock(
            table.id, turn_seconds=seconds, afk_limit=settings.afk_limit or AFK_LIMIT
        )
        await self._sync_options(table, seconds)
        await self.store.set_deadline(table.id, self.now() + LOBBY_SECONDS)
        self.wake()

    async def set_timer(
        self,
        game_id: int,
        user_id: int,
        *,
        seconds: int | None = None,
        afk_limit: int | None = None,
    ) -> Table:
        """The host picks the turn clock or the time-outs allowed, in the lobby."""
        async with self.lock(game_id):
            table = await self._lobby(game_id, host=user_id)
            row = table.row
            if seconds is not None and seconds not in PRESETS:
                raise LobbyRefusal(f"A turn timer is one of {', '.join(PRESETS.values())}.")
            if afk_limit is not None and afk_limit not in AFK_LIMITS:
                raise LobbyRefusal("That number of time-outs is not offered.")
            seconds = seconds or row.turn_seconds
            await self.store.set_clock(
                game_id, turn_seconds=seconds, afk_limit=afk_limit or row.afk_limit
            )
            await self._sync_options(table, seconds)
            return await self.table(game_id)

    async def _sync_options(self, table: Table, seconds: int | None) -> None:
        """Keep a game option that means a clock (`sixty_second_turns`) in step with it."""
        data = table.options.model_dump()
        synced = {f: seconds == s for f, s in TIMER_OPTIONS.items() if f in data}
        if any(data[f] != v for f, v in synced.items()):
            options = table.game.Options(**{**data, **synced})
            await self.store.set_options(table.id, options.model_dump_json())

    async def _options_changed(self, table: Table) -> Table:
        """A game option that means a clock (Passtally's 60-second turns) sets it;
        switching that option off goes back to the default clock."""
        data = table.options.model_dump()
        fields = {f: s for f, s in TIMER_OPTIONS.items() if f in data}
        current = table.row.turn_seconds
        if _implied_seconds(data):
            seconds = _implied_seconds(data)
        elif current in fields.values():
            seconds = await self._default_seconds(table)
        else:
            return table
        if seconds == current:
            return table
        await self.store.set_clock(table.id, turn_seconds=seconds, afk_limit=table.row.afk_limit)
        return await self.table(table.id)

    async def _default_seconds(self, table: Table) -> int:
        settings = await self.store.guild_settings(table.row.guild_id)
        return settings.turn_seconds or GAME_DEFAULTS.get(table.game.name, DEFAULT_TURN_SECONDS)

    # -- arming ------------------------------------------------------------------------------
    async def _arm(self, table: Table) -> Table:
        """Humans must act: start their deadline unless this turn already has one."""
        row = table.row
        if row.turn_seconds is None:  # no clock: drop the lobby's expiry, if still there
            if row.deadline is not None:
                await self.store.set_deadline(table.id, None)
                table = replace(table, row=replace(row, deadline=None, remind_at=None))
            return table
        if not table.humans_to_act():
            return table
        key = clock_key(table)
        if row.clock_for == key and row.deadline is not None:
            return table
        deadline = self.now() + row.turn_seconds
        remind_at = deadline - reminder_lead(row.turn_seconds)
        await self.store.set_deadline(table.id, deadline, remind_at=remind_at, clock_for=key)
        self.wake()
        new = replace(row, deadline=deadline, remind_at=remind_at, clock_for=key)
        return replace(table, row=new)

    async def _ended_clock(self, table: Table) -> None:
        """A game ended: archive its thread after a while (nothing to do in a channel)."""
        if table.row.thread_id is not None:
            await self.store.set_deadline(table.id, self.now() + ARCHIVE_AFTER)
            self.wake()

    # -- what the scheduler calls ------------------------------------------------------
    async def on_due(self, due: Due) -> bool:
        """Do what is due; False if nothing was (the game moved on meanwhile)."""
        if due.kind == "remind":
            return await self.remind(due.game_id, due.at)
        if due.status is Status.LOBBY:
            return await self.expire_lobby(due.game_id)
        if due.status is Status.ACTIVE:
            return await self.time_out(due.game_id, due.version)
        return await self.archive(due.game_id)

    async def drop_due(self, due: Due) -> None:
        """Forget a due item that cannot be handled (so the scheduler never spins)."""
        if due.kind == "remind":
            await self.store.mark_reminded(due.game_id, due.at)
        else:
            await self.store.set_deadline(due.game_id, None)

    async def time_out(self, game_id: int, version: int) -> bool:
        """The acting humans ran out of time: the AI plays what they owe this turn."""
        async with self.lock(game_id):
            table = await self.table(game_id)
            row = table.row
            if (
                row.status is not Status.ACTIVE
                or row.version != version
                or row.deadline is None
                or row.deadline > self.now()
            ):
                return False
            late = table.humans_to_act()
            seats = {s.seat for s in late}
            table, events = await self._play_for_absent(table)
            counts = await self.store.count_timeouts(game_id, sorted(seats))
            notes = [
                f"⏰ **{s.name}** ran out of time, so the AI played that for them "
                f"({counts[s.seat]} of {row.afk_limit} in a row)."
                for s in late
            ]
            await self.store.set_deadline(game_id, None)
            table = replace(
                table,
                row=replace(table.row, deadline=None, remind_at=None, clock_for=None),
                seats=await self.store.seats(game_id),  # with the new time-out counts
            )
            gone = [s for s in late if counts[s.seat] >= row.afk_limit]
            if gone and table.outcome is None:
                await self._hand_over(table, gone, events + notes)  # last: never cut
            else:
                await self._advance(table, events + notes)
            return True

    async def _hand_over(self, table: Table, gone: list, events: list[str]) -> None:
        """Seats that timed out too often go to the AI for good, as a resignation."""
        for seat in gone:
            if not await self.store.resign(
                table.id, version=table.version, seat=seat.seat, away=True
            ):
                return
            table = await self.table(table.id)
            await self._safely(
                self.publisher.remind(
                    table,
                    f"🤖 <@{seat.user_id}> ran out of time {table.row.afk_limit} turns in a row: "
                    "the AI plays your seat for the rest of the game (it counts as resigning).",
                ),
                None,
            )
        ended = [f"**{s.name}** was replaced by the AI for running out of time." for s in gone]
        if self._too_few_playing(table):
            await self._end(table, events + ended, early=True)
        else:
            await self._advance(table, events + ended)

    async def remind(self, game_id: int, at: float) -> bool:
        """The one ping before a deadline, to the humans who must act."""
        async with self.lock(game_id):
            if not await self.store.mark_reminded(game_id, at):
                return False
            table = await self.table(game_id)
            deadline = table.row.deadline
            humans = table.humans_to_act()
            if table.row.status is not Status.ACTIVE or not humans or deadline is None:
                return False
            if deadline <= self.now():
                return False
            who = ", ".join(f"<@{s.user_id}>" for s in humans)
            await self._safely(
                self.publisher.remind(
                    table,
                    f"⏰ {who}: your move in **{table.game.title}** #{table.id} — deadline "
                    f"<t:{int(deadline)}:t> (<t:{int(deadline)}:R>); then the AI plays for you.",
                ),
                None,
            )
            return True

    async def expire_lobby(self, game_id: int) -> bool:
        """Nobody started this lobby in time: close it and say so."""
        async with self.lock(game_id):
            table = await self.table(game_id)
            row = table.row
            if row.status is not Status.LOBBY or row.deadline is None or row.deadline > self.now():
                return False
            await self.store.finish(game_id, status=Status.ABANDONED, results=[], ratings=[])
            table = await self.table(game_id)
            await self._safely(self.publisher.lobby_expired(table), None)
            return True

    async def archive(self, game_id: int) -> bool:
        """Archive a finished game's thread once its time has come."""
        table = await self.table(game_id)
        row = table.row
        if row.status in (Status.LOBBY, Status.ACTIVE) or row.deadline is None:
            return False
        if row.deadline > self.now():
            return False
        await self.store.set_deadline(game_id, None)
        if row.thread_id is not None:
            await self._safely(self.publisher.archive(table), None)
        return True


def _implied_seconds(options: dict) -> int | None:
    """The clock a game option asks for (Passtally's `sixty_second_turns`), if any."""
    return next((s for f, s in TIMER_OPTIONS.items() if options.get(f) is True), None)
