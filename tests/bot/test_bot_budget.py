"""The message budget: a whole game of each game played by two members at a human pace
(one click a second), counting the bot's REST calls per click and the messages one
channel gets within 5 s."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tests.bot.budget import Player, RestMeter, peak_per_channel

MOST_CALLS_PER_CLICK = 2.0  # the calls a click's own answer and boards cost
# Calls no click pays for: the game's end (the results message, the thread) and boards
# edited after their click's answer. A fixed cost: a game with fewer clicks (Formula's
# rolls that decide nothing are made by the bot) must not fail the per-click figure.
MOST_CALLS_OUTSIDE_CLICKS = 12
# A move made in a private panel: one call per click, plus the board (an edit; or, when
# the turn passes, the new board and the old one's final edit). Issue 17 wants a whole
# Passtally tile move within 5: that needs a panel of at most 3 clicks (bot/ui/passtally).
MOST_CALLS_ABOVE_PANEL_CLICKS = 2
MOST_POSTS_PER_5S = 5
OPTIONS = {"formula": {"races": "1"}}  # one Grand Prix is a whole game, and quicker


@pytest.fixture(autouse=True)
def quick_test_bots(monkeypatch, request):
    """As on Discord: 5 messages per 5 s a channel, boards drawn by worker processes
    (PAC-MAN's game: the others draw in a thread, to keep the suite quick)."""
    monkeypatch.setenv("CHANNEL_MESSAGES_PER_5S", "5")
    processes = "2" if "pacman" in request.node.name else "0"
    monkeypatch.setenv("RENDER_PROCESSES", processes)
    monkeypatch.setattr("bot.tables.service.secrets", SimpleNamespace(randbelow=lambda _n: 2026))


async def play_whole_game(env, driver, members, name: str, *, pause: float = 1.0):
    """alice and bob play `name` to the end, `pause` seconds between two clicks;
    returns the player (clicks, moves) and the REST calls made from the first move on."""
    alice, bob = members["alice"], members["bob"]
    lobby = (await alice.slash(driver.channel, "play", game=name)).response
    game_id = int(lobby.content.split("game #")[1].split(",")[0])
    for option, value in OPTIONS.get(name, {}).items():
        await alice.select(lobby, [value], custom_id=f"lo:{game_id}:{option}")
    await bob.click(lobby, label="Join")
    meter = RestMeter(env)
    await alice.click(lobby, label="Start")
    meter.take()  # the thread and the first board: not a move
    player = Player(env, driver, members, meter)

    async def pace():
        meter.take()  # what that click cost, stamped with its time
        await env.advance_time(pause)

    for _ in range(1000):
        board = driver.board()
        if "is over" in board.content:
            break
        await player.move(board, pace)
    else:
        raise AssertionError("the game did not end")
    meter.take()
    return player, meter.calls


@pytest.mark.parametrize(
    "name",
    [
        "passtally",
        "push",
        "formula",
        # worker processes start with the bot: give a busy machine time for that
        pytest.param("pacman", marks=pytest.mark.simcord(settle_timeout=60)),
    ],
)
async def test_a_whole_game_within_the_message_budget(world, driver, name):
    env, _channel, members = world
    player, calls = await play_whole_game(env, driver, members, name)
    own = sum(cost for _clicks, cost in player.costs)
    per_click = own / player.clicks
    posts = peak_per_channel(calls, "is_post")
    writes = peak_per_channel(calls, "is_write")
    panel_moves = [cost for clicks, cost in player.costs if clicks > 1]
    per_panel_move = sum(panel_moves) / len(panel_moves) if panel_moves else 0
    print(
        f"\n{name}: {player.clicks} clicks, {player.moves} moves, {len(calls)} REST calls "
        f"({len(calls) - own} outside the clicks): {per_click:.2f} per click, "
        f"{len(calls) / player.moves:.2f} per move, "
        f"{per_panel_move:.2f} per move made in a panel (max "
        f"{max(panel_moves, default=0)}); peak in 5 s per channel: {posts} posts, "
        f"{writes} posts + edits"
    )
    assert per_click <= MOST_CALLS_PER_CLICK
    assert len(calls) - own <= MOST_CALLS_OUTSIDE_CLICKS
    assert posts <= MOST_POSTS_PER_5S and writes <= MOST_POSTS_PER_5S
    assert all(cost <= clicks + MOST_CALLS_ABOVE_PANEL_CLICKS for clicks, cost in player.costs), (
        player.costs
    )
