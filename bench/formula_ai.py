"""How much do decisions matter in Formula 1? The AI against simple pit policies.

    .venv/bin/python bench/formula_ai.py [--races 500]

For every table below, each seeded championship is played once per rotation of the seats
(the same seed, so the same dice by step), which pairs the policies on equal luck.
Printed: average points per race of each policy, and the AI's paired edge with its
standard error.
Policies: ai (games/formula/ai.py), first (always pit at the first entry reached), last
(always stay out, so the stop is forced at the second entry), random (coin at every choice).
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import games
from games.formula.ai import POLICIES
from games.formula.scoring import race_points
from games.formula.state import FormulaOptions

GAME = games.get("formula")
RACES_PER_CHAMPIONSHIP = 4


def championship(seed: int, seating: tuple[str, ...]) -> list[list[int]]:
    """Points per race per seat for one championship with these policies in the seats."""
    state = GAME.setup(players=len(seating), seed=seed, options=FormulaOptions())
    while GAME.outcome(state) is None:
        (seat,) = GAME.to_act(state)
        state = GAME.apply(state, seat, POLICIES[seating[seat]](state, seat))
    return [race_points(state, finishers) for finishers in state.results]


def table(policies: tuple[str, ...], races: int) -> dict[str, list[float]]:
    """Per race, each policy's points (averaged over the seats it held), every seating
    of the policies played on the same seeds."""
    seatings = [policies[i:] + policies[:i] for i in range(len(policies))]  # rotations
    per_policy: dict[str, list[float]] = {name: [] for name in set(policies)}
    seeds = range(races // RACES_PER_CHAMPIONSHIP)
    for seed in seeds:
        totals = {name: [0.0] * RACES_PER_CHAMPIONSHIP for name in per_policy}
        for seating in seatings:
            for race, points in enumerate(championship(seed, seating)):
                for seat, name in enumerate(seating):
                    share = policies.count(name) * len(seatings)
                    totals[name][race] += points[seat] / share
        for name in per_policy:
            per_policy[name].extend(totals[name])
    return per_policy


def report(title: str, policies: tuple[str, ...], races: int) -> None:
    started = time.perf_counter()
    points = table(policies, races)
    took = time.perf_counter() - started
    print(f"\n{title}  ({len(next(iter(points.values())))} races, {took:.0f} s)")
    for name in sorted(points, key=lambda n: -statistics.fmean(points[n])):
        values = points[name]
        print(f"  {name:7s} {statistics.fmean(values):6.3f} points/race")
    if "ai" in points:
        for name in sorted(points):
            if name == "ai":
                continue
            diffs = [a - b for a, b in zip(points["ai"], points[name], strict=True)]
            se = statistics.stdev(diffs) / len(diffs) ** 0.5
            print(f"  ai - {name:7s} {statistics.fmean(diffs):+6.3f} ± {se:.3f} (1 s.e.)")


PUSHED = re.compile(r"^Field (\d+) is taken by .*: car (\d+) goes back to field (\d+)\.$")
DROPPED = re.compile(r"^Car (\d+) .* in the pit at field \d+(?:, (\d+) pips? dropped)?")


def traffic(races: int) -> None:
    """Why pitting first loses: fields lost to push-backs and pips dropped at the pit, per
    car and race, for cars driven by "first" and by "last" (3 players, both seatings)."""
    lost: dict[str, list[float]] = {"first": [], "last": []}
    dropped: dict[str, list[float]] = {"first": [], "last": []}
    for seed in range(races // RACES_PER_CHAMPIONSHIP):
        for seating in (("first", "last", "first"), ("last", "first", "last")):
            state = GAME.setup(players=3, seed=seed, options=FormulaOptions())
            pushed = dict.fromkeys(range(1, 7), 0)
            pits = dict.fromkeys(range(1, 7), 0)
            while GAME.outcome(state) is None:
                (seat,) = GAME.to_act(state)
                state = GAME.apply(state, seat, POLICIES[seating[seat]](state, seat))
                for event in state.events:
                    if match := PUSHED.match(event):
                        target, car, field = (int(g) for g in match.groups())
                        pushed[car] += (target - field) % 48
                    elif match := DROPPED.match(event):
                        pits[int(match.group(1))] += int(match.group(2) or 0)
            for car in state.cars:
                policy = seating[car.owner]
                lost[policy].append(pushed[car.number] / RACES_PER_CHAMPIONSHIP)
                dropped[policy].append(pits[car.number] / RACES_PER_CHAMPIONSHIP)
    print(f"\nWhere first loses (3 players, {races} races; per car and race):")
    for policy in lost:
        print(
            f"  {policy:7s} {statistics.fmean(lost[policy]):5.2f} fields lost to push-backs, "
            f"{statistics.fmean(dropped[policy]):5.2f} pips dropped at the pit"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--races", type=int, default=500, help="races per table")
    races = parser.parse_args().races
    print("Formula 1: average points per race (10-6-4-3-2-1; 26 a race in all).")
    report("3 players, 2 cars each: ai / first / last", ("ai", "first", "last"), races)
    report("2 players + 2 extra cars: ai vs first", ("ai", "first"), races)
    report("2 players + 2 extra cars: ai vs last", ("ai", "last"), races)
    report("2 players + 2 extra cars: first vs last", ("first", "last"), races)
    report("2 players + 2 extra cars: ai vs random", ("ai", "random"), races)
    six = ("ai", "first", "last", "ai", "first", "last")
    report("6 players, 1 car each: 2 × ai, 2 × first, 2 × last", six, races)
    traffic(races)


if __name__ == "__main__":
    main()
