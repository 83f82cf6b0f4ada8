"""A golden game: seed + action keys replay to the recorded end (like perft files).

The file was recorded from an AI game; it pins the rules and the chance, not the AI.
If a rule changes on purpose, record it again and say so in the commit.
"""

from __future__ import annotations

import json
from pathlib import Path

import games
from games.pacman.state import PacmanOptions
from render.words import said

GOLDEN = Path(__file__).with_name("golden_pacman_game.json")


def test_the_golden_game_replays_to_its_recorded_end():
    data = json.loads(GOLDEN.read_text())
    game = games.get("pacman")
    state = game.setup(data["players"], data["seed"], PacmanOptions(**data["options"]))
    for entry in data["actions"].split():
        seat, key = entry.split(":")
        state = game.apply(state, int(seat), game.parse_action(key))
    expect = data["expect"]
    assert state.scores == expect["scores"]
    assert (state.step, state.round, state.turn) == (
        expect["step"],
        expect["round"],
        expect["turn"],
    )
    assert said(state) == expect["last_events"]
    assert game.outcome(state) is not None
