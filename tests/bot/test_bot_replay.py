"""Replays end to end on SimCord: ▶ Replay under the results of each game, stepping and
jumping in the private viewer, after a restart too, /replay with its refusals, its
autocomplete, its JSON export and animation, /history's menu, and the animated summary
posted with the results when /config turns it on.

Games are finished quickly: the lobby and the first board go through the bot as members
use them; the middle of the game is played by the AI's suggestions through a second table
service on the same database that posts nothing (no boards to draw); the last human move
goes through the bot's own table service, which posts the results as in any game.
"""

from __future__ import annotations

import io
import json
import sqlite3

import discord
import pytest
from PIL import Image

import games
import render
from bot.publisher import NullPublisher
from bot.replay.frames import timeline_of
from bot.replay.record import load_finished
from bot.tables import Tables
from render.animation import SIZE_LIMIT, frame_count

SEEDS = {"passtally": 3, "push": 5, "formula": 9, "pacman": 17}


@pytest.fixture
def world(world):
    """The shared world, with room for drawing a whole animation on a busy machine (it
    runs in a worker thread; SimCord waits for it before the click returns)."""
    world[0].settle_timeout = 60
    return world


async def finish_a_game(env, channel, host, name: str, *, players: int = 2) -> int:
    """/play `name` with AI seats, Start, then play the host's moves to the end: returns
    the game id. The results message is posted by the bot in the game's thread."""
    env.bot.tables._seeds = lambda: SEEDS[name]
    lobby = (await host.slash(channel, "play", game=name)).response
    game_id = int(lobby.content.split("game #")[1].split(",")[0])
    if name == "formula":
        await host.select(lobby, ["1"], custom_id=f"lo:{game_id}:races")
    for _ in range(players - 1):
        await host.click(lobby, label="Add AI")
    await host.click(lobby, label="Start")
    quiet = Tables(env.bot.tables.store, NullPublisher(), now=env.bot.tables.now)
    rules = games.get(name)
    for _ in range(5000):
        table = await quiet.table(game_id)
        if table.outcome is not None:
            raise AssertionError("the game ended on an AI move: pick another seed")
        (seat,) = [s for s in table.to_act() if not table.seats[s].is_ai][:1]
        action = rules.ai_action(table.state, seat)
        service = env.bot.tables if _ends_the_game(table, seat, action) else quiet
        await service.play(game_id, host.id, table.version, action.key)
        if service is env.bot.tables:
            return game_id
    raise AssertionError("the game did not end")


def _ends_the_game(table, seat: int, action) -> bool:
    """Whether this is the host's last move: after it the AI seats play to the end."""
    rules, state = table.game, table.game.apply(table.state, seat, action)
    while rules.outcome(state) is None:
        acting = rules.to_act(state)
        unasked = rules.unasked_action(state, acting[0])  # the bot plays it, as an AI's
        if not table.seats[acting[0]].is_ai and unasked is None:
            return False
        state = rules.apply(state, acting[0], unasked or rules.ai_action(state, acting[0]))
    return True


def results_message(place):
    return next(m for m in reversed(place.history()) if " is over." in m.content.split("\n")[0])


def controls(message) -> list:
    """The components of a message or of an interaction's answer."""
    message = getattr(message, "message", message)
    return [c for row in message.components for c in row.children]


def buttons(message) -> dict[str, object]:
    return {c.label: c for c in controls(message) if c.type.name == "button"}


async def png(message) -> bytes:
    return await message.attachments[0].read()


async def open_from_results(env, channel, member, game_id):
    thread = channel.threads[-1]
    results = results_message(thread)
    assert f"game #{game_id}" in results.content
    assert "▶ Replay" in buttons(results) and "Rematch" in buttons(results)
    opened = await member.click(results, label="▶ Replay")
    viewer = viewer_of(opened)
    assert viewer.ephemeral
    return opened, viewer


def answers(result) -> list:
    """What the bot answered: its response (a deferred "thinking" one becomes the first
    answer) and follow-ups."""
    return [*([result.response] if result.response else []), *result.followups]


def viewer_of(opened):
    """The viewer message as it is now (a step edits it in place)."""
    return answers(opened)[0]


async def test_each_game_replays_from_its_results_button(world):
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    for name in ("passtally", "push", "formula", "pacman"):
        game_id = await finish_a_game(
            env, channel, alice, name, players=1 if name == "pacman" else 2
        )
        opened, viewer = await open_from_results(env, channel, bob, game_id)
        title = games.get(name).title
        assert title in viewer.content and "move 0 of " in viewer.content, viewer.content
        count = int(viewer.content.split("move 0 of ")[1].split()[0])
        assert count > 5
        assert set(buttons(viewer)) >= {"⏮ Start", "◀ Back", "▶ Next", "⏭ End", "🎞 Animation"}
        assert buttons(viewer)["◀ Back"].disabled and not buttons(viewer)["▶ Next"].disabled
        start = await png(viewer)
        assert Image.open(io.BytesIO(start)).width >= 600

        await bob.click(viewer, label="▶ Next")
        stepped = viewer_of(opened)
        assert f"move 1 of {count}" in stepped.content
        assert await png(stepped) != start
        await bob.click(stepped, label="◀ Back")
        back = viewer_of(opened)
        assert f"move 0 of {count}" in back.content and await png(back) == start
        # the animation is not posted with the results unless the server asks for it
        thread = channel.threads[-1]
        assert not [
            a for msg in thread.history() for a in msg.attachments if a.filename.endswith(".gif")
        ]


async def test_step_jump_end_and_animation_after_a_restart(world, make_bot):
    env, channel, m = world
    alice, carol = m["alice"], m["carol"]
    game_id = await finish_a_game(env, channel, alice, "push")
    opened, viewer = await open_from_results(env, channel, carol, game_id)
    count = int(viewer.content.split("move 0 of ")[1].split()[0])

    await carol.click(viewer, label="⏭ End")
    end = viewer_of(opened)
    assert f"move {count} of {count}" in end.content and "🏁" in end.content
    assert buttons(end)["▶ Next"].disabled and buttons(end)["⏭ End"].disabled
    last = await png(end)

    (menu,) = [c for c in controls(end) if c.type.name == "select"]
    values = [int(o.value) for o in menu.options]
    assert values[0] == 0 and values[-1] == count and len(values) <= 25
    # jump to a move where someone has banked cards: the board shows their count, not
    # their points (as the game showed it then), the same picture everyone saw
    record = await load_finished(env.bot.tables, game_id, channel.guild.id)
    line = timeline_of(record)
    banked = [v for v in values if 0 < v < count and any(line.state_at(v).banks)]
    middle = banked[0]
    await carol.select(end, [str(middle)], custom_id=menu.custom_id)
    jumped = viewer_of(opened)
    assert f"move {middle} of {count}" in jumped.content
    shown = await png(jumped)
    assert shown != last
    state = line.state_at(middle)
    names = record.table.names
    assert shown == render.board(state, names=names)
    seat = next(seat for seat, bank in enumerate(state.banks) if bank)
    assert shown != render.board(state, names=names, viewer=seat)

    await env.restart_bot(make_bot())
    await carol.click(jumped, label="◀ Back")
    assert f"move {middle - 1} of {count}" in viewer_of(opened).content

    shown = await carol.click(viewer_of(opened), label="🎞 Animation")
    (answer,) = answers(shown)
    assert answer.ephemeral and "🎞" in answer.content
    gif = await answer.attachments[0].read()
    assert gif[:6] == b"GIF89a" and len(gif) < SIZE_LIMIT
    assert frame_count(gif) == await frames_expected(env, game_id)

    # the results button still opens a viewer after the restart
    _again, viewer = await open_from_results(env, channel, alice, game_id)
    assert "move 0 of" in viewer.content


async def frames_expected(env, game_id: int) -> int:
    """One frame for the start and one per turn the game took, counted here by replaying
    the stored moves with the rules (independently of the replay module): a frame after
    each action that passed the turn on, and one for the end if the last did not."""
    table = await env.bot.tables.table(game_id)
    rules = table.game
    state = rules.setup(len(table.seats), table.row.seed, table.options)
    frames, passed = 1, False
    for move in await env.bot.tables.store.moves(game_id):
        before = state.turn
        state = rules.apply(state, move.seat, rules.parse_action(move.action))
        passed = state.turn != before
        frames += passed
    return frames + (not passed)


async def test_replay_command_refusals_autocomplete_export_and_history(world, db_path):
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    game_id = await finish_a_game(env, channel, alice, "passtally")

    # a game still being played, one of another server, one that never existed
    lobby = (await bob.slash(channel, "play", game="push")).response
    running = int(lobby.content.split("game #")[1].split(",")[0])
    await bob.click(lobby, label="Add AI")
    await bob.click(lobby, label="Start")
    r = await alice.slash(channel, "replay", game=running)
    assert answers(r)[0].ephemeral and "still being played" in answers(r)[0].content
    assert not answers(r)[0].attachments

    other = env.create_guild(name="Elsewhere")
    elsewhere = other.create_text_channel("games")
    dave = other.add_member(env.create_user("dave"))
    r = await dave.slash(elsewhere, "replay", game=game_id)
    assert f"No game #{game_id} was played on this server" in answers(r)[0].content
    assert not answers(r)[0].attachments
    assert await dave.autocomplete(elsewhere, "replay", "game", "") == []
    r = await alice.slash(channel, "replay", game=999)
    assert "No game #999" in answers(r)[0].content

    # autocomplete: the finished game (named by game, players, date), not the running one
    offered = await alice.autocomplete(channel, "replay", "game", "")
    assert [c["value"] for c in offered] == [game_id]
    assert "Passtally" in offered[0]["name"] and "alice" in offered[0]["name"]
    assert await alice.autocomplete(channel, "replay", "game", "push") == []
    assert len(await alice.autocomplete(channel, "replay", "game", "passt")) == 1

    # /replay with the export and the animation
    r = await alice.slash(channel, "replay", game=game_id, export=True, animation=True)
    viewer, record, animated = answers(r)
    assert "move 0 of" in viewer.content and viewer.attachments
    data = json.loads(await record.attachments[0].read())
    table = await env.bot.tables.table(game_id)
    moves = await env.bot.tables.store.moves(game_id)
    assert data["game"] == "passtally" and data["seed"] == table.row.seed
    assert [p["name"] for p in data["players"]] == table.names
    assert [(mv["seat"], mv["action"]) for mv in data["moves"]] == [
        (mv.seat, mv.action) for mv in moves
    ]
    rules = games.get(data["game"])
    state = rules.setup(len(data["players"]), data["seed"], rules.Options(**data["options"]))
    for move in data["moves"]:
        state = rules.apply(state, move["seat"], rules.parse_action(move["action"]))
    assert state == table.state  # the export alone replays the game exactly
    gif = await animated.attachments[0].read()
    assert frame_count(gif) > 1 and len(gif) < SIZE_LIMIT

    # /history: a menu whose choice opens the replay
    r = await bob.slash(channel, "history")
    listing = r.response
    (menu,) = controls(listing)
    assert [o.value for o in menu.options] == [str(game_id)]
    picked = await bob.select(listing, [str(game_id)], custom_id=menu.custom_id)
    assert "move 0 of" in answers(picked)[-1].content and answers(picked)[-1].ephemeral

    # a log the rules do not accept (a move appended by hand): a clear private answer
    with sqlite3.connect(db_path) as db:
        db.execute(
            "INSERT INTO moves (game_id, seq, seat, action, at) VALUES (?, 999, 0, 'bogus', 0)",
            (game_id,),
        )
    r = await alice.slash(channel, "replay", game=game_id)
    (answer,) = answers(r)
    assert answer.ephemeral and "cannot be replayed" in answer.content and not answer.attachments


async def test_the_animation_is_posted_with_the_results_when_the_server_wants_it(world):
    env, channel, m = world
    alice = m["alice"]
    admins = channel.guild.create_role("admins", permissions=discord.Permissions(manage_guild=True))
    dana = channel.guild.add_member(env.create_user("dana"), roles=[admins])
    said = (await dana.slash(channel, "config", animation=True)).response.content
    assert "Animated summary posted with each game's results: on" in said
    game_id = await finish_a_game(env, channel, alice, "push")
    thread = channel.threads[-1]
    history = thread.history()
    results = results_message(thread)
    after = [msg for msg in history if msg.id > results.id and msg.attachments]
    (posted,) = after
    assert f"game #{game_id}" in posted.content
    gif = await posted.attachments[0].read()
    assert frame_count(gif) == await frames_expected(env, game_id) and len(gif) < SIZE_LIMIT
