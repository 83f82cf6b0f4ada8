"""The Passtally AI: its fast board agrees with the rules, it plays legal turns quickly
and deterministically, and it beats a random player clearly."""

from __future__ import annotations

import random

import pytest

import games
from games.passtally import PlaceTile, ai
from games.passtally.ai_board import SIZE, FastBoard
from games.passtally.board import Board
from games.passtally.geometry import SPACES, Side, cell_name
from games.passtally.state import Phase, Placed
from tests.passtally.positions import build, tile_of

GAME = games.get("passtally")


def random_states(seed: int, players: int = 2, every: int = 3):
    """States along a random game, every few actions."""
    options = GAME.Options(four_players=players == 4)
    state = GAME.setup(players=players, seed=seed, options=options)
    chooser = random.Random(seed)
    step = 0
    while GAME.outcome(state) is None:
        if step % every == 0:
            yield state
        seat = GAME.to_act(state)[0]
        state = GAME.apply(state, seat, chooser.choice(GAME.legal_actions(state, seat)))
        step += 1
    yield state


@pytest.mark.parametrize("seed", range(4))
def test_fast_board_traces_and_places_like_the_rules(seed):
    for state in random_states(seed):
        board, fast = Board(state.placed), FastBoard(state.placed)
        for space in range(SPACES):
            line = board.trace(space)
            end, passes, mask = fast.trace(space)
            assert (end, passes) == (line.end, line.passes)
            assert mask == sum(1 << (row * SIZE + col) for row, col in set(line.cells))
        if state.phase is Phase.PLAY:
            expected = {a.key for a in GAME.tile_placements(state)}
            found = {
                f"t{stack}{cell_name(divmod(a, SIZE))}{facing}"
                for stack, tile in enumerate(state.face_up, start=1)
                if tile is not None
                for facing, a, _, _, _ in fast.spots(tile)
            }
            assert found == expected


@pytest.mark.parametrize("players", [2, 3, 4])
def test_ai_plays_legal_deterministic_turns(players):
    """(Decision times are measured by bench/passtally_ai.py, not by a timed test.)"""
    for state in random_states(players, players, every=5):
        if GAME.outcome(state) is not None:
            break
        seat = GAME.to_act(state)[0]
        action = GAME.ai_action(state, seat)
        assert action in GAME.legal_actions(state, seat)
        assert GAME.ai_action(state, seat) == action


def play(seed: int, players: int = 2) -> bool:
    state = GAME.setup(players=players, seed=seed)
    ai_seat = state.first if seed % 2 == 0 else (state.first - 1) % players
    chooser = random.Random(seed)
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        if seat == ai_seat:
            action = GAME.ai_action(state, seat)
        else:
            action = chooser.choice(GAME.legal_actions(state, seat))
        state = GAME.apply(state, seat, action)
    return GAME.outcome(state).ranks[ai_seat] == 1


def test_ai_beats_a_random_player_clearly():
    wins = sum(play(seed) for seed in range(20))
    assert wins >= 18


def position(markers, placed, face_up, seat=0, actions_left=1):
    """A hand-built position in play, `seat` to act."""
    state = GAME.setup(players=len(markers), seed=1)
    return state.model_copy(
        update={
            "phase": Phase.PLAY,
            "markers": markers,
            "placed": [Placed(tile=t, cell=c, facing=f, level=1) for t, c, f in placed],
            "face_up": face_up,
            "current": seat,
            "actions_left": actions_left,
        }
    )


def passes(state, seat):
    return sum(line.passes for line in Board(state.placed).complete_lines(state.markers[seat]))


XX, AA, BB = 0, 7, 14  # one tile of each design X·X, A·A, B·B


def test_ai_closes_a_line_by_moving_a_marker():
    # Column A carries two straight tiles: top A (0) runs to bottom A (17); our marker
    # on bottom B (16) is one step away.
    state = position(
        markers=[[0, 16, 7, 19], [2, 14, 10, 22]],
        placed=[(XX, (1, 0), Side.S), (XX + 1, (3, 0), Side.S)],
        face_up=[AA, BB, AA + 1],
    )
    action = GAME.ai_action(state, 0)
    after = GAME.apply(state, 0, action)
    assert passes(after, 0) >= 2, action.key


def test_ai_cuts_an_opponents_line():
    # The opponent's top C (2) runs down column C through three tiles to bottom C (15).
    # With a single marker of our own there is nothing to build: cutting is best.
    state = position(
        markers=[[0], [2, 15, 10, 22]],
        placed=[(XX, (0, 2), Side.S), (XX + 1, (2, 2), Side.S), (XX + 2, (4, 2), Side.S)],
        face_up=[AA, BB, AA + 1],
    )
    assert passes(state, 1) == 3
    action = GAME.ai_action(state, 0)
    assert passes(GAME.apply(state, 0, action), 1) < 3, action.key


def test_ai_plans_two_actions_together():
    # Two actions: a tile on column A (bare) and a marker step from bottom B to bottom A
    # together make a scoring line; neither alone scores.
    state = position(
        markers=[[0, 16, 7, 19], [2, 14, 10, 22]],
        placed=[],
        face_up=[XX, XX + 1, XX + 2],
        actions_left=2,
    )
    first = GAME.ai_action(state, 0)
    middle = GAME.apply(state, 0, first)
    second = GAME.ai_action(middle, 0)
    after = GAME.apply(middle, 0, second)
    assert passes(after, 0) >= 1, (first.key, second.key)
    assert after.scores[0] >= 1


@pytest.mark.parametrize("players", [2, 3])
def test_ai_sets_up_markers_facing_its_own(players):
    """Set-up: the AI puts markers at both ends of a printed line where it can."""
    state = GAME.setup(players=players, seed=4)
    while state.phase is Phase.SETUP:
        seat = GAME.to_act(state)[0]
        state = GAME.apply(state, seat, GAME.ai_action(state, seat))
    bare = Board([])
    for markers in state.markers:
        assert len(markers) == 4
        assert any(bare.trace(space).end in markers for space in markers)


@pytest.mark.parametrize("seed", range(3))
def test_pruned_choice_is_as_good_as_tracing_everything(seed):
    """Tiles away from the lines that matter are bounded, not traced: the best value
    found must equal the best over every action traced exactly."""
    for state in random_states(seed, 2, every=4):
        if state.phase is not Phase.PLAY:
            continue
        seat = GAME.to_act(state)[0]
        planner = ai._Planner(GAME, state, seat)
        traces = planner._traces()
        moves = planner._moves(set())
        found, _ = planner._best_of(moves, traces, [], mid=False)
        exact = max(planner._value_after(m, traces, [], mid=False) for m in moves)
        assert found == exact


def test_ai_does_not_end_the_game_at_once_before_its_second_action():
    """Stacks 2 and 3 have run out (face-up tiles left); stack 1 has one face-down tile.
    Laying tile 1 first ends the game at once (all three stacks run out) with one pass on
    column A: 41 against 42. Tile 2 or 3 first leaves the second action: at least 42, and
    the tie goes to the AI (it sits later in turn order)."""
    state = build(
        markers=[[0, 17, 8, 20], [3, 14, 10, 22]],
        face_up=[tile_of("XX", 0), tile_of("XX", 1), tile_of("XX", 2)],
        stack_sizes=(1, 0, 0),
        scores=[40, 42],
        first=1,
    ).model_copy(update={"final_round": True})
    first = GAME.ai_action(state, 0)
    assert not (isinstance(first, PlaceTile) and first.stack == 1), first.key
    state = GAME.apply(state, 0, first)
    state = GAME.apply(state, 0, GAME.ai_action(state, 0))
    assert GAME.outcome(state).winners == [0], (state.scores, state.end_reason)
