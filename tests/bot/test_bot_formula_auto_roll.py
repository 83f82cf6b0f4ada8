"""Formula 1 with "auto-roll for me", end to end on SimCord (SQLite and PostgreSQL): alice
turns it on from the board and is then asked only real decisions (a pit question, the
order of two close cars); bob rolls every turn himself; the race ends. The setting is
kept in the database (it survives a restart) and only its owner can set it."""

from __future__ import annotations

import discord
import pytest

from bot import create_bot
from bot.ui.auto_roll import AutoRollSwitch
from games.formula import GAME
from games.formula.moving import order_matters
from games.formula.state import Phase
from tests.bot.test_bot_formula import button_for, newest_board, open_race, refusal

pytestmark = pytest.mark.both_databases
SEED = 2  # pit questions (an extra car's too), close cars, extra cars
OPENER = "🤖 Auto-roll for me…"


def components(message) -> dict[str, str]:
    """label -> custom_id of every button on a message."""
    return {c.label: c.custom_id for row in message.components for c in row.children}


async def test_a_race_with_auto_roll_on_for_one_player(world, monkeypatch, settings):
    env, channel, m = world
    monkeypatch.setattr(env.bot.tables, "_seeds", lambda: SEED)
    alice, bob, carol = m["alice"], m["bob"], m["carol"]
    game_id, thread = await open_race(env, channel, alice, bob)
    seats = [alice, bob]

    # the board's button opens the clicker's own switch, privately; not for onlookers
    board = newest_board(env, thread)
    opener = components(board)[OPENER]
    assert "Only this game's players" in refusal(await carol.click(board, custom_id=opener))
    panel = (await alice.click(board, custom_id=opener)).response
    assert panel.ephemeral and "Auto-roll is **off** for you in Formula 1" in panel.content
    switched = await alice.click(panel, label="🤖 Turn auto-roll on for me")
    assert "Auto-roll is now **on** for you" in switched.response.message.content
    assert list(components(switched.response.message)) == ["Turn auto-roll off"]

    # a switch naming alice, clicked by bob (Discord only sends ids it was given, so a
    # forger would need a message like this one): refused, nothing changes
    button = discord.ui.Button(label="Turn auto-roll off")
    forged = discord.ui.View(timeout=None)
    forged.add_item(AutoRollSwitch(game_id, alice.id, False, button))
    sent = await env.bot.get_channel(thread.id).send("forged", view=forged)
    message = next(msg for msg in thread.history() if msg.id == sent.id)
    answer = refusal(await bob.click(message, label="Turn auto-roll off"))
    assert "another player's auto-roll: nothing changed" in answer
    store = env.bot.tables.store
    assert await store.auto_rollers(channel.guild.id, "formula", [alice.id, bob.id]) == {alice.id}

    asked = {"alice": [], "bob": 0}
    restarted = False
    for _ in range(300):
        table = await env.bot.tables.table(game_id)
        state = table.state
        if state.phase is Phase.OVER:
            break
        if not restarted and state.round >= 4:  # the setting is in the database
            await env.restart_bot(create_bot(settings))
            restarted = True
            board = newest_board(env, thread)  # her switch reads the database afresh
            panel = (await alice.click(board, custom_id=components(board)[OPENER])).response
            assert "Auto-roll is **on** for you" in panel.content
            continue
        board = newest_board(env, thread)
        member = seats[state.acting]
        assert f"<@{member.id}>: your move" in board.content.splitlines()[-1]
        if member is alice:  # only real decisions reach her
            two_close = state.phase is Phase.TURN and order_matters(state, state.to_move)
            assert state.phase is Phase.PIT or two_close, (state.phase, state.to_move)
            pit = "extra pit" if state.paused and state.paused.extra else "pit"
            asked["alice"].append(pit if state.phase is Phase.PIT else "order")
        else:
            asked["bob"] += 1
        key = GAME.ai_action(state, state.acting).key
        await member.click(board, custom_id=button_for(board, key))
    assert state.phase is Phase.OVER and restarted
    assert "pit" in asked["alice"] and "order" in asked["alice"]
    # bob presses Roll every turn; alice answers her own cars' questions, and, when she
    # is last, the extra cars' pit questions (a choice of hers: she wants them slow)
    own = [kind for kind in asked["alice"] if kind != "extra pit"]
    assert len(own) < asked["bob"] / 2

    # her rolls were played for her through the move log (no user, marked auto)
    moves = await store.moves(game_id)
    for_her = [mv for mv in moves if mv.seat == 0 and mv.user_id is None]
    assert for_her and all(mv.auto and mv.action.startswith("roll") for mv in for_her)
    assert len([mv for mv in moves if mv.user_id == alice.id]) == len(asked["alice"])
    assert all(mv.user_id == bob.id or mv.action == "roll-extras" for mv in moves if mv.seat == 1)

    # still on after the restart, for her next Formula 1 game here; she can turn it off
    assert await store.auto_rollers(channel.guild.id, "formula", [alice.id]) == {alice.id}
    final = newest_board(env, thread)
    assert OPENER not in components(final)  # the game is over
    off = await alice.click(switched.response.message, label="Turn auto-roll off")
    assert "Auto-roll is now **off** for you" in off.response.message.content
    assert await store.auto_rollers(channel.guild.id, "formula", [alice.id]) == set()
