"""PAC-MAN end to end on SimCord: a whole solo inning played by clicking the board's
buttons, and a 2-player match (a human and an AI seat) to the final result.

Moves follow the AI's suggestion (GAME.ai_action on the saved state); the test then finds
the button, select option or panel that carries that action and uses it, as a member
would. So a seed fixes the whole game: the seeds give short games (found with
bench/pacman_short_games.py; re-run it when the engine or the AI changes).
"""

from __future__ import annotations

import io
from pathlib import Path
from types import SimpleNamespace

import pytest
from PIL import Image

import games
from games.pacman.maze import default_maze

GAME = games.get("pacman")
# a 10-round inning: two fruits, a power phase eating two ghosts, section C cleared, caught
SOLO_SEED = 175
DUO_SEED = 290  # both innings short: ~120 clicks for alice, ~35 turns
SAVE = Path("/tmp/pacman_bot")  # a few boards, to look at by hand


def refusal(result) -> str:
    messages = [*([result.response] if result.response else []), *result.followups]
    private = [m for m in messages if m.ephemeral]
    assert private, f"no private answer: {result}"
    return private[-1].content


def controls(message) -> list:
    """The components of a message, or of a panel (an interaction's response)."""
    message = getattr(message, "message", message)
    return [c for row in message.components for c in row.children]


def buttons(message) -> list:
    return [c for c in controls(message) if c.type.name == "button"]


def over(message) -> bool:
    """The results message ("**PAC-MAN** — game #1 is over."), not an event saying the
    power phase is over."""
    return message.content.splitlines()[0].endswith(" is over.")


def game_controls(message) -> list:
    return [c for c in controls(message) if c.custom_id and c.custom_id[0] in "ap"]


async def png(message) -> Image.Image:
    return Image.open(io.BytesIO(await message.attachments[0].read()))


async def save(message, name: str) -> None:
    SAVE.mkdir(exist_ok=True)
    (SAVE / name).write_bytes(await message.attachments[0].read())


async def open_table(channel, host, *guests, ai: int = 0):
    lobby = (await host.slash(channel, "play", game="pacman")).response
    assert "PAC-MAN" in lobby.content and "mode: classic" in lobby.content
    for guest in guests:
        await guest.click(lobby, label="Join")
    for _ in range(ai):
        await host.click(lobby, label="Add AI")
    await host.click(lobby, label="Start")
    return lobby


@pytest.fixture
def seeded(monkeypatch):
    """Fix the seed of the next games: `seeded(127)`."""

    def use(seed: int) -> None:
        monkeypatch.setattr(
            "bot.tables.service.secrets", SimpleNamespace(randbelow=lambda _n: seed)
        )

    return use


class Player:
    """Reads the newest board and the saved state; plays the AI's choice by its control."""

    def __init__(self, env, driver):
        self.env, self.driver = env, driver
        self.clicks = 0

    async def table(self, board):
        game_id = int(game_controls(board)[0].custom_id.split(":")[1])
        return await self.env.bot.tables.table(game_id)

    async def suggestion(self, board):
        table = await self.table(board)
        (seat,) = table.to_act()
        return table, GAME.ai_action(table.state, seat)

    async def play(self, board, *, panel: bool = False):
        """The pinged member plays the AI's choice from the board (or through the ghost
        panel when `panel`); returns the action played."""
        member = self.driver.to_act(board)
        assert member is not None, board.content
        table, action = await self.suggestion(board)
        wanted = f"a:{table.id}:{table.version}:{action.key}"
        self.clicks += 1
        if panel:
            await self.through_panel(member, board, action)
            return action
        for control in game_controls(board):
            if control.type.name == "button" and control.custom_id == wanted:
                assert not control.disabled, control.label
                await member.click(board, custom_id=wanted)
                return action
            if control.type.name == "select" and action.key in [o.value for o in control.options]:
                await member.select(board, [action.key], custom_id=control.custom_id)
                return action
        # a ghost with many routes: only the panel offers them all
        await self.through_panel(member, board, action)
        return action

    async def through_panel(self, member, board, route):
        """Preview <ghost>'s routes…, pick the route, look at the preview, Confirm."""
        opener = next(c for c in game_controls(board) if c.custom_id.startswith("p:"))
        assert opener.label.startswith(f"👁 Preview {route.ghost.title}'s routes")
        panel = (await member.click(board, custom_id=opener.custom_id)).response
        assert panel.ephemeral and "Choose where it ends" in panel.content
        menu = next(c for c in controls(panel) if c.type.name == "select")
        value = f"r{route.to}"
        assert value in [o.value for o in menu.options]
        panel = (await member.select(panel, [value], custom_id=menu.custom_id)).response
        into = route.to == "cage"  # eyes home
        assert ("into **the cage**" if into else f"to **{route.to}**") in panel.content
        preview = await png(panel)
        assert preview.width >= 800
        assert any(c.label.startswith("✅ Move") for c in buttons(panel))
        where = "into the cage" if into else f"to {route.to}"
        result = await member.click(panel, label=f"✅ Move {route.ghost.title} {where}")
        return result


async def test_a_whole_solo_inning_played_with_the_board_buttons(world, driver, seeded):
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    seeded(SOLO_SEED)
    await open_table(channel, alice)
    (thread,) = channel.threads
    player = Player(env, driver)

    board = driver.board(thread)
    assert driver.to_act(board) is alice
    assert [c.label for c in game_controls(board)] == ["🎲 Roll 3 dice"]
    assert "roll the dice for PAC-MAN" in board.content.splitlines()[-1]
    assert "🟡 PAC-MAN: **alice** · score 0" in board.content
    image = await png(board)
    assert image.width >= 800
    await save(board, "solo-start.png")

    # someone else's game: a polite private refusal, nothing changes
    assert "between other people" in refusal(await bob.click(board, label="🎲 Roll 3 dice"))
    assert driver.board(thread).id == board.id
    assert (await player.table(board)).version == 0

    await player.play(board)  # Roll: the same turn, so the same message, edited
    board = driver.board(thread)
    labels = [c.label for c in game_controls(board) if c.custom_id.startswith("a:")]
    assert [label[-1] for label in labels] == ["←", "↑", "↓", "→"]  # walk step by step
    assert "rolls" in board.content
    steps = (await player.table(board)).state.steps
    assert f"choose where PAC-MAN ends his {steps} spaces" in board.content

    # a step then Undo: each edits the turn's message, the path is drawn, then gone
    before = await png(board)
    await player.play(board)
    stepped = driver.board(thread)
    assert stepped.id == board.id
    assert (await player.table(stepped)).state.path
    assert (await png(stepped)).tobytes() != before.tobytes()
    await save(stepped, "solo-path.png")
    await alice.click(stepped, label="↩ Undo step")
    assert not (await player.table(driver.board(thread))).state.path

    turns, edited, power, last = 0, 0, False, board
    seen: list[str] = []  # every text the board showed, before the next click edits it
    for _ in range(300):
        board = driver.board(thread)
        seen.append(board.content)
        if over(board):
            break
        if board.id != last.id:
            turns += 1
        else:
            edited += 1
        last = board
        table = await player.table(board)
        if table.state.phase == "move" and len(table.state.path) == 3 and turns == 2:
            await save(board, "solo-midmove.png")
        if table.state.phase == "power_roll":
            power = True
            assert game_controls(board)[0].label.startswith("🎲 Roll 1 die · power move")
            if table.state.power_left == 2:
                await save(board, "solo-power.png")
        await player.play(board)
    else:
        pytest.fail("the inning did not end")
    assert power and turns >= 5 and edited > 10 * turns
    told = "\n".join(seen)
    for event in ("eats the cherry", "eats the power pellet", "eats Clyde", "Section C"):
        assert event in told, event
    assert "a power pellet ends the move: ✅ Confirm move to eat it" in told
    assert "power move 2 of 3: roll 1 die" in told
    assert over(board) and "🥇" in board.content and "caught" in board.content
    assert "1,500 pts" in board.content
    assert "Rematch" in str(board.components)
    await save(board, "solo-end.png")
    final = await png(board)
    assert final.width >= 800
    # every earlier board lost its controls
    boards = driver.boards(thread)
    assert all(game_controls(b) == [] for b in boards[:-1])


async def test_a_two_player_match_against_an_ai_seat_to_the_end(world, driver, seeded):
    """alice and an AI seat: each takes an inning as PAC-MAN while the other moves the
    ghosts. The AI seat plays on its own; alice uses the arrows, the route buttons and
    the route panel with its preview."""
    env, channel, m = world
    alice, carol = m["alice"], m["carol"]
    seeded(DUO_SEED)
    await open_table(channel, alice, ai=1)
    (thread,) = channel.threads
    player = Player(env, driver)
    innings: list[str] = []  # who was PAC-MAN, in order
    ghost_moves = panels = 0
    for _ in range(1000):
        board = driver.board(thread)
        if over(board):
            break
        table = await player.table(board)
        state = table.state
        who = table.names[state.pacman]
        if not innings or innings[-1] != who:
            innings.append(who)
        if state.phase == "ghosts":
            ghost_moves += 1
            opener = game_controls(board)[0]
            ghost = opener.label.removeprefix("👁 Preview ").split("'")[0]
            assert f"move **{ghost}" in board.content.splitlines()[-1]
            assert opener.label.startswith("👁 Preview") and opener.custom_id.startswith("p:")
            if ghost_moves == 1:
                await save(board, "duo-ghosts.png")
                assert "between other people" in refusal(
                    await carol.click(board, custom_id=opener.custom_id)
                )
            use_panel = ghost_moves % 4 == 1
            panels += use_panel
            await player.play(board, panel=use_panel)
        else:
            await player.play(board)
    else:
        pytest.fail("the match did not end")
    (SAVE / "duo-thread.txt").write_text(
        "\n\n".join(f"[{b.id}] {b.content}" for b in thread.history())
    )
    assert sorted(innings) == ["AI 1", "alice"]
    assert "inning 2 of 2 · scored: " in "\n".join(b.content for b in thread.history())
    assert ghost_moves >= 3 and panels >= 1
    # the AI seat played by itself: its moves are listed on alice's boards, never a board
    # of its own while it thinks
    assert not any("🤖 The AI is thinking" in b.content for b in driver.boards(thread))
    assert any("• PAC-MAN rolls" in b.content for b in driver.boards(thread))
    # a board whose turn has passed no longer pings anyone
    assert all("➡️" not in b.content for b in driver.boards(thread)[:-1])
    assert over(board) and "🥇" in board.content
    assert "🤖 AI 1" in board.content and f"<@{alice.id}>" in board.content
    outcome = GAME.outcome((await env.bot.tables.table(1)).state)
    assert outcome is not None and len(outcome.scores) == 2
    await save(board, "duo-end.png")


async def test_two_humans_out_of_turn_clicks_and_a_stale_route_panel(world, driver, seeded):
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    seeded(DUO_SEED)
    await open_table(channel, alice, bob)
    (thread,) = channel.threads
    player = Player(env, driver)

    board = driver.board(thread)
    pacman = driver.to_act(board)
    ghosts = bob if pacman is alice else alice
    assert f"It's not your turn: waiting for {pacman.name}" in refusal(
        await ghosts.click(board, label="🎲 Roll 3 dice")
    )
    await player.play(board)
    board = driver.board(thread)
    arrow = next(c for c in game_controls(board) if not c.disabled)
    version = (await player.table(board)).version
    assert "not your turn" in refusal(await ghosts.click(board, custom_id=arrow.custom_id))
    assert (await player.table(board)).version == version  # nothing changed
    assert not (await player.table(board)).state.path

    # play on until the ghost player must choose a route
    for _ in range(60):
        board = driver.board(thread)
        if (await player.table(board)).state.phase == "ghosts":
            break
        await player.play(board)
    assert driver.to_act(board) is ghosts
    opener = game_controls(board)[0]
    assert "not your turn" in refusal(await pacman.click(board, custom_id=opener.custom_id))

    # the panel: routes in a select, a preview once one is chosen, Confirm
    panel = (await ghosts.click(board, custom_id=opener.custom_id)).response
    assert panel.ephemeral and not panel.attachments
    menu = next(c for c in controls(panel) if c.type.name == "select")
    choice = menu.options[0]
    assert choice.description  # where it ends, e.g. "5 spaces from PAC-MAN"
    panel = (await ghosts.select(panel, [choice.value], custom_id=menu.custom_id)).response
    assert (await png(panel)).width >= 800
    await save(panel, "duo-preview.png")
    confirm = next(c for c in buttons(panel) if c.label.startswith("✅ Move"))

    # meanwhile the same ghost moves from the board: the panel is out of date
    await player.play(board)
    assert "out of date" in refusal(await ghosts.click(panel, custom_id=confirm.custom_id))


async def test_the_lobby_offers_and_explains_levels_per_inning(world):
    """The host picks how many levels an inning lasts: auto (the default: 2 when the AI
    moves the ghosts, else unlimited), unlimited (the sheet), 1, 2 or 3; each choice says
    what it does; the started game plays with it."""
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    lobby = (await alice.slash(channel, "play", game="pacman")).response
    assert "levels per inning: auto" in lobby.content
    game_id = int(lobby.content.split("game #")[1].split(",")[0])
    menu = next(c for c in controls(lobby) if c.custom_id == f"lo:{game_id}:levels_per_inning")
    labels = [o.label for o in menu.options]
    assert labels == [f"Levels per inning: {v}" for v in ("unlimited", "1", "2", "3", "auto")]
    assert [o.default for o in menu.options] == [False, False, False, False, True]
    assert "only when PAC-MAN is caught" in menu.options[0].description
    assert all(f"Clearing {n} level" in menu.options[n].description for n in (1, 2, 3))
    assert "2 levels when the AI moves the ghosts" in menu.options[4].description
    assert "else unlimited" in menu.options[4].description
    await bob.click(lobby, label="Join")
    refused = refusal(await bob.select(lobby, ["2"], custom_id=menu.custom_id))
    assert "Only the host" in refused
    await alice.select(lobby, ["2"], custom_id=menu.custom_id)
    assert "levels per inning: 2" in lobby.message.content
    await alice.select(lobby, ["null"], custom_id=menu.custom_id)
    assert "levels per inning: unlimited" in lobby.message.content
    await alice.select(lobby, ["1"], custom_id=menu.custom_id)
    await alice.click(lobby, label="Start")
    table = await env.bot.tables.table(game_id)
    assert table.state.options.levels_per_inning == 1


async def test_the_score_line_says_why_eaten_dots_do_not_count_yet(world, driver):
    """Issue 31.5: the score stays 0 while PAC-MAN eats Pac-dots (they count only when a
    corner section is cleared): the board says so, and how close the nearest section is."""
    env, channel, m = world
    await open_table(channel, m["alice"])
    (thread,) = channel.threads
    board = driver.board(thread)
    facts = next(line for line in board.content.splitlines() if "score 0" in line)
    state = (await env.bot.tables.table(1)).state
    maze = default_maze()
    left = min(len(set(state.dots) & set(maze.section_nodes(k))) for k in "ABCD")
    assert (
        f"score 0 (dots count when a corner section is cleared: +800; {left} left in "
    ) in facts, facts
