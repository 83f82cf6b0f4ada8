"""Two bot processes on one PostgreSQL database (tests/bot/db_process.py is the other
process): a race between two clicks, two turn clocks, a process killed mid-move."""

from __future__ import annotations

import asyncio
import json
import signal
import sys
from pathlib import Path

import pytest

from bot.publisher import NullPublisher
from bot.store import open_store
from bot.tables import Tables

OTHER = Path(__file__).parent / "db_process.py"
ANN, BEN = 10, 11


class BotProcess:
    """Another bot process on the same database."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process

    @classmethod
    async def start(cls, url: str) -> BotProcess:
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            str(OTHER),
            url,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
        )
        started = cls(process)
        assert await started.read() == {"ready": True}
        return started

    async def send(self, **command) -> None:
        self.process.stdin.write((json.dumps(command) + "\n").encode())
        await self.process.stdin.drain()

    async def read(self) -> dict:
        line = await asyncio.wait_for(self.process.stdout.readline(), 60)
        assert line, "the other process ended"
        return json.loads(line)

    async def ask(self, **command) -> dict:
        await self.send(**command)
        return await self.read()

    async def stop(self) -> None:
        if self.process.returncode is None:
            self.process.kill()
        await self.process.wait()


@pytest.fixture
async def processes(postgres_url, tiny_game):
    started: list[BotProcess] = []

    async def start(count: int) -> list[BotProcess]:
        new = await asyncio.gather(*(BotProcess.start(postgres_url) for _ in range(count)))
        started.extend(new)
        return list(new)

    yield start
    for process in started:
        await process.stop()


@pytest.fixture
async def tables(postgres_url, tiny_game):
    store = await open_store(postgres_url)
    yield Tables(store, NullPublisher(), seeds=lambda: 7)
    await store.close()


async def new_game(tables, guild_id=1):
    lobby = await tables.open_lobby(
        guild_id=guild_id, channel_id=2, user_id=ANN, name="ann", game="tiny"
    )
    await tables.join(lobby.id, BEN, "ben")
    return await tables.start(lobby.id, ANN)


async def test_two_processes_clicking_at_once_apply_exactly_one(tables, processes):
    one, two = await processes(2)
    table = await new_game(tables)
    for version in range(4):  # ann's two actions, then ben's two, each clicked twice at once
        user = ANN if version < 2 else BEN
        click = {"do": "play", "game": table.id, "user": user, "version": version}
        answers = await asyncio.gather(
            one.ask(**click, action="add-1"), two.ask(**click, action="add-2")
        )
        assert sorted(map(str, answers)) == sorted(
            [str({"applied": True}), str({"refused": "StaleButton"})]
        )
    moves = await tables.store.moves(table.id)
    assert [m.seq for m in moves] == [1, 2, 3, 4]
    assert (await tables.table(table.id)).version == 4


async def test_each_process_times_only_its_own_shards_games(tables, processes):
    games = {n: await new_game(tables, guild_id=(n << 22)) for n in range(6)}  # shard n % 2
    zero, one = await processes(2)
    for process, shard in ((zero, 0), (one, 1)):
        answer = await process.ask(do="clock", ahead=10_000, shards=[2, [shard]])
        assert sorted(answer["handled"]) == sorted(g.id for n, g in games.items() if n % 2 == shard)


async def test_two_clocks_handle_each_deadline_once(tables, processes):
    games = [await new_game(tables, guild_id=(n << 22)) for n in range(12)]
    one, two = await processes(2)
    # both see every game and wake at once, long after every deadline
    first, second = await asyncio.gather(
        one.ask(do="clock", ahead=10_000), two.ask(do="clock", ahead=10_000)
    )
    handled = first["handled"] + second["handled"]
    assert sorted(handled) == sorted(g.id for g in games)  # each once, none left
    for game in games:
        seats = await tables.store.seats(game.id)
        assert [s.timeouts for s in seats] == [1, 0]  # ann's one time-out, counted once
        moves = await tables.store.moves(game.id)
        assert [(m.seat, m.auto) for m in moves] == [(0, True), (0, True)]


async def test_a_process_killed_mid_move_loses_nothing_and_the_other_goes_on(tables, processes):
    doomed, survivor = await processes(2)
    table = await new_game(tables)
    table = await tables.play(table.id, ANN, 0, "add-1")
    click = {"game": table.id, "user": ANN, "version": 1}
    await doomed.send(do="hang_in_move", **click, action="add-3")
    assert await doomed.read() == {"mid_move": True}  # inside the transaction, row locked
    await survivor.send(do="play", **click, action="add-2")  # waits for the row
    doomed.process.send_signal(signal.SIGKILL)
    await doomed.process.wait()
    assert await survivor.read() == {"applied": True}  # the killed move rolled back
    table = await tables.table(table.id)
    assert table.version == 2 and table.state.scores[0] == 1 + 2
    assert [m.action for m in await tables.store.moves(table.id)] == ["add-1", "add-2"]
    table = await tables.play(table.id, BEN, 2, "add-3")  # and the game goes on
    assert table.version == 3
