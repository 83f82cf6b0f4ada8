"""Pictures and words of a replay: the board after any move and the animated summary.

Everything here is CPU work. The async helpers replay the log in a thread and send the
drawing (a frame's board, the animation's boards and its GIF) to the bot's render pool,
like every board: the event loop never waits, and pictures use every core. Timelines of
recently viewed games are kept (a finished game never changes), so stepping through one
replays at most a checkpoint's worth of actions.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import threading
from collections import OrderedDict
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from bot.boards import AnimationJob, BoardJob, draw, draw_animation
from bot.errors import TableError
from bot.replay.record import GameRecord
from bot.replay.timeline import Timeline
from games.errors import GameError
from lang import tr
from render import words
from render.animation import sample

if TYPE_CHECKING:
    from bot.render_pool import RenderPool
    from bot.tables import Table
    from games.core import State

KEPT_TIMELINES = 8
MAX_EVENTS = 8
MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}

log = logging.getLogger(__name__)
_timelines: OrderedDict[tuple, Timeline] = OrderedDict()
_guard = threading.Lock()
_requests = itertools.count()  # each picture asked of the pool has its own key


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
        log.warning("game %d does not replay: %s", record.id, error)
        raise Unreplayable("error-unreplayable", id=str(record.id)) from None
    with _guard:
        _timelines[key] = timeline
        while len(_timelines) > KEPT_TIMELINES:
            _timelines.popitem(last=False)
    return timeline


def frame(record: GameRecord, number: int) -> Frame:
    """The board after move `number` (clamped to 0..count) and the words for it."""
    number, count, job, text = _frame_job(record, number)
    return Frame(number, count, draw(job), text)


def _frame_job(record: GameRecord, number: int) -> tuple[int, int, BoardJob, str]:
    """What a frame needs but its picture: the clamped number, the count, the board to
    draw and the words."""
    timeline = timeline_of(record)
    number = max(0, min(number, timeline.count))
    job = BoardJob.of(at(record.table, timeline.state_at(number)))
    return number, timeline.count, job, describe(record, timeline, number)


def at(table: Table, state: State) -> Table:
    """The finished game's table showing an earlier state (the row's saved state, the
    final one, is left out so that nothing draws it instead)."""
    return replace(table, row=replace(table.row, state=None), state=state)


def describe(record: GameRecord, timeline: Timeline, number: int) -> str:
    """'move 12 of 40 · turn 7 · Alice lays tile 2 on C3–D3' and the move's other events;
    the final ranks on the last move."""
    names = [f"**{name}**" for name in record.table.names]
    language = record.table.lang  # the viewer's: the viewer is private
    lines = [f"🎬 {record.heading()}"]
    where = tr(language, "replay-where", move=number, moves=timeline.count)
    if number == 0:
        lines.append(f"{where} · {tr(language, 'replay-the-start')}")
    else:
        move = timeline.moves[number - 1]
        events = [words.say(event, language, names=names) for event in move.events]
        if events and not any(words.names_someone(event) for event in move.events):
            events[0] = f"{names[move.seat]}: {events[0]}"  # who moved (a ghost, PAC-MAN)
        head = f"{where} · {tr(language, 'replay-turn', turn=move.turn + 1)}"
        lines.append(f"{head} · {events[0]}" if events else head)
        lines += [f"• {event}" for event in events[1:MAX_EVENTS]]
        if len(events) > MAX_EVENTS:
            lines.append("-# " + tr(language, "replay-more-events", count=len(events) - MAX_EVENTS))
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
    job = animation_job(record)
    return draw_animation(job), len(job.boards)


def animation_job(record: GameRecord) -> AnimationJob:
    """The boards and captions of the animated summary, as plain data for a worker."""
    timeline = timeline_of(record)
    ends = timeline.turn_ends()
    picks = sample(list(enumerate(ends)))
    last = len(ends) - 1
    boards, captions = [], []
    language, game = record.table.lang, str(record.id)  # the game's, or a viewer's
    for turn, number in picks:
        boards.append(BoardJob.of(at(record.table, timeline.state_at(number))))
        if number == 0:
            captions.append(tr(language, "board-replay-start", id=game))
        elif turn == last:
            captions.append(tr(language, "board-replay-end", id=game, turns=last))
        else:
            captions.append(tr(language, "board-replay-turn", turn=turn, turns=last))
    return AnimationJob(tuple(boards), tuple(captions))


async def frame_off_loop(renders: RenderPool, record: GameRecord, number: int) -> Frame:
    """frame(), the log replayed in a thread and the board drawn in the render pool."""
    number, count, job, text = await asyncio.to_thread(_frame_job, record, number)
    png = await renders.draw(("replay", next(_requests)), job)
    assert png is not None  # its key is its own: nothing replaces it
    return Frame(number, count, png, text)


async def animation_off_loop(renders: RenderPool, record: GameRecord) -> tuple[bytes, int]:
    """animation(), the log replayed in a thread, the frames drawn and the GIF encoded
    in one job of the render pool (one worker: the others go on drawing boards)."""
    job = await asyncio.to_thread(animation_job, record)
    gif = await renders.run(("animation", next(_requests)), draw_animation, job)
    assert gif is not None
    return gif, len(job.boards)
