"""`python -m bot.store copy`: a real SQLite database (games played through the table
service) moves into PostgreSQL, and its games go on there."""

from __future__ import annotations

import asyncio
import sys

import pytest

from bot.publisher import NullPublisher
from bot.store import Status, open_store
from bot.tables import Tables

ANN, BEN = 10, 11


async def play_some(url) -> tuple[int, int]:
    """One finished game (results, ratings) and one still running; returns their ids."""
    store = await open_store(url)
    tables = Tables(store, NullPublisher(), seeds=lambda: 7)
    ids = []
    for _ in range(2):
        lobby = await tables.open_lobby(
            guild_id=1, channel_id=2, user_id=ANN, name="ann", game="tiny"
        )
        await tables.join(lobby.id, BEN, "ben")
        ids.append((await tables.start(lobby.id, ANN)).id)
    table = await tables.table(ids[0])
    while table.row.status is Status.ACTIVE:
        (seat,) = table.humans_to_act()
        table = await tables.play(table.id, seat.user_id, table.version, "add-3")
    table = await tables.play(ids[1], ANN, 0, "add-2")
    await store.close()
    return ids[0], ids[1]


async def copy_command(source, target) -> tuple[int, str]:
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot.store",
        "copy",
        "--from",
        source,
        "--to",
        target,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    out, _ = await process.communicate()
    return process.returncode, out.decode()


async def test_copy_moves_every_game_and_the_games_go_on(db_path, postgres_url, tiny_game):
    sqlite_url = f"sqlite:///{db_path}"
    finished, running = await play_some(sqlite_url)
    before = await open_store(sqlite_url)
    old = [
        (
            await before.game(i),
            await before.seats(i),
            await before.moves(i),
            await before.results(i),
        )
        for i in (finished, running)
    ]
    ratings = await before.leaderboard(1, "tiny")
    await before.close()

    code, out = await copy_command(sqlite_url, postgres_url)
    assert code == 0, out
    assert "counts match" in out
    for table in ("games", "seats", "moves", "results", "ratings"):
        assert any(line.startswith(table) and line.endswith("ok") for line in out.splitlines())

    store = await open_store(postgres_url)
    try:
        new = [
            (
                await store.game(i),
                await store.seats(i),
                await store.moves(i),
                await store.results(i),
            )
            for i in (finished, running)
        ]
        assert new == old
        assert await store.leaderboard(1, "tiny") == ratings
        tables = Tables(store, NullPublisher(), seeds=lambda: 7)
        table = await tables.table(running)
        (seat,) = table.humans_to_act()
        table = await tables.play(running, seat.user_id, table.version, "add-1")  # goes on
        assert len(await store.moves(running)) == len(old[1][2]) + 1
        lobby = await tables.open_lobby(
            guild_id=1, channel_id=2, user_id=ANN, name="ann", game="tiny"
        )
        assert lobby.id > running  # new games get new numbers
    finally:
        await store.close()

    code, out = await copy_command(sqlite_url, postgres_url)  # not over a database in use
    assert code == 1 and "already holds games" in out


@pytest.mark.parametrize(
    ("source", "target", "said"),
    [
        ("sqlite:///nowhere/bot.sqlite3", "postgresql://x@127.0.0.1:1/x", "existing SQLite file"),
        ("SOURCE", "sqlite:///other.sqlite3", "postgresql:// URL"),
    ],
)
async def test_copy_refuses_what_it_cannot_copy(db_path, source, target, said):
    await (await open_store(f"sqlite:///{db_path}")).close()
    code, out = await copy_command(source.replace("SOURCE", f"sqlite:///{db_path}"), target)
    assert code == 1 and "Nothing was copied" in out and said in out
