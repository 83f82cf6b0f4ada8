"""Past its capacity the bot stays graceful: every click is acknowledged at once, and a
move whose board would wait too long to be drawn is refused, privately, with nothing
played; the boards already waiting catch up.

The render pool is slowed by the test: its workers take no job while it is held, and its
clock (the one the "would wait too long" decision reads) is the test's.
"""

from __future__ import annotations

import asyncio

import pytest

from bot.errors import Busy
from bot.publisher import NullPublisher
from bot.render_pool import RenderPool
from bot.replies import ACK_WITHIN
from bot.store import open_store
from bot.tables import Tables
from bot.tables.service import BUSY_AFTER
from tests.bot.conftest import private, started

ANN, BEN = 10, 11


class HeldPool(RenderPool):
    """A render pool whose workers take no job while `held`; `queued` is set once a job
    waits for them. In a SimCord test (`env`), a caller's wait for its board is declared
    as the external wait it is, so the bot settles around it."""

    def __init__(self, *args, clock, env=None, **kwargs) -> None:
        super().__init__(*args, clock=clock, **kwargs)
        self.held = False
        self.queued = asyncio.Event()
        self.env = env

    async def run(self, key, function, *args):
        if self.env is None or not self.held:
            return await super().run(key, function, *args)
        work = super().run(key, function, *args)
        return await self.env.external_wait(work, reason="the test holds the render pool")

    def _pump(self) -> None:
        if self.held:
            if self._waiting:
                self.queued.set()
            return
        super()._pump()

    def release(self) -> None:
        self.held = False
        self._pump()


@pytest.fixture
async def held(database_url, tiny_game):
    """A table service drawing its boards in a held pool; the pool's clock in `now`."""
    now = [0.0]
    pool = HeldPool(processes=0, clock=lambda: now[0])
    store = await open_store(database_url)
    publisher = NullPublisher(render=pool)
    yield Tables(store, publisher, seeds=lambda: 7), pool, now
    await store.close()
    await pool.close()


async def lobby_started(tables):
    table = await tables.open_lobby(guild_id=1, channel_id=2, user_id=ANN, name="ann", game="tiny")
    await tables.join(table.id, BEN, "ben")
    return await tables.start(table.id, ANN)


async def test_a_move_whose_board_would_wait_too_long_is_refused_and_nothing_is_played(held):
    tables, pool, now = held
    first, second, third = [await lobby_started(tables) for _ in range(3)]
    pool.held = True
    waiting = asyncio.create_task(tables.play(first.id, ANN, 0, "add-1"))
    await pool.queued.wait()  # its board waits for a worker
    now[0] += BUSY_AFTER - 0.5  # behind, but not by much: moves are still played
    pool.queued.clear()
    behind = asyncio.create_task(tables.play(second.id, ANN, 0, "add-1"))
    await pool.queued.wait()  # its board waits too
    now[0] += 1.0  # the oldest board has now waited BUSY_AFTER + 0.5 s
    pool.queued.clear()
    refused = asyncio.create_task(tables.play(third.id, ANN, 0, "add-2"))
    queued = asyncio.create_task(pool.queued.wait())  # set if its board were queued
    await asyncio.wait({refused, queued}, return_when=asyncio.FIRST_COMPLETED)
    queued.cancel()
    assert refused.done(), "the move was played: its board waits in the pool"
    with pytest.raises(Busy, match="did not play that: nothing changed"):
        await refused
    with pytest.raises(Busy):  # a private panel would wait for the pool too
        await tables.acting_seat(third.id, ANN, 0)
    assert (await tables.table(third.id)).version == 0
    assert await tables.store.moves(third.id) == []
    assert not waiting.done() and not behind.done()

    drawn = pool.drawn
    pool.release()  # the pool catches up: both waiting boards are drawn, nothing is lost
    assert (await waiting).version == 1 and (await behind).version == 1
    assert pool.backlog() == 0 and pool.drawn == drawn + 2
    table = await tables.play(third.id, ANN, 0, "add-2")  # the same click, once again
    assert table.version == 1 and [m.action for m in await tables.store.moves(third.id)] == [
        "add-2"
    ]


async def test_a_click_is_acknowledged_at_once_and_a_busy_bot_says_so(
    simcord_env, make_bot, monkeypatch
):
    now = [0.0]
    pools: list[HeldPool] = []

    def held_pool(processes=None, **kwargs):
        pools.append(HeldPool(processes, clock=lambda: now[0], env=simcord_env, **kwargs))
        return pools[-1]

    monkeypatch.setattr("bot.app.RenderPool", held_pool)
    env = simcord_env
    await env.restart_bot(make_bot())
    guild = env.create_guild(name="Board games")
    members = [guild.add_member(env.create_user(name)) for name in ("alice", "bob")]
    alice, bob = members
    games = []
    for name in ("one", "two"):
        channel = guild.create_text_channel(name)
        await started(channel, alice, bob)
        (thread,) = channel.threads
        games.append(thread)

    def board(thread):
        return [m for m in thread.history() if m.author.id == env.bot.user.id and m.attachments][
            -1
        ]

    (pool,) = pools
    pool.held = True
    first = board(games[0])
    click = await alice.click(first, label="Add 1")  # its board cannot be drawn yet
    assert click.acknowledged and click.deferred  # the watchdog's answer, ACK_WITHIN s in
    assert ACK_WITHIN <= 1.0
    assert board(games[0]).content == first.content  # no new board yet

    now[0] += BUSY_AFTER + 1  # the board has waited too long: the bot is behind
    second = board(games[1])
    busy = await alice.click(second, label="Add 1")
    assert busy.acknowledged and "very busy" in private(busy)
    assert board(games[1]).content == second.content  # nothing played there

    pool.release()  # the board catches up; the game that was refused plays again
    await env.bot.tables.publisher.flush()  # (the board's lane was waiting for it)
    await env.settle()
    assert "added 1" in board(games[0]).content
    await alice.click(board(games[1]), label="Add 1")
    assert "added 1" in board(games[1]).content
