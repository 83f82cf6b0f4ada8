"""/resign alone (issue 31.7): a solo PAC-MAN who resigns is told what happens, keeps the
score the sheet gives (his inning ends as a catch would, the score banked), sees a finished
board and keeps his best score on the leaderboard. It used to say "the AI plays their
seat", end the game at once without a score (leaderboard "Best —") and show a board
still asking to "Roll 3 dice"."""

from __future__ import annotations

import io

from PIL import Image, ImageChops

from bot.boards import board_png
from games.pacman.destinations import outlooks
from games.pacman.maze import default_maze
from render.pacman_status import phase_text
from tests.bot.conftest import private
from tests.bot.test_bot_pacman import buttons, game_controls, open_table, over, seeded  # noqa: F401
from tests.bot.test_bot_pacman_choices import choose

MAZE = default_maze()
SEED = 2  # the safest end spaces score (the cherry) within a few moves, uncaught


async def test_a_solo_pacman_who_resigns_keeps_his_score(world, driver, seeded):  # noqa: F811
    env, channel, m = world
    alice = m["alice"]
    seeded(SEED)
    await open_table(channel, alice)
    (thread,) = channel.threads
    tables = env.bot.tables
    for _ in range(12):  # Roll, the best end space, Confirm: until the fruit scores
        board = driver.board(thread)
        game_id = int(game_controls(board)[0].custom_id.split(":")[1])
        state = (await tables.table(game_id)).state
        if state.score > 0 and state.phase == "roll":
            break
        (roll,) = game_controls(board)
        await alice.click(board, custom_id=roll.custom_id)
        state = (await tables.table(game_id)).state
        safe = next(o for o in outlooks(state, MAZE) if not o.caught_by)
        name = MAZE.name(safe.destination.end)
        panel = await choose(alice, driver.board(thread), f"d{name}", by_button=False)
        confirm = next(c for c in buttons(panel) if c.label.startswith("✅"))
        await alice.click(panel, custom_id=confirm.custom_id)
    else:
        raise AssertionError("PAC-MAN never scored")
    score = state.score
    assert phase_text(state, ["Alice"]) == "Roll 3 dice"

    result = await alice.slash(thread, "resign")
    assert f"You resigned from game #{game_id}" in private(result)
    said = [msg.content for msg in thread.history() if "resigned" in msg.content]
    assert any("keeps the score made so far" in text for text in said), said
    assert not any("the AI plays their seat" in text for text in said), said
    end = driver.board(thread)
    assert over(end), end.content
    assert f"the inning ends with {score} points" in end.content
    results = await tables.store.results(game_id)
    assert [r.score for r in results] == [score]
    # The finished board: drawn from the finished state, not the one asking for a roll.
    table = await tables.table(game_id)
    finished = table.game.stopped(table.state, 0)
    assert finished.phase == "over" and phase_text(finished, ["Alice"]) != "Roll 3 dice"
    shown = Image.open(io.BytesIO(await end.attachments[0].read())).convert("RGB")
    drawn = Image.open(io.BytesIO(board_png(table.showing(finished)))).convert("RGB")
    assert ImageChops.difference(shown, drawn).getbbox() is None
    await alice.slash(channel, "leaderboard", game="pacman")
    shown_board = channel.last_message
    text = shown_board.attachments[0].description  # the table in words
    assert f"alice best {score}, games 1" in text, text
    assert env.errors == []
