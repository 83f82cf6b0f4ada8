"""Scenario tests for the order of play: teams, start rolls, turns, the extra cars and who
moves them, errors a player can read, the end of a race and of the championship."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from games import IllegalAction, NotYourTurn
from games.formula.flow import make_cars
from games.formula.state import FormulaOptions, Phase
from render.words import refusal, said


@pytest.mark.parametrize(
    ("players", "owners"),
    [
        (2, [0, 0, 1, 1, None, None]),
        (3, [0, 0, 1, 1, 2, 2]),
        (4, [0, 1, 2, 3, None, None]),
        (5, [0, 1, 2, 3, 4, None]),
        (6, [0, 1, 2, 3, 4, 5]),
    ],
)
def test_six_cars_two_each_for_two_or_three_players(players, owners):
    assert [car.owner for car in make_cars(players)] == owners


def test_start_order_by_roll_ties_reroll_then_clockwise(kit):
    tied = None
    for seed in range(200):
        state = kit.game.setup(players=4, seed=seed)
        if len(state.start_rolls) > 1:
            tied = state
            break
    assert tied is not None
    first, last = tied.start_rolls[0], tied.start_rolls[-1]
    best = max(first)
    # only the tied seats roll again
    assert [s for s in range(4) if last[s]] == [s for s in range(4) if first[s] == best]
    starter = last.index(max(last))
    assert tied.order == [(starter + i) % 4 for i in range(4)]
    assert tied.acting == starter and tied.to_move == [starter + 1]
    assert f"{{{starter}}} starts." in said(tied)


def test_a_two_car_team_rolls_each_car_in_the_order_it_picks(kit):
    state = kit.game.setup(players=2, seed=1)
    assert state.turn == 0  # the bot's "turn 1"
    assert [a.key for a in kit.game.legal_actions(state, 0)] == [
        "roll-1",
        "roll-2",
        "roll-all-1",
        "roll-all-2",
    ]
    assert [a.label for a in kit.game.legal_actions(state, 0)][:2] == ["Roll car 1", "Roll car 2"]
    state = kit.play(state, 0, "roll-2", 4)
    assert said(state)[0] == "{0} rolls 4 for car 2 from field 0 to field 4."
    assert state.last_roll.model_dump() == {"seat": 0, "car": 2, "value": 4}
    assert [a.key for a in kit.game.legal_actions(state, 0)] == ["roll-1"]
    turn = state.turn
    state = kit.play(state, 0, "roll-1", 1)
    assert state.acting == 1 and state.turn == turn + 1


def test_errors_name_the_car_and_the_reason(kit):
    state = kit.game.setup(players=2, seed=1)
    cases = [
        (0, "roll-3", "Car 3 is not yours: you drive cars 1 and 2."),
        (0, "pit", "Roll for your cars first: cars 1 and 2 still to move."),
        (0, "roll-extras", "Roll for your cars first: cars 1 and 2 still to move."),
    ]
    for seat, key, message in cases:
        with pytest.raises(IllegalAction) as error:
            kit.game.apply(state, seat, kit.game.parse_action(key))
        assert str(error.value) == message
    with pytest.raises(NotYourTurn):
        kit.game.apply(state, 1, kit.game.parse_action("roll-3"))
    moved = kit.play(state, 0, "roll-1", 2)
    with pytest.raises(IllegalAction, match=r"^Car 1 has already moved this turn.$"):
        kit.game.apply(moved, 0, kit.game.parse_action("roll-1"))
    paused = kit.play(kit.turn_of(kit.place(state, c1=6), 0, [1]), 0, "roll-1", 4)
    with pytest.raises(IllegalAction, match=r"^Car 1 is at a pit entry: choose Pit now"):
        kit.game.apply(paused, 0, kit.game.parse_action("roll-1"))
    done = kit.turn_of(state, 0, [2])
    done.car(1).place = 1
    with pytest.raises(IllegalAction, match=r"^Car 1 has already finished this race.$"):
        kit.game.apply(done, 0, kit.game.parse_action("roll-1"))


def test_a_refusal_reads_in_the_clickers_language(kit):
    """The rules refuse with a phrase: the bot words it for whoever clicked."""
    state = kit.game.setup(players=2, seed=1)
    with pytest.raises(IllegalAction) as error:
        kit.game.apply(state, 0, kit.game.parse_action("roll-3"))
    assert refusal(error.value, "pl") == "Bolid 3 nie jest twój: jeździsz bolidami 1 i 2."
    assert refusal(error.value, "el").startswith("Το αυτοκίνητο 3 δεν είναι δικό σου")
    with pytest.raises(IllegalAction) as error:
        kit.game.apply(state, 0, kit.game.parse_action("pit"))
    assert refusal(error.value, "es-419") == (
        "Tira antes por tus autos: a los autos 1 y 2 les falta moverse."
    )


def test_the_last_placed_player_rolls_for_the_extra_cars(kit):
    state = kit.game.setup(players=2, seed=1)
    # Player 1's best car is behind Player 2's best car
    state = kit.place(state, c1=3, c2=4, c3=1, c4=9, c5=20, c6=21)
    state = kit.play(kit.turn_of(state, 1, [3, 4]), 1, "roll-3", 1)
    state = kit.play(state, 1, "roll-4", 1)
    assert state.phase is Phase.EXTRA and kit.game.to_act(state) == [0]
    assert [(a.key, a.label) for a in kit.game.legal_actions(state, 0)] == [
        ("roll-extras", "Roll for extra cars")
    ]
    state = kit.play(state, 0, "roll-extras", 2, 5, cars=[5, 6])
    assert (state.car(5).progress, state.car(6).progress) == (22, 26)
    assert "Extra car 5 rolls 2 from field 20 to field 22." in said(state)
    assert state.round == 2 and state.phase is Phase.TURN


def test_last_place_is_the_best_car_furthest_behind_ties_to_the_later_seat(kit):
    from games.formula.scoring import last_placed

    state = kit.game.setup(players=2, seed=1)
    assert last_placed(state) == 1  # everyone on the grid: a tie
    state = kit.place(state, c1=3, c2=9, c3=5, c4=12)
    assert last_placed(state) == 0  # best cars: 9 against 12
    state = kit.place(state, c1=8, c2=2, c3=8, c4=1)
    state.car(1).in_pit = True  # car 1 in the pit beside car 3: a tie at 8
    assert last_placed(state) == 1
    state.car(3).place, state.car(3).progress = 1, 48  # a finished car is ahead of all
    assert last_placed(state) == 0


def test_the_extra_cars_mover_makes_their_pit_decisions(kit):
    state = kit.game.setup(players=2, seed=1)
    state = kit.place(state, c1=20, c2=21, c3=22, c4=23, c5=5, c6=6)
    state = kit.play(kit.turn_of(state, 1, [3]), 1, "roll-3", 1)
    mover = kit.game.to_act(state)[0]
    assert mover == 0
    state = kit.play(state, mover, "roll-extras", 4, 2, cars=[5, 6])
    assert state.phase is Phase.PIT and state.paused.car == 5 and state.paused.extra
    assert kit.game.to_act(state) == [0]
    state = kit.play(state, 0, "pit", 6, cars=[6])  # car 6 then rolls a 6 (pit question)
    assert state.car(5).in_pit and state.paused.car == 6
    state = kit.play(state, 0, "stay-out")
    assert state.car(6).progress == 12 and not state.car(6).pitted
    assert state.round == 2


def test_a_player_whose_cars_have_finished_is_skipped(kit):
    state = kit.game.setup(players=4, seed=2)
    state.car(1).place, state.car(1).progress = 1, 48
    state.finishers = [1]
    state = kit.turn_of(state, 3, [4])
    state.order = [3, 0, 1, 2]
    state.order_pos = 0
    state = kit.play(state, 3, "roll-4", 2)
    assert state.acting == 1  # seat 0 (car 1) has finished


def test_the_race_ends_with_the_last_car_then_the_next_grand_prix_starts(kit):
    state = kit.game.setup(players=2, seed=1)
    for number, place in [(1, 1), (3, 2), (5, 3), (4, 4), (6, 5)]:
        state.car(number).place, state.car(number).progress = place, 48
    state.finishers = [1, 3, 5, 4, 6]
    state = kit.place(state, c2=46)
    state.car(2).pitted = True
    state = kit.play(kit.turn_of(state, 0, [2]), 0, "roll-2", 3)
    assert state.results == [[1, 3, 5, 4, 6, 2]]
    assert "Points: {0} +11 and {1} +9." in said(state)
    assert state.race == 1 and state.round == 1 and state.finishers == []
    assert all(car.progress == 0 and car.racing and not car.pitted for car in state.cars)
    assert "Grand Prix 2 of 4: Monza, one lap from field 12." in said(state)


def test_the_races_option_shortens_the_championship(kit):
    assert FormulaOptions().races == 4
    for bad in (0, 5):
        with pytest.raises(ValidationError):
            FormulaOptions(races=bad)
    state = kit.game.setup(players=3, seed=4, options=FormulaOptions(races=1))
    assert state.races == 1
    for number in range(1, 6):
        state.car(number).place, state.car(number).progress = number, 48
    state.finishers = [1, 2, 3, 4, 5]
    state = kit.place(state, c6=47)
    state.car(6).pitted = True
    state = kit.play(kit.turn_of(state, 2, [6]), 2, "roll-6", 1)
    assert state.phase is Phase.OVER and kit.game.to_act(state) == []
    outcome = kit.game.outcome(state)
    assert outcome.scores == [16, 7, 3] and outcome.ranks == [1, 2, 3]


def test_the_text_form(kit):
    state = kit.game.setup(players=2, seed=1)
    assert kit.game.text(state).splitlines()[0] == (
        "Formula 1 – Monaco GP (1/4), round 1. Player 1 to roll (car 1, 2)."
    )
    state = kit.play(kit.turn_of(kit.place(state, c1=5), 0, [1]), 0, "roll-1", 4)
    text = kit.game.text(state)
    assert "Player 1: car 1 pit now or stay out?" in text
    assert "car 1 (Player 1) field 5 *" in text  # * = not yet pitted
