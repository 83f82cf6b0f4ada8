"""PUSH end to end on SimCord: a whole 3-player game in a thread (two members and an AI),
played by clicking the buttons and menus the bot posted, with a bust and a bank.

The members play the AI's suggestion (GAME.ai_action) for their seat, found on the board by
its action key. Seed 5 (searched with the engine): Alice and Bob each push too far once and
Alice banks once; both collect roll cards.
"""

from __future__ import annotations

import io
import re
from types import SimpleNamespace

import pytest
from PIL import Image

from games.push import GAME, Phase
from games.push.actions import Bank, Draw

SEED = 5


def private(result) -> str:
    """The private answer to a click (a refusal, or My bank)."""
    messages = [*([result.response] if result.response else []), *result.followups]
    answers = [m for m in messages if m.ephemeral]
    assert answers, f"no private answer: {result}"
    return answers[-1]


def boards(place, bot_id: int):
    return [
        m
        for m in place.history()
        if m.author.id == bot_id and m.attachments and not m.flags.ephemeral
    ]


def controls(message):
    return [c for row in message.components for c in row.children]


async def play_key(member, board, version: int, key: str):
    """Click the button, or choose the menu option, that carries this action key."""
    for control in controls(board):
        if control.type.name == "button" and control.custom_id.endswith(f":{version}:{key}"):
            return await member.click(board, custom_id=control.custom_id)
        if control.type.name == "select" and key in [o.value for o in control.options]:
            return await member.select(board, [key], custom_id=control.custom_id)
    raise AssertionError(f"no control for {key!r} on: {board.content}\n{controls(board)}")


async def png_of(message) -> Image.Image:
    data = await message.attachments[0].read()
    assert len(data) <= 150_000
    return Image.open(io.BytesIO(data))


@pytest.fixture
def pinned_seed(monkeypatch):
    """Every new game is dealt from SEED."""
    monkeypatch.setattr("bot.tables.secrets", SimpleNamespace(randbelow=lambda _n: SEED))


async def test_a_whole_three_player_game_with_a_bust_and_a_bank(world, pinned_seed):
    env, channel, m = world
    alice, bob, carol = m["alice"], m["bob"], m["carol"]
    lobby = (await alice.slash(channel, "play", game="push")).response
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Add AI")
    await alice.click(lobby, label="Start")
    (thread,) = channel.threads
    bot_id = env.bot.user.id
    tables = env.bot.tables
    game_id = int(re.search(r"game #(\d+)", boards(thread, bot_id)[-1].content)[1])
    members = {alice.id: alice, bob.id: bob}

    seen = {"bust": 0, "bank": 0, "edited draw": 0, "pick": 0, "roll card": 0, "bank look": 0}
    for _ in range(400):
        table = await tables.table(game_id)
        if table.outcome is not None:
            break
        state, board = table.state, boards(thread, bot_id)[-1]
        actor = table.seats[state.actor]
        member = members[actor.user_id]  # the service plays the AI seat itself
        assert f"<@{member.id}>" in board.content.splitlines()[-1]
        assert "My bank" in str(board.components)
        action = GAME.ai_action(state, state.actor)
        other = bob if member is alice else alice

        if state.phase is Phase.COLLECT and state.actor != state.pusher and not seen["pick"]:
            # the pick is the actor's alone: the message names them; others are refused
            seen["pick"] += 1
            assert "your pick" in board.content
            refused = private(await play_key(other, board, table.version, action.key))
            assert "not your turn" in refused.content and actor.name in refused.content
            refused = private(await play_key(carol, board, table.version, action.key))
            assert "between other people" in refused.content
            takes = [c for c in controls(board) if c.custom_id.startswith("a:")]
            assert all(c.label.startswith("Take column") for c in takes)
            assert len(takes) == sum(1 for column in state.columns if column)
        if state.phase is Phase.START and state.benches[other_seat(table, other)]:
            if not seen["bank look"]:
                # My bank, for a player whose turn it is not; nobody else sees the answer
                seen["bank look"] += 1
                look = private(await other.click(board, label="My bank"))
                mine = table.seat_of(other.id).seat
                assert "Your bank" in look.content and "only you see this" in look.content
                assert f"{len(state.banks[mine])} card" in look.content
                assert (await png_of(look)).width >= 800
                refused = private(await carol.click(board, label="My bank"))
                assert "between other people" in refused.content
        if isinstance(action, Bank):
            menu = next(c for c in controls(board) if c.type.name == "select")
            option = next(o for o in menu.options if o.value == action.key)
            held = [i for i in state.benches[state.actor] if i_colour(i) == action.colour]
            assert option.label.startswith(f"Bank ▲ {action.colour}") or action.colour in option.label
            assert option.label.endswith(f"= {sum(i_points(i) for i in held)}")

        await play_key(member, board, table.version, action.key)
        after = await tables.table(game_id)
        newest = boards(thread, bot_id)[-1]
        if after.outcome is not None:
            break
        # one message a turn: steps inside a turn edit it, a bust or a new turn posts anew
        assert (newest.id == board.id) == (after.state.turn == state.turn), newest.content
        if newest.id != board.id:
            old = next(msg for msg in thread.history() if msg.id == board.id)
            assert old.components == []  # the previous board lost its controls
        if isinstance(action, Draw) and after.state.busted and not state.busted:
            seen["bust"] += 1
            assert "pushed too far" in newest.content
            assert "Roll the die" in str(newest.components)
            (await png_of(newest)).save(f"/tmp/push-bust-{seen['bust']}.png")
        elif isinstance(action, Draw) and newest.id == board.id:
            seen["edited draw"] += 1
        if isinstance(action, Bank):
            seen["bank"] += 1
            assert "banks" in newest.content
        if after.state.phase is Phase.ROLL and not after.state.busted:
            seen["roll card"] += 1
    print(seen)
    final = boards(thread, bot_id)[-1]
    assert "is over" in final.content and "🥇" in final.content and "Rematch" in str(
        final.components
    )
    assert (await png_of(final)).width >= 800
    assert seen["bust"] >= 1 and seen["bank"] >= 1 and seen["pick"] == 1, seen
    assert seen["edited draw"] > 10 and seen["roll card"] >= 1 and seen["bank look"] == 1, seen


def other_seat(table, member) -> int:
    return table.seat_of(member.id).seat


def i_colour(card_id: int) -> str | None:
    from games.push.cards import card

    return card(card_id).colour


def i_points(card_id: int) -> int:
    from games.push.cards import card

    return card(card_id).points
