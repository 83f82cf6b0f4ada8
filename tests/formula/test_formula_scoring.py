"""Scenario tests for scoring: 10-6-4-3-2-1, extra cars' points to nobody, totals over
several races, the championship tie-break ([house]: race wins, then the last race)."""

from __future__ import annotations

from games.formula.scoring import championship_points, outcome, race_points
from games.formula.state import POINTS, Phase


def test_points_per_place():
    assert POINTS == [10, 6, 4, 3, 2, 1] and sum(POINTS) == 26


def test_a_player_scores_their_cars_and_extra_cars_score_for_nobody(kit):
    state = kit.game.setup(players=2, seed=1)  # cars 1-2 Player 1, 3-4 Player 2, 5-6 extra
    assert race_points(state, [5, 1, 3, 6, 2, 4]) == [6 + 2, 4 + 1]
    state = kit.game.setup(players=6, seed=1)
    assert race_points(state, [6, 5, 4, 3, 2, 1]) == [1, 2, 3, 4, 6, 10]


def test_totals_over_several_races(kit):
    state = kit.game.setup(players=4, seed=1)  # cars 1-4 are seats 0-3, 5-6 extra
    state.results = [[1, 2, 3, 4, 5, 6], [5, 4, 3, 2, 1, 6], [6, 5, 2, 1, 4, 3]]
    assert championship_points(state) == [10 + 2 + 3, 6 + 3 + 4, 4 + 4 + 1, 3 + 6 + 2]


def test_the_champion_and_the_tie_breaks(kit):
    state = kit.game.setup(players=3, seed=1)  # cars 1-2, 3-4, 5-6
    state.phase = Phase.OVER
    state.results = [[3, 1, 2, 4, 5, 6], [5, 1, 3, 2, 4, 6]]
    assert championship_points(state) == [19, 19, 14]
    # equal points: Player 2 won a race, Player 1 none (though better in the last race)
    assert outcome(state).ranks == [2, 1, 3]
    state.results = [[1, 3, 4, 2, 5, 6], [3, 2, 1, 4, 5, 6]]
    assert championship_points(state) == [23, 23, 6]
    # equal points and one win each: Player 2 was first in the last race
    assert outcome(state).ranks == [2, 1, 3]
    # (a full tie cannot happen: two players never share a place in the last race)
