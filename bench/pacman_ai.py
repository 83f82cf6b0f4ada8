"""PAC-MAN AI figures: the AIs against random play over seeded innings.

    .venv/bin/python bench/pacman_ai.py [innings]     (default 200)

1. PAC-MAN: the AI against a random walker (random steps, never undoing, confirming as
   soon as the count is exact), each playing solo innings against the engine's ghost AI.
2. Ghosts: the ghost AI against random ghosts (a uniformly random legal route), each
   hunting the PAC-MAN AI (then the random walker) in 2-player innings; how many rounds
   PAC-MAN survives. Innings are cut at MAX_ROUNDS PAC-MAN turns.
Also the time the AI takes per decision.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from multiprocessing import Pool

import games
from games.pacman.inning import ghost_control
from games.pacman.state import PacmanState

GAME = games.get("pacman")
MAX_ROUNDS = 200  # an inning still going after this many PAC-MAN turns is cut short


def walker(state: PacmanState, chooser: random.Random):
    legal = GAME.legal_actions(state, state.pacman)
    finish = [a for a in legal if a.key == "confirm"]
    return finish[0] if finish else chooser.choice([a for a in legal if a.key != "undo"])


def inning(args: tuple[str, int]) -> tuple[int, int, int, list[float]]:
    """Play one inning; returns (score, rounds survived, level reached, AI decision times)."""
    who, seed = args
    players = 1 if who in ("pacman-ai", "walker") else 2
    prey = "walker" if who.endswith("walker") else "ai"
    state = GAME.setup(players, seed)
    state.pacman = 0  # seat 0 plays PAC-MAN whatever the rolls said
    state.control = ghost_control(players, 0)
    chooser = random.Random(seed)
    start_round, times, level = state.round, [], 1
    while state.scores[0] is None and state.round - start_round < MAX_ROUNDS:
        level = max(level, state.level)
        seat = GAME.to_act(state)[0]
        if seat == 0 and prey == "walker":
            action = walker(state, chooser)
        elif seat == 1 and who.startswith("random-ghosts"):
            action = chooser.choice(GAME.legal_actions(state, seat))
        else:
            began = time.perf_counter()
            action = GAME.ai_action(state, seat)
            times.append(time.perf_counter() - began)
        state = GAME.apply(state, seat, action)
    score = state.scores[0] if state.scores[0] is not None else state.score
    return score, state.round - start_round, level, times


def run(who: str, innings: int, pool: Pool) -> list[tuple[int, int, int, list[float]]]:
    return pool.map(inning, [(who, seed) for seed in range(innings)], chunksize=4)


def summary(name: str, results) -> str:
    scores = [r[0] for r in results]
    rounds = [r[1] for r in results]
    levels = sum(1 for r in results if r[2] > 1)
    mean, median = statistics.mean(scores), statistics.median(scores)
    return (
        f"{name:<16} mean score {mean:7.0f}  median {median:7.0f}  "
        f"mean rounds survived {statistics.mean(rounds):6.1f}  innings past level 1: {levels}"
    )


def main() -> None:
    innings = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    with Pool(2) as pool:
        ai = run("pacman-ai", innings, pool)
        walk = run("walker", innings, pool)
        smart = run("ghost-ai", innings, pool)
        rand = run("random-ghosts", innings, pool)
        smart_w = run("ghost-ai-walker", innings, pool)
        rand_w = run("random-ghosts-walker", innings, pool)
    print(f"PAC-MAN AI vs a random walker, {innings} solo innings each against the ghost AI:")
    print(summary("  PAC-MAN AI", ai))
    print(summary("  random walker", walk))
    print(f"Ghost AI vs random ghosts, {innings} innings each hunting the PAC-MAN AI:")
    print(summary("  ghost AI", smart))
    print(summary("  random ghosts", rand))
    caught_ai = statistics.mean(r[1] for r in smart)
    caught_rand = statistics.mean(r[1] for r in rand)
    print(f"  PAC-MAN survives {caught_rand / caught_ai:.1f}x longer against random ghosts")
    print(f"Ghost AI vs random ghosts, {innings} innings each hunting the random walker:")
    print(summary("  ghost AI", smart_w))
    print(summary("  random ghosts", rand_w))
    times = [t for r in (*ai, *smart) for t in r[3]]
    times.sort()
    mean, p99 = 1000 * statistics.mean(times), 1000 * times[int(0.99 * len(times))]
    print(
        f"AI decision time over {len(times)} decisions: mean {mean:.1f} ms, "
        f"99th percentile {p99:.1f} ms, max {1000 * times[-1]:.1f} ms"
    )


if __name__ == "__main__":
    main()
