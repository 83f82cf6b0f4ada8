"""Passtally AI against a uniformly random player: win rate and time per decision.

    .venv/bin/python bench/passtally_ai.py [games] [players]

Seeded games 0..N-1; the AI is the first player in even games and the last in odd ones.
A win is rank 1 (a shared first counts).
"""

from __future__ import annotations

import random
import statistics
import sys
import time

import games


def play(seed: int, players: int) -> tuple[bool, list[float], int]:
    game = games.get("passtally")
    options = game.Options(four_players=players == 4)
    state = game.setup(players=players, seed=seed, options=options)
    ai_seat = state.first if seed % 2 == 0 else (state.first - 1) % players
    chooser = random.Random(seed)
    times: list[float] = []
    while game.outcome(state) is None:
        seat = game.to_act(state)[0]
        if seat == ai_seat:
            start = time.perf_counter()
            action = game.ai_action(state, seat)
            times.append(time.perf_counter() - start)
        else:
            action = chooser.choice(game.legal_actions(state, seat))
        state = game.apply(state, seat, action)
    outcome = game.outcome(state)
    scores = outcome.scores
    margin = scores[ai_seat] - max(s for k, s in enumerate(scores) if k != ai_seat)
    return outcome.ranks[ai_seat] == 1, times, margin


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    wins, times, margins = 0, [], []
    for seed in range(n):
        won, spent, margin = play(seed, players)
        wins += won
        times += spent
        margins.append(margin)
    times.sort()
    ms = [t * 1000 for t in times]
    print(f"{players}-player games: {n}, AI wins {wins} ({100 * wins / n:.1f} %)")
    print(f"mean margin over the best random player: {statistics.mean(margins):+.1f} points")
    print(
        f"decision time over {len(ms)} decisions: mean {statistics.mean(ms):.1f} ms, "
        f"p95 {ms[int(0.95 * (len(ms) - 1))]:.1f} ms, max {ms[-1]:.1f} ms"
    )


if __name__ == "__main__":
    main()
