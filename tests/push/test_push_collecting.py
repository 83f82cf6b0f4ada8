"""Scenarios for collecting, rolling, banking, the end of the pile and scoring."""

from __future__ import annotations

import pytest

from games import GameOver, IllegalAction, NotYourTurn
from games.push import GAME, Phase
from games.push.actions import Bank, Draw, NewColumn, PlaceIn, Roll, Stop, Take
from games.push.cards import card
from games.push.scenario import step_rolling, table
from render.words import said


def names(ids):
    return sorted(card(i).short for i in ids)


def stopped(players=3, **fields):
    """The pusher (seat 0) has just stopped with three columns."""
    fields.setdefault("columns", [["R3", "B4"], ["G6"], ["Y1", "roll"]])
    state = table(players, phase=Phase.PUSH, **fields)
    return GAME.apply(state, 0, Stop())


def test_after_a_stop_the_pusher_collects_first_then_the_others_clockwise():
    state = stopped()
    assert said(state) == ["{0} stops."]
    assert GAME.to_act(state) == [0] and state.phase is Phase.COLLECT
    assert GAME.legal_actions(state, 0) == [Take(column=1), Take(column=2), Take(column=3)]
    state = GAME.apply(state, 0, Take(column=1))
    assert names(state.benches[0]) == ["B4", "R3"]
    assert said(state) == ["{0} takes column 1: red 3 and blue 4."]
    assert GAME.to_act(state) == [1]
    assert GAME.legal_actions(state, 1) == [Take(column=2), Take(column=3)]
    state = GAME.apply(state, 1, Take(column=2))
    assert GAME.to_act(state) == [2]
    # the last column: still the player's own pick to confirm [house]
    assert GAME.legal_actions(state, 2) == [Take(column=3)]


def test_counter_clockwise_after_a_switch_the_right_hand_neighbour_collects_next():
    state = GAME.apply(stopped(switch_pile=["switch"]), 0, Take(column=1))
    assert GAME.to_act(state) == [2]


def test_only_the_player_whose_pick_it_is_may_take_a_column():
    state = GAME.apply(stopped(), 0, Take(column=1))
    with pytest.raises(NotYourTurn, match=r"It's not your turn\."):
        GAME.apply(state, 2, Take(column=2))
    with pytest.raises(IllegalAction) as error:
        GAME.apply(state, 1, Take(column=1))
    assert error.value.reason == "Column 1 is not on the table: take one of 2, 3."
    with pytest.raises(IllegalAction) as error:
        GAME.apply(state, 1, Draw())
    assert error.value.reason == "Not now: {1} must take a column."


def test_columns_left_when_it_comes_back_round_are_discarded():
    state = stopped(players=2)
    discarded = len(state.discard)
    state = GAME.apply(state, 0, Take(column=2))
    state = GAME.apply(state, 1, Take(column=1))
    assert names(state.discard[discarded:]) == ["Y1", "⚂"]
    assert said(state)[-2] == "Column 3 (yellow 1 and a roll card) is discarded."
    assert said(state)[-1] == "{1}'s turn."
    assert state.pusher == 1 and state.phase is Phase.START and state.columns == []


def test_a_collected_roll_card_makes_the_collector_roll_new_cards_included():
    state = stopped(columns=[["Y1", "roll", "R2"], ["G6"]], benches=[["R5", "B1"], [], []])
    turn = state.turn
    state = GAME.apply(state, 0, Take(column=1))
    assert said(state)[-1] == "{0} collected a roll card and must roll the die."
    assert GAME.to_act(state) == [0] and GAME.legal_actions(state, 0) == [Roll()]
    assert any(card(i).short == "⚂" for i in state.discard)  # the roll card is discarded
    state = state.model_copy(update={"step": step_rolling("red")})
    state = GAME.apply(state, 0, Roll())
    assert names(state.benches[0]) == ["B1", "Y1"]  # red 5 and the just-taken red 2 are gone
    assert said(state)[0] == "{0} rolls red: loses red 5 and red 2 (7 points) from the bench."
    assert GAME.to_act(state) == [1] and state.turn == turn  # collecting goes on


def test_a_star_is_safe():
    state = GAME.apply(
        stopped(columns=[["Y1", "roll"]], benches=[["R5"], [], []]), 0, Take(column=1)
    )
    state = GAME.apply(state.model_copy(update={"step": step_rolling("star")}), 0, Roll())
    assert names(state.benches[0]) == ["R5", "Y1"]
    assert said(state)[0] == "{0} rolls a star: safe, nothing lost."


def test_harder_variant_a_star_discards_the_whole_bench():
    state = stopped(columns=[["Y1", "roll"]], benches=[["R5"], [], []], options={"harder": True})
    state = GAME.apply(state, 0, Take(column=1))
    state = GAME.apply(state.model_copy(update={"step": step_rolling("star")}), 0, Roll())
    assert state.benches[0] == []
    assert "{0} rolls a star: loses red 5 and yellow 1 (6 points)" in said(state)[0]


def test_a_roll_of_a_colour_not_held_loses_nothing_and_banked_cards_are_safe():
    state = stopped(columns=[["Y1", "roll"]], benches=[["B5"], [], []], banks=[["R6"], [], []])
    state = GAME.apply(state, 0, Take(column=1))
    state = GAME.apply(state.model_copy(update={"step": step_rolling("red")}), 0, Roll())
    assert names(state.banks[0]) == ["R6"] and names(state.benches[0]) == ["B5", "Y1"]
    assert said(state)[0] == "{0} rolls red: no red cards on the bench, nothing lost."


def test_after_a_bust_the_others_collect_and_the_pusher_takes_nothing():
    state = table(players=3, top=["R3"], phase=Phase.PUSH, columns=[["R1"], ["B3"], ["G2", "Y3"]])
    state = GAME.apply(GAME.apply(state, 0, Draw()), 0, Roll())
    assert GAME.to_act(state) == [1]
    state = GAME.apply(state, 1, Take(column=2))
    state = GAME.apply(state, 2, Take(column=3))
    assert said(state)[-2].startswith("Column 1 (red 1) is discarded")
    assert state.pusher == 1 and state.benches[0] == [] and GAME.to_act(state) == [1]


def test_bank_moves_every_benched_card_of_the_colour_and_ends_the_turn():
    state = table(players=3, benches=[["R3", "B2", "R6"], [], []], banks=[["R1"], [], []])
    turn = state.turn
    state = GAME.apply(state, 0, Bank(colour="red"))
    assert names(state.benches[0]) == ["B2"]
    assert names(state.banks[0]) == ["R1", "R3", "R6"]
    assert said(state) == ["{0} banks 2 red cards.", "{1}'s turn."]
    assert state.pusher == 1 and state.turn == turn + 1


def test_banking_needs_a_card_of_that_colour():
    with pytest.raises(IllegalAction) as error:
        GAME.apply(table(benches=[["R3"], []]), 0, Bank(colour="blue"))
    assert error.value.reason == "You have no blue cards on your bench to bank."


def test_the_pile_running_out_mid_push_ends_the_push_as_a_stop():
    state = table(players=2, top=["R3"], rest=False, phase=Phase.PUSH, columns=[["B2"]])
    state = GAME.apply(GAME.apply(state, 0, Draw()), 0, PlaceIn(column=1))
    assert "The draw pile is empty: the push ends here." in said(state)
    assert state.phase is Phase.COLLECT and GAME.to_act(state) == [0]
    state = GAME.apply(state, 0, Take(column=1))
    assert state.phase is Phase.OVER and GAME.to_act(state) == []
    assert GAME.outcome(state).scores == [5, 0]
    with pytest.raises(GameOver):
        GAME.apply(state, 0, Draw())


def test_a_last_switch_card_with_no_column_ends_the_game_with_nothing_collected():
    state = table(players=3, top=["switch"], rest=False)
    state = GAME.apply(state, 0, Draw())
    assert state.phase is Phase.OVER
    assert said(state)[-1].startswith("The draw pile is empty: the game is over.")


def test_a_bust_on_the_last_card_still_lets_the_others_collect():
    state = table(
        players=2, top=["R3"], rest=False, phase=Phase.PUSH, columns=[["R1"], ["B3"], ["G2", "Y3"]]
    )
    state = GAME.apply(GAME.apply(state, 0, Draw()), 0, Roll())
    state = GAME.apply(state, 1, Take(column=3))
    assert state.phase is Phase.OVER and GAME.outcome(state).scores == [0, 5]


def test_scores_count_bench_and_bank_numbers_and_ties_go_to_more_cards():
    over = {"phase": Phase.OVER, "rest": False}
    state = table(
        players=3,
        benches=[["R6"], ["B3", "G3"], ["Y2"]],
        banks=[["P1"], ["R1"], ["G5"]],
        **over,
    )
    outcome = GAME.outcome(state)
    assert outcome.scores == [7, 7, 7]
    assert outcome.ranks == [2, 1, 2]  # seat 1 holds three cards, the others two
    shared = GAME.outcome(table(players=2, benches=[["R6"], ["B6"]], **over))
    assert shared.ranks == [1, 1] and shared.winners == [0, 1]


def test_new_column_then_draw_again_flow_labels_fit_buttons():
    labels = [
        a.label
        for a in (
            Draw(),
            Stop(),
            Roll(),
            NewColumn(),
            PlaceIn(column=2),
            Take(column=3),
            Bank(colour="purple"),
        )
    ]
    assert labels == [
        "Draw",
        "Stop",
        "Roll the die",
        "New column",
        "Column 2",
        "Take column 3",
        "Bank purple",
    ]
    assert all(len(label) <= 20 for label in labels)
