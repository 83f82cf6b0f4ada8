"""Measure the PUSH AI: win rates over seeded 2-player games, and its decision time.

    .venv/bin/python bench/push_ai.py            # 200 games against each opponent
    .venv/bin/python bench/push_ai.py --games 50

Opponents: a uniformly random player, and the fixed policy "stop after 3 cards, bank the
largest colour" (games/push/baseline.py). The AI sits first in even seeds, second in odd
ones. A win is rank 1 alone; a shared first place counts as a tie.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.push import GAME, PushOptions, PushState
from games.push.ai import choose
from games.push.baseline import fixed_action, random_action

Policy = Callable[[PushState, int], object]


def play(seed: int, ai: Policy, other: Policy, options: PushOptions | None = None):
    """One 2-player game; returns (AI's rank, other's rank, AI score, other score, AI time)."""
    ai_seat = seed % 2
    state = GAME.setup(players=2, seed=seed, options=options or PushOptions())
    thinking, decisions = 0.0, 0
    while (outcome := GAME.outcome(state)) is None:
        seat = GAME.to_act(state)[0]
        if seat == ai_seat:
            start = time.perf_counter()
            action = ai(state, seat)
            thinking += time.perf_counter() - start
            decisions += 1
        else:
            action = other(state, seat)
        state = GAME.apply(state, seat, action)
    return (
        outcome.ranks[ai_seat],
        outcome.ranks[1 - ai_seat],
        outcome.scores[ai_seat],
        outcome.scores[1 - ai_seat],
        thinking / max(decisions, 1),
    )


def win_rate(games: int, ai: Policy, other: Policy, first_seed: int = 0, options=None):
    wins = ties = 0
    margin = 0.0
    per_decision = 0.0
    for seed in range(first_seed, first_seed + games):
        mine, theirs, my_score, their_score, thinking = play(seed, ai, other, options)
        wins += mine == 1 and theirs == 2
        ties += mine == theirs
        margin += my_score - their_score
        per_decision += thinking
    return wins / games, ties / games, margin / games, per_decision / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--harder", action="store_true", help="the harder variant")
    args = parser.parse_args()
    options = PushOptions(harder=args.harder)
    for label, other in (("random player", random_action), ("fixed policy", fixed_action)):
        start = time.perf_counter()
        wins, ties, margin, per_decision = win_rate(args.games, choose, other, 0, options)
        print(
            f"AI vs {label}: wins {wins:.1%}, ties {ties:.1%} over {args.games} "
            f"2-player games; mean margin {margin:+.1f} points; "
            f"{per_decision * 1000:.2f} ms a decision; {time.perf_counter() - start:.1f} s"
        )


if __name__ == "__main__":
    main()
