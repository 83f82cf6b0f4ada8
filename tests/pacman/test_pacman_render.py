"""The renderer: every phase draws, the image is wide enough and small enough."""

from __future__ import annotations

import io
from functools import cache

from PIL import Image

import games
import render
from games.pacman.maze import default_maze
from render.pacman import DOT_COLOUR, GREY, Draw, _centre, _static, _with_dots, seat_rows

GAME = games.get("pacman")


@cache
def states():
    """One state per phase, from an AI game (arcade, 3 players)."""
    state = GAME.setup(3, 9, GAME.Options(mode="arcade"))
    seen = {}
    for _ in range(3000):
        if GAME.outcome(state) is not None:
            break
        key = (state.phase, bool(state.path))
        seen.setdefault(key, state)
        seat = GAME.to_act(state)[0]
        state = GAME.apply(state, seat, GAME.ai_action(state, seat))
    seen["over"] = state
    return list(seen.values())


def test_every_phase_renders_a_small_wide_png():
    for state in states():
        png = render.board(state, names=["Ana", "Bo", "Cy"])
        image = Image.open(io.BytesIO(png))
        assert image.format == "PNG" and image.width >= 800
        assert len(png) <= 150_000


def test_a_ghost_route_preview_renders():
    state = next(s for s in states() if s.phase == "ghosts")
    seat = GAME.to_act(state)[0]
    route = GAME.legal_actions(state, seat)[0]
    assert render.board(state, preview=route.key) != render.board(state)
    assert render.board(state, preview=route) == render.board(state, preview=route.key)


def test_the_cached_maze_gives_the_same_board_again():
    """(Render speed is measured by bench/pacman_render.py, not by a timed test.)"""
    state = states()[1]
    assert render.board(state) == render.board(state)


def test_the_phase_line_reads_as_words():
    from render.pacman_status import phase_text

    who = ["Ana", "Bo", "Cy"]
    by_phase = {s.phase: s for s in states()}
    power = by_phase["power_move"].model_copy(update={"power_left": 2, "roll": [4]})
    assert phase_text(power, who).startswith("ENERGIZED: power move 2 of 3, rolled 4: ")
    roll = by_phase["move"]
    line = phase_text(roll, who)
    assert line.startswith(f"Rolled {' + '.join(map(str, roll.roll))} = {roll.steps}: ")


def test_the_dots_pasted_from_the_two_layers_are_the_dots_drawn_one_by_one():
    """The board starts from the dots layer nearer to the state and pastes the spaces that
    differ: the same pixels as drawing every space's mark on the static layer."""
    maze = default_maze()
    early, late = states()[1], states()[-1]
    assert len(early.dots) > len(maze.dots) / 2 > len(late.dots)  # both layers serve
    for state in (early, late, *states()):
        drawn = _static(maze, seat_rows(state.players)).copy()
        draw = Draw(drawn)
        for node, cell in enumerate(maze.cells):
            if node == maze.door:
                continue
            x, y = _centre(maze, cell)
            if node in state.pellets:
                draw.ellipse((x - 11, y - 11, x + 11, y + 11), fill=DOT_COLOUR)
            elif node in state.dots:
                draw.ellipse((x - 4, y - 4, x + 4, y + 4), fill=DOT_COLOUR)
            else:
                draw.ellipse((x - 3, y - 3, x + 3, y + 3), outline=GREY, width=1)
        assert _with_dots(maze, state).tobytes() == drawn.tobytes()
