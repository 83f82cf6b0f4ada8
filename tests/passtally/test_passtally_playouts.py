"""Property test: many seeded games played to the end, checking Passtally's invariants."""

from __future__ import annotations

import random

import pytest

from games.passtally import GAME, PasstallyOptions, PasstallyState, Phase
from games.passtally.board import Board

TILES = 42


def check_invariants(state: PasstallyState) -> None:
    tiles = [t for stack in state.stacks for t in stack]
    tiles += [t for t in state.face_up if t is not None]
    tiles += [p.tile for p in state.placed]
    assert sorted(tiles) == list(range(TILES)), "a tile was lost or doubled"
    spaces = [s for markers in state.markers for s in markers]
    assert len(spaces) == len(set(spaces)), "two markers share a space"
    assert all(0 <= s < 24 for s in spaces)
    if state.phase is not Phase.SETUP:
        assert all(len(markers) == 4 for markers in state.markers)
    board = Board(state.placed)
    for p in state.placed:  # every level equals what lies under it plus one
        assert p.level >= 1
    assert all(board.height((r, c)) >= 0 for r in range(6) for c in range(6))
    assert type(state).model_validate_json(state.model_dump_json()) == state


def play(seed: int, players: int, policies: list[str], four: bool = False):
    options = PasstallyOptions(four_players=four)
    state = GAME.setup(players=players, seed=seed, options=options)
    chooser = random.Random(seed)
    log = []
    while GAME.outcome(state) is None:
        check_invariants(state)
        seat = GAME.to_act(state)[0]
        if policies[seat] == "ai":
            action = GAME.ai_action(state, seat)
        else:
            action = chooser.choice(GAME.legal_actions(state, seat))
        state = GAME.apply(state, seat, action)
        log.append((seat, action.key))
    check_invariants(state)
    replayed = GAME.setup(players=players, seed=seed, options=options)
    for seat, key in log:
        replayed = GAME.apply(replayed, seat, GAME.parse_action(key))
    assert replayed == state
    return state


@pytest.mark.parametrize("seed", range(200))
def test_random_games(seed):
    players = 2 + seed % 2
    state = play(seed, players, ["random"] * players)
    outcome = GAME.outcome(state)
    assert sorted(outcome.ranks) == list(range(1, players + 1))  # the tie-break decides all


@pytest.mark.parametrize("seed", range(10))
def test_four_player_variant_games(seed):
    play(1000 + seed, 4, ["random"] * 4, four=True)


@pytest.mark.parametrize("seed", range(20))
def test_ai_games(seed):
    policies = ["ai", "random"] if seed % 2 else ["random", "ai", "ai"]
    play(2000 + seed, len(policies), policies)
