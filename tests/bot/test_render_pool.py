"""The render pool: boards drawn off the event loop, the newest board of a game wins,
the queue is bounded, and worker processes draw exactly what this process would."""

from __future__ import annotations

import asyncio
import gc
import io
import os
import pickle
import signal
import threading
import time

import pytest
from PIL import Image

import games
from bot.boards import AnimationJob, BoardJob, draw, draw_animation
from bot.memory import FULL_AFTER
from bot.render_pool import HAND_ON_AT, HELD, RenderPool, RenderWorkerDied
from bot.render_worker import NICENESS


def jobs_of(name: str, count: int, players: int = 2) -> list[BoardJob]:
    """`count` successive boards of one AI-played game."""
    game = games.get(name)
    state = game.setup(players=players, seed=7)
    jobs = []
    for _ in range(count):
        jobs.append(BoardJob(name, state.model_dump_json(), ("Ana", "Bo")))
        seat = game.to_act(state)[0]
        state = game.apply(state, seat, game.ai_action(state, seat))
    return jobs


async def test_a_newer_board_of_a_game_replaces_its_waiting_one():
    pool = RenderPool(processes=0)
    first, older, newer = jobs_of("push", 3)
    other = jobs_of("passtally", 1)[0]
    try:
        # game 1's first board takes the only worker; game 2 and game 1 wait behind it
        tasks = [
            asyncio.create_task(pool.draw(key, job))
            for key, job in ((1, first), (2, other), (1, older), (1, newer))
        ]
        results = await asyncio.gather(*tasks)
    finally:
        await pool.close()
    assert results[2] is None  # replaced while waiting: never drawn
    assert results[0] == draw(first) and results[1] == draw(other)
    assert results[3] == draw(newer)
    assert (pool.drawn, pool.superseded) == (3, 1)


async def test_the_queue_is_bounded_and_callers_wait_for_room():
    pool = RenderPool(processes=0, queue=2)
    boards = jobs_of("push", 6)
    try:
        tasks = [asyncio.create_task(pool.draw(key, boards[key])) for key in range(4)]
        await asyncio.sleep(0)  # every caller has run up to its wait
        assert pool.waiting == 2  # game 0 is drawn, games 1 and 2 wait, game 3 waits for room
        assert not tasks[3].done()
        # a game already waiting is replaced even when the queue is full
        tasks.append(asyncio.create_task(pool.draw(1, boards[5])))
        results = await asyncio.gather(*tasks)
    finally:
        await pool.close()
    assert results[1] is None and results[4] == draw(boards[5])
    assert all(isinstance(png, bytes) for png in results[:1] + results[2:])
    assert pool.drawn == 4


async def test_worker_processes_draw_the_same_board_and_replay_animation():
    pool = RenderPool(processes=2)
    jobs = [*jobs_of("formula", 2), *jobs_of("pacman", 1, players=1)]
    animation = AnimationJob(tuple(jobs), ("start", "turn 1", "the end"))
    try:
        pngs = await asyncio.gather(*(pool.draw(n, job) for n, job in enumerate(jobs)))
        gif = await pool.run("animation", draw_animation, animation)
        workers = pool.pids
        nice_of = [os.getpriority(os.PRIO_PROCESS, pid) for pid in workers]
    finally:
        await pool.close()
    assert pngs == [draw(job) for job in jobs]
    assert gif[:6] == b"GIF89a" and gif == draw_animation(animation)
    assert workers and os.getpid() not in workers
    mine = os.getpriority(os.PRIO_PROCESS, 0)  # workers yield the cores to the event loop
    assert nice_of == [min(mine + NICENESS, 19)] * len(workers)  # 19: the lowest priority
    assert Image.open(io.BytesIO(pngs[0])).width >= 800


async def test_a_worker_keeps_its_start_up_objects_out_of_the_collectors_sight():
    """A worker freezes what warming up left (fonts, layers, words) and makes full
    collections rare, as the bot does (bot/memory.py): a full collection walking every
    object its caches hold stalled a worker 150-430 ms every ten seconds under load."""
    pool = RenderPool(processes=1)
    try:
        frozen = await pool.run("frozen", gc.get_freeze_count)
        threshold = await pool.run("threshold", gc.get_threshold)
    finally:
        await pool.close()
    assert frozen > 10_000
    assert threshold[2] == FULL_AFTER


async def test_a_jobs_exception_reaches_its_caller_and_the_worker_goes_on():
    pool = RenderPool(processes=1)
    try:
        await pool.start()
        with pytest.raises(ValueError, match="invalid literal") as raised:
            await pool.run("bad", int, "seven")
        assert "In the render worker" in "\n".join(raised.value.__notes__)
        with pytest.raises((pickle.PicklingError, AttributeError)):  # not sendable
            await pool.run("lambda", lambda: 7)
        # the worker is busy for a while: of two jobs of one key waiting, the newer wins
        busy = asyncio.create_task(pool.run("busy", time.sleep, 0.3))
        older = asyncio.create_task(pool.run("game", int, "1"))
        newer = asyncio.create_task(pool.run("game", int, "2"))
        assert await asyncio.gather(busy, older, newer) == [None, None, 2]
        assert pool.superseded == 1
    finally:
        await pool.close()


async def test_a_worker_that_dies_fails_its_job_and_is_replaced():
    pool = RenderPool(processes=1)
    try:
        await pool.start()
        (first,) = pool.pids
        sleeping = asyncio.create_task(pool.run("sleep", time.sleep, 60))
        while pool.waiting or not pool.saturated:  # the worker has taken the job
            await asyncio.sleep(0.01)
        os.kill(first, signal.SIGKILL)
        with pytest.raises(RenderWorkerDied, match=f"{first} stopped .killed by SIGKILL"):
            await asyncio.wait_for(sleeping, 30)
        replacement = await asyncio.wait_for(pool.run("pid", os.getpid), 60)
        assert pool.pids == [replacement] and replacement != first
        # closing the pool cancels what a worker is drawing instead of waiting for it
        sleeping = asyncio.create_task(pool.run("sleep", time.sleep, 60))
        while pool.waiting or not pool.saturated:  # the worker is drawing it
            await asyncio.sleep(0.01)
    finally:
        await asyncio.wait_for(pool.close(), 30)
    assert sleeping.cancelled()


async def test_a_busy_worker_is_sent_its_next_jobs_while_boards_queue():
    """Under a queue a worker holds its next jobs (HELD in all) before it answers the one
    it draws (it need not wait for the busy event loop between two): those jobs can no
    longer be replaced, the ones behind them still can."""
    assert (HELD, HAND_ON_AT) == (3, 3)
    pool = RenderPool(processes=0)
    gate = threading.Event()
    try:
        held = asyncio.create_task(pool.run("held", _held, gate, 0))
        await asyncio.sleep(0)  # the worker draws it
        queued = [asyncio.create_task(pool.run(key, _held, gate, key)) for key in (1, 2, 3, 4)]
        await asyncio.sleep(0)  # three wait: key 1 goes on to the worker; then key 2
        assert pool.waiting == 2
        newer = [asyncio.create_task(pool.run(key, _held, gate, key * 10)) for key in (1, 3)]
        await asyncio.sleep(0)  # the worker holds three: key 3 waits, and is replaced
        gate.set()
        results = await asyncio.gather(held, *queued, *newer)
    finally:
        gate.set()
        await pool.close()
    assert results == [0, 1, 2, None, 4, 10, 30]  # keys 1 and 2 were at the worker
    assert (pool.drawn, pool.superseded) == (6, 1)


def _take_a_second(now: list[float], n: int) -> int:
    now[0] += 1.0  # the job holds its worker for a second of the pool's clock
    return n


def _held(gate: threading.Event, n: int) -> int:
    gate.wait()
    return n


async def test_the_backlog_is_how_long_a_new_job_would_wait():
    now = [0.0]
    pool = RenderPool(processes=0, clock=lambda: now[0])
    gate = threading.Event()
    try:
        assert pool.backlog() == 0
        for n in range(3):  # the workers' pace: a second a job
            assert await pool.run(("paced", n), _take_a_second, now, n) == n
        tasks = [asyncio.create_task(pool.run(key, _held, gate, key)) for key in range(5)]
        await asyncio.sleep(0)  # every caller has run up to its wait: one job drawn, four wait
        assert pool.backlog() == 4.0  # four jobs ahead, a second each, one worker
        now[0] += 6.0
        assert pool.backlog() == 6.0  # the oldest has waited longer than that already
        gate.set()
        assert await asyncio.gather(*tasks) == list(range(5))
        assert pool.backlog() == 0
    finally:
        gate.set()
        await pool.close()
