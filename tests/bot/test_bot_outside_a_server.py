"""Every command outside a server (issue 30), end to end on SimCord. Discord offers the
bot's server commands only in servers, but a user-installed context or a forged payload
can deliver one in a direct message: each such command answers privately where games are
played, and touches nothing. A command meant for anywhere (/rules) simply works there.

The forged payload is SimCord's own slash invocation with the registered command widened
to DM contexts (`contexts` 0, 1, 2), as a user-installed app would be."""

from __future__ import annotations

import sqlite3

from simcord.actors import _slash

from bot.ui.answers import FAILED
from lang import tr
from tests.bot.conftest import private


def required_options(command) -> dict:
    """A valid value for each required option: its first choice, else a number."""
    options = {}
    for param in command.parameters:
        if param.required:
            options[param.name] = param.choices[0].value if param.choices else 1
    return options


async def in_a_dm(env, user, command):
    registered = env.backend.find_command(command.name, None)
    forged = {**registered, "contexts": [0, 1, 2], "dm_permission": True}
    return await _slash(user, user.dm_channel, command.name, required_options(command), root=forged)


async def test_every_command_in_a_dm_says_games_are_played_in_a_server(world, db_path):
    env, _channel, _members = world
    dave = env.create_user("dave")
    commands = env.bot.tree.get_commands()
    assert len(commands) >= 11  # play, games, rules, resign, abandon, board, leaderboard...
    refused = []
    for command in commands:
        result = await in_a_dm(env, dave, command)
        if command.guild_only:
            answer = private(result)
            assert answer == tr("en", "not-in-a-server"), f"/{command.name}: {answer}"
            refused.append(command.name)
        else:  # a command for anywhere: it works (the rules of the first game, a picture)
            answer = result.response  # "thinking…", then the rules in its place
            assert answer.ephemeral and answer.content != FAILED and answer.embeds
    assert {"play", "board", "resign", "abandon", "config", "replay", "stats"} <= set(refused)
    assert refused == [c.name for c in commands if c.name != "rules"]
    with sqlite3.connect(db_path) as db:  # nothing was opened, nothing was half-done
        assert db.execute("SELECT COUNT(*) FROM games").fetchone() == (0,)
