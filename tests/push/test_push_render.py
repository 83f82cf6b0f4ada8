"""The PUSH board image: a PNG 800 px wide, taller than wide (a phone's shape) and under
150 KB in every phase and language."""

from __future__ import annotations

import io

import pytest
from PIL import Image

import render
from games.push import GAME, Phase
from games.push.actions import Draw
from games.push.ai import choose
from games.push.scenario import table

FULL_BENCH = ["R1", "R2", "R3", "R4", "R5", "R6", "B1", "B2", "B3", "B4", "B5", "B6",
              "G1", "G2", "G3", "G4", "G5", "G6", "Y1", "Y2", "Y3", "P4", "P5", "P6"]  # fmt: skip

POSITIONS = {
    "start": lambda: table(players=3, benches=[["R3", "B5"], [], ["G1"]]),
    "place": lambda: table(
        players=4, phase=Phase.PLACE, drawn="roll", switch_pile=["switch"],
        columns=[["R3", "B5", "G1", "Y6", "P2"], ["B1"]],
    ),
    "bust": lambda: GAME.apply(
        table(top=["R3"], phase=Phase.PUSH, columns=[["R1"], ["B3"], ["G2", "Y3"]]), 0, Draw()
    ),
    "collect": lambda: table(
        players=3, phase=Phase.COLLECT, actor=1, columns=[[], ["R3", "roll"], ["B5"]],
        last_roll="star",
    ),
    "six full benches": lambda: table(
        players=6, benches=[FULL_BENCH, [], [], [], [], []], banks=[[], ["R6"], [], [], [], []]
    ),
    "over": lambda: table(
        players=2, phase=Phase.OVER, rest=False, benches=[["R6", "B2"], ["G5"]],
        banks=[["Y4"], []],
    ),
}  # fmt: skip


@pytest.mark.parametrize("name", POSITIONS)
@pytest.mark.parametrize("lang", ["en", "el", "pl"])
def test_every_phase_renders_a_small_png_shaped_for_a_phone(name, lang):
    state = POSITIONS[name]()
    names = ["Ana", "Bo", "Cy", "Dee", "Eli", "Fay"][: state.players]
    png = render.board(state, names=names, lang=lang)
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    assert image.width == 800 and image.height > image.width * 0.7
    assert len(png) <= 150_000


def test_a_mid_game_board_renders_the_same_twice():
    """(Render speed is measured by bench/push_render.py, not by a timed test.)"""
    state = GAME.setup(players=4, seed=3)
    while state.step < 150 or not state.columns:
        seat = GAME.to_act(state)[0]
        state = GAME.apply(state, seat, choose(state, seat))
    assert render.board(state) == render.board(state)  # the cached layers change nothing


def test_a_players_own_view_shows_their_bank_points():
    state = table(benches=[["R3"], []], banks=[["B5"], []])
    assert render.board(state, viewer=0) != render.board(state)


def test_a_full_bench_fits_beside_the_bank():
    """Five colour chips, compacted to their totals, end before the bank text starts."""
    from PIL import ImageDraw

    from games.push.rules import bench_by_colour
    from render.push import BENCH_SPACE, _chip_width

    d = ImageDraw.Draw(Image.new("RGB", (10, 10)))
    state = table(players=2, benches=[FULL_BENCH, []])
    held = bench_by_colour(state.benches[0]).values()
    assert sum(_chip_width(d, cards, True) + 8 for cards in held) > BENCH_SPACE
    assert sum(_chip_width(d, cards, False) + 8 for cards in held) <= BENCH_SPACE


def test_the_places_the_drawn_card_may_go_are_framed():
    from render.push import _open_places

    state = table(players=3, phase=Phase.PLACE, drawn="R3", columns=[["R1", "B2"], ["B5", "G4"]])
    assert _open_places(state) == {1, 2}  # column 2, and a new column 3
    full = table(phase=Phase.PLACE, drawn="roll", columns=[["R1", "roll"], ["B5"], ["G4"]])
    assert _open_places(full) == {1, 2}
    assert _open_places(table(players=3, columns=[["R1"]])) == set()  # nothing drawn
    collect = table(players=3, phase=Phase.COLLECT, actor=1, columns=[[], ["R3"], ["B5"]])
    assert _open_places(collect) == {1, 2}  # the columns left to take


def test_a_long_name_is_cut_to_fit_beside_the_bench():
    from PIL import ImageDraw

    from render.common import font
    from render.fitting import shorten

    d = ImageDraw.Draw(Image.new("RGB", (10, 10)))
    assert shorten(d, "alice", font(23, True), 130) == "alice"
    cut = shorten(d, "frederick-the-long", font(23, True), 130)
    assert cut.endswith("…") and len(cut) < 18
