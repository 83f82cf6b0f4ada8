"""Scenarios for pushing: drawing, placing, switch cards, stopping and busting."""

from __future__ import annotations

import pytest

from games import IllegalAction
from games.push import GAME, Phase
from games.push.actions import Bank, Draw, NewColumn, PlaceIn, Roll, Stop, Take
from games.push.cards import card
from games.push.rules import CLOCKWISE, COUNTER_CLOCKWISE, direction
from games.push.scenario import step_rolling, table
from render.words import said


def names(ids):
    return [card(i).short for i in ids]


def test_setup_shuffles_and_picks_a_first_player_from_the_seed():
    a, b = GAME.setup(players=4, seed=9), GAME.setup(players=4, seed=9)
    assert a == b
    assert a.phase is Phase.START and GAME.to_act(a) == [a.pusher]
    assert "goes first" in said(a)[0]
    assert {GAME.setup(players=4, seed=s).pusher for s in range(40)} == {0, 1, 2, 3}
    assert GAME.setup(players=4, seed=10).deck != a.deck


def test_a_turn_starts_with_draw_or_bank_of_a_held_colour():
    state = table(benches=[["R3", "R5", "G2"], []])
    assert GAME.legal_actions(state, 0) == [Draw(), Bank(colour="red"), Bank(colour="green")]
    assert GAME.legal_actions(table(), 0) == [Draw()]
    assert GAME.legal_actions(state, 1) == []


def test_the_first_card_starts_a_column():
    state = GAME.apply(table(top=["R3"]), 0, Draw())
    assert state.phase is Phase.PLACE and card(state.drawn).short == "R3"
    assert said(state) == []  # the placement names the card
    assert GAME.legal_actions(state, 0) == [NewColumn()]
    state = GAME.apply(state, 0, NewColumn())
    assert said(state) == ["{0} starts column 1 with the red 3."]
    assert [names(c) for c in state.columns] == [["R3"]]
    assert state.drawn is None and state.phase is Phase.PUSH
    assert GAME.legal_actions(state, 0) == [Draw(), Stop()]


def test_legal_columns_are_exactly_those_without_the_number_or_colour():
    state = table(phase=Phase.PLACE, drawn="R3", columns=[["R5"], ["B3"], ["G1", "roll"]])
    assert GAME.legal_actions(state, 0) == [PlaceIn(column=3)]
    state = table(phase=Phase.PLACE, drawn="R3", columns=[["B5"], ["G1"]])
    assert GAME.legal_actions(state, 0) == [PlaceIn(column=1), PlaceIn(column=2), NewColumn()]
    assert said(GAME.apply(state, 0, PlaceIn(column=2))) == ["{0} puts the red 3 into column 2."]


@pytest.mark.parametrize(
    ("columns", "drawn", "column", "message"),
    [
        ([["R5"]], "R3", 1, "Column 1 already holds a red card (red 5): the red 3 can't go there."),
        (
            [["G1"], ["B3"]],
            "R3",
            2,
            "Column 2 already holds a 3 (blue 3): the red 3 can't go there.",
        ),
        (
            [["roll", "G1"]],
            "roll",
            1,
            "Column 1 already holds a roll card: the roll card can't go there.",
        ),
        ([["G1"]], "R3", 2, "There is no column 2 yet: choose New column to start one."),
    ],
)
def test_a_card_that_does_not_fit_is_refused(columns, drawn, column, message):
    state = table(phase=Phase.PLACE, drawn=drawn, columns=columns)
    with pytest.raises(IllegalAction) as error:
        GAME.apply(state, 0, PlaceIn(column=column))
    assert error.value.reason == message


def test_at_most_three_columns():
    state = table(phase=Phase.PLACE, drawn="R3", columns=[["G1"], ["B2"], ["Y4"]])
    with pytest.raises(IllegalAction, match="There are already three columns: the red 3 must go"):
        GAME.apply(state, 0, NewColumn())


def test_a_roll_card_goes_into_any_column_without_one_and_can_start_a_column():
    state = table(phase=Phase.PLACE, drawn="roll", columns=[["G1", "roll"], ["B2"]])
    assert GAME.legal_actions(state, 0) == [PlaceIn(column=2), NewColumn()]
    state = GAME.apply(table(top=["roll"]), 0, Draw())
    state = GAME.apply(state, 0, NewColumn())
    assert [names(c) for c in state.columns] == [["⚂"]]
    assert GAME.legal_actions(state, 0) == [Draw(), Stop()]  # a roll card counts as a card


def test_the_drawn_card_must_be_placed_before_anything_else():
    state = table(phase=Phase.PLACE, drawn="R3", columns=[["G1"]])
    with pytest.raises(IllegalAction) as error:
        GAME.apply(state, 0, Draw())
    assert error.value.reason == "First put the red 3 into a column, then draw again."
    with pytest.raises(IllegalAction) as error:
        GAME.apply(state, 0, Stop())
    assert error.value.reason == "Not now: {0} must put the drawn card into a column."


def test_a_turn_starts_with_a_draw_not_a_stop():
    with pytest.raises(IllegalAction) as error:
        GAME.apply(table(), 0, Stop())
    assert error.value.reason == "Draw a card first: a push starts with a draw (or bank instead)."


def test_seed_7_three_players_may_stop_after_drawing_only_a_switch_card():
    """The sheet: a player may stop at any moment; with no column, nothing is collected."""
    state = GAME.setup(players=3, seed=7)
    pusher, deck_before = state.pusher, len(state.deck)
    state = GAME.apply(state, pusher, Draw())
    assert state.columns == [] and len(state.switch_pile) == 1
    assert GAME.legal_actions(state, pusher) == [Draw(), Stop()]
    state = GAME.apply(state, pusher, Stop())
    assert said(state) == [
        "{0} stops with no column: nothing to collect.",
        "{1}'s turn.",
    ]
    assert state.phase is Phase.START and state.pusher == (pusher + 1) % 3
    assert state.benches == [[], [], []] and len(state.deck) == deck_before - 1
    assert len(state.switch_pile) == 1  # the switch card stays: it turned the direction


def test_no_stop_while_a_drawn_card_waits_even_with_no_column():
    state = GAME.apply(table(players=3, top=["switch", "R3"]), 0, Draw())
    state = GAME.apply(state, 0, Draw())
    assert state.phase is Phase.PLACE and GAME.legal_actions(state, 0) == [NewColumn()]
    with pytest.raises(IllegalAction) as error:
        GAME.apply(state, 0, Stop())
    assert error.value.reason == "Not now: {0} must put the drawn card into a column."


def test_a_switch_card_goes_to_its_own_pile_and_the_player_draws_on():
    state = GAME.apply(table(players=3, top=["switch", "R3"]), 0, Draw())
    assert names(state.switch_pile) == ["⇄"] and state.columns == []
    assert said(state) == ["{0} draws a switch card: collecting goes counter-clockwise."]
    assert state.phase is Phase.PUSH
    assert GAME.legal_actions(state, 0) == [Draw(), Stop()]  # a stop collects nothing
    with pytest.raises(IllegalAction) as error:
        GAME.apply(state, 0, Bank(colour="red"))
    assert error.value.reason == "You can't bank in the middle of a push: bank instead of pushing."


def test_a_switch_card_mid_push_allows_stopping_when_a_column_exists():
    state = table(players=3, top=["switch"], columns=[["R3"]], phase=Phase.PUSH)
    state = GAME.apply(state, 0, Draw())
    assert GAME.legal_actions(state, 0) == [Draw(), Stop()]


def test_each_switch_card_on_the_pile_reverses_the_direction_house_rule():
    assert direction(table(players=3)) == CLOCKWISE
    assert direction(table(players=3, switch_pile=["switch"])) == COUNTER_CLOCKWISE
    assert direction(table(players=3, switch_pile=["switch"] * 2)) == CLOCKWISE


def test_publishers_switch_rule_counts_only_this_turns_switch_cards():
    options = {"switch_rule": "turn"}
    state = table(players=3, switch_pile=["switch"] * 3, options=options)
    assert direction(state) == CLOCKWISE
    state = GAME.apply(table(players=3, top=["switch", "R3"], options=options), 0, Draw())
    assert direction(state) == COUNTER_CLOCKWISE
    state = GAME.apply(GAME.apply(state, 0, Draw()), 0, NewColumn())
    state = GAME.apply(GAME.apply(state, 0, Stop()), 0, Take(column=1))
    assert state.pusher == 1 and direction(state) == CLOCKWISE  # a new turn starts afresh


def test_a_card_that_fits_no_column_busts_the_pusher():
    state = table(
        players=3,
        top=["R3"],
        phase=Phase.PUSH,
        columns=[["R1"], ["B3"], ["G2", "Y3"]],
        benches=[["R5", "B2"], [], []],
    )
    turn = state.turn
    state = GAME.apply(state, 0, Draw())
    assert names(state.discard[-1:]) == ["R3"]
    assert state.busted and state.phase is Phase.ROLL and GAME.to_act(state) == [0]
    assert state.turn == turn + 1  # a bust posts a new board
    assert said(state)[-1] == (
        "{0} pushed too far: the red 3 fits no column and is discarded. {0} must roll the die."
    )
    assert GAME.legal_actions(state, 0) == [Roll()]
    with pytest.raises(IllegalAction) as error:
        GAME.apply(state, 0, Take(column=1))
    assert error.value.reason == "Not now: {0} must roll the die."
    state = state.model_copy(update={"step": step_rolling("red")})
    state = GAME.apply(state, 0, Roll())
    assert names(state.benches[0]) == ["B2"] and state.last_roll == "red"
    assert said(state)[0] == "{0} rolls red: loses red 5 (5 points) from the bench."
    # the pusher collects nothing; the others collect from the next player on
    assert GAME.to_act(state) == [1] and state.phase is Phase.COLLECT


def test_a_roll_card_that_fits_nowhere_busts_too():
    state = table(top=["roll"], phase=Phase.PUSH, columns=[["roll"], ["B3", "roll"], ["roll"]])
    state = GAME.apply(state, 0, Draw())
    assert state.busted and names(state.discard[-1:]) == ["⚂"]


def test_while_fewer_than_three_columns_nothing_busts():
    state = table(top=["R3"], phase=Phase.PUSH, columns=[["R1"], ["B3"]])
    state = GAME.apply(state, 0, Draw())
    assert not state.busted and GAME.legal_actions(state, 0) == [NewColumn()]


def test_every_action_round_trips_through_its_key_and_its_json():
    from games import BadActionKey
    from games.push.actions import validate_action

    actions = [Draw(), Stop(), Roll(), NewColumn(), *(PlaceIn(column=c) for c in (1, 2, 3)),
               *(Take(column=c) for c in (1, 2, 3)), Bank(colour="yellow")]  # fmt: skip
    for action in actions:
        assert GAME.parse_action(action.key) == action
        assert validate_action(action.model_dump()) == action
    for forged in ["col4", "take0", "bank-", "bank-orange", "Draw", "col1 "]:
        with pytest.raises(BadActionKey):
            GAME.parse_action(forged)
    with pytest.raises(BadActionKey):
        validate_action({"kind": "place", "column": 4})
