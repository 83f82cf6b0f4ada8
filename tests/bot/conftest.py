"""Fixtures for the bot's tests: a fresh bot on SimCord with a temporary database."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest
from simcord.http import router

from bot import Settings, create_bot
from bot.store import SqliteStore
from bot.store.postgres import PostgresStore
from games import registry
from tests.discord_api import check
from tests.pg_server import PostgresServer, find_binaries

HERE = Path(__file__).parent


# -- the databases ---------------------------------------------------------------------
# A test (or module) marked `both_databases` runs twice: on SQLite and on PostgreSQL (a
# server this test session starts, a fresh database for each test).


def pytest_generate_tests(metafunc):
    if metafunc.definition.get_closest_marker("both_databases") and (
        "backend" in metafunc.fixturenames
    ):
        metafunc.parametrize("backend", ["sqlite", "postgresql"], indirect=True)


@pytest.fixture
def backend(request) -> str:
    return getattr(request, "param", "sqlite")


@pytest.fixture(scope="session")
def postgres_server():
    binaries = find_binaries()
    if binaries is None:
        pytest.skip(
            "PostgreSQL is not installed here (Debian package `postgresql`; .ci/run installs it)"
        )
    server = PostgresServer(binaries).start()
    server.psql("CREATE DATABASE bot")
    yield server
    server.stop()


@pytest.fixture
def postgres_url(postgres_server) -> str:
    """The test server's database, emptied (a new database would take a second here)."""
    postgres_server.psql("DROP SCHEMA public CASCADE; CREATE SCHEMA public;", "bot")
    return postgres_server.url_for("bot")


@pytest.fixture
def database_url(backend, db_path, request) -> str:
    """The test's database as a URL for open_store (SQLite unless `both_databases`)."""
    if backend == "postgresql":
        return request.getfixturevalue("postgres_url")
    return f"sqlite:///{db_path}"


@pytest.fixture
def tiny_game():
    """Register the test-only game Tally as "tiny" for one test."""
    spec = importlib.util.spec_from_file_location("bot_tests_tiny_game", HERE / "tiny_game.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    registry.register(module.ENTRY)
    yield module.GAME
    registry.unregister("tiny")
    sys.modules.pop(spec.name, None)


@pytest.fixture(autouse=True)
def quick_test_bots(monkeypatch):
    """Bots in these tests draw boards in a thread of this process (RENDER_PROCESSES=0:
    the test-only game exists in this process only), and their clicks come faster than
    any player's, with SimCord's clock standing still: the channel limit is lifted. The
    message budget and burst tests put both back (real worker processes, 5 per 5 s)."""
    monkeypatch.setenv("RENDER_PROCESSES", "0")
    monkeypatch.setenv("CHANNEL_MESSAGES_PER_5S", "1000")


@pytest.fixture(autouse=True)
def discord_api_conformance(monkeypatch):
    """Every REST request a bot makes on SimCord in these tests is checked against the
    request schemas of Discord's own OpenAPI spec (tests/discord_api): a payload Discord
    would refuse (a label past 80 characters, 26 options...) fails the test that sent it,
    naming the request, the field and the limit."""
    problems: list[str] = []
    dispatch = router.dispatch

    def checked(backend, method, path, *, json=None, **fields):
        problems.extend(check(method, path, json))
        return dispatch(backend, method, path, json=json, **fields)

    monkeypatch.setattr(router, "dispatch", checked)
    yield
    assert not problems, "requests Discord's API would refuse:\n" + "\n".join(
        sorted(set(problems))
    )


@pytest.fixture(autouse=True)
async def close_databases(monkeypatch):
    """Close every database a test's bots opened (a restart leaves the old bot's open). A
    failed test's traceback keeps the bots alive, and an open database's worker thread
    would then keep pytest from exiting."""
    opened: list = []
    for kind in (SqliteStore, PostgresStore):
        monkeypatch.setattr(kind, "open", classmethod(_tracked(kind.open.__func__, opened)))
    yield
    for store in opened:
        await store.close()


def _tracked(real_open, opened: list):
    async def open_and_track(cls, *args, **kwargs):
        store = await real_open(cls, *args, **kwargs)
        opened.append(store)
        return store

    return open_and_track


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "bot.sqlite3"


@pytest.fixture
def settings(db_path: Path, backend: str, request) -> Settings:
    url = request.getfixturevalue("postgres_url") if backend == "postgresql" else None
    return Settings(
        database_path=db_path,
        database_url=url,
        discord_token=None,
        game_place="thread",
        shard_count=1,
    )


@pytest.fixture
async def make_bot(settings: Settings, tiny_game):
    """Builds bots on the test's database (a restart needs a fresh one) and closes their
    stores at the end (SimCord detaches a bot without closing it)."""
    bots = []

    def make():
        bots.append(create_bot(settings))
        return bots[-1]

    yield make
    for bot in bots:
        tables = getattr(bot, "tables", None)
        if tables is not None:
            await tables.store.close()
        renders = getattr(bot, "renders", None)
        if renders is not None:
            await renders.close()


@pytest.fixture
def simcord_bot(make_bot):
    return make_bot()


@pytest.fixture
def client_locales(monkeypatch) -> dict[int, str]:
    """Each member's Discord language: `client_locales[member.id] = "el"`.

    SimCord 3.2.1 sends `locale` and `guild_locale` "en-US" on every interaction (its
    `simcord.interactions.base_payload`, which every member's slash, click and select
    builds its INTERACTION_CREATE from). This wraps that function: `locale` becomes the
    member's language from this dict (en-US if absent) and `guild_locale` the server's
    `preferred_locale` (`env.create_guild(preferred_locale="pl")`), as Discord sends."""
    import simcord.interactions as interactions

    languages: dict[int, str] = {}
    real = interactions.base_payload

    def with_locales(backend, *, user_id, guild_id, **rest):
        record, payload = real(backend, user_id=user_id, guild_id=guild_id, **rest)
        payload["locale"] = languages.get(user_id, "en-US")
        if guild_id is not None:
            payload["guild_locale"] = backend.get_guild(guild_id).preferred_locale
        return record, payload

    monkeypatch.setattr(interactions, "base_payload", with_locales)
    return languages


@pytest.fixture
def world(simcord_env):
    env = simcord_env
    guild = env.create_guild(name="Board games")
    channel = guild.create_text_channel("games")
    members = {name: guild.add_member(env.create_user(name)) for name in ("alice", "bob", "carol")}
    return env, channel, members


# -- what members see (tests import these: `from tests.bot.conftest import private`) -----
def private(result) -> str:
    """The text of the private answer a member got to a slash command or a click."""
    messages = [*([result.response] if result.response else []), *result.followups]
    mine = [m for m in messages if m.ephemeral]
    assert mine, f"no private answer: {result}"
    return mine[-1].content


async def started(channel, host, *guests):
    """A game of the test-only game Tally, opened by `host`, joined by `guests`, started."""
    lobby = (await host.slash(channel, "play", game="tiny")).response
    for guest in guests:
        await guest.click(lobby, label="Join")
    await host.click(lobby, label="Start")
    return lobby


def check_limits(message) -> None:
    """Discord's limits: 2000 characters, 5 rows, 5 buttons a row, 25 options a menu,
    custom ids of 100 characters."""
    assert len(message.content) <= 2000
    assert len(message.components) <= 5
    for row in message.components:
        assert len(row.children) <= 5
        for item in row.children:
            assert item.custom_id is None or len(item.custom_id) <= 100
            if item.type.name == "select":
                assert 1 <= len(item.options) <= 25
                assert all(len(o.value) <= 100 and len(o.label) <= 100 for o in item.options)
            else:
                assert len(item.label or "") <= 80


class Driver:
    """Plays a game the way members do: reads the newest board, clicks what it offers."""

    def __init__(self, env, channel, members):
        self.env, self.channel, self.members = env, channel, members

    def place(self):
        threads = self.channel.threads
        return threads[-1] if threads else self.channel

    def boards(self, place=None):
        place = place or self.place()
        me = self.env.bot.user.id
        return [m for m in place.history() if m.author.id == me and m.attachments]

    def board(self, place=None):
        board = self.boards(place)[-1]
        check_limits(board)
        return board

    def to_act(self, board):
        """The member pinged to move on this board (None if nobody is)."""
        line = board.content.splitlines()[-1]
        return next((m for m in self.members.values() if f"<@{m.id}>" in line), None)

    def controls(self, message):
        return [c for row in message.components for c in row.children]

    async def poke(self, member, board):
        """`member` uses the board's first move control (a button or the first option)."""
        control = self.controls(board)[0]
        if control.type.name == "select":
            return await member.select(
                board, [control.options[0].value], custom_id=control.custom_id
            )
        return await member.click(board, custom_id=control.custom_id)

    async def act(self, board=None, *, prefer: str = "→"):
        """The pinged member plays: a button whose label contains `prefer`, else the first
        select option, else the first move button."""
        board = board or self.board()
        member = self.to_act(board)
        assert member is not None, board.content
        controls = self.controls(board)
        buttons = [c for c in controls if c.type.name == "button" and c.custom_id.startswith("a:")]
        preferred = [b for b in buttons if prefer in (b.label or "")]
        selects = [c for c in controls if c.type.name == "select"]
        if preferred:
            return member, await member.click(board, custom_id=preferred[0].custom_id)
        if selects:
            select = selects[0]
            return member, await member.select(
                board, [select.options[0].value], custom_id=select.custom_id
            )
        return member, await member.click(board, custom_id=buttons[0].custom_id)


@pytest.fixture
def driver(world):
    env, channel, members = world
    return Driver(env, channel, members)
