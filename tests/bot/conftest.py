"""Fixtures for the bot's tests: a fresh bot on SimCord with a temporary database."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from bot import Settings, create_bot
from games import registry

HERE = Path(__file__).parent


@pytest.fixture
def tiny_game():
    """Register the test-only game Tally as "tiny" for one test."""
    spec = importlib.util.spec_from_file_location("bot_tests_tiny_game", HERE / "tiny_game.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    registry._MODULES["tiny"] = spec.name
    registry.get.cache_clear()
    yield module.GAME
    registry._MODULES.pop("tiny", None)
    registry.get.cache_clear()
    sys.modules.pop(spec.name, None)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "bot.sqlite3"


@pytest.fixture
def settings(db_path: Path) -> Settings:
    return Settings(database_path=db_path, discord_token=None, game_place="thread", shard_count=1)


@pytest.fixture
def simcord_bot(settings: Settings, tiny_game):
    return create_bot(settings)


@pytest.fixture
def world(simcord_env):
    env = simcord_env
    guild = env.create_guild(name="Board games")
    channel = guild.create_text_channel("games")
    members = {name: guild.add_member(env.create_user(name)) for name in ("alice", "bob", "carol")}
    return env, channel, members
