"""The AI driver, and the simple policies it is measured against (bench/formula_ai.py).

Dice decide most of this game; what a player controls is when to pit, which car to roll
first, and the extra cars' pit stops when they are last. The AI:
- pits at the first entry when staying out would gain at most 1 field: a stop costs the
  rest of the roll, and a forced stop at the second entry costs 5/3 pips on average
  (the overshoot of a die roll past a point: sum k(k-1)/2 over k=1..6, divided by 21);
- rolls its cars in the order with the better expected position (every roll pair tried),
  which in practice moves the leading car first, freeing its field;
- drives the extra cars to lose as much as it can (they only ever take places from players).
It never looks at the coming roll.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable
from fractions import Fraction

from games.formula.actions import PitNow, Roll, RollExtras, StayOut
from games.formula.moving import drive, drive_on
from games.formula.state import Car, FormulaState, PausedMove, Phase

OVERSHOOT = Fraction(5, 3)  # pips lost on average by the compulsory stop at the second pit
ROUND = Fraction(7, 2)  # a round sat out costs one average roll

Policy = Callable[[FormulaState, int], object]


def choose(state: FormulaState, seat: int) -> Roll | RollExtras | PitNow | StayOut:
    """The AI's action for `seat` (deterministic: no chance, no peeking at rolls)."""
    if state.phase is Phase.EXTRA:
        return RollExtras()
    if state.phase is Phase.PIT:
        assert state.paused is not None
        gain = stay_out_gain(state, state.paused)
        pit = gain >= 2 if state.paused.extra else gain <= 1
        return PitNow() if pit else StayOut()
    return Roll(car=best_first_car(state))


def stay_out_gain(state: FormulaState, paused: PausedMove) -> int:
    """Fields a paused car would gain by staying out (after any push back)."""
    trial = state.model_copy(deep=True)
    car = trial.car(paused.car)
    drive_on(trial, car, paused.entry, paused.left, origin=paused.start)
    return car.progress - paused.entry


def value(car: Car) -> Fraction:
    """A car's expected standing in fields: distance, less the pit costs still to pay."""
    if car.place is not None:
        return Fraction(100 - car.place)
    owed = 0 if car.pitted else ROUND + OVERSHOOT
    return car.progress - car.pit_wait * ROUND - owed


def best_first_car(state: FormulaState) -> int:
    """The car to roll first: the order with the best expected total of own cars' values."""
    cars = sorted(state.to_move)
    if len(cars) == 1:
        return cars[0]
    scores = {}
    for order in itertools.permutations(cars):
        total = Fraction(0)
        for rolls in itertools.product(range(1, 7), repeat=len(order)):
            trial = state.model_copy(deep=True)
            for number, pips in zip(order, rolls, strict=True):
                _move_with_policy(trial, trial.car(number), pips)
            total += sum(value(trial.car(number)) for number in cars)
        scores[order[0]] = total
    return max(cars, key=lambda number: (scores[number], -number))


def _move_with_policy(state: FormulaState, car: Car, pips: int) -> None:
    """Move on a scratch state, settling a pit question the way `choose` would."""
    paused = drive(state, car, pips)
    if paused is not None:
        if stay_out_gain(state, paused) <= 1:
            car.progress, car.in_pit, car.pitted, car.pit_wait = paused.entry, True, True, 1
        else:
            drive_on(state, car, paused.entry, paused.left, origin=paused.start)


# -- the policies the AI is measured against ----------------------------------------------


def first_chance(state: FormulaState, seat: int) -> object:
    """Always pit at the first entry reached; cars in number order."""
    if state.phase is Phase.PIT:
        return PitNow()
    return _plain(state)


def last_chance(state: FormulaState, seat: int) -> object:
    """Always stay out at the first entry (so the stop is forced at the second)."""
    if state.phase is Phase.PIT:
        return StayOut()
    return _plain(state)


def random_policy(state: FormulaState, seat: int) -> object:
    """A coin for every decision, seeded by the state."""
    coin = random.Random(f"{state.seed}:{state.step}:policy")
    if state.phase is Phase.PIT:
        return coin.choice([PitNow(), StayOut()])
    if state.phase is Phase.EXTRA:
        return RollExtras()
    return Roll(car=coin.choice(sorted(state.to_move)))


def _plain(state: FormulaState) -> object:
    if state.phase is Phase.EXTRA:
        return RollExtras()
    return Roll(car=min(state.to_move))


POLICIES: dict[str, Policy] = {
    "ai": choose,
    "first": first_chance,
    "last": last_chance,
    "random": random_policy,
}
