"""Scenario tests for moving: overtaking, the occupied-field push back, the start field,
the pit stop (optional, forced, timing, resume field) and finishing."""

from __future__ import annotations

import pytest

from games import IllegalAction
from games.formula.state import Phase
from render.words import said

SEED = 1  # Player 1 starts the Monaco race: pits at fields 8 and 32


@pytest.fixture
def monaco(kit):
    state = kit.game.setup(players=2, seed=SEED)
    assert state.order == [0, 1] and state.race == 0
    return state


def test_every_car_starts_on_the_start_field(kit, monaco):
    assert [car.progress for car in monaco.cars] == [0] * 6
    assert [car.owner for car in monaco.cars] == [0, 0, 1, 1, None, None]
    # several cars may share the start field, and leave it one by one
    state = kit.play(monaco, 0, "roll-1", 3)
    assert state.car(1).progress == 3
    assert [car.progress for car in state.cars[1:]] == [0] * 5


def test_a_car_overtakes_freely(kit, monaco):
    state = kit.place(monaco, c1=1, c3=2, c4=3, c5=4)
    state = kit.play(kit.turn_of(state, 0, [1]), 0, "roll-1", 4)
    assert state.car(1).progress == 5
    assert said(state) == ["{0} rolls 4 for car 1 from field 1 to field 5."]  # one line


def test_ending_on_an_occupied_field_goes_back_to_the_nearest_free_one(kit, monaco):
    state = kit.place(monaco, c1=0, c3=5, c4=4)
    state = kit.play(kit.turn_of(state, 0, [1]), 0, "roll-1", 5)
    assert state.car(1).progress == 3
    assert "Field 5 is taken by car 3: car 1 goes back to field 3." in said(state)


def test_push_back_can_end_on_the_start_field(kit, monaco):
    state = kit.place(monaco, c3=1, c4=2)
    state = kit.play(kit.turn_of(state, 0, [1]), 0, "roll-1", 2)
    assert state.car(1).progress == 0
    assert "Field 2 is taken by car 4: car 1 goes back to field 0." in said(state)


def test_a_car_is_never_put_behind_where_it_started(kit, monaco):
    state = kit.place(monaco, c1=10, c3=11, c4=12, c5=13)
    state = kit.play(kit.turn_of(state, 0, [1]), 0, "roll-1", 3)
    assert state.car(1).progress == 10


def test_reaching_the_first_pit_entry_asks_and_keeps_the_car_until_answered(kit, monaco):
    state = kit.place(monaco, c1=5)
    state = kit.play(kit.turn_of(state, 0, [1]), 0, "roll-1", 5)
    assert state.phase is Phase.PIT
    assert state.car(1).progress == 5
    assert [a.key for a in kit.game.legal_actions(state, 0)] == ["pit", "stay-out"]
    assert [a.label for a in kit.game.legal_actions(state, 0)] == ["Pit now", "Stay out"]
    assert said(state)[-1] == (
        "Car 1 reaches the pit entry at field 8 (2 pips left): pit now or stay out?"
    )


def test_pit_now_drops_the_rest_of_the_roll(kit, monaco):
    state = kit.place(monaco, c1=5)
    state = kit.play(kit.turn_of(state, 0, [1]), 0, "roll-1", 5)
    state = kit.play(state, 0, "pit")
    car = state.car(1)
    assert (car.progress, car.in_pit, car.pitted, car.pit_wait) == (8, True, True, 1)
    assert said(state)[0] == (
        "Car 1 stops in the pit at field 8, 2 pips dropped; it sits out the next round."
    )
    assert state.acting == 1  # the turn passed on


def test_stay_out_drives_the_rest_of_the_roll(kit, monaco):
    state = kit.place(monaco, c1=5)
    state = kit.play(kit.turn_of(state, 0, [1]), 0, "roll-1", 6)
    state = kit.play(state, 0, "stay-out")
    assert (state.car(1).progress, state.car(1).pitted) == (11, False)
    assert said(state) == ["Car 1 stays out and drives on to field 11."]


def test_landing_exactly_on_the_entry_stops_without_asking(kit, monaco):
    """A stop that drops no pip is no decision (issue 11): it is taken, with an event."""
    state = kit.place(monaco, c1=5, c3=8)
    state = kit.play(kit.turn_of(state, 0, [1]), 0, "roll-1", 3)
    assert state.phase is Phase.TURN and state.paused is None
    car = state.car(1)
    assert (car.progress, car.in_pit, car.pitted) == (8, True, True)
    assert said(state)[-1] == (
        "Car 1 stops in the pit at field 8 (its roll ends at the entry: the compulsory stop "
        "costs nothing now); it sits out the next round."
    )


def test_the_stop_is_forced_at_the_second_pit_entry(kit, monaco):
    state = kit.place(monaco, c1=30)
    state = kit.play(kit.turn_of(state, 0, [1]), 0, "roll-1", 4)
    car = state.car(1)
    assert (car.progress, car.in_pit, car.pitted) == (32, True, True)
    assert state.phase is Phase.TURN and state.acting == 1  # no question asked
    assert said(state)[1] == (
        "Car 1 must stop (it passed the first pit) in the pit at field 32, 2 pips dropped; "
        "it sits out the next round."
    )


def test_a_car_that_has_pitted_passes_the_entries(kit, monaco):
    state = kit.place(monaco, c1=30)
    state.car(1).pitted = True
    state = kit.play(kit.turn_of(state, 0, [1]), 0, "roll-1", 4)
    assert state.car(1).progress == 34 and not state.car(1).in_pit


def test_pit_timing_sits_out_one_round_then_counts_from_after_the_entry(kit, monaco):
    state = kit.place(monaco, c1=5, c2=14, c3=16, c4=18, c5=20, c6=22)
    state = kit.turn_of(state, 0, [1])
    state = kit.play(state, 0, "roll-1", 5)
    state = kit.play(state, 0, "pit")
    state = kit.play(state, 1, "roll-3", 1)
    state = kit.play(state, 1, "roll-4", 1)
    state = kit.play(state, kit.game.to_act(state)[0], "roll-extras", 1, 1, cars=[5, 6])
    # round 2: car 1 sits out, car 2 rolls
    assert state.round == 2 and state.acting == 0 and state.to_move == [2]
    assert "Car 1 sits out this round in the pit." in said(state)
    with pytest.raises(IllegalAction, match=r"^Car 1 sits out this round in the pit.$"):
        kit.game.apply(state, 0, kit.game.parse_action("roll-1"))
    state = kit.play(state, 0, "roll-2", 1)
    state = kit.play(state, 1, "roll-3", 1)
    state = kit.play(state, 1, "roll-4", 1)
    state = kit.play(state, kit.game.to_act(state)[0], "roll-extras", 1, 1, cars=[5, 6])
    # round 3: out of the pit; the first field counted is the one after the entry
    assert state.round == 3 and state.to_move == [1, 2]
    state = kit.play(state, 0, "roll-1", 3)
    assert (state.car(1).progress, state.car(1).in_pit) == (11, False)
    assert said(state)[0] == "{0} rolls 3 for car 1 from the pit to field 11."


def test_leaving_the_pit_may_end_on_the_entry_field_when_the_rest_is_taken(kit, monaco):
    state = kit.place(monaco, c1=8, c3=9, c4=10)
    state.car(1).in_pit = state.car(1).pitted = True
    state = kit.play(kit.turn_of(state, 0, [1]), 0, "roll-1", 2)
    assert (state.car(1).progress, state.car(1).in_pit) == (8, False)


def test_a_blocked_pit_exit_keeps_the_car_in_the_pit(kit, monaco):  # [house]
    state = kit.place(monaco, c1=8, c3=8, c4=9, c5=10)
    state.car(1).in_pit = state.car(1).pitted = True
    state = kit.play(kit.turn_of(state, 0, [1]), 0, "roll-1", 2)
    assert (state.car(1).progress, state.car(1).in_pit) == (8, True)
    assert "Every field from the pit to field 10 is taken: car 1 stays in the pit." in (
        said(state)
    )


def test_finishing_takes_the_next_place_and_drops_the_extra_pips(kit, monaco):
    state = kit.place(monaco, c1=45)
    state.car(1).pitted = True
    state = kit.play(kit.turn_of(state, 0, [1]), 0, "roll-1", 6)
    assert (state.car(1).place, state.car(1).progress, state.finishers) == (1, 48, [1])
    assert "Car 1 crosses the line: 1st place." in said(state)


def test_each_grand_prix_has_its_own_pit_distances(kit):
    from games.formula.circuit import circuit

    circ = circuit()
    got = [(gp.name, gp.start, circ.pit_distances(gp)) for gp in circ.grands_prix]
    assert got == [
        ("Monaco", 0, (8, 32)),
        ("Monza", 12, (20, 44)),
        ("Silverstone", 24, (8, 32)),
        ("Hockenheim", 36, (20, 44)),
    ]


def test_an_extra_car_ending_on_the_first_entry_is_asked(kit):
    """Sheet: the player chooses at which of the two pits to stop. For the extra cars the
    last-placed player wants them slow, so the free stop is not taken for them: seed 21,
    extra car 6 rolls 5 from field 3 to the entry on field 8 and seat 1 is asked."""
    state = kit.game.setup(players=2, seed=21)
    moves = "0:roll-1 0:roll-2 1:roll-3 1:roll-4 1:roll-extras 0:roll-2 0:roll-1 1:roll-3 1:roll-4"
    for move in moves.split():
        seat, key = move.split(":")
        state = kit.game.apply(state, int(seat), kit.game.parse_action(key))
    state = kit.game.apply(state, 1, kit.game.parse_action("roll-extras"))
    assert state.phase is Phase.PIT and kit.game.to_act(state) == [1]
    assert (state.paused.car, state.paused.entry, state.paused.left) == (6, 8, 0)
    assert state.paused.extra and not state.car(6).in_pit
    assert said(state)[-1] == (
        "Car 6 reaches the pit entry at field 8 (no pips left): pit now or stay out?"
    )
    # the AI, last-placed, keeps the extra car slow; staying out leaves it on the entry
    assert kit.game.ai_action(state, 1) == kit.game.parse_action("stay-out")
    stayed = kit.game.apply(state, 1, kit.game.parse_action("stay-out"))
    car = stayed.car(6)
    assert (car.progress, car.in_pit, car.pitted) == (8, False, False)
    pitted = kit.game.apply(state, 1, kit.game.parse_action("pit"))
    car = pitted.car(6)
    assert (car.progress, car.in_pit, car.pitted) == (8, True, True)
