"""GAME_PLACE=channel: games run in the lobby's channel (no thread), e.g. for servers
where the bot may not create threads, and for the local playground."""

from __future__ import annotations

import pytest

from bot import Settings
from tests.bot.conftest import started


@pytest.fixture
def game_place():
    return "channel"


@pytest.fixture
def settings(db_path, game_place):
    return Settings(database_path=db_path, discord_token=None, game_place=game_place, shard_count=1)


async def test_games_in_the_channel_itself(world, driver):
    _env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    lobby = await started(channel, alice, bob)
    assert channel.threads == []
    assert "play below" in lobby.message.content
    await driver.act(prefer="Add 3")
    assert driver.board(channel).content.count("added 3") == 1


@pytest.mark.parametrize("game_place", ["thread"])  # threads wanted, but not allowed
async def test_no_thread_permission_means_the_channel(world, driver):
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    env.inject_error(
        "POST",
        "/channels/*/messages/*/threads",
        status=403,
        code=50013,
        message="Missing Permissions",
    )
    lobby = await started(channel, alice, bob)
    assert channel.threads == [] and "play below" in lobby.message.content
    assert any("may not create threads" in msg.content for msg in channel.history())
    await driver.act(prefer="Add 2")
    assert "added 2" in driver.board(channel).content


DEV_GUILD = 4242 << 22  # a snowflake for shard 0


@pytest.mark.parametrize("dev_guild", [DEV_GUILD])
async def test_a_dev_guild_gets_the_commands_at_once(simcord_env, dev_guild):
    guild = simcord_env.create_guild(id=DEV_GUILD)
    alice = guild.add_member(simcord_env.create_user("alice"))
    assert "play" in alice.available_commands(guild.create_text_channel("games"))
