"""One press for a turn: RollAll rolls every car of the player; when the order matters."""

from __future__ import annotations

import pytest

from games.formula.moving import order_matters
from games.formula.state import Phase


@pytest.fixture
def monaco(kit):
    state = kit.game.setup(players=2, seed=1)
    assert state.order == [0, 1] and state.race == 0
    return state


def test_the_order_matters_only_when_cars_can_meet_or_both_can_finish(kit, monaco):
    assert order_matters(kit.place(monaco, c1=0, c2=0), [1, 2])  # the grid: one may block
    assert order_matters(kit.place(monaco, c1=10, c2=16), [1, 2])
    assert not order_matters(kit.place(monaco, c1=10, c2=17), [1, 2])
    assert order_matters(kit.place(monaco, c1=42, c2=34), [1, 2]) is False
    assert order_matters(kit.place(monaco, c1=42, c2=35), [1, 2]) is False
    assert order_matters(kit.place(monaco, c1=42, c2=44), [1, 2])  # both near the line
    assert not order_matters(monaco, [1])


def test_roll_all_moves_every_car_in_one_action(kit, monaco):
    state = kit.turn_of(kit.place(monaco, c1=20, c2=10), 0, [1, 2])
    state = kit.play(state, 0, "roll-all-1", 3, 4, cars=[1, 2])
    assert (state.car(1).progress, state.car(2).progress) == (23, 14)
    assert state.events[:2] == [
        "{0} rolls 3 for car 1 from field 20 to field 23.",
        "{0} rolls 4 for car 2 from field 10 to field 14.",
    ]
    assert state.acting != 0 and not state.rolling_on


def test_roll_all_asks_a_real_pit_question_then_rolls_on(kit, monaco):
    state = kit.turn_of(kit.place(monaco, c1=5, c2=20), 0, [1, 2])
    state = kit.play(state, 0, "roll-all-1", 5, 2, cars=[1, 2])
    assert state.phase is Phase.PIT and state.paused.car == 1 and state.rolling_on
    assert state.car(2).progress == 20  # not rolled yet: the question comes first
    state = kit.play(state, 0, "stay-out", 2, cars=[2])
    assert state.car(1).progress == 10 and state.car(2).progress == 22
    assert state.acting != 0 and not state.rolling_on
