"""Moving markers: up to two spaces along the edge, jumping occupied spaces."""

from __future__ import annotations

import pytest

from games.errors import IllegalAction
from games.passtally import GAME, MoveMarker
from render.words import said
from tests.passtally.positions import build


def moves_from(state, seat, space):
    return sorted(m.to for m in GAME.marker_moves(state, seat) if m.space == space)


def test_one_or_two_spaces_either_way():
    state = build(markers=[[2, 9, 14, 21], [5, 8, 15, 22]])
    assert moves_from(state, 0, 2) == [0, 1, 3, 4]


def test_occupied_spaces_are_jumped_and_not_counted():
    state = build(markers=[[2, 9, 14, 21], [3, 8, 15, 1]])
    # right: 3 is taken, so 4 and 5; left: 1 is taken, so 0 and 23
    assert moves_from(state, 0, 2) == [0, 4, 5, 23]
    after = GAME.apply(state, 0, MoveMarker(space=2, to=5))
    assert 5 in after.markers[0] and 2 not in after.markers[0]
    assert said(after) == ["{0} moved a marker from top C to top F."]


def test_round_the_corner_house_rule():
    state = build(markers=[[5, 12, 16, 20], [1, 8, 15, 22]])
    assert moves_from(state, 0, 5) == [3, 4, 6, 7]


def test_a_move_of_three_is_too_far():
    state = build(markers=[[2, 9, 14, 21], [5, 8, 15, 22]])
    with pytest.raises(IllegalAction, match="too far from top C: a marker moves at most two"):
        GAME.apply(state, 0, MoveMarker(space=2, to=23))


def test_onto_an_occupied_space():
    state = build(markers=[[2, 9, 14, 21], [3, 8, 15, 22]])
    with pytest.raises(IllegalAction, match="The top D space is taken"):
        GAME.apply(state, 0, MoveMarker(space=2, to=3))


def test_only_your_own_markers():
    state = build(markers=[[2, 9, 14, 21], [3, 8, 15, 22]])
    with pytest.raises(IllegalAction, match="You have no marker on the top D space"):
        GAME.apply(state, 0, MoveMarker(space=3, to=4))
