"""The end: finishing the round, ending at once, the winner and the tie-break."""

from __future__ import annotations

import pytest

from games.errors import GameOver, IllegalAction
from games.passtally import GAME, MoveMarker, Phase, PlaceTile
from games.passtally.geometry import parse_cell
from render.words import said, say
from tests.passtally.positions import build, tile_of

# seat 0: a line top B - bottom B through one tile (1 pass -> 1 point a turn)
LINE = [(tile_of("XX"), "B1", "S")]
MARKERS = [[1, 16, 7, 21], [0, 9, 15, 22]]


def play_turn(state, seat, first="D5", second="D6"):
    state = GAME.apply(state, seat, PlaceTile(stack=2, cell=first, facing="E"))
    return GAME.apply(state, seat, PlaceTile(stack=2, cell=second, facing="E"))


def test_more_than_fifty_points_finishes_the_round():
    state = build(markers=MARKERS, placed=LINE, scores=[50, 3], first=0)
    state = play_turn(state, 0)
    assert state.scores[0] == 51
    assert state.final_round and state.phase is Phase.PLAY
    assert "more than 50 points: this round is the last" in said(state)[-1]
    state = play_turn(state, 1, "D3", "D4")  # seat 1 sits last in the round
    assert state.phase is Phase.OVER
    assert GAME.outcome(state).ranks == [1, 2]


def test_exactly_fifty_is_not_yet_the_end():
    state = build(markers=MARKERS, placed=LINE, scores=[49, 3], first=0)
    state = play_turn(state, 0)
    assert state.scores[0] == 50
    assert not state.final_round


def test_the_round_is_finished_by_the_player_right_of_the_first():
    markers = [[1, 16, 7, 21], [0, 9, 15, 22], [2, 10, 13, 23]]
    state = build(players=3, markers=markers, placed=LINE, scores=[50, 0, 0], first=1, current=0)
    state = play_turn(state, 0)  # seat 0 is last in the round (first is seat 1)
    assert state.phase is Phase.OVER


def test_a_stack_runs_out_when_its_last_face_down_tile_turns_up():
    """The sheet: the face-up tile lies beside the pile; the pile "se acaba" (runs out) once
    its last face-down tile is turned up. That ends the game after this round."""
    state = build(markers=MARKERS, placed=LINE, stack_sizes=(1, 19, 19), first=1, current=1)
    assert not GAME.stack_run_out(state, 0) and GAME.face_down_left(state, 0) == 1
    last = state.stacks[0][-1]
    state = GAME.apply(state, 1, PlaceTile(stack=1, cell="D1", facing="E"))
    assert state.face_up[0] == last and GAME.stack_run_out(state, 0)  # turned up, beside it
    assert not state.final_round  # decided at the end of the turn
    state = GAME.apply(state, 1, PlaceTile(stack=2, cell="D2", facing="E"))
    assert state.final_round
    assert said(state)[-1] == (
        "A stack has run out (no face-down tile left): this round is the last."
    )
    # the run-out stack's face-up tile can still be taken; then nothing replaces it
    state = GAME.apply(state, 0, PlaceTile(stack=1, cell="D5", facing="E"))
    assert state.face_up[0] is None and state.phase is Phase.PLAY
    with pytest.raises(IllegalAction) as error:
        GAME.apply(state, 0, PlaceTile(stack=1, cell="D6", facing="E"))
    assert error.value.reason == (
        "Stack 1 has run out and its last tile is taken: there is no tile 1."
    )
    state = GAME.apply(state, 0, PlaceTile(stack=2, cell="D6", facing="E"))
    assert state.phase is Phase.OVER  # seat 0 is last in the round
    assert say(state.end_reason) == "the last round is complete."


def test_a_face_up_tile_alone_beside_its_stack_does_not_keep_it_going():
    """Before the change a stack counted its face-up tile: (0 face-down + 1 face-up) is a
    stack that has run out, so the round that starts is the last."""
    state = build(markers=MARKERS, placed=LINE, stack_sizes=(0, 19, 20), first=0)
    assert GAME.stack_run_out(state, 0) and state.face_up[0] is not None
    state = play_turn(state, 0)  # tiles from stack 2 only
    assert state.final_round and state.phase is Phase.PLAY


def test_all_three_stacks_run_out_ends_at_once_after_scoring_the_turn():
    state = build(markers=MARKERS, placed=LINE, stack_sizes=(1, 0, 0))
    face_up = list(state.face_up)
    state = GAME.apply(state, 0, PlaceTile(stack=2, cell="D1", facing="E"))
    assert state.phase is Phase.PLAY  # stacks 2 and 3 had run out, stack 1 had not
    state = build(markers=MARKERS, placed=LINE, stack_sizes=(1, 0, 0))
    state = GAME.apply(state, 0, PlaceTile(stack=1, cell="D1", facing="E"))
    assert state.phase is Phase.OVER  # after the first action: its last face-down turned up
    assert say(state.end_reason) == "all three stacks have run out."
    assert state.face_up[1:] == face_up[1:] and state.face_up[0] is not None  # left unused
    assert state.scores[0] == 1  # the cut-short turn still scores
    assert GAME.to_act(state) == []


# A real position (found by random play) where 38 tiles leave no legal spot for any tile.
BLOCKED = [
    (33, (4, 3), "W"), (19, (2, 1), "E"), (32, (5, 3), "E"), (6, (1, 2), "E"),
    (7, (5, 0), "E"), (24, (2, 5), "N"), (38, (4, 5), "S"), (3, (2, 3), "E"),
    (23, (0, 1), "E"), (22, (2, 2), "E"), (36, (0, 4), "S"), (37, (0, 0), "S"),
    (13, (3, 1), "E"), (28, (2, 5), "W"), (21, (5, 3), "N"), (18, (0, 2), "S"),
    (10, (3, 0), "S"), (0, (3, 3), "E"), (40, (3, 1), "N"), (5, (3, 2), "E"),
    (29, (1, 5), "W"), (17, (1, 2), "S"), (15, (5, 4), "E"), (25, (0, 0), "E"),
    (1, (2, 3), "S"), (12, (1, 5), "S"), (11, (4, 0), "S"), (20, (1, 4), "S"),
    (26, (3, 2), "W"), (4, (0, 1), "E"), (41, (2, 2), "S"), (9, (0, 2), "S"),
    (39, (1, 5), "W"), (16, (2, 3), "E"), (30, (1, 4), "S"), (27, (5, 4), "W"),
    (14, (2, 2), "E"),
]  # fmt: skip
LAST = (35, "E3", "W")


def test_no_placement_anywhere_ends_at_once():
    from games.passtally.geometry import cell_name

    placed = [(tile, cell_name(cell), facing) for tile, cell, facing in BLOCKED]
    state = build(markers=MARKERS, placed=placed, face_up=[LAST[0], 2, 8], stack_sizes=(0, 0, 1))
    assert GAME.tile_placements(state)  # the last spot is still open
    state = GAME.apply(state, 0, PlaceTile(stack=1, cell=LAST[1], facing=LAST[2]))
    assert state.phase is Phase.OVER
    assert say(state.end_reason) == "no face-up tile can be laid anywhere on the board."
    assert GAME.to_act(state) == []
    assert parse_cell(LAST[1]) is not None


def test_ties_go_to_the_player_latest_in_turn_order():
    state = build(markers=MARKERS, scores=[20, 20], first=1).model_copy(
        update={"phase": Phase.OVER}
    )
    # seat 1 went first, so seat 0 sits later in turn order and wins the tie
    assert GAME.outcome(state).ranks == [1, 2]
    state = state.model_copy(update={"first": 0})
    assert GAME.outcome(state).ranks == [2, 1]


def test_most_points_wins():
    state = build(markers=MARKERS, scores=[12, 30], first=1).model_copy(
        update={"phase": Phase.OVER}
    )
    outcome = GAME.outcome(state)
    assert outcome.ranks == [2, 1] and outcome.winners == [1]


def test_nothing_after_the_end():
    state = build(markers=MARKERS, scores=[1, 2]).model_copy(update={"phase": Phase.OVER})
    with pytest.raises(GameOver, match="The game is over"):
        GAME.apply(state, 0, MoveMarker(space=1, to=2))
    assert GAME.legal_actions(state, 0) == []
