"""GAME_PLACE=channel: games run in the lobby's channel (no thread), e.g. for servers
where the bot may not create threads, and for the local playground."""

from __future__ import annotations

import pytest

from bot import Settings


async def started(channel, host, *guests):
    lobby = (await host.slash(channel, "play", game="tiny")).response
    for guest in guests:
        await guest.click(lobby, label="Join")
    await host.click(lobby, label="Start")
    return lobby


@pytest.fixture
def settings(db_path):
    return Settings(database_path=db_path, discord_token=None, game_place="channel", shard_count=1)


async def test_games_in_the_channel_itself(world, driver):
    _env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    lobby = await started(channel, alice, bob)
    assert channel.threads == []
    assert "play below" in lobby.message.content
    await driver.act(prefer="Add 3")
    assert driver.board(channel).content.count("added 3") == 1
