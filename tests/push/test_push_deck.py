"""data/push/deck.json: the 120-card deck and the die, validated."""

from __future__ import annotations

from collections import Counter

import pytest
from pydantic import ValidationError

from games.datafiles import load_json
from games.push import GAME
from games.push.cards import DeckSpec, Kind, all_cards, deck_ids, spec


def test_deck_file_is_valid():
    DeckSpec.model_validate(load_json("push/deck.json"))


def test_120_cards_of_the_right_kinds():
    cards = all_cards()
    assert len(cards) == 120
    assert [c.id for c in cards] == list(range(120))
    kinds = Counter(c.kind for c in cards)
    assert kinds == {Kind.NUMBER: 90, Kind.ROLL: 18, Kind.SWITCH: 12}


def test_each_colour_has_18_cards_numbers_1_to_6_three_times():
    numbers = [c for c in all_cards() if c.kind is Kind.NUMBER]
    assert Counter(c.colour for c in numbers) == dict.fromkeys(
        ["red", "blue", "green", "yellow", "purple"], 18
    )
    assert set(Counter((c.colour, c.number) for c in numbers).values()) == {3}
    assert {c.number for c in numbers} == {1, 2, 3, 4, 5, 6}


def test_die_has_the_five_colours_and_a_star():
    assert sorted(spec().die) == sorted(["red", "blue", "green", "yellow", "purple", "star"])


def test_every_colour_has_its_own_shape_and_yellow_is_the_circle():
    shapes = {c.name: c.shape for c in spec().colours}
    assert len(set(shapes.values())) == 5
    assert shapes["yellow"] == "circle"  # as the publisher prints it


def test_two_players_play_without_the_switch_cards():
    assert len(deck_ids(2)) == 108
    assert all(all_cards()[i].kind is not Kind.SWITCH for i in deck_ids(2))
    assert len(deck_ids(3)) == 120
    assert len(GAME.setup(players=2, seed=1).deck) == 108
    assert len(GAME.setup(players=6, seed=1).deck) == 120


@pytest.mark.parametrize(
    "broken",
    [
        {"die": ["red", "blue", "green", "yellow", "purple", "purple"]},
        {"numbers": [1, 1, 2]},
        {"colours": [{"name": "red", "letter": "R", "shape": "circle"}] * 2},
    ],
)
def test_a_broken_deck_file_is_refused(broken):
    raw = {**load_json("push/deck.json"), **broken}
    with pytest.raises(ValidationError):
        DeckSpec.model_validate(raw)
