"""Passtally's ranked places end to end (issue 11): members lay tiles only through `Place
tile k` → the ranked list → Confirm, read the labels and previews, and stale, forged or
out-of-turn choices are refused with a reason and change nothing."""

from __future__ import annotations

import io
import re
from types import SimpleNamespace

import discord
import pytest
from PIL import Image

import games
from bot.ui.items import ActButton, PanelSelect
from games.passtally.placements import ranked
from tests.bot.test_bot_passtally import assert_replays, finish_setup, open_table, refusal

POINTS = re.compile(r"^(\d+)\. [A-F][1-6]–[A-F][1-6] · (?:([+-]\d+) pts?|no extra points)")
GAME = games.get("passtally")


@pytest.fixture(autouse=True)
def pinned_seed(monkeypatch):
    monkeypatch.setattr("bot.tables.service.secrets", SimpleNamespace(randbelow=lambda _n: 2026))


def components(message) -> list:
    message = getattr(message, "message", message)
    return [c for row in message.components for c in row.children]


def place_buttons(board) -> list:
    return [
        c
        for c in components(board)
        if c.type.name == "button" and (c.label or "").startswith("Place tile")
    ]


def menus(panel) -> list:
    return [c for c in components(panel) if c.type.name == "select"]


def button(panel, starts: str):
    return next(c for c in components(panel) if (getattr(c, "label", "") or "").startswith(starts))


def ranked_labels(panel) -> list[tuple[int, int]]:
    """(rank, points the place adds) of every option of the panel's menus, checked
    against the limits."""
    out = []
    for menu in menus(panel):
        assert 1 <= len(menu.options) <= 25
        for option in menu.options:
            assert len(option.label) <= 100 and len(option.description or "") <= 100
            match = POINTS.match(option.label)
            assert match, option.label
            out.append((int(match[1]), int(match[2] or 0)))
    return out


async def lay_best_tile(member, board) -> tuple[int, int]:
    """Place tile k (the first that can be laid) → its best place → Confirm: returns the
    clicks, the points the chosen label promised and the tile's stack."""
    place = next(b for b in place_buttons(board) if not b.disabled)
    panel = (await member.click(board, custom_id=place.custom_id)).response
    assert panel.ephemeral and panel.attachments  # the best places, numbered
    labels = ranked_labels(panel)
    assert [rank for rank, _ in labels] == list(range(1, len(labels) + 1))
    points = [p for _, p in labels]
    assert points == sorted(points, reverse=True)  # best first
    best = menus(panel)[0]
    panel = (await member.select(panel, [best.options[0].value], custom_id=best.custom_id)).response
    assert panel.attachments and panel.message.content.startswith("**1. ")
    await member.click(panel, custom_id=button(panel, "✅ Confirm").custom_id)
    assert panel.message.content.startswith("✅ Played: Tile ")
    return 3, points[0], int(place.label.split()[2].rstrip(":"))


async def test_a_game_whose_tiles_are_all_laid_through_the_ranked_list(world, driver, settings):
    env, channel, m = world
    alice = m["alice"]
    await open_table(env, channel, alice, ai=1)
    await finish_setup(driver)
    tiles = promised = 0
    for _ in range(200):
        board = driver.board()
        if "is over" in board.content:
            break
        assert driver.to_act(board) is alice
        table = await env.bot.tables.table(1)
        before, last = table.state.scores[0], table.state.actions_left == 1
        clicks, points, stack = await lay_best_tile(alice, board)
        assert clicks == 3
        tiles += 1
        if last:  # the turn ends with this tile: its lines score, the place adding its label's
            best = ranked(table.state, 0, stack, table.plain_names)[0]
            assert best.gain == points
            after = await env.bot.tables.table(1)
            assert after.state.scores[0] == before + best.points
            promised += points
    else:
        raise AssertionError("the game did not end")
    moves = await env.bot.tables.store.moves(1)
    played = [move.action for move in moves if move.seat == 0 and not move.action.startswith("s")]
    assert len(played) == tiles and all(action.startswith("t") for action in played)
    assert tiles >= 10 and promised > 0
    await assert_replays(settings, game_id=1)


async def test_more_than_100_places_are_paged_and_reachable(world, driver):
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    await open_table(env, channel, alice, bob)
    await finish_setup(driver)
    board = driver.board()
    player = driver.to_act(board)
    table = await env.bot.tables.table(1)
    stack = next(  # an empty board: a tile with two different halves fits 120 ways
        k
        for k in (1, 2, 3)
        if len([a for a in GAME.tile_placements(table.state) if a.stack == k]) > 100
    )
    panel = (
        await player.click(board, custom_id=place_buttons(board)[stack - 1].custom_id)
    ).response
    assert len(menus(panel)) == 4 and menus(panel)[0].placeholder.startswith(
        f"Tile {stack}: places 1–25 of 120, best first"
    )
    await player.click(panel, custom_id=button(panel, "More places ▶ 101–120").custom_id)
    labels = ranked_labels(panel)
    assert labels[0][0] == 101 and labels[-1][0] == 120
    last = menus(panel)[-1]
    await player.select(panel, [last.options[-1].value], custom_id=last.custom_id)
    assert panel.message.content.startswith("**120. ")
    await player.click(panel, custom_id=button(panel, "✅ Confirm").custom_id)
    assert (await env.bot.tables.table(1)).version == table.version + 1


async def bot_post(env, place, *items: discord.ui.Item):
    """A message with these components, as a forger could make Discord send: the ids
    reach the bot's handlers exactly like the ones it posted."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    message = await env.bot.get_channel(place.id).send("forged", view=view)
    view.stop()
    return next(msg for msg in place.history() if msg.id == message.id)


async def test_stale_forged_and_out_of_turn_choices_change_nothing(world, driver):
    env, channel, m = world
    alice, bob, carol = m["alice"], m["bob"], m["carol"]
    await open_table(env, channel, alice, bob)
    await finish_setup(driver)
    (thread,) = channel.threads
    board = driver.board()
    player = driver.to_act(board)
    other = bob if player is alice else alice
    table = await env.bot.tables.table(1)
    version = table.version
    tile_1 = place_buttons(board)[0]

    # not a player, not their turn: refused before any panel opens
    assert "between other people" in refusal(await carol.click(board, custom_id=tile_1.custom_id))
    assert "not your turn" in refusal(await other.click(board, custom_id=tile_1.custom_id))

    # forged choices: a place the tile cannot take (half on the tile just laid, half on a
    # bare square), in the panel's menu and on a Confirm button
    panel = (await player.click(board, custom_id=tile_1.custom_id)).response
    first = menus(panel)[0].options[0].value  # e.g. t1A1E
    await player.select(panel, [first], custom_id=menus(panel)[0].custom_id)
    await player.click(panel, custom_id=button(panel, "✅ Confirm").custom_id)
    table = await env.bot.tables.table(1)
    version = table.version
    legal = {a.key for a in GAME.tile_placements(table.state)}
    forged = next(
        f"t1{c}{r}{f}"
        for c in "ABCDEF"
        for r in "123456"
        for f in "NESW"
        if _on_board(c, r, f) and f"t1{c}{r}{f}" not in legal
    )
    select = discord.ui.Select(options=[discord.SelectOption(label="forged", value=forged)])
    confirm = discord.ui.Button(label="✅ Confirm")
    message = await bot_post(
        env, thread, PanelSelect(1, version, "0", select), ActButton(1, version, forged, confirm)
    )
    select_id, confirm_id = (c.custom_id for c in components(message))
    result = await player.select(message, [forged], custom_id=select_id)
    answer = refusal(result)
    assert answer.startswith(f"Tile 1 cannot be laid from {forged[2:4]} towards {forged[4]}: ")
    assert ": a tile may not " in answer  # the rules' reason
    assert not any(
        "Confirm" in (getattr(c, "label", "") or "") for c in components(result.response)
    )
    answer = refusal(await player.click(message, custom_id=confirm_id))
    assert "tile" in answer and len(answer) < 300  # the rules' reason, in words
    assert "not your turn" in refusal(await other.select(message, [forged], custom_id=select_id))
    assert (await env.bot.tables.table(1)).version == version

    # a stale panel: a place is chosen, then the turn's other action is played on the board
    board = driver.board()
    panel = (await player.click(board, custom_id=place_buttons(board)[1].custom_id)).response
    menu = menus(panel)[0]
    await player.select(panel, [menu.options[0].value], custom_id=menu.custom_id)
    old_confirm = button(panel, "✅ Confirm").custom_id
    old_menu = menus(panel)[0]
    await driver.act(board)  # a marker move ends the turn
    version = (await env.bot.tables.table(1)).version
    result = await player.click(panel, custom_id=old_confirm)
    assert "out of date" in refusal(result)
    result = await player.select(panel, [old_menu.options[1].value], custom_id=old_menu.custom_id)
    assert "out of date" in panel.message.content and not panel.message.components
    assert (await env.bot.tables.table(1)).version == version


def _on_board(column: str, row: str, facing: str) -> bool:
    """Whether the second half of a tile on this square and facing lies on the board."""
    c, r = "ABCDEF".index(column), int(row) - 1
    dr, dc = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}[facing]
    return 0 <= r + dr < 6 and 0 <= c + dc < 6


async def test_the_preview_numbers_the_best_places_and_then_draws_the_chosen_one(world, driver):
    env, channel, m = world
    await open_table(env, channel, m["alice"], m["bob"])
    await finish_setup(driver)
    board = driver.board()
    player = driver.to_act(board)
    panel = (await player.click(board, custom_id=place_buttons(board)[0].custom_id)).response
    numbered = Image.open(io.BytesIO(await panel.attachments[0].read()))
    plain = Image.open(io.BytesIO(await board.attachments[0].read()))
    assert numbered.size == plain.size and numbered.tobytes() != plain.tobytes()
    assert "The numbers on the board are the best ones" in panel.message.content
    menu = menus(panel)[0]
    await player.select(panel, [menu.options[0].value], custom_id=menu.custom_id)
    chosen = Image.open(io.BytesIO(await panel.message.attachments[0].read()))
    assert chosen.tobytes() != numbered.tobytes()
    assert "level 1" in panel.message.content and "✅ Confirm" in panel.message.content
