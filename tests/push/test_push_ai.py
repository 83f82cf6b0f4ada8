"""The PUSH AI: legal, deterministic, fast, fair (it never reads the order of the pile),
sensible in clear positions, and clearly better than the baseline players."""

from __future__ import annotations

import random

import pytest

from games.push import GAME, Phase
from games.push.actions import Bank, Draw, NewColumn, PlaceIn, Stop, Take
from games.push.ai import choose
from games.push.baseline import fixed_action, random_action, win_rate
from games.push.rules import bust_chance
from games.push.scenario import table


def test_the_ai_does_not_read_the_order_of_the_draw_pile():
    state = table(phase=Phase.PUSH, columns=[["R1"], ["B3"], ["G2", "Y3"]])
    for seed in range(5):
        deck = list(state.deck)
        random.Random(seed).shuffle(deck)
        assert choose(state.model_copy(update={"deck": deck}), 0) == choose(state, 0)


def test_it_takes_the_best_column_and_avoids_a_roll_card_with_a_big_bench():
    state = table(
        phase=Phase.COLLECT,
        columns=[["R5", "B6", "roll"], ["G4", "Y3"], ["P1"]],
        benches=[["R6", "B6", "G6", "Y6", "P6", "R5"], []],
    )
    assert choose(state, 0) == Take(column=2)


def test_it_stops_when_three_full_columns_make_a_bust_likely():
    columns = [["R1", "B2", "G3", "Y4", "P5"], ["R2", "B3", "G4", "Y5", "P6"],
               ["R6", "B1", "G2", "Y3", "roll"]]  # fmt: skip
    assert choose(table(phase=Phase.PUSH, columns=columns), 0) == Stop()


def test_it_pushes_on_when_nothing_can_bust():
    assert choose(table(phase=Phase.PUSH, columns=[["R1"]]), 0) == Draw()


def test_it_keeps_a_good_card_for_its_own_column():
    state = table(phase=Phase.PLACE, drawn="R6", columns=[["B5", "G6"], ["Y1"]])
    assert choose(state, 0) in (PlaceIn(column=2), NewColumn())
    state = table(phase=Phase.PLACE, drawn="R6", columns=[["B5", "G4"], ["Y1"]])
    assert choose(state, 0) == PlaceIn(column=1)


def test_it_banks_a_rich_colour_early_in_the_game():
    bench = ["R6", "R5", "R4", "B1"]
    assert choose(table(benches=[bench, []]), 0) == Bank(colour="red")
    assert choose(table(benches=[["B1"], []]), 0) == Draw()


def test_it_decides_the_same_way_every_time():
    """(Its speed is measured by bench/push_ai.py, not by a timed test.)"""
    state = table(players=6, phase=Phase.PUSH, columns=[["R1", "B2"], ["G3"], ["Y4", "roll"]])
    first = GAME.ai_action(state, 0)
    assert first in GAME.legal_actions(state, 0)
    assert all(GAME.ai_action(state, 0) == first for _ in range(5))


@pytest.mark.parametrize(("opponent", "at_least"), [(random_action, 0.9), (fixed_action, 0.7)])
def test_it_beats_the_baselines(opponent, at_least):
    wins, _, margin = win_rate(16, choose, opponent, first_seed=500)
    assert wins >= at_least and margin > 0


def test_bust_chance_counts_the_cards_left_that_fit_no_column():
    columns = [["R1", "B2"], ["R3", "roll"], ["R2", "G1", "roll"]]
    # red cards fit nowhere; a roll card fits only column 1; G3 fits column 1
    state = table(phase=Phase.PUSH, columns=columns, top=["R4", "R5", "roll", "G3"], rest=False)
    assert bust_chance(state.columns, state.deck) == 0.5
    state = table(phase=Phase.PUSH, columns=columns[:2], top=["R4"], rest=False)
    assert bust_chance(state.columns, state.deck) == 0.0  # a new column takes anything
