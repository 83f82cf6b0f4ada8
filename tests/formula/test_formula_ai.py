"""The AI is legal, fast, and better than pitting at the first chance (bench/formula_ai.py
has the full 500-race figures; here a small fixed sample keeps the suite fast)."""

from __future__ import annotations

import statistics

from games.formula.actions import PitNow, StayOut
from games.formula.ai import POLICIES, choose
from games.formula.scoring import race_points
from games.formula.state import FormulaOptions, Phase


def points_per_race(game, seeds, seatings):
    """Average points per race of each policy, every seating played on every seed."""
    got: dict[str, list[int]] = {}
    for seed in seeds:
        for seating in seatings:
            state = game.setup(players=len(seating), seed=seed, options=FormulaOptions())
            while game.outcome(state) is None:
                (seat,) = game.to_act(state)
                state = game.apply(state, seat, POLICIES[seating[seat]](state, seat))
            for finishers in state.results:
                for seat, points in enumerate(race_points(state, finishers)):
                    got.setdefault(seating[seat], []).append(points)
    return {name: statistics.fmean(values) for name, values in got.items()}


def test_the_ai_beats_always_pitting_at_the_first_chance(kit):
    seatings = [("ai", "first", "last"), ("first", "last", "ai"), ("last", "ai", "first")]
    means = points_per_race(kit.game, range(20), seatings)  # 80 races, each seat rotation
    assert means["ai"] - means["first"] > 0.5, means
    assert means["ai"] > means["last"] - 0.3, means  # about even with "last" (see bench)


def test_pit_decision_follows_the_expected_loss(kit):
    state = kit.game.setup(players=2, seed=1)
    state = kit.turn_of(kit.place(state, c1=5), 0, [1])
    small = kit.play(state, 0, "roll-1", 4)  # 1 pip left: staying out gains 1 field
    assert small.phase is Phase.PIT and choose(small, 0) == PitNow()
    large = kit.play(state, 0, "roll-1", 6)  # 3 pips left
    assert choose(large, 0) == StayOut()


def test_the_ai_slows_the_extra_cars(kit):
    state = kit.game.setup(players=2, seed=1)
    state = kit.place(state, c1=20, c2=21, c3=22, c4=23, c5=5, c6=30)
    state = kit.play(kit.turn_of(state, 1, [3]), 1, "roll-3", 1)
    state = kit.play(state, kit.game.to_act(state)[0], "roll-extras", 6, 1, cars=[5, 6])
    assert state.paused.extra and state.paused.left == 3
    assert choose(state, state.acting) == PitNow()  # drops 3 pips of an extra car


def test_the_ai_rolls_its_leading_car_first(kit):
    """(Its speed is measured by bench/formula_ai.py, not by a timed test.)"""
    state = kit.game.setup(players=2, seed=1)
    state = kit.turn_of(kit.place(state, c1=4, c2=7), 0, [1, 2])
    assert choose(state, 0).key == "roll-2"
