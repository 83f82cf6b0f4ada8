"""Laying tiles: the grid, rotations, levels and every stacking rule."""

from __future__ import annotations

import pytest

from games.errors import BadActionKey, IllegalAction, NotYourTurn
from games.passtally import GAME, PlaceTile
from games.passtally.board import Board
from games.passtally.geometry import parse_cell
from games.passtally.tiles import Half, distinct_facings
from render.words import said
from tests.passtally.positions import build, tile_of

MARKERS = [[0, 7, 14, 21], [1, 8, 15, 22]]


def top(state, cell):
    return Board(state.placed).top[parse_cell(cell)[0]][parse_cell(cell)[1]]


@pytest.mark.parametrize(
    ("facing", "second", "halves"),
    [
        ("E", "C4", (Half.X, Half.A)),
        ("S", "B5", (Half.X, Half.B)),  # a quarter turn swaps A and B
        ("W", "A4", (Half.X, Half.A)),
        ("N", "B3", (Half.X, Half.B)),
    ],
)
def test_four_rotations_on_the_grid(facing, second, halves):
    state = build(markers=MARKERS, face_up=[tile_of("XA"), None, None])
    after = GAME.apply(state, 0, PlaceTile(stack=1, cell="B4", facing=facing))
    assert (top(after, "B4").half, top(after, second).half) == halves
    assert top(after, "B4").level == 1


def test_symmetric_tiles_have_two_distinct_facings():
    assert len(distinct_facings(tile_of("AA"))) == 2
    assert len(distinct_facings(tile_of("XB"))) == 4


def test_laying_turns_up_the_next_tile_of_that_stack():
    state = build(markers=MARKERS)
    stack_top = state.stacks[1][-1]
    after = GAME.apply(state, 0, PlaceTile(stack=2, cell="A1", facing="E"))
    assert after.face_up[1] == stack_top
    assert len(after.stacks[1]) == len(state.stacks[1]) - 1
    assert after.placed[-1].tile == state.face_up[1]


def test_a_tile_on_two_different_tiles_of_equal_height_is_one_level_up():
    state = build(
        markers=MARKERS,
        placed=[(tile_of("XX", 0), "B2", "E"), (tile_of("XX", 1), "B3", "E")],
    )
    after = GAME.apply(state, 0, PlaceTile(stack=1, cell="B2", facing="S"))
    assert after.placed[-1].level == 2
    assert "at level 2" in said(after)[0]


def test_off_the_board():
    state = build(markers=MARKERS)
    with pytest.raises(IllegalAction, match="wholly on the board"):
        GAME.apply(state, 0, PlaceTile(stack=1, cell="F6", facing="E"))


def test_diagonal_is_refused_with_a_reason():
    with pytest.raises(BadActionKey, match="can't be laid diagonally"):
        GAME.parse_action("t1B4SE")


def test_unequal_heights():
    state = build(
        markers=MARKERS,
        placed=[
            (tile_of("XX", 0), "B4", "E"),  # B4 C4 at level 1
            (tile_of("XX", 1), "B5", "E"),  # B5 C5 at level 1
            (tile_of("XX", 2), "B4", "S"),  # B4 B5 at level 2, on two tiles
        ],
    )
    with pytest.raises(IllegalAction, match="B4 is at level 2 and C4 at level 1"):
        GAME.apply(state, 0, PlaceTile(stack=1, cell="B4", facing="E"))


def test_hanging_over_a_bare_square():
    state = build(markers=MARKERS, placed=[(tile_of("XX"), "B4", "E")])
    with pytest.raises(IllegalAction, match="D4 is bare and C4 is covered"):
        GAME.apply(state, 0, PlaceTile(stack=1, cell="C4", facing="E"))


def test_never_on_top_of_a_single_tile():
    state = build(markers=MARKERS, placed=[(tile_of("XX"), "B4", "E")])
    with pytest.raises(IllegalAction, match="B4 and C4 are one tile"):
        GAME.apply(state, 0, PlaceTile(stack=1, cell="B4", facing="E"))
    with pytest.raises(IllegalAction, match="C4 and B4 are one tile"):
        GAME.apply(state, 0, PlaceTile(stack=1, cell="C4", facing="W"))


def test_an_empty_face_up_slot():
    state = build(markers=MARKERS, face_up=[tile_of("XX"), None, tile_of("AB")])
    with pytest.raises(IllegalAction, match="Stack 2 has run out and its last tile is taken"):
        GAME.apply(state, 0, PlaceTile(stack=2, cell="A1", facing="E"))


def test_legal_placements_are_exactly_the_ones_apply_accepts():
    state = build(
        markers=MARKERS,
        placed=[(tile_of("XX", 0), "B2", "E"), (tile_of("AB", 0), "B3", "E")],
    )
    legal = {a.key for a in GAME.tile_placements(state)}
    for stack in (1, 2, 3):
        for cell in (f"{c}{r}" for c in "ABCDEF" for r in range(1, 7)):
            for facing in "NESW":
                action = PlaceTile(stack=stack, cell=cell, facing=facing)
                try:
                    GAME.apply(state, 0, action)
                except IllegalAction:
                    assert action.key not in legal
                else:
                    assert action.key in legal


def test_out_of_turn():
    state = build(markers=MARKERS, current=1)
    with pytest.raises(NotYourTurn, match="It's not your turn"):
        GAME.apply(state, 0, PlaceTile(stack=1, cell="A1", facing="E"))


def test_a_symmetric_tile_is_listed_and_accepted_facing_e_or_s_only():
    state = build(markers=MARKERS, face_up=[tile_of("AA"), None, None])
    with pytest.raises(IllegalAction, match="Tile 1 has two equal halves: lay it facing E or S"):
        GAME.apply(state, 0, PlaceTile(stack=1, cell="C3", facing="W"))
    assert GAME.apply(state, 0, PlaceTile(stack=1, cell="B3", facing="E")).placed
