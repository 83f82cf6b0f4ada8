"""PAC-MAN by destination on SimCord: Roll, choose where to end, Confirm.

A whole solo inning is played only with destination choices (the best button or a select
option, the walk previewed in a private panel, then Confirm): it eats the fruit, goes
through a power phase one die at a time, and ends on a choice that says it lands on a
ghost. Then stale and forged choices are refused with a reason and change nothing.
"""

from __future__ import annotations

import statistics
from types import SimpleNamespace

import pytest

from bot.errors import RuleBroken
from bot.ui.pacman_choices import destination_panel
from games.pacman.destinations import outlooks
from games.pacman.maze import default_maze
from tests.bot.test_bot_pacman import (
    buttons,
    controls,
    game_controls,
    open_table,
    over,
    png,
    refusal,
    save,
)

SEED = 1  # a short inning: fruit and a power phase within a few moves, then a ghost to land on
MAZE = default_maze()


@pytest.fixture
def seeded(monkeypatch):
    """Fix the seed of the next games: `seeded(6)`."""

    def use(seed: int) -> None:
        monkeypatch.setattr(
            "bot.tables.service.secrets", SimpleNamespace(randbelow=lambda _n: seed)
        )

    return use


def destination_choices(board):
    """(best buttons, selects, walk arrows) under a board waiting for PAC-MAN's choice."""
    items = game_controls(board)
    best = [c for c in items if c.type.name == "button" and c.custom_id.startswith("p:")]
    menus = [c for c in items if c.type.name == "select"]
    walk = [c for c in items if c.type.name == "button" and c.custom_id.startswith("a:")]
    return best, menus, walk


async def choose(member, board, draft: str, *, by_button: bool):
    """Open the panel of one end space from the board: its button, else its select."""
    best, menus, _ = destination_choices(board)
    if by_button:
        button = next((b for b in best if b.custom_id.endswith(f":{draft}")), None)
        if button is not None:
            return (await member.click(board, custom_id=button.custom_id)).response
    menu = next((m for m in menus if draft in [o.value for o in m.options]), None)
    if menu is not None:
        return (await member.select(board, [draft], custom_id=menu.custom_id)).response
    # past the 75 the board lists: open any choice, page on in the panel, pick it there
    panel = (await member.click(board, custom_id=best[0].custom_id)).response
    panel = (await member.click(panel, label="Later choices ▶")).response
    menu = next(m for m in controls(panel) if draft in [o.value for o in m.options or []])
    return (await member.select(panel, [draft], custom_id=menu.custom_id)).response


async def test_a_solo_inning_played_only_with_destination_choices(world, driver, seeded):
    env, channel, m = world
    alice = m["alice"]
    seeded(SEED)
    await open_table(channel, alice)
    (thread,) = channel.threads
    clicks_per_move: list[int] = []
    seen_labels: list[str] = []
    told: list[str] = []
    power_moves = 0
    for _ in range(40):
        board = driver.board(thread)
        told.append(board.content)
        if over(board):
            break
        game_id = int(game_controls(board)[0].custom_id.split(":")[1])
        table = await env.bot.tables.table(game_id)
        state = table.state
        assert state.phase in ("roll", "power_roll")
        (roll,) = game_controls(board)
        assert roll.label.startswith("🎲 Roll")
        await alice.click(board, custom_id=roll.custom_id)
        power_moves += state.phase == "power_roll"

        board = driver.board(thread)
        table = await env.bot.tables.table(game_id)
        state = table.state
        assert "choose where PAC-MAN ends" in board.content.splitlines()[-1]
        best, menus, walk = destination_choices(board)
        ranked = outlooks(state, MAZE)
        assert 1 <= len(best) <= 4 and menus and walk[0].label.endswith("←")
        options = [o for menu in menus for o in menu.options]
        assert len(options) == min(len(ranked), 75)  # every end space, best first
        assert [b.label for b in best] == [o.label[:80] for o in options[: len(best)]]
        seen_labels += [o.label for o in options]

        deadly = [o for o in ranked if o.caught_by]
        ending = bool(state.fruit_eaten) and power_moves > 0 and deadly
        pick = deadly[0] if ending else ranked[0]
        name = MAZE.name(pick.destination.end)
        panel = await choose(alice, board, f"d{name}", by_button=len(clicks_per_move) % 2 == 0)
        assert panel.ephemeral and panel.content.startswith(f"**{name} · ")
        if ending:
            assert f"☠ lands on {pick.caught_by}" in panel.content
        preview = await png(panel)
        assert preview.width >= 800
        if len(clicks_per_move) == 1:
            await save(panel, "choice-preview.png")
        confirm = next(c for c in buttons(panel) if c.label.startswith("✅ Confirm"))
        assert confirm.label == f"✅ Confirm: Move to {name}"
        done = await alice.click(panel, custom_id=confirm.custom_id)
        assert done.response.content == f"✅ Played: Move to {name}."
        # one move, one engine action; then the ghost AI's moves, played without asking
        played = (await env.bot.tables.store.moves(game_id))[state.step :]
        assert played[0].action == f"go-{name}-{pick.destination.walk}"
        assert played[0].user_id == alice.id and not played[0].auto
        assert all(move.auto and move.action[0] in "bpic" for move in played[1:])
        clicks_per_move.append(3)  # Roll, choose, Confirm
        if ending:
            break
    else:
        raise AssertionError("the inning did not end")
    board = driver.board(thread)
    told.append(board.content)
    text = "\n".join(told)
    assert over(board) and "caught" in text
    for event in ("eats the cherry", "eats the power pellet", "Power move 1 of 3"):
        assert event in text, event
    assert power_moves >= 1
    assert any("🍒" in label for label in seen_labels)
    assert any("⚠" in label and "can reach it" in label for label in seen_labels)
    assert any("☠ lands on" in label for label in seen_labels)
    assert statistics.median(clicks_per_move) <= 3


async def test_stale_and_forged_choices_are_refused_and_change_nothing(world, driver, seeded):
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    seeded(SEED)
    await open_table(channel, alice)
    (thread,) = channel.threads
    board = driver.board(thread)
    await alice.click(board, label="🎲 Roll 3 dice")
    board = driver.board(thread)
    game_id = int(game_controls(board)[0].custom_id.split(":")[1])
    table = await env.bot.tables.table(game_id)
    best, _, walk = destination_choices(board)

    # someone else's game: refused before any panel opens
    assert "between other people" in refusal(await bob.click(board, custom_id=best[0].custom_id))

    # a forged choice (Discord only sends the custom_ids it was given, so a forged one
    # reaches the table service the way a button's does): a space the roll cannot reach
    far = next(
        MAZE.name(n)
        for n in range(len(MAZE.cells))
        if MAZE.distances_from(table.state.at)[n] > table.state.steps
    )
    with pytest.raises(RuleBroken, match=f"PAC-MAN cannot end on {far} with a roll of"):
        await env.bot.tables.play(game_id, alice.id, table.version, f"go-{far}")
    assert (await env.bot.tables.table(game_id)).version == table.version
    # a panel asked for a space that is no end of this roll: the list, no Confirm
    panel = destination_panel(table.state, far)
    assert panel.text.startswith(f"PAC-MAN cannot end on {far} with this roll.")
    assert panel.preview is None and not any(
        "Confirm" in getattr(c, "label", "") for c in panel.controls
    )

    # a stale choice: the panel was opened, then the move changed from the board
    panel = (await alice.click(board, custom_id=best[0].custom_id)).response
    confirm = next(c for c in buttons(panel) if c.label.startswith("✅ Confirm"))
    open_arrow = next(w for w in walk if not w.disabled)
    await alice.click(board, custom_id=open_arrow.custom_id)  # walk one step instead
    stepped = await env.bot.tables.table(game_id)
    assert stepped.version == table.version + 1 and len(stepped.state.path) == 1
    assert "out of date" in refusal(await alice.click(panel, custom_id=confirm.custom_id))
    now = await env.bot.tables.table(game_id)
    assert now.version == stepped.version and now.state.path == stepped.state.path
    # after a step, the board is the step-by-step pad
    labels = [c.label for c in controls(driver.board(thread)) if c.custom_id.startswith("a:")]
    assert "↩ Undo step" in labels
