"""bench/latency.py's capacity: the played rate where click p99 crosses 250 ms, read off
the loads of a run."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.append(str(Path(__file__).resolve().parents[2] / "bench"))

from latency_report import capacity


def load(games: int, served: float, p99: float, busy: float) -> dict:
    return {"games": games, "served": served, "p99": p99, "cpu_busy": busy}


def test_the_capacity_lies_between_the_loads_around_the_crossing():
    runs = [load(3000, 270, 400, 0.92), load(2000, 180, 50, 0.60), load(2500, 230, 150, 0.80)]

    line = capacity(runs)

    # p99 250 ms is 40 % of the way from 150 to 400 ms: 230 + 0.4 * 40 played, 80 + 0.4 * 12 %
    assert line.startswith("capacity (p99 250 ms) 246 human moves/s played, 85 % of the cores")
    assert "between 2500 live games (230 played, p99 150 ms) and 3000" in line


def test_rounds_of_one_load_are_averaged_and_the_first_crossing_counts():
    runs = [
        load(1000, 90, 100, 0.3),
        load(1000, 94, 300, 0.3),  # a mean p99 of 200 ms
        load(2000, 180, 300, 0.6),
        load(3000, 260, 200, 0.8),  # noise: back under, after the crossing
    ]

    assert capacity(runs).startswith("capacity (p99 250 ms) 136 human moves/s played, 45 %")


def test_loads_all_on_one_side_say_which():
    assert capacity([load(1000, 93, 60, 0.4), load(2000, 180, 90, 0.7)]).startswith(
        "capacity (p99 250 ms) above 180 human moves/s played: p99 90 ms at the most live "
        "games (2000), 70 % of the cores busy"
    )
    assert capacity([load(4000, 300, 900, 0.9), load(5000, 320, 2000, 0.95)]).startswith(
        "capacity (p99 250 ms) below 300 human moves/s played: p99 900 ms already at the "
        "fewest live games (4000)"
    )
