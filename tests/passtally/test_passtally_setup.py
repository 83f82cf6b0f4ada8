"""Set-up: the stacks, the first player, and the sheet's marker placement order."""

from __future__ import annotations

import pytest

from games.errors import BadSetup, IllegalAction
from games.passtally import GAME, PasstallyOptions, Phase, PlaceMarker
from games.passtally.geometry import Side, edge_of
from render.words import say


def test_three_stacks_of_fourteen_with_a_face_up_tile_each():
    state = GAME.setup(players=2, seed=5)
    assert [len(stack) for stack in state.stacks] == [13, 13, 13]
    assert all(tile is not None for tile in state.face_up)
    tiles = [t for stack in state.stacks for t in stack] + state.face_up
    assert sorted(tiles) == list(range(42))
    assert [GAME.face_down_left(state, k) for k in range(3)] == [13, 13, 13]
    assert not any(GAME.stack_run_out(state, k) for k in range(3))


def test_the_seed_decides_shuffle_and_first_player():
    assert GAME.setup(players=3, seed=9) == GAME.setup(players=3, seed=9)
    firsts = {GAME.setup(players=3, seed=seed).first for seed in range(30)}
    assert firsts == {0, 1, 2}


@pytest.mark.parametrize("players", [1, 4, 5])
def test_player_count_outside_the_printed_range(players):
    with pytest.raises(BadSetup, match="Passtally is for 2–3 players"):
        GAME.setup(players=players, seed=1)


def test_four_players_only_with_the_unofficial_option():
    state = GAME.setup(players=4, seed=1, options=PasstallyOptions(four_players=True))
    assert state.players == 4


def place_all(state, spaces_by_turn):
    """Place markers in order; returns the seats that acted."""
    seats = []
    for space in spaces_by_turn:
        seat = GAME.to_act(state)[0]
        seats.append(seat)
        state = GAME.apply(state, seat, PlaceMarker(space=space))
    return state, seats


def test_marker_order_follows_the_sheet_with_three_players():
    state = GAME.setup(players=3, seed=2)
    first = state.first
    a, b, c = first, (first + 1) % 3, (first + 2) % 3
    # First player opens on the top edge, and later chooses the right one as the third.
    spaces = [0, 1, 2, 12, 13, 14, 6, 7, 8, 18, 19, 20]
    state, seats = place_all(state, spaces)
    assert seats == [a, b, c, c, b, a, a, b, c, c, b, a]
    assert state.setup_edges == [Side.N, Side.S, Side.E, Side.W]
    assert state.phase is Phase.PLAY
    assert state.current == first and state.actions_left == 2
    for seat in range(3):
        assert sorted(edge_of(s) for s in state.markers[seat]) == sorted(
            [Side.N, Side.S, Side.E, Side.W]
        )


def test_the_first_marker_chooses_the_edge():
    state = GAME.setup(players=2, seed=3)
    state, _ = place_all(state, [8])  # the right edge
    assert state.setup_edges == [Side.E, Side.W]  # the third edge is chosen later
    legal = {a.space for a in GAME.legal_actions(state, GAME.to_act(state)[0])}
    assert legal == {6, 7, 9, 10, 11}


def play_keys(state, keys):
    for key in keys:
        state = GAME.apply(state, GAME.to_act(state)[0], GAME.parse_action(key))
    return state


def test_seed_2_three_players_the_first_player_chooses_the_third_edge_too():
    """The sheet: "repeat the steps for the two remaining edges", the first player's choice
    of edge among them."""
    state = play_keys(GAME.setup(players=3, seed=2), ["s0", "s1", "s2", "s12", "s13", "s14"])
    assert GAME.to_act(state) == [state.first]
    offered = [a.key for a in GAME.legal_actions(state, state.first)]
    assert offered == [f"s{k}" for k in [*range(6, 12), *range(18, 24)]]
    assert say(GAME.setup_where(state)) == "the right or left edge"
    with pytest.raises(IllegalAction) as error:
        GAME.apply(state, state.first, GAME.parse_action("s3"))
    assert error.value.reason == "This marker goes on the right or left edge, not the top one."

    state = play_keys(state, ["s20"])  # the left edge third, so the right edge fourth
    assert state.setup_edges == [Side.N, Side.S, Side.W, Side.E]
    assert say(GAME.setup_where(state)) == "the left edge"
    assert [a.key for a in GAME.legal_actions(state, GAME.to_act(state)[0])] == [
        "s18", "s19", "s21", "s22", "s23"
    ]  # fmt: skip
    state = play_keys(state, ["s19", "s18", "s6", "s7", "s8"])
    assert state.phase is Phase.PLAY
    for seat in range(3):
        assert sorted(edge_of(s) for s in state.markers[seat]) == sorted(Side)


@pytest.mark.parametrize("players", [2, 3])
def test_the_third_edge_may_be_either_remaining_one(players):
    opening = [0, 1, 2][:players] + [12, 13, 14][:players]
    for third, fourth in ((Side.E, Side.W), (Side.W, Side.E)):
        state = GAME.setup(players=players, seed=4)
        state, _ = place_all(state, opening)
        space = next(a.space for a in GAME.legal_actions(state, state.first)
                     if edge_of(a.space) is third)  # fmt: skip
        state, _ = place_all(state, [space])
        assert state.setup_edges == [Side.N, Side.S, third, fourth]


def test_a_set_up_marker_on_the_wrong_edge_or_a_taken_space():
    state = GAME.setup(players=2, seed=3)
    state, _ = place_all(state, [0])
    seat = GAME.to_act(state)[0]
    with pytest.raises(IllegalAction, match="This marker goes on the top edge, not the left one"):
        GAME.apply(state, seat, PlaceMarker(space=20))
    with pytest.raises(IllegalAction, match="The top A space is already taken"):
        GAME.apply(state, seat, PlaceMarker(space=0))


def test_only_markers_during_set_up():
    state = GAME.setup(players=2, seed=3)
    tile = GAME.parse_action("t1A1E")
    with pytest.raises(IllegalAction, match="First everyone places markers"):
        GAME.apply(state, state.current, tile)
