"""Golden games: a seed and a seeded random player give exactly these results. A change
here means the rules, the shuffle or the dice changed: old games would replay differently."""

from __future__ import annotations

import hashlib
import random

import pytest

from games.push import GAME, PushOptions


@pytest.mark.parametrize(
    ("seed", "players", "options", "steps", "scores", "digest"),
    [
        (7, 3, {}, 461, [80, 103, 109], "c66866c68ac3bdf4"),
        (8, 2, {"harder": True}, 421, [144, 123], "9398166cdf7b4261"),
    ],
)
def test_golden_game(seed, players, options, steps, scores, digest):
    state = GAME.setup(players=players, seed=seed, options=PushOptions(**options))
    chooser = random.Random(seed)
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        state = GAME.apply(state, seat, chooser.choice(GAME.legal_actions(state, seat)))
    assert state.step == steps
    assert GAME.outcome(state).scores == scores
    assert hashlib.sha256(state.model_dump_json().encode()).hexdigest()[:16] == digest
