"""The engine contract, checked the same way for every registered game.

Like OpenSpiel's random_sim_test: seeded games played to the end by random legal moves
and by the AI, checking what every game must guarantee.
"""

from __future__ import annotations

import random
import re

import pytest

import games
from games import BadActionKey, GameOver, NotYourTurn

KEY = re.compile(r"^[A-Za-z0-9._-]{1,40}$")  # fits a button custom_id with room to spare


def play(game, seed: int, players: int, policy: str, check_every: int = 1):
    """Play one game to the end; returns (final state, action log). Checks as it goes."""
    state = game.setup(players=players, seed=seed, options=game.Options())
    chooser = random.Random(seed)
    log = []
    for step in range(game.max_actions):
        if game.outcome(state) is not None:
            return state, log
        seats = game.to_act(state)
        assert seats, "nobody is to act, but the game has no outcome"
        seat = seats[0]
        legal = game.legal_actions(state, seat)
        assert legal, f"seat {seat} must act but has no legal action"
        if step % check_every == 0:
            keys = [a.key for a in legal]
            assert len(keys) == len(set(keys)), "two legal actions share a key"
            for action in legal:
                assert KEY.match(action.key), action.key
                assert game.parse_action(action.key) == action
            raw = state.model_dump_json()
            assert type(state).model_validate_json(raw) == state
        if policy == "ai":
            action = game.ai_action(state, seat)
            assert action in legal, f"the AI chose an illegal action {action.key}"
        else:
            action = chooser.choice(legal)
        state = game.apply(state, seat, action)
        assert game.outcome(state) is not None or game.to_act(state)
        log.append((seat, action.key))
    raise AssertionError(f"no end after {game.max_actions} actions")


def replay(game, seed: int, players: int, log):
    state = game.setup(players=players, seed=seed, options=game.Options())
    for seat, key in log:
        state = game.apply(state, seat, game.parse_action(key))
    return state


@pytest.fixture(params=games.names())
def game(request):
    return games.get(request.param)


def test_registry_knows_every_game():
    assert {"formula", "pacman", "passtally", "push"} <= set(games.names())
    with pytest.raises(KeyError):
        games.get("chess")


def test_metadata(game):
    assert game.name in games.names()
    assert game.title
    assert 1 <= game.min_players <= game.max_players <= 6
    game.Options()  # every option has a default


@pytest.mark.parametrize("seed", range(6))
def test_random_games_end_and_replay(game, seed):
    low, high = game.player_range(game.Options())
    players = low + seed % (high - low + 1)
    state, log = play(game, seed, players, "random")
    outcome = game.outcome(state)
    assert len(outcome.scores) == len(outcome.ranks) == players
    assert min(outcome.ranks) == 1
    assert game.to_act(state) == []
    assert replay(game, seed, players, log) == state


@pytest.mark.parametrize("seed", range(3))
def test_ai_games_end_and_replay(game, seed):
    low, high = game.player_range(game.Options())
    players = min(high, max(low, 2 + seed % 2))
    state, log = play(game, 100 + seed, players, "ai", check_every=5)
    assert replay(game, 100 + seed, players, log) == state


def test_apply_leaves_input_untouched(game):
    state = game.setup(players=max(2, game.min_players), seed=7, options=game.Options())
    for _ in range(30):
        if game.outcome(state) is not None:
            break
        seat = game.to_act(state)[0]
        before = state.model_dump_json()
        new = game.apply(state, seat, game.legal_actions(state, seat)[0])
        assert state.model_dump_json() == before
        assert new.step == state.step + 1
        state = new


@pytest.mark.parametrize("seed", range(3))
def test_a_given_state_plays_as_a_copied_one(game, seed):
    """apply(given=True) makes the move on the state itself (the bot gives up states it
    read for a move, or made by the move before): every step ends as with a copy."""
    low, high = game.player_range(game.Options())
    players = min(high, max(low, 2 + seed % 2))
    copied = game.setup(players=players, seed=40 + seed, options=game.Options())
    given = type(copied).model_validate_json(copied.model_dump_json())
    for _ in range(200):
        if game.outcome(copied) is not None:
            break
        seat = game.to_act(copied)[0]
        action = game.ai_action(copied, seat)
        copied = game.apply(copied, seat, action)
        result = game.apply(given, seat, action, given=True)
        assert result is given
        assert given.model_dump_json() == copied.model_dump_json()
    assert game.outcome(given) == game.outcome(copied)


def test_ai_is_deterministic(game):
    state = game.setup(players=max(2, game.min_players), seed=11, options=game.Options())
    seat = game.to_act(state)[0]
    assert game.ai_action(state, seat) == game.ai_action(state, seat)


def test_wrong_seat_and_bad_keys_are_refused(game):
    players = max(2, game.min_players)
    state = game.setup(players=players, seed=3, options=game.Options())
    idle = [seat for seat in range(players) if seat not in game.to_act(state)]
    if idle:
        some_action = game.legal_actions(state, game.to_act(state)[0])[0]
        with pytest.raises(NotYourTurn, match="not your turn"):
            game.apply(state, idle[0], some_action)
    for forged in ["", "zz-not-an-action", "x" * 200]:
        with pytest.raises(BadActionKey):
            game.parse_action(forged)


def test_no_moves_after_the_end(game):
    state, log = play(game, 5, max(2, game.min_players), "random", check_every=50)
    last_seat, last_key = log[-1]
    with pytest.raises(GameOver):
        game.apply(state, last_seat, game.parse_action(last_key))
