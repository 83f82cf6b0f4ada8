"""Golden games: a seed and a seeded random player give exactly these results. A change
here means the rules, the shuffle or the dice changed: old games would replay differently."""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from games.push import GAME, PushOptions


@pytest.mark.parametrize(
    ("seed", "players", "options", "steps", "scores", "digest"),
    [
        (7, 3, {}, 446, [109, 79, 93], "035372195e8f4a4d"),  # stop at any moment
        (8, 2, {"harder": True}, 421, [144, 123], "452b3ec367e77abe"),
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
    # where every card ended, in order (not the whole JSON: new fields must not break it)
    cards = json.dumps([state.benches, state.banks, state.discard, state.switch_pile])
    assert hashlib.sha256(cards.encode()).hexdigest()[:16] == digest
