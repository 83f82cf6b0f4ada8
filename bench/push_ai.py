"""Measure the PUSH AI: win rates over seeded 2-player games, and its decision time.

    .venv/bin/python bench/push_ai.py            # 200 games against each opponent
    .venv/bin/python bench/push_ai.py --games 50 --harder

Opponents: a uniformly random player, and the fixed policy "stop after 3 cards, bank the
largest colour" (games/push/baseline.py). The AI sits first in even seeds, second in odd
ones. A win is rank 1 alone; a shared first place counts as a tie.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.push import PushOptions
from games.push.ai import choose
from games.push.baseline import fixed_action, random_action, win_rate


class Timed:
    """The AI, with the time it spends deciding."""

    def __init__(self) -> None:
        self.seconds, self.decisions = 0.0, 0

    def __call__(self, state, seat):
        start = time.perf_counter()
        action = choose(state, seat)
        self.seconds += time.perf_counter() - start
        self.decisions += 1
        return action


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--harder", action="store_true", help="the harder variant")
    args = parser.parse_args()
    options = PushOptions(harder=args.harder)
    for label, other in (("a random player", random_action), ("the fixed policy", fixed_action)):
        ai = Timed()
        start = time.perf_counter()
        wins, ties, margin = win_rate(args.games, ai, other, 0, options)
        print(
            f"AI vs {label}: wins {wins:.1%}, ties {ties:.1%} over {args.games} seeded "
            f"2-player games; mean margin {margin:+.1f} points; "
            f"{ai.seconds / max(ai.decisions, 1) * 1000:.2f} ms a decision; "
            f"{time.perf_counter() - start:.1f} s"
        )


if __name__ == "__main__":
    main()
