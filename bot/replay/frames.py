"""Pictures and words of a replay: the board after any move and the animated summary.

Everything here is CPU work (replaying the log, drawing, encoding): the async helpers run
it in a worker thread so the event loop never waits. Timelines of recently viewed games
are kept (a finished game never changes), so stepping through one replays at most a
checkpoint's worth of actions.
"""

from __future__ import annotations

import asyncio
import threading
from collections import OrderedDict
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from bot.boards import board_png
from bot.errors import TableError
from bot.replay.record import GameRecord
from bot.replay.timeline import Timeline
from games.core import format_event
from games.errors import GameError
from render.animation import animate, sample

if TYPE_CHECKING:
    from bot.tables import Table
    from games.core import State

KEPT_TIMELINES = 8
MAX_EVENTS = 8
MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}

_timelines: OrderedDict[tuple, Timeline] = OrderedDict()
_guard = threading.Lock()


class Unreplayable(TableError):
    """The stored moves do not replay (the rules changed since the game was played)."""


@dataclass(frozen=True)
class Frame:
    number: int  # 0..count
    count: int
    png: bytes
    text: str


def timeline_of(record: GameRecord) -> Timeline:
    """The game's timeline, from the cache or replayed from its seed and log."""
    table = record.table
    key = (record.id, table.game.name, table.row.seed, len(record.moves))  # one game
    with _guard:
        timeline = _timelines.get(key)
        if timeline is not None:
            _timelines.move_to_end(key)
            return timeline
    try:
        timeline = Timeline.replay(
            table.game,
            seed=table.row.seed,
            options=table.options,
            players=len(table.seats),
            log=record.log,
        )
    except (GameError, ValueError) as error:  # a log the current rules no longer accept
        raise Unreplayable(
            f"Game #{record.id} cannot be replayed: its moves no longer fit the rules "
            f"as they are now ({error})."
        ) from None
    with _guard:
        _timelines[key] = timeline
        while len(_timelines) > KEPT_TIMELINES:
            _timelines.popitem(last=False)
    return timeline


def frame(record: GameRecord, number: int) -> Frame:
    """The board after move `number` (clamped to 0..count) and the words for it."""
    timeline = timeline_of(record)
    number = max(0, min(number, timeline.count))
    state = timeline.state_at(number)
    png = board_png(at(record.table, state))
    return Frame(number, timeline.count, png, describe(record, timeline, number))


def at(table: Table, state: State) -> Table:
    """The finished game's table showing an earlier state (the row's saved state, the
    final one, is left out so that nothing draws it instead)."""
    return replace(table, row=replace(table.row, state=None), state=state)


def describe(record: GameRecord, timeline: Timeline, number: int) -> str:
    """'move 12 of 40 · turn 7 · Alice lays tile 2 on C3–D3' and the move's other events;
    the final ranks on the last move."""
    names = [f"**{name}**" for name in record.table.names]
    lines = [f"🎬 {record.heading()}"]
    where = f"move {number} of {timeline.count}"
    if number == 0:
        lines.append(f"{where} · the start")
    else:
        move = timeline.moves[number - 1]
        events = [format_event(event, names) for event in move.events]
        if events and not any("{" in event for event in move.events):
            events[0] = f"{names[move.seat]}: {events[0]}"  # who moved (a ghost, PAC-MAN)
        head = f"{where} · turn {move.turn + 1}"
        lines.append(f"{head} · {events[0]}" if events else head)
        lines += [f"• {event}" for event in events[1:MAX_EVENTS]]
        if len(events) > MAX_EVENTS:
            lines.append(f"-# … and {len(events) - MAX_EVENTS} more")
    if number == timeline.count and record.results:
        ranks = " · ".join(
            f"{MEDALS.get(r.rank, f'#{r.rank}')} {r.name}"
            + (f" {r.score}" if r.score is not None else "")
            for r in sorted(record.results, key=lambda r: (r.rank, r.seat))
        )
        lines.append(f"🏁 {ranks}")
    text = "\n".join(lines)
    return text if len(text) <= 2000 else text[:1999] + "…"


def animation(record: GameRecord) -> tuple[bytes, int]:
    """The animated summary (GIF): the start and the board after every turn, sampled
    evenly for long games. Returns the GIF and the number of frames drawn."""
    timeline = timeline_of(record)
    ends = timeline.turn_ends()
    picks = sample(list(enumerate(ends)))
    last = len(ends) - 1
    pngs, captions = [], []
    for turn, number in picks:
        state = timeline.state_at(number)
        pngs.append(board_png(at(record.table, state)))
        if number == 0:
            captions.append(f"Game #{record.id}: the start")
        elif turn == last:
            captions.append(f"Game #{record.id}: the end ({last} turns)")
        else:
            captions.append(f"Turn {turn} of {last}")
    return animate(pngs, captions), len(picks)


async def frame_off_loop(record: GameRecord, number: int) -> Frame:
    return await asyncio.to_thread(frame, record, number)


async def animation_off_loop(record: GameRecord) -> tuple[bytes, int]:
    return await asyncio.to_thread(animation, record)
