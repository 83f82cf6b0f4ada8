"""/leaderboard and /stats end to end: pictures a player reads at a glance, a rating on a
familiar scale, solo games as high scores rather than wins (tiny test game: 1–4 players)."""

from __future__ import annotations

import io

import aiosqlite
from PIL import Image

from bot.ratings import NEWCOMER
from bot.store import SqliteStore
from bot.store.migrations import MIGRATIONS
from bot.store.sqlite import _statements
from render.table_image import SMALLEST_TEXT, WIDTH

PHONE = 400  # px: how wide a phone shows an image


async def play_tiny(channel, env, host, *guests):
    """A game of Tally clicked to the end, everyone adding 3 a click (host first)."""
    lobby = (await host.slash(channel, "play", game="tiny")).response
    for guest in guests:
        await guest.click(lobby, label="Join")
    await host.click(lobby, label="Start")
    thread = channel.threads[-1]
    players = [host, *guests]
    for _ in range(30):
        board = [m for m in thread.history() if m.author.id == env.bot.user.id][-1]
        if "is over" in board.content:
            return board
        actor = next(p for p in players if f"<@{p.id}>: your" in board.content)
        await actor.click(board, label="Add 3")
    raise AssertionError("the game did not end")


def png_of(result):
    """The answer's message (a deferred answer is edited in place) and its picture."""
    message = result.response.message
    assert len(message.attachments) == 1, message
    return result.response, message.attachments[0]


async def test_leaderboard_and_stats_pictures(world):
    env, channel, m = world
    alice, bob, carol = m["alice"], m["bob"], m["carol"]
    over = await play_tiny(channel, env, alice, bob)
    assert "rating 1" in over.content and "(+" in over.content and "(-" in over.content
    await play_tiny(channel, env, carol)  # alone: a high score, no win

    result = await bob.slash(channel, "leaderboard", game="tiny")
    message, picture = png_of(result)
    assert not message.ephemeral and "Tally" in message.content
    assert "1000 for a newcomer" in message.content  # the rating's meaning in one line
    image = Image.open(io.BytesIO(await picture.read()))
    assert image.width == WIDTH and SMALLEST_TEXT * PHONE / WIDTH >= 8
    words = picture.description
    # ranked by best score (alice and carol both reached 12); carol's solo game is no win
    assert words.startswith("Tally — high scores: 1. alice best 12, games 1, wins 1, win % 100 %")
    assert "1. carol best 12, games 1, wins —, win % —, rating —" in words
    assert "3. bob best" in words and "wins 0, win % 0 %" in words

    result = await carol.slash(channel, "stats", member=alice)
    message, chart = png_of(result)
    assert message.ephemeral
    assert "Tally: best score **12** · rating **1" in message.content
    assert "1 win in 1 game (100 %)" in message.content
    after = int(message.content.split("rating **")[1].split("**")[0])
    assert after > NEWCOMER and chart.description == f"Tally from {NEWCOMER} to {after}"
    assert Image.open(io.BytesIO(await chart.read())).size == (800, 420)

    solo = (await carol.slash(channel, "stats")).response
    assert "Tally: best score **12** · 1 solo game" in solo.content
    assert not solo.message.attachments  # no rating yet: nothing to draw


async def test_a_database_of_schema_2_counts_solo_games_apart(db_path):
    async with aiosqlite.connect(db_path) as db:  # solo wins counted as wins, as before
        for script in MIGRATIONS[:2]:
            for statement in _statements(script):
                await db.execute(statement)
        await db.execute("PRAGMA user_version = 2")
        for game_id, seats in ((1, [(7, 1)]), (2, [(7, 1), (8, 2)]), (3, [(8, 1)])):
            await db.execute(
                "INSERT INTO games (id, guild_id, channel_id, game, status, host_id, seed,"
                " created_at, updated_at) VALUES (?, 1, 1, 'pacman', 'finished', 7, 1, 0, 0)",
                (game_id,),
            )
            for seat, (user, rank) in enumerate(seats):
                await db.execute(
                    "INSERT INTO results (game_id, seat, user_id, name, rank, score)"
                    " VALUES (?, ?, ?, 'x', ?, 5)",
                    (game_id, seat, user, rank),
                )
        await db.execute(
            "INSERT INTO ratings (guild_id, game, user_id, mu, sigma, games, wins, updated_at)"
            " VALUES (1, 'pacman', 7, 27, 8, 2, 2, 0), (1, 'pacman', 8, 23, 8, 2, 1, 0)"
        )
        await db.commit()
    store = await SqliteStore.open(db_path)
    seven, eight = await store.ratings(1, "pacman", [7, 8])
    assert (seven.games, seven.wins, seven.solo_games) == (2, 1, 1)
    assert (eight.games, eight.wins, eight.solo_games) == (2, 0, 1)
    await store.close()
