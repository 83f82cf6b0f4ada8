"""The AIs beat random play clearly on a small seeded sample, and decide fast.

The full figures over 200 innings each come from bench/pacman_ai.py.
"""

from __future__ import annotations

import random
import statistics

import games
from games.pacman.inning import ghost_control

GAME = games.get("pacman")
ROUNDS = 60  # innings are cut short here to keep the test fast


def inning(seed: int, pacman: str, ghosts: str) -> tuple[int, int]:
    """(score, rounds survived) of one inning cut at ROUNDS. (Decision times are measured
    by bench/pacman_ai.py, not by a timed test.)"""
    players = 1 if ghosts == "engine" else 2
    state = GAME.setup(players, seed)
    state.pacman, state.control = 0, ghost_control(players, 0)
    chooser, first = random.Random(seed), state.round
    while state.scores[0] is None and state.round - first < ROUNDS:
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        if seat == 0 and pacman == "walker":
            done = [a for a in legal if a.key == "confirm"]
            walk = [a for a in legal if a.key != "undo" and not a.key.startswith("go-")]
            action = done[0] if done else chooser.choice(walk)  # step by step, never GoTo
        elif seat == 1 and ghosts == "random":
            action = chooser.choice(legal)
        else:
            action = GAME.ai_action(state, seat)
            assert action in legal
        state = GAME.apply(state, seat, action)
    score = state.scores[0] if state.scores[0] is not None else state.score
    return score, state.round - first


def test_the_pacman_ai_scores_far_more_than_a_random_walker():
    ai = [inning(seed, "ai", "engine") for seed in range(5)]
    walker = [inning(seed, "walker", "engine") for seed in range(5)]
    assert statistics.mean(s for s, _ in ai) > 5 * statistics.mean(s for s, _ in walker) + 500


def test_the_ghost_ai_catches_pacman_sooner_than_random_ghosts():
    hunted = [inning(seed, "walker", "ai")[1] for seed in range(8)]
    wandered = [inning(seed, "walker", "random")[1] for seed in range(8)]
    assert statistics.mean(hunted) < 0.5 * statistics.mean(wandered)
