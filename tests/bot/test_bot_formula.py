"""Formula 1 end to end on SimCord: two members race a one-race championship from /play
to the final result and the leaderboard, clicking the buttons the bot posts."""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image

import lang
from bot import create_bot
from bot.ui.formula import (
    next_line,
    pit_button,
    pit_line,
    race_just_ended,
    race_summary,
    roll_controls,
)
from games.formula import GAME
from games.formula.actions import PitNow, StayOut
from games.formula.moving import order_matters
from games.formula.state import PausedMove, Phase

SEED = 5  # a race with every kind of moment: pit questions for own and extra cars,
# staying out and pitting, forced stops, cars put back behind occupied fields
SAVE = Path("/tmp/formula-bot")  # a few boards to look at by hand


def refusal(result) -> str:
    """The private answer to a refused click or command."""
    messages = [*([result.response] if result.response else []), *result.followups]
    private = [m for m in messages if m.ephemeral]
    assert private, f"no private answer: {result}"
    return private[-1].content


def newest_board(env, thread):
    me = env.bot.user.id
    return [m for m in thread.history() if m.author.id == me and m.attachments][-1]


def buttons(message) -> dict[str, str]:
    """custom_id -> label of the message's buttons."""
    return {c.custom_id: c.label for row in message.components for c in row.children}


def moves(message) -> dict[str, str]:
    """custom_id -> label of the buttons that play a move (not the auto-roll switch)."""
    return {cid: label for cid, label in buttons(message).items() if cid.startswith("a:")}


def button_for(message, key: str) -> str:
    """The custom_id of the move button carrying this action key."""
    found = [cid for cid in buttons(message) if cid.startswith("a:") and cid.endswith(f":{key}")]
    if not found and key.startswith("roll-"):  # the AI's car first: one press rolls both
        found = [c for c in buttons(message) if c.endswith(f":roll-all-{key[5:]}")]
        found = found or [c for c in buttons(message) if ":roll-all-" in c][:1]
    assert len(found) == 1, (key, buttons(message))
    return found[0]


def save_thread(thread, name: str) -> None:
    """What the players read, to look at by hand."""
    SAVE.mkdir(exist_ok=True)
    (SAVE / name).write_text(
        "\n\n".join(
            f"[{msg.id}] {msg.content}"
            + "".join(f"\n<embed {e.title}\n{e.description}\n{e.fields}>" for e in msg.embeds)
            + f"\n{list(buttons(msg).values())}"
            for msg in thread.history()
        )
    )


async def open_race(env, channel, host, guest):
    """/play formula, set the championship to one race, the guest joins, Start."""
    lobby = (await host.slash(channel, "play", game="formula")).response
    assert "Formula 1" in lobby.content and "races: 4" in lobby.content
    game_id = int(lobby.content.split("game #")[1].split(",")[0])
    option = f"lo:{game_id}:races"
    await guest.click(lobby, label="Join")
    assert "Only the host" in refusal(await guest.select(lobby, ["1"], custom_id=option))
    await host.select(lobby, ["1"], custom_id=option)
    assert "races: 1" in lobby.message.content
    await host.click(lobby, label="Start")
    return game_id, channel.threads[-1]


async def test_a_one_race_championship_between_two_players(world, monkeypatch):
    env, channel, m = world
    monkeypatch.setattr(env.bot.tables, "_seeds", lambda: SEED)
    alice, bob, carol = m["alice"], m["bob"], m["carol"]
    game_id, thread = await open_race(env, channel, alice, bob)
    seats = [alice, bob]
    tables = env.bot.tables

    table = await tables.table(game_id)
    state = table.state
    assert state.races == 1 and [car.owner for car in state.cars] == [0, 0, 1, 1, None, None]
    board = newest_board(env, thread)
    assert "Monaco** Grand Prix (1 of 1), round 1" in board.content
    assert "Start rolls: **alice** " in board.content and "starts." in board.content
    assert "Last roll" not in board.content
    # said once, in the events (a tie re-rolls: one line an attempt), not again below them
    assert board.content.count("Start rolls") == len(state.start_rolls)
    assert Image.open(io.BytesIO(await board.attachments[0].read())).width >= 800

    # a click from a non-player, and from the player who is not to roll: refused, no change
    mover = seats[state.acting]
    idle = bob if mover is alice else alice
    first = next(iter(buttons(board)))
    assert "between other people" in refusal(await carol.click(board, custom_id=first))
    assert "not your turn" in refusal(await idle.click(board, custom_id=first))
    assert (await tables.table(game_id)).version == table.version

    SAVE.mkdir(exist_ok=True)
    seen = {"two cars": 0, "pit question": 0, "extras": 0, "edits": 0, "new boards": 0}
    seen["order asked"] = 0
    seen |= {"pit": 0, "stay-out": 0, "AI's pick": 0}
    for clicks in range(400):
        table = await tables.table(game_id)
        state = table.state
        if state.phase is Phase.OVER:
            break
        board = newest_board(env, thread)
        seat = state.acting
        member = seats[seat]
        assert f"<@{member.id}>: your move" in board.content.splitlines()[-1]
        labels = list(moves(board).values())
        assert "🤖 Auto-roll for me…" in buttons(board).values()
        key = GAME.ai_action(state, seat).key
        if state.phase is Phase.TURN:
            cars = sorted(state.to_move)
            assert f"to roll for car {cars[0]} (" in board.content
            assert len(cars) == 1 or f") and car {cars[1]} (" in board.content
            if len(cars) == 1:
                assert len(labels) == 1 and labels[0].startswith(f"🎲 Roll car {cars[0]} (")
            elif order_matters(state, cars):  # one button per order, each rolls both
                assert len(labels) == 2 and all(label.startswith("🎲 Car ") for label in labels)
                assert "choose which rolls first" in board.content
                seen["order asked"] += 1
            else:  # one press rolls both
                assert len(labels) == 1 and labels[0].startswith(f"🎲 Roll cars {cars[0]} (")
                seen["two cars"] += 1
            key = next(cid for cid in buttons(board) if cid.startswith("a:")).split(":")[-1]
        elif state.phase is Phase.PIT:
            assert labels[0].startswith("⛽ Pit now (") and labels[1].startswith("Stay out (")
            assert (
                "is at the pit entry" in board.content and "compulsory, at field" in board.content
            )
            seen["pit question"] += 1
            seen["AI's pick"] += any(label.endswith("AI's pick") for label in labels)
            assert state.paused.extra or "AI's pick" not in str(labels)
            if seen["pit question"] == 1:
                (SAVE / "pit.png").write_bytes(await board.attachments[0].read())
        else:
            raise AssertionError("the extra cars' dice decide nothing: the bot rolls them")
        seen[key] = seen.get(key, 0) + 1
        await member.click(board, custom_id=button_for(board, key))

        # every roll posts a new board (the turn passed) or edits this turn's board
        after = (await tables.table(game_id)).state
        newest = newest_board(env, thread)
        if after.phase is Phase.OVER:
            continue
        if after.turn != state.turn:
            assert newest.id != board.id
            old = next(msg for msg in thread.history() if msg.id == board.id)
            assert old.components == []  # the previous board lost its buttons
            seen["new boards"] += 1
        else:
            assert newest.id == board.id and newest.content != board.content
            seen["edits"] += 1
        seen["extras"] += "rolls for the extra cars" in newest.content
        if after.last_roll is not None and after.last_roll.value and key.startswith("roll"):
            assert f" rolls {after.last_roll.value} " in newest.content, newest.content
        if clicks == 30:
            (SAVE / "mid.png").write_bytes(await newest.attachments[0].read())
    assert state.phase is Phase.OVER
    assert all(seen.values()), seen

    # the final message: result, championship, ranks and a Rematch button
    final = newest_board(env, thread)
    (SAVE / "final.png").write_bytes(await final.attachments[0].read())
    assert "is over" in final.content and "🥇" in final.content and "pts" in final.content
    assert "Rematch" in str(final.components)
    (embed,) = final.embeds
    assert embed.title == "🏁 Monaco Grand Prix (1 of 1): result"
    assert embed.description.count("\n") == 6  # six cars and the points line
    assert "to nobody" in embed.description  # the extra cars' points
    assert [field.name for field in embed.fields] == ["Final standings", "Champion"]
    assert Image.open(io.BytesIO(await final.attachments[0].read())).width >= 800

    save_thread(thread, "thread.txt")
    outcome = GAME.outcome(state)
    leaderboard = (await alice.slash(channel, "leaderboard", game="formula")).response
    table = leaderboard.message.attachments[0].description
    winner = seats[outcome.winners[0]]
    assert "Formula 1" in leaderboard.content
    assert table.startswith(f"Formula 1 — leaderboard: 1. {winner.name} rating ")
    assert table.count(" rating ") == 2


async def test_two_races_against_the_ai_with_a_summary_between_them(world, monkeypatch, settings):
    env, channel, m = world
    alice = m["alice"]
    monkeypatch.setattr(env.bot.tables, "_seeds", lambda: SEED)
    lobby = (await alice.slash(channel, "play", game="formula")).response
    await alice.click(lobby, label="Add AI")
    await alice.select(lobby, ["2"], custom_id="lo:1:races")
    await alice.click(lobby, label="Start")
    thread = channel.threads[-1]
    restarted = False
    for _ in range(300):
        table = await env.bot.tables.table(1)
        state = table.state
        if state.phase is Phase.OVER:
            break
        assert state.acting == 0  # the AI's moves are played by the bot itself
        if state.race == 1 and not restarted:  # buttons survive a restart between races
            await env.restart_bot(create_bot(settings))
            monkeypatch.setattr(env.bot.tables, "_seeds", lambda: SEED)
            restarted = True
        board = newest_board(env, thread)
        await alice.click(board, custom_id=button_for(board, GAME.ai_action(state, 0).key))
    assert state.phase is Phase.OVER and restarted

    # between the races: Monza's first board, with the summary of Monaco (one message)
    save_thread(thread, "thread2.txt")
    messages = thread.history()
    (between,) = [msg for msg in messages if msg.embeds and "is over" not in msg.content]
    (embed,) = between.embeds
    assert embed.title == "🏁 Monaco Grand Prix (1 of 2): result"
    assert "Points this race: **alice** +" in embed.description
    assert [field.name for field in embed.fields] == ["Championship after 1 of 2", "Next"]
    assert "Monza Grand Prix, one lap from field 12. Start rolls:" in embed.fields[1].value
    after = between
    assert "**Monza** Grand Prix (2 of 2), round 1" in after.content
    assert "Start rolls:" in after.content and after.attachments

    final = messages[-1]
    assert "is over" in final.content
    assert final.embeds[0].title == "🏁 Monza Grand Prix (2 of 2): result"
    outcome = GAME.outcome(state)
    totals = final.embeds[0].fields[0].value
    assert f"**alice** — {outcome.scores[0]} pts" in totals


# -- the words on the board, on hand-built Monaco positions (pit entries at 8 and 32) ------


def at_pit_entry(left: int, *, car: int = 1, **others: int):
    """Car `car` rolled from field 6 to the pit entry on field 8 with `left` pips to go;
    `others` put cars on fields (c3=8)."""
    state = GAME.setup(2, 1, GAME.Options(races=1))
    state.car(car).progress = 6
    for name, progress in others.items():
        state.car(int(name[1:])).progress = progress
    state.phase = Phase.PIT
    state.acting = 0
    state.paused = PausedMove(car=car, entry=8, left=left, start=6, extra=car > 4)
    return state


def labels(state) -> list[str]:
    return [pit_button(state, action).label for action in (PitNow(), StayOut())]


def test_a_pit_question_says_what_each_choice_does():
    state = at_pit_entry(3)
    assert labels(state) == ["⛽ Pit now (drop 3 pips)", "Stay out (on to field 11)"]
    assert pit_line(state, "**alice**") == (
        "⛽ **alice**: car 1 is at the pit entry on field 8 with 3 pips left. **Pit now** drops "
        "the 3 pips and sits out a round; **Stay out** drives on to field 11, and the stop "
        "then comes, compulsory, at field 32."
    )
    assert labels(at_pit_entry(0)) == ["⛽ Pit now (nothing lost)", "Stay out (stays on field 8)"]
    taken = at_pit_entry(0, c3=8)
    assert labels(taken) == ["⛽ Pit now (nothing lost)", "Stay out (back to field 7)"]
    assert "puts it back to field 7 (the fields ahead are taken)" in pit_line(taken, "A")


def test_only_an_extra_cars_pit_question_shows_the_ai_pick():
    assert "AI's pick" not in str(labels(at_pit_entry(3)))
    extra = labels(at_pit_entry(3, car=5))
    assert sum(label.endswith(" · AI's pick") for label in extra) == 1
    assert "extra car 5 is at the pit entry" in pit_line(at_pit_entry(3, car=5), "A")


def test_the_order_buttons_say_what_the_order_changes():
    """Two close cars: each order's button says that the car rolling first keeps a field
    both reach, the other going behind it (issue 31: "Car 1 first / Car 2 first" said
    nothing of it), in every language."""
    state = GAME.setup(2, 1, GAME.Options(races=1))
    state.phase, state.acting, state.to_move = Phase.TURN, 0, [1, 2]
    state.car(1).progress, state.car(2).progress = 5, 3
    actions = GAME.legal_actions(state, 0)
    english = [b.label for b in roll_controls(state, actions)]
    assert english == [
        "🎲 Car 1 first: if both land on one field, car 2 goes behind it",
        "🎲 Car 2 first: if both land on one field, car 1 goes behind it",
    ]
    for language in lang.locales()[1:]:
        said = [b.label for b in roll_controls(state, actions, language)]
        assert len(set(said)) == 2 and all(len(label) <= 80 for label in said), said
        assert not set(said) & set(english), language


def test_the_turn_line_names_cars_to_roll_rolled_and_sitting_out():
    state = GAME.setup(2, 1, GAME.Options(races=1))
    state.phase, state.acting, state.to_move = Phase.TURN, 0, [1, 2]
    state.car(1).progress, state.car(2).progress = 5, 3  # either may stop at the pit on 8
    names = ["**alice**", "**bob**"]
    assert next_line(state, names) == (
        "🏎️ **alice** to roll for car 1 (field 5) and car 2 (field 3): "
        "choose which rolls first (they are close enough for it to matter). The cars move one "
        "after the other, each with its own die: a car ending on a field another car stands on "
        "is put back to the nearest free field behind it, so the order decides which car gets "
        "a field both can reach, and which pit question comes first."
    )
    assert next_line(state, names, ai=True).endswith("car 2 (field 3).")
    state.car(1).progress, state.car(2).progress = 14, 8
    state.car(2).in_pit = True  # out of the pit this turn: counting resumes after the entry
    # car 1 rolling first frees its field for car 2: no order is ever better, none is asked
    assert next_line(state, names).endswith("car 2 (in the pit at field 8).")
    state.car(1).progress = 20  # too far apart to meet: no order to choose
    assert next_line(state, names).endswith("car 2 (in the pit at field 8).")
    state.to_move = [1]  # car 2 sits out this round
    assert next_line(state, names).endswith("Car 2 sits out this round in the pit.")
    state.car(2).pit_wait = 1  # car 2 has just rolled into the pit
    assert next_line(state, names).endswith("(field 20). Car 2 has rolled.")


def test_a_summary_only_right_after_a_race():
    state = GAME.setup(2, 1, GAME.Options(races=2))
    assert not race_just_ended(state)
    while not state.results:
        state = GAME.apply(state, state.acting, GAME.ai_action(state, state.acting))
    assert race_just_ended(state)
    state = GAME.apply(state, state.acting, GAME.ai_action(state, state.acting))
    assert not race_just_ended(state)


def test_the_standings_say_1_pt_not_1_pts():
    state = GAME.setup(4, 11, GAME.Options(races=1))  # the player of car 4 finishes 6th
    while state.phase is not Phase.OVER:
        state = GAME.apply(state, state.acting, GAME.ai_action(state, state.acting))
    summary = race_summary(state, ["A", "B", "C", "D"])
    assert "6th · car 4 (D) · 1 pt" in summary.text
    assert "D — 1 pt" in summary.fields[0][1] and "1 pts" not in summary.fields[0][1]


async def test_rules_say_how_many_cars_each_player_drives(world):
    _env, channel, m = world
    answer = (await m["alice"].slash(channel, "rules", game="formula")).response
    assert answer.ephemeral
    text = "\n".join(field.value for field in answer.message.embeds[0].fields)
    assert "With 2 or 3 players each drives two cars, with 4 to 6 one car" in text
    assert "Their points go to nobody" in text
