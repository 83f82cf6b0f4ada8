"""The PostgreSQL store's own checks: the same schema as SQLite, migrations refused when
newer, the settings that choose the database and the shards."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

import aiosqlite
import asyncpg
import pytest
from pydantic import ValidationError

from bot import Settings, create_bot
from bot.store import Clock, Played, open_store
from bot.store.migrations import MIGRATIONS
from bot.store.postgres import PostgresStore


async def sqlite_columns(path) -> dict[str, list[str]]:
    async with aiosqlite.connect(path) as db:
        tables = [
            name
            for (name,) in await db.execute_fetchall(
                "SELECT name FROM sqlite_master WHERE type = 'table'"
                " AND name NOT LIKE 'sqlite_%' ORDER BY name"
            )
        ]
        return {
            t: [c[1] for c in await db.execute_fetchall(f"PRAGMA table_info({t})")] for t in tables
        }


async def postgresql_columns(url) -> dict[str, list[str]]:
    db = await asyncpg.connect(url)
    try:
        rows = await db.fetch(
            "SELECT table_name, column_name FROM information_schema.columns"
            " WHERE table_schema = 'public' AND table_name <> 'schema_version'"
            " ORDER BY table_name, ordinal_position"
        )
    finally:
        await db.close()
    out: dict[str, list[str]] = {}
    for row in rows:
        out.setdefault(row["table_name"], []).append(row["column_name"])
    return out


async def test_postgresql_has_sqlites_tables_and_columns_in_public(postgres_url, db_path):
    await (await open_store(f"sqlite:///{db_path}")).close()
    store = await open_store(postgres_url)
    assert isinstance(store, PostgresStore)
    await store.close()
    store = await open_store(postgres_url)  # a second start migrates nothing
    assert await store.schema_version() == len(MIGRATIONS)
    await store.close()
    expected = await sqlite_columns(db_path)
    assert {"games", "seats", "moves", "results", "ratings"} <= set(expected)
    assert await postgresql_columns(postgres_url) == expected


async def test_postgresql_keeps_discord_ids_deadlines_and_the_append_only_log(postgres_url):
    store = await open_store(postgres_url)
    snowflake = 1_234_567_890_123_456_789  # 64-bit, like every Discord id
    game_id = await store.create_lobby(
        guild_id=snowflake,
        channel_id=snowflake + 1,
        host_id=snowflake + 2,
        host_name="ann",
        game="tiny",
        options="{}",
        seed=7,
    )
    await store.set_deadline(game_id, 1_800_000_000.123456, remind_at=1_799_999_999.5)
    await store.start(game_id, '{"x": 1}')
    assert await store.record_move(
        game_id, version=0, state="{}", seat=0, user_id=snowflake + 2, action="k"
    )
    row = await store.game(game_id)
    assert (row.guild_id, row.deadline, row.remind_at) == (
        snowflake,
        1_800_000_000.123456,
        1_799_999_999.5,
    )
    assert [(m.seq, m.user_id) for m in await store.moves(game_id)] == [(1, snowflake + 2)]
    await store.close()
    db = await asyncpg.connect(postgres_url)
    try:
        with pytest.raises(asyncpg.RaiseError, match="append-only"):
            await db.execute("UPDATE moves SET action = 'j'")
        with pytest.raises(asyncpg.RaiseError, match="append-only"):
            await db.execute("DELETE FROM moves")
    finally:
        await db.close()


@pytest.mark.both_databases
async def test_a_database_from_a_newer_bot_is_refused(database_url, backend):
    await (await open_store(database_url)).close()
    newer = len(MIGRATIONS) + 1
    if backend == "postgresql":
        db = await asyncpg.connect(database_url)
        await db.execute("UPDATE schema_version SET version = $1", newer)
        await db.close()
    else:
        async with aiosqlite.connect(database_url.removeprefix("sqlite:///")) as db:
            await db.execute(f"PRAGMA user_version = {newer}")
    # NewerSchema, or the start-up error that wraps it: either names both schemas
    with pytest.raises(Exception, match=rf"(?s)newer.*\b{newer}\b|\b{newer}\b.*newer"):
        await open_store(database_url)


async def test_open_store_refuses_what_is_not_a_database_url():
    with pytest.raises(ValueError, match="not a database URL"):
        await open_store("mysql://x/y")


def test_database_url_wins_over_database_path(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DATABASE_PATH", "var/x.sqlite3")
    monkeypatch.setenv("DATABASE_URL", "postgresql://bot:pw@db:5432/bot")
    monkeypatch.setenv("DATABASE_POOL_SIZE", "4")
    bot = create_bot()
    assert bot.settings.database_url == "postgresql://bot:pw@db:5432/bot"
    assert bot.settings.database_pool_size == 4
    monkeypatch.setenv("DATABASE_URL", "mysql://nope")
    with pytest.raises(ValidationError, match="postgresql://"):
        Settings()


def test_shard_settings_give_the_bots_shard_ids(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("SHARD_COUNT", "2")
    monkeypatch.setenv("SHARD_IDS", "1")
    assert create_bot().shard_ids == [1]
    monkeypatch.setenv("SHARD_COUNT", "4")
    monkeypatch.setenv("SHARD_IDS", "0, 2")
    bot = create_bot()
    assert bot.shard_ids == [0, 2] and bot.shard_count == 4
    monkeypatch.setenv("SHARD_IDS", "4")
    with pytest.raises(ValidationError, match=r"not within 0\.\.3"):
        Settings()
    monkeypatch.delenv("SHARD_COUNT")
    monkeypatch.setenv("SHARD_IDS", "1")
    with pytest.raises(ValidationError, match="SHARD_IDS needs SHARD_COUNT"):
        Settings()


def test_docker_compose_runs_two_shard_ranges_on_one_postgresql():
    text = (Path(__file__).parents[2] / "docker-compose.yml").read_text()
    assert "image: postgres:" in text
    urls = set(re.findall(r"DATABASE_URL: (\S+)", text))
    assert len(urls) == 1 and next(iter(urls)).startswith("postgresql://")
    assert re.findall(r'SHARD_COUNT: "(\d+)"', text) == ["2", "2"]
    assert sorted(re.findall(r'SHARD_IDS: "([\d,]+)"', text)) == ["0", "1"]


@pytest.mark.both_databases
async def test_a_time_out_is_written_whole_once(database_url):
    store = await open_store(database_url)
    try:
        game_id = await store.create_lobby(
            guild_id=1,
            channel_id=2,
            host_id=10,
            host_name="ann",
            game="tiny",
            options="{}",
            seed=7,
        )
        await store.set_seats(game_id, [(10, "ann"), (11, "ben")])
        await store.start(game_id, "{}")
        await store.set_deadline(game_id, 100.0, remind_at=50.0, clock_for="0:0")
        write = dict(
            version=0,
            state='{"after": 2}',
            moves=[Played(0, None, "add-1", True), Played(0, None, "add-2", True)],
            late=[0],
            hand_over=[0],
            clock=Clock(400.0, None, "3:1"),
        )
        assert await store.record_moves(game_id, **write)
        assert not await store.record_moves(game_id, **write)  # a second clock: nothing
        row = await store.game(game_id)
        assert (row.version, row.state, row.deadline, row.remind_at, row.clock_for) == (
            3,
            '{"after": 2}',
            400.0,
            None,
            "3:1",
        )
        moves = await store.moves(game_id)
        assert [(m.seq, m.seat, m.user_id, m.action, m.auto) for m in moves] == [
            (1, 0, None, "add-1", True),
            (2, 0, None, "add-2", True),
        ]
        ann, ben = await store.seats(game_id)
        assert (ann.timeouts, ann.resigned, ann.away) == (1, True, True)
        assert (ben.timeouts, ben.resigned, ben.away) == (0, False, False)
    finally:
        await store.close()


@pytest.mark.both_databases
async def test_a_deadline_is_claimed_once(database_url):
    store = await open_store(database_url)
    try:
        game_id = await store.create_lobby(
            guild_id=1,
            channel_id=2,
            host_id=10,
            host_name="ann",
            game="tiny",
            options="{}",
            seed=7,
        )
        await store.set_deadline(game_id, 100.5)
        assert not await store.claim_deadline(game_id, 99.0)  # not the deadline it has
        claims = await asyncio.gather(*(store.claim_deadline(game_id, 100.5) for _ in range(4)))
        assert sorted(claims) == [False, False, False, True]
        assert (await store.game(game_id)).deadline is None
    finally:
        await store.close()
