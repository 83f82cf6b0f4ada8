"""Seeds for the PAC-MAN SimCord tests: the games the AI plays shortest.

    .venv/bin/python bench/pacman_short_games.py [seeds]     (default 300)

The bot tests play every move by the AI's suggestion, so a seed fixes the whole game.
Solo: one inning, with the test's extra Step + Undo on the first move (the dice are keyed
on the state's step, so that detour changes the rolls); listed by actions (clicks).
2 players, alice (seat 0) against an AI seat: listed by alice's clicks plus turns (each
new turn posts a board). Re-run when the engine or the AI changes, and pick new seeds.
"""

from __future__ import annotations

import sys
from multiprocessing import Pool

from games.pacman import GAME
from games.pacman.actions import UndoStep

LIMIT = 400  # clicks: longer games are of no use to a test


def solo(seed: int) -> tuple:
    state = GAME.setup(1, seed, GAME.Options())
    clicks, undone, events = 0, False, []
    while GAME.outcome(state) is None and clicks < LIMIT:
        action = GAME.ai_action(state, 0)
        state = GAME.apply(state, 0, action)
        clicks += 1
        events += [e for e in state.events if "Section" in e or "eats" in e]
        if not undone and state.path:  # the test's Step, Undo, Step
            state = GAME.apply(GAME.apply(state, 0, UndoStep()), 0, action)
            clicks, undone = clicks + 2, True
    return clicks, seed, state.round, state.scores, len(events)


def duo(seed: int) -> tuple:
    state = GAME.setup(2, seed, GAME.Options())
    clicks = 0
    while GAME.outcome(state) is None and clicks < LIMIT:
        (seat,) = GAME.to_act(state)
        state = GAME.apply(state, seat, GAME.ai_action(state, seat))
        clicks += seat == 0
    return clicks + state.turn, seed, clicks, state.turn, state.scores


def main() -> None:
    seeds = range(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
    with Pool() as pool:
        for title, play in (
            ("solo (clicks, seed, rounds, score, eats+sections)", solo),
            ("2 players (cost, seed, alice's clicks, turns, scores)", duo),
        ):
            print(title)
            finished = [
                row for row in pool.map(play, seeds) if None not in row[-2 if play is solo else -1]
            ]
            for row in sorted(finished)[:10]:
                print("  ", row)


if __name__ == "__main__":
    main()
