"""Every legal place of a face-up tile, ranked for the mover (games/passtally/placements.py):
complete, scored as the rules score, best first, in words; and the numbered preview reads
on a phone."""

from __future__ import annotations

from functools import cache

import pytest

import games
from games.passtally import Phase, PlaceTile
from games.passtally.board import Board
from games.passtally.placements import ranked
from games.passtally.scoring import points_for
from render.common import PHONE_TEXT, PHONE_WIDTH, text_sizes
from render.passtally import picture
from render.words import say

GAME = games.get("passtally")
NAMES = ["Ana", "Bo", "Chris"]


@cache
def play_states(seed: int = 3) -> tuple:
    """A few states of one 3-player AI game, from the first tile to late in the game."""
    state = GAME.setup(players=3, seed=seed)
    states = []
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        if state.phase is Phase.PLAY:
            states.append(state)
        state = GAME.apply(state, seat, GAME.ai_action(state, seat))
    return tuple(states[:: max(1, len(states) // 6)])


@pytest.mark.parametrize("index", range(6))
def test_every_place_is_listed_once_scored_as_the_rules_score_it_best_first(index):
    state = play_states()[index]
    seat = state.current
    for stack in (1, 2, 3):
        places = ranked(state, seat, stack, NAMES)
        legal = [a for a in GAME.tile_placements(state) if a.stack == stack]
        assert sorted(p.action.key for p in places) == sorted(a.key for a in legal)
        keys = [(-p.points, -p.taken) for p in places]
        assert keys == sorted(keys)
        for place in places[:12]:
            after = GAME.apply(state, seat, place.action)
            lines = Board(after.placed).complete_lines(after.markers[seat])
            assert place.points == points_for(sum(line.passes for line in lines))
            assert place.level == after.placed[-1].level
            first, second = place.cells
            shape = say(place.shape)
            assert shape.startswith(first) and f", {second} " in shape


def test_what_a_place_does_is_said_in_words():
    words = [
        effect
        for state in play_states()
        for stack in (1, 2, 3)
        for place in ranked(state, state.current, stack, NAMES)
        for effect in place.effects
    ]
    assert any(e.startswith("completes your ") and e.endswith("-pass line") for e in words)
    assert any(e.startswith("cuts ") and "'s " in e for e in words)  # someone else's line
    assert not any(" 0-pass" in e for e in words)  # lines worth nothing go unmentioned


def test_the_numbered_places_read_on_a_phone():
    state = play_states()[3]
    places = ranked(state, state.current, 1, NAMES)
    numbered = [(n + 1, p.action) for n, p in enumerate(places[:5])]
    with text_sizes() as sizes:
        width = picture(state, names=NAMES, candidates=numbered).width
    plain = picture(state, names=NAMES)
    assert picture(state, names=NAMES, candidates=numbered).tobytes() != plain.tobytes()
    assert min(sizes) * PHONE_WIDTH / width >= PHONE_TEXT
    assert all(isinstance(action, PlaceTile) for _, action in numbered)


def test_each_label_says_what_that_place_alone_does():
    """Issue 31.5: a label's points are what the place adds to the turn's score (a place
    that touches none of the mover's lines adds nothing, whatever the turn scores), in the
    singular for one point; no effect is said twice (two lines alike are counted)."""
    from bot.ui.passtally_places import label

    labels, quiet_turns = [], 0
    for state in play_states():
        seat = state.current
        for stack in (1, 2, 3):
            for rank, place in enumerate(ranked(state, seat, stack, NAMES)):
                text = label(rank, place)
                labels.append(text)
                parts = text.split(" · ")
                assert len(parts[2:]) == len(set(parts[2:])), text
                lines = Board(state.placed).complete_lines(state.markers[seat])
                base = points_for(sum(line.passes for line in lines))
                assert place.gain == place.points - base
                if place.gain == 0:
                    assert parts[1] == "no extra points", text
                    quiet_turns += base > 0  # the turn scores, this place adds nothing
                else:
                    unit = "pt" if abs(place.gain) == 1 else "pts"
                    assert parts[1] == f"{place.gain:+d} {unit}", text
    assert not any(" 1 pts" in t or "+1 pts" in t for t in labels)
    assert any(" · +1 pt" in t for t in labels)
    assert quiet_turns, "a place that adds nothing to a scoring turn says so"


def test_two_lines_alike_are_counted_not_repeated():
    from games.passtally.placements import _effects

    before = [{}, {}]
    after = [{1: (5, 1), 7: (9, 1)}, {}]
    assert _effects(before, after, 0, NAMES) == ["completes 2 of your 1-pass lines"]
    assert _effects(after, before, 1, NAMES) == ["cuts 2 of Ana's 1-pass lines"]


def test_no_numbered_place_hides_another():
    """Issue 31.5: places on the same two squares (the tile either way round) or side by
    side used to put their numbers on one spot: 2-4 hidden under 1. Each badge is seen
    whole now, for the five best places of every tile in a game's states."""
    from render.passtally import Layout
    from render.passtally_candidates import BADGE, badge_spots

    layout = Layout(picture(play_states()[0], names=NAMES).width)
    r = layout.px(BADGE)
    shared = 0
    for state in play_states():
        for stack in (1, 2, 3):
            places = ranked(state, state.current, stack, NAMES)[:5]
            numbered = [(n + 1, p.action) for n, p in enumerate(places)]
            spots = badge_spots(layout, numbered)
            assert [s[2] for s in spots] == [str(n) for n, _ in numbered]
            for i, (x, y, _) in enumerate(spots):
                for u, v, _ in spots[:i]:
                    assert (x - u) ** 2 + (y - v) ** 2 >= (2 * r) ** 2, (state.step, stack)
            cells = [frozenset(p.cells) for p in places]
            shared += len(cells) - len(set(cells))
    assert shared, "some of these places share their two squares"
