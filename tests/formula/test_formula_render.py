"""The Formula 1 board renders every kind of moment as a small, wide-enough PNG, fast."""

from __future__ import annotations

import io

from PIL import Image

import render
from games.formula.state import FormulaOptions, Phase
from render.formula_track import field_spot

MAX_BYTES = 150_000


def moments(game):
    """States worth seeing: start, a pit question, the extra cars, a race end, the end."""
    found = {}
    state = game.setup(players=2, seed=3, options=FormulaOptions(races=2))
    found["start"] = state
    while game.outcome(state) is None:
        seat = game.to_act(state)[0]
        state = game.apply(state, seat, game.ai_action(state, seat))
        found.setdefault(state.phase.value, state)
        if state.race == 1 and "between" not in found:
            found["between"] = state
    found["over"] = state
    return found


def test_every_moment_renders_small_and_wide(kit):
    found = moments(kit.game)
    assert {"start", Phase.PIT.value, Phase.EXTRA.value, "between", "over"} <= set(found)
    for name, state in found.items():
        png = render.board(state, names=["Ana", "Bo"])
        image = Image.open(io.BytesIO(png))
        assert image.format == "PNG", name
        assert image.width >= 800, name
        assert len(png) <= MAX_BYTES, (name, len(png))


def test_six_players_and_no_names(kit):
    state = kit.game.setup(players=6, seed=9)
    for _ in range(40):
        seat = kit.game.to_act(state)[0]
        state = kit.game.apply(state, seat, kit.game.ai_action(state, seat))
    png = render.board(state)
    assert len(png) <= MAX_BYTES


def test_the_cached_circuit_gives_the_same_board_again(kit):
    """(Render speed is measured by a benchmark, not by a timed test.)"""
    state = moments(kit.game)[Phase.EXTRA.value]
    assert render.board(state) == render.board(state)


def test_the_track_has_every_field_inside_the_picture():
    from games.formula.circuit import circuit
    from render.formula import TRACK_HEIGHT, WIDTH

    for field in range(circuit().fields):
        spot = field_spot(field)
        assert 16 < spot.x < WIDTH - 16 and 16 < spot.y < TRACK_HEIGHT - 16
