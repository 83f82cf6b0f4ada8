"""Lines: tracing through bare squares and X, A, B halves; passes by level; the table."""

from __future__ import annotations

import pytest

from games.passtally import GAME, PlaceTile
from games.passtally.board import Board
from games.passtally.geometry import cell_name
from games.passtally.scoring import points_for
from render.words import said
from tests.passtally.positions import build, tile_of


def trace(state, space):
    return Board(state.placed).trace(space)


def test_bare_squares_let_the_line_straight_through():
    state = build(markers=[[0, 17, 8, 21], [1, 9, 15, 22]])
    line = trace(state, 0)  # top A, straight down column A
    assert line.end == 17  # bottom A
    assert line.passes == 0
    assert [cell_name(c) for c in line.cells] == ["A1", "A2", "A3", "A4", "A5", "A6"]


def test_x_halves_cross_straight():
    state = build(markers=[[0, 17, 8, 21], [1, 9, 15, 22]], placed=[(tile_of("XX"), "A2", "S")])
    line = trace(state, 0)
    assert (line.end, line.passes) == (17, 1)
    assert trace(state, 22).end == 7  # left 2 -> right 2: the other X line


def test_a_and_b_halves_turn_the_line_and_the_same_tile_counts_once():
    # A at B1 (N-E), B at C1 (W-N): down into B1, across into C1, back up.
    state = build(markers=[[1, 2, 8, 21], [0, 9, 15, 22]], placed=[(tile_of("AB"), "B1", "E")])
    line = trace(state, 1)
    assert line.end == 2
    assert line.passes == 1
    assert [cell_name(c) for c in line.cells] == ["B1", "C1"]


def test_coming_back_into_a_tile_counts_it_again():
    placed = [
        (tile_of("XA"), "B3", "N"),  # B3 = X, B2 = B
        (tile_of("AB"), "C4", "N"),  # C4 = B, C3 = A
        (tile_of("AA"), "B4", "W"),  # B4 = A, A4 = A
    ]
    state = build(markers=[[21, 7, 0, 14], [1, 9, 15, 22]], placed=placed)
    line = trace(state, 21)  # left 3
    cells = [cell_name(c) for c in line.cells]
    assert cells == ["A3", "B3", "C3", "C4", "B4", "B3", "B2", "C2", "D2", "E2", "F2"]
    assert line.end == 7  # right 2
    # B3's tile, C3/C4's tile, B4's tile, then B3's tile again; B2 is B3's other half.
    assert line.passes == 4


def test_each_tile_counts_its_level():
    placed = [
        (tile_of("XX", 0), "A1", "E"),
        (tile_of("XX", 1), "A2", "E"),
        (tile_of("XX", 2), "A1", "S"),  # level 2 over A1 and A2
        (tile_of("XX", 3), "A4", "S"),  # level 1
    ]
    state = build(markers=[[0, 17, 8, 21], [1, 9, 15, 22]], placed=placed)
    assert trace(state, 0).passes == 2 + 1


@pytest.mark.parametrize(
    ("passes", "points"),
    [(0, 0), (1, 1), (2, 2), (3, 2), (4, 3), (6, 3), (7, 4), (9, 4), (10, 4), (11, 5),
     (15, 5), (16, 6), (21, 6), (22, 7), (28, 7), (29, 8), (36, 8), (37, 9), (45, 9),
     (46, 10), (55, 10), (56, 15), (80, 15)],
)  # fmt: skip
def test_points_table(passes, points):
    assert points_for(passes) == points


def two_lines_of_five_and_four():
    placed = [(tile_of("XA", k), f"A{k + 1}", "E") for k in range(5)]
    placed += [(tile_of("XB", k), f"F{k + 1}", "W") for k in range(4)]
    markers = [[0, 17, 5, 12], [1, 9, 15, 22]]  # top A-bottom A, top F-bottom F
    return build(markers=markers, placed=placed, current=0)


def test_the_turns_passes_are_added_then_converted_once():
    state = two_lines_of_five_and_four()
    lines = Board(state.placed).complete_lines(state.markers[0])
    assert sorted(line.passes for line in lines) == [4, 5]
    after = GAME.apply(state, 0, PlaceTile(stack=1, cell="C6", facing="E"))
    assert after.scores == [0, 0]  # one action done: nothing scored yet
    after = GAME.apply(after, 0, PlaceTile(stack=1, cell="C5", facing="E"))
    assert after.scores == [4, 0]  # 9 passes -> 4 points (not 3 + 3)
    assert "{0} scores 4 (complete lines: 5 + 4 = 9 passes)." in said(after)


def test_only_the_active_player_scores():
    placed = [(tile_of("XX"), "B1", "S")]
    # seat 1's line top B - bottom B runs through a tile; seat 0 has no complete line
    state = build(markers=[[0, 7, 14, 21], [1, 16, 9, 22]], placed=placed, current=0)
    after = GAME.apply(state, 0, PlaceTile(stack=1, cell="D1", facing="E"))
    after = GAME.apply(after, 0, PlaceTile(stack=1, cell="D2", facing="E"))
    assert after.scores == [0, 0]
    assert after.current == 1
    after = GAME.apply(after, 1, PlaceTile(stack=1, cell="D3", facing="E"))
    after = GAME.apply(after, 1, PlaceTile(stack=1, cell="D4", facing="E"))
    assert after.scores == [0, 1]
    assert "{1} scores 1 (a complete line of 1 pass)." in said(after)
    assert GAME.apply(after, 0, PlaceTile(stack=1, cell="A5", facing="E")).scores == [0, 1]
