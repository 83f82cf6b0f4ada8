"""One press for a turn: RollAll rolls every car of the player; when the order matters."""

from __future__ import annotations

import pytest

from games.formula.moving import _move, _Trial, drive, order_matters, pit_distances
from games.formula.state import FormulaOptions, Phase
from render.words import said


@pytest.fixture
def monaco(kit):
    state = kit.game.setup(players=2, seed=1)
    assert state.order == [0, 1] and state.race == 0
    return state


def test_the_order_is_asked_only_when_another_order_can_be_better(kit, monaco):
    # the grid, cars near each other, both near the line: the leader rolling first is
    # never worse (it frees its field; alike cars that meet only swap places)
    assert not order_matters(kit.place(monaco, c1=0, c2=0), [1, 2])
    assert not order_matters(kit.place(monaco, c1=10, c2=16), [1, 2])
    assert not order_matters(kit.place(monaco, c1=10, c2=17), [1, 2])
    assert not order_matters(kit.place(monaco, c1=42, c2=44), [1, 2])
    # either may stop at the pit entry on field 8 (its question comes before or after
    # the other car's roll)
    assert order_matters(kit.place(monaco, c1=3, c2=5), [1, 2])
    assert not order_matters(kit.place(monaco, c1=3, c2=14), [1, 2])  # too far apart
    # one car has stopped, the other has not: which of them takes a shared field matters
    apart = kit.place(monaco, c1=10, c2=12)
    apart.car(1).pitted = True
    assert order_matters(apart, [1, 2])
    assert not order_matters(monaco, [1])


def test_roll_all_moves_every_car_in_one_action(kit, monaco):
    state = kit.turn_of(kit.place(monaco, c1=20, c2=10), 0, [1, 2])
    state = kit.play(state, 0, "roll-all-1", 3, 4, cars=[1, 2])
    assert (state.car(1).progress, state.car(2).progress) == (23, 14)
    assert said(state)[:2] == [
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


def drive_copies(state, order, dice):
    """The reference for `order_matters`' trial moves: the engine's own `drive` on a copy
    of the state (None if a pit entry asks)."""
    trial = state.model_copy(deep=True)
    for number in order:
        if drive(trial, trial.car(number), dice[number]) is not None:
            return None
    return [_Trial.of(trial.car(number)) for number in sorted(order)]


def test_the_order_look_plays_every_roll_as_the_engine_drives_it(kit):
    """`order_matters` plays 72 trial moves on plain tuples: for two cars of a player
    close together, in states of seeded AI championships, every roll in either order
    ends where the engine's `drive` puts the cars."""
    checked = 0
    for seed in range(2):
        state = kit.game.setup(players=2, seed=seed, options=FormulaOptions(races=1))
        while kit.game.outcome(state) is None:
            pair = [c.number for c in state.cars_of(state.acting) if c.racing]
            if (
                len(pair) == 2
                and abs(state.car(pair[0]).progress - state.car(pair[1]).progress) <= 6
            ):
                for dice in [(a, b) for a in range(1, 7) for b in range(1, 7)]:
                    for order in (pair, pair[::-1]):
                        rolled = dict(zip(order, dice, strict=True))
                        assert trial_moves(state, order, rolled) == drive_copies(
                            state, order, rolled
                        ), (seed, state.step, order, dice)
                checked += 1
            (seat,) = kit.game.to_act(state)
            state = kit.game.apply(state, seat, kit.game.ai_action(state, seat))
    assert checked > 30, checked


def trial_moves(state, order, dice):
    """Both cars after their rolls in this order, as `order_matters` plays them."""
    first, then = (_Trial.of(state.car(number)) for number in order)
    standing = {
        c.progress for c in state.cars if c.number not in order and c.racing and not c.in_pit
    }
    pits, finished = pit_distances(state), len(state.finishers)
    first = _move(pits, first, dice[first.number], standing, then, finished)
    if first is None:
        return None
    then = _move(pits, then, dice[then.number], standing, first, finished)
    return None if then is None else sorted([first, then])


def replay(kit, players: int, seed: int, moves: str):
    """The state after `moves` ("seat:key ..."), from `setup(players, seed)`."""
    state = kit.game.setup(players=players, seed=seed)
    for move in moves.split():
        seat, key = move.split(":")
        state = kit.game.apply(state, int(seat), kit.game.parse_action(key))
    return state


def test_a_pit_answer_in_roll_all_does_not_roll_the_next_players_car(kit):
    """Seed 10055: seat 0's Stay out for its last car ends its turn; seat 1's car 4 is
    not rolled by it (it used to be, then waited at a pit question seat 1 never asked)."""
    before = replay(kit, 2, 10055, "0:roll-all-2 1:roll-all-4 1:roll-extras 0:roll-all-1")
    assert before.phase is Phase.PIT and before.paused.car == 2 and before.acting == 0
    state = kit.game.apply(before, 0, kit.game.parse_action("stay-out"))
    assert state.phase is Phase.TURN and state.acting == 1
    assert sorted(state.to_move) == [3, 4] and not state.rolling_on
    assert state.car(4).progress == before.car(4).progress
    assert not any("car 4" in event or "car 3" in event for event in said(state))


def test_roll_all_ends_with_the_players_turn(kit):
    """Seats 0 and 1 sit out the next round in the pit: after seat 2's press rolls cars 5
    and 6, its next turn (the new round) is a new press; the press used to roll on into
    it, drawing the same dice again."""
    state = kit.game.setup(players=3, seed=40)
    state = kit.place(state, c1=8, c2=8, c3=8, c4=8, c5=20, c6=30)
    for car in state.cars:
        car.pitted = True
        car.in_pit, car.pit_wait = car.number <= 4, int(car.number <= 4)
    state.order = [0, 1, 2]
    before = kit.turn_of(state, 2, [5, 6])
    state = kit.play(before, 2, "roll-all-6", 2, 3, cars=[6, 5])
    assert (state.car(6).progress, state.car(5).progress) == (32, 23)
    rolls = [event for event in said(state) if " rolls " in event]
    assert len(rolls) == 2, said(state)  # one roll a car
    assert state.round == before.round + 1 and state.turn == before.turn + 1
    assert state.acting == 2 and sorted(state.to_move) == [5, 6] and not state.rolling_on
