"""The AI driver, and the simple policies it is measured against (bench/formula_ai.py).

Dice decide most of this game; what a player controls is when to pit, which car to roll
first, and the extra cars' pit stops when they are last. The AI:
- pits at the first entry when staying out would gain at most 1 field: a stop costs the
  rest of the roll, and a forced stop at the second entry costs 5/3 pips on average
  (the overshoot of a die roll past a point: sum k(k-1)/2 over k=1..6, divided by 21);
- rolls its leading car first, freeing its field for the car behind;
- drives the extra cars to lose as much as it can (they only ever take places from players).
It never looks at the coming roll.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction

from games.formula.actions import PitNow, Roll, RollExtras, StayOut
from games.formula.moving import stay_out_landing
from games.formula.state import FormulaState, PausedMove, Phase

OVERSHOOT = Fraction(5, 3)  # pips lost on average by the compulsory stop at the second pit

Policy = Callable[[FormulaState, int], object]


def choose(state: FormulaState, seat: int) -> Roll | RollExtras | PitNow | StayOut:
    """The AI's action for `seat` (deterministic: no chance, no peeking at rolls)."""
    if state.phase is Phase.EXTRA:
        return RollExtras()
    if state.phase is Phase.PIT:
        assert state.paused is not None
        gain = stay_out_gain(state, state.paused)
        pit = gain > OVERSHOOT if state.paused.extra else gain < OVERSHOOT
        return PitNow() if pit else StayOut()
    return Roll(car=first_car(state))


def stay_out_gain(state: FormulaState, paused: PausedMove) -> int:
    """Fields a paused car would gain by staying out (after any push back)."""
    return stay_out_landing(state, paused) - paused.entry


def first_car(state: FormulaState) -> int:
    """The car to roll first: the one furthest ahead, so its field is free for the next.
    (Trying every roll pair for both orders measured no better: -0.09 ± 0.11 points a race
    over 400 races, at twenty times the cost.)"""
    return max(state.to_move, key=lambda number: (state.car(number).progress, -number))


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
