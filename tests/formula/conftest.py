"""Helpers for the Formula 1 tests: hand-built positions and pinned dice.

A roll is keyed on (seed, step), so `pin` moves a state's step to one whose roll is the
wanted value: the real chance code decides, the test only picks the moment.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import games
from games import chance
from games.formula.state import FormulaState, Phase

GAME = games.get("formula")


def pin(state: FormulaState, *values: int, cars: list[int] | None = None) -> FormulaState:
    """The same state at a step whose roll is `values[0]` (or, for the extra cars'
    roll, whose rolls for `cars` are `values`)."""
    for step in range(state.step, state.step + 100_000):
        if cars is None:
            got = (chance.roll(state.seed, "roll", step),)
        else:
            got = tuple(chance.roll(state.seed, "roll", step, n) for n in cars)
        if got == values:
            return state.model_copy(update={"step": step}, deep=True)
    raise AssertionError(f"no step gives {values}")


def place(state: FormulaState, **where: int) -> FormulaState:
    """Put cars at distances from the start: place(state, c1=5, c3=9)."""
    state = state.model_copy(deep=True)
    for name, progress in where.items():
        state.car(int(name[1:])).progress = progress
    return state


def turn_of(state: FormulaState, seat: int, cars: list[int]) -> FormulaState:
    """Make it `seat`'s turn with `cars` to roll."""
    state = state.model_copy(deep=True)
    state.phase, state.acting, state.to_move = Phase.TURN, seat, cars
    state.order_pos = state.order.index(seat)
    return state


def play(state: FormulaState, seat: int, key: str, *rolls: int, cars=None) -> FormulaState:
    """Apply `key` for `seat`, with the die pinned to `rolls` when given."""
    if rolls:
        state = pin(state, *rolls, cars=cars)
    return GAME.apply(state, seat, GAME.parse_action(key))


@pytest.fixture
def kit():
    return SimpleNamespace(game=GAME, pin=pin, place=place, turn_of=turn_of, play=play)
