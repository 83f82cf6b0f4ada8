"""PUSH end to end on SimCord: members type /play, click Join / Add AI / Start, then play
by clicking the buttons and menus the bot posted in the game's thread.

The members play the AI's suggestion (GAME.ai_action) for their seat, found on the board by
its action key. Seed 5 (searched with the engine, all seats on the AI): with Alice, Bob and
one AI seat, Bob and Alice each push too far once, Alice banks purple once and both collect
roll cards.
"""

from __future__ import annotations

import io
import re
from types import SimpleNamespace

import pytest
from PIL import Image

from bot import create_bot
from bot.ui.push import UI
from games.push import GAME, Phase
from games.push.actions import Bank, Draw
from games.push.cards import card
from games.push.scenario import table as position
from games.push.state import PushOptions

SEED = 5


@pytest.fixture
def pinned_seed(monkeypatch):
    """Every new game is dealt from SEED."""
    monkeypatch.setattr("bot.tables.service.secrets", SimpleNamespace(randbelow=lambda _n: SEED))


def private(result):
    """The private answer to a click (a refusal, or My bank)."""
    messages = [*([result.response] if result.response else []), *result.followups]
    answers = [m for m in messages if m.ephemeral]
    assert answers, f"no private answer: {result}"
    return answers[-1]


def boards(place, bot_id: int):
    """The bot's public messages with a picture: the boards, then the results."""
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


async def start_game(channel, host, *guests, ai: int = 0):
    lobby = (await host.slash(channel, "play", game="push")).response
    for guest in guests:
        await guest.click(lobby, label="Join")
    for _ in range(ai):
        await host.click(lobby, label="Add AI")
    await host.click(lobby, label="Start")
    return channel.threads[-1]


def game_id_of(board) -> int:
    return int(re.search(r"game #(\d+)", board.content)[1])


async def test_a_whole_three_player_game_with_a_bust_and_a_bank(world, pinned_seed):
    env, channel, m = world
    alice, bob, carol = m["alice"], m["bob"], m["carol"]
    thread = await start_game(channel, alice, bob, ai=1)
    bot_id, tables = env.bot.user.id, env.bot.tables
    game_id = game_id_of(boards(thread, bot_id)[-1])
    members = {alice.id: alice, bob.id: bob}

    seen = dict.fromkeys(("bust", "bank", "edited draw", "pick", "roll card", "bank look"), 0)
    for _ in range(400):
        table = await tables.table(game_id)
        if table.outcome is not None:
            break
        state, board = table.state, boards(thread, bot_id)[-1]
        seat = state.actor
        member = members[table.seats[seat].user_id]  # the service plays the AI seat itself
        other = bob if member is alice else alice
        action = GAME.ai_action(state, seat)
        assert f"<@{member.id}>" in board.content.splitlines()[-1]  # the ping names the actor
        assert "My bank" in str(board.components)

        if state.phase is Phase.COLLECT and seat != state.pusher and not seen["pick"]:
            # a collector's pick is theirs alone: the message says so, others are refused
            seen["pick"] += 1
            assert "**your pick**: take" in board.content
            assert f"from **{table.seats[state.pusher].name}**'s push" in board.content
            takes = [c for c in controls(board) if c.custom_id.startswith("a:")]
            assert all(c.label.startswith("Take column") for c in takes)
            assert len(takes) == sum(1 for column in state.columns if column)
            refused = private(await play_key(other, board, table.version, action.key))
            assert refused.content == f"It's not your turn: waiting for {member.name}."
            refused = private(await play_key(carol, board, table.version, action.key))
            assert refused.content == "This is a game between other people."
        mine = table.seat_of(other.id).seat
        if state.banks[mine] and not seen["bank look"]:
            # My bank: a player whose turn it is not looks at their bank, privately
            seen["bank look"] += 1
            look = private(await other.click(board, label="My bank"))
            total = sum(card(i).points for i in state.banks[mine])
            assert "**Your bank** (only you see this)" in look.content
            assert f"{len(state.banks[mine])} cards = {total} points" in look.content
            assert (await png_of(look)).width >= 800
            assert look.id not in [msg.id for msg in thread.history(viewer=member)]
            refused = private(await carol.click(board, label="My bank"))
            assert refused.content == "This is a game between other people."
        if isinstance(action, Bank):
            # the colour menu shows each benched colour with its cards and total
            menu = next(c for c in controls(board) if c.type.name == "select")
            option = next(o for o in menu.options if o.value == action.key)
            held = [card(i).points for i in state.benches[seat] if card(i).colour == action.colour]
            assert action.colour in option.label and option.label.endswith(f"= {sum(held)}")

        await play_key(member, board, table.version, action.key)
        after = await tables.table(game_id)
        newest = boards(thread, bot_id)[-1]
        if after.outcome is not None:
            break
        # one message a turn: draws and picks edit it; a bust or the next turn posts anew
        assert (newest.id == board.id) == (after.state.turn == state.turn), newest.content
        if newest.id != board.id:
            old = next(msg for msg in thread.history() if msg.id == board.id)
            assert old.components == []  # the previous board lost its controls
        if isinstance(action, Draw) and after.state.busted and not state.busted:
            seen["bust"] += 1
            assert "pushed too far" in newest.content and "**roll the die**" in newest.content
            assert [c.label for c in controls(newest)] == ["Roll the die", "My bank"]
        elif isinstance(action, Draw) and newest.id == board.id:
            seen["edited draw"] += 1
        if isinstance(action, Bank):
            seen["bank"] += 1
            assert f"banks {len(held)} {action.colour} cards" in newest.content
        if after.state.phase is Phase.ROLL and not after.state.busted:
            seen["roll card"] += 1
            assert "collected a roll card and must roll the die" in newest.content
            assert "**roll the die**: you lose the rolled colour" in newest.content

    final = boards(thread, bot_id)[-1]
    assert "is over" in final.content and "🥇" in final.content
    assert "Rematch" in str(final.components)
    assert (await png_of(final)).width >= 800
    assert seen["bust"] >= 1 and seen["bank"] >= 1 and seen["pick"] == 1, seen
    assert seen["edited draw"] > 10 and seen["roll card"] >= 1 and seen["bank look"] == 1, seen


async def test_buttons_and_my_bank_survive_a_restart(world, settings, pinned_seed):
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    thread = await start_game(channel, alice, bob)
    bot_id = env.bot.user.id
    board = boards(thread, bot_id)[-1]
    first = alice if f"<@{alice.id}>" in board.content.splitlines()[-1] else bob
    second = bob if first is alice else alice
    assert "your turn: **Draw** to push (nothing on your bench to bank yet)" in board.content
    assert [c.label for c in controls(board)] == ["Draw", "My bank"]
    refused = private(await second.click(board, label="Draw"))
    assert refused.content == f"It's not your turn: waiting for {first.name}."

    await first.click(board, label="Draw")
    board = boards(thread, bot_id)[-1]
    assert "put the **" in board.content and "into a new column." in board.content
    assert [c.label for c in controls(board)] == ["New column", "My bank"]

    await env.restart_bot(create_bot(settings))
    look = private(await second.click(board, label="My bank"))  # posted before the restart
    assert "0 cards = 0 points" in look.content
    await first.click(board, label="New column")
    board = boards(thread, bot_id)[-1]
    assert "starts column 1" in board.content
    assert [c.label for c in controls(board)] == ["Draw again", "Stop", "My bank"]
    await first.click(board, label="Stop")
    board = boards(thread, bot_id)[-1]
    assert "**your pick**: take column 1." in board.content  # the other gets none
    await first.click(board, label=next(c.label for c in controls(board) if "Take" in c.label))
    assert boards(thread, bot_id)[-1].id != board.id  # the turn passed: a new board


# -- the controls and words for hand-built positions (no Discord) --------------------------


def seat_table(state, names=("ann", "ben", "cat")):
    """What bot/ui/push.py reads from a Table: the state, the rules, names, humans to act,
    the language."""
    names = list(names[: state.players])
    return SimpleNamespace(
        state=state, game=GAME, names=names, humans_to_act=lambda: [state.actor], lang="en"
    )


def shown(controls_):
    return [c.label if hasattr(c, "label") else c.placeholder for c in controls_]


def test_place_and_push_offer_only_legal_choices():

    state = position(3, phase=Phase.PLACE, drawn="R3", columns=[["R1"], ["B5"], ["G3"]])
    ui = UI()
    assert shown(ui.board_controls(seat_table(state))) == ["Column 2", "My bank"]
    assert ui.prompt(seat_table(state)) == (
        "put the **red 3** into column 2 — column 1 already holds a red card (red 1); "
        "column 3 already holds a 3 (green 3)."
    )
    state = position(3, phase=Phase.PLACE, drawn="roll", columns=[["R1", "roll"]])
    assert shown(ui.board_controls(seat_table(state))) == ["New column", "My bank"]
    assert ui.prompt(seat_table(state)) == (
        "put the **roll card** into a new column — column 1 already holds a roll card."
    )
    state = position(3, phase=Phase.PLACE, drawn="R3", columns=[["B1"], ["G5"]])
    assert ui.prompt(seat_table(state)) == (
        "put the **red 3** into column 1, column 2 or a new column."
    )
    state = position(3, phase=Phase.PUSH, switch_pile=["switch"])
    assert shown(ui.board_controls(seat_table(state))) == ["Draw again", "Stop", "My bank"]
    assert ui.prompt(seat_table(state)) == (
        "**Draw again**, or **Stop** (no column yet: you collect nothing)."
    )


def test_bank_menu_roll_stakes_and_collecting_words():

    ui = UI()
    state = position(3, benches=[["R3", "R5", "Y2"], [], []])
    draw, menu, mine = ui.board_controls(seat_table(state))
    assert draw.label == "Draw" and mine.label == "My bank" and mine.info == "bank"
    assert [(c.label, c.value, c.description) for c in menu.choices] == [
        ("Bank ▲ red 3 + 5 = 8", "bank-red", "2 cards into your bank, safe for good"),
        ("Bank ● yellow 2 = 2", "bank-yellow", "1 card into your bank, safe for good"),
    ]
    harder = PushOptions(harder=True)
    state = position(3, phase=Phase.ROLL, busted=True, pusher=1, options=harder)
    assert ui.prompt(seat_table(state)) == (
        "**roll the die**: you lose the rolled colour from your bench "
        "(a star: you lose your whole bench)."
    )
    state = position(3, phase=Phase.ROLL, pusher=1, actor=2, pickers=[0])
    assert ui.prompt(seat_table(state)).endswith("(a star: you lose nothing).")
    full = ["R1", "B2", "G3", "Y4", "P5", "roll"]
    state = position(
        3, phase=Phase.COLLECT, columns=[full, [], ["B6"]], pusher=2, actor=0, pickers=[1]
    )
    takes = ui.board_controls(seat_table(state))[:-1]
    assert [(c.label, c.act, c.row) for c in takes] == [
        ("Take column 1 · R1 B2 G3 Y4 P5 ⚂ · 15 pts", "take1", 0),
        ("Take column 3 · B6 · 6 pts", "take3", 2),
    ]
    assert ui.prompt(seat_table(state)) == (
        "**your pick**: take one of columns 1, 3 from **cat**'s push; then **ben**."
    )


def test_the_collecting_prompt_names_only_those_who_will_get_a_column():
    ui = UI()
    state = position(
        3, phase=Phase.COLLECT, columns=[[], ["B6"], []], pusher=2, actor=0, pickers=[1]
    )
    assert ui.prompt(seat_table(state)) == "**your pick**: take column 2 from **cat**'s push."
    state = position(
        3, phase=Phase.COLLECT, columns=[["R1"], ["B6"], []], pusher=0, actor=0, pickers=[1, 2]
    )
    assert ui.prompt(seat_table(state)) == "**your pick**: take one of columns 1, 2; then **ben**."


async def test_seed_7_a_player_stops_after_only_a_switch_card(world, monkeypatch):
    """The sheet lets a player stop at any moment: after drawing only a switch card the
    board offers Stop, and stopping with no column collects nothing and passes the turn."""
    monkeypatch.setattr("bot.tables.service.secrets", SimpleNamespace(randbelow=lambda _n: 7))
    env, channel, m = world
    alice, bob, carol = m["alice"], m["bob"], m["carol"]
    thread = await start_game(channel, alice, bob, carol)
    bot_id = env.bot.user.id
    board = boards(thread, bot_id)[-1]
    first = next(p for p in (alice, bob, carol) if f"<@{p.id}>" in board.content.splitlines()[-1])
    await first.click(board, label="Draw")
    board = boards(thread, bot_id)[-1]
    assert "draws a switch card" in board.content
    assert "**Draw again**, or **Stop** (no column yet: you collect nothing)." in board.content
    assert [c.label for c in controls(board)] == ["Draw again", "Stop", "My bank"]
    await first.click(board, label="Stop")
    newest = boards(thread, bot_id)[-1]
    assert newest.id != board.id  # the turn passed: a new board
    assert "stops with no column: nothing to collect" in newest.content
    assert f"<@{first.id}>" not in newest.content.splitlines()[-1]
    assert [c.label for c in controls(newest)] == ["Draw", "My bank"]
