"""Replays without Discord: a game's timeline of meaningful moves rebuilt from its seed
and log, and the animated summary (sampled, bounded, one frame per turn)."""

from __future__ import annotations

from functools import cache

import pytest

import games
import render
from bot.replay.timeline import CHECKPOINT, Timeline
from render.animation import MAX_FRAMES, SIZE_LIMIT, animate, frame_count, sample
from render.words import say

GAMES = {  # name: (players, seed, options): short games the AI plays to the end
    "passtally": (2, 3, {}),
    "push": (2, 5, {}),
    "formula": (2, 2, {"races": 1}),
    "pacman": (1, 17, {}),
}


@cache
def played(name: str) -> tuple[list[tuple[int, str]], object]:
    """A whole game played by the AI: its log of (seat, action key) and final state."""
    players, seed, options = GAMES[name]
    rules = games.get(name)
    state = rules.setup(players, seed, rules.Options(**options))
    log = []
    while rules.outcome(state) is None:
        seat = rules.to_act(state)[0]
        action = rules.ai_action(state, seat)
        state = rules.apply(state, seat, action)
        log.append((seat, action.key))
    return log, state


def timeline(name: str) -> Timeline:
    players, seed, options = GAMES[name]
    rules = games.get(name)
    log, _final = played(name)
    return Timeline.replay(
        rules, seed=seed, options=rules.Options(**options), players=players, log=log
    )


@pytest.mark.parametrize("name", sorted(GAMES))
def test_moves_cover_the_log_and_rebuild_every_state(name):
    log, final = played(name)
    line = timeline(name)
    rules = games.get(name)
    assert line.moves[0].start == 0 and line.moves[-1].end == len(log)
    assert all(a.end == b.start for a, b in zip(line.moves, line.moves[1:], strict=False))
    assert all(move.events for move in line.moves[:-1])  # each move says what it did
    assert line.state_at(line.count) == final
    players, seed, options = GAMES[name]
    state = rules.setup(players, seed, rules.Options(**options))
    assert line.state_at(0) == state
    for move in line.moves:  # every move's state equals the log replayed up to it
        for seat, key in log[move.start : move.end]:
            state = rules.apply(state, seat, rules.parse_action(key))
        if move.number % 7 == 0 or move.end % CHECKPOINT == 0:
            assert line.state_at(move.number) == state
    with pytest.raises(IndexError):
        line.state_at(line.count + 1)


def test_a_pacman_move_is_the_whole_path_not_each_arrow_step():
    """PAC-MAN's moves built with the arrows (the first legal step each time), the rest by
    the AI, for a few turns: each move of arrow steps is one move of the timeline."""
    rules = games.get("pacman")
    state = rules.setup(1, 17, rules.Options())
    log = []
    while len(log) < 120 and rules.outcome(state) is None:
        legal = rules.legal_actions(state, 0)
        keys = [action.key for action in legal]
        if "confirm" in keys:
            action = legal[keys.index("confirm")]
        elif any(key.startswith("step-") for key in keys):
            action = next(a for a in legal if a.key.startswith("step-"))
        else:
            action = rules.ai_action(state, 0)
        state = rules.apply(state, 0, action)
        log.append((0, action.key))
    line = Timeline.replay(rules, seed=17, options=rules.Options(), players=1, log=log)
    stepped = [
        move
        for move in line.moves
        if any(key.startswith("step-") for _seat, key in log[move.start : move.end])
    ]
    assert len(stepped) >= 3 and len(line.moves) < len(log) / 2
    for move in stepped[:-1]:
        assert log[move.end - 1][1] == "confirm"  # a path of arrow steps ends confirmed
        assert any("moves" in say(event) for event in move.events)
    assert line.state_at(line.count) == state


def test_one_frame_per_turn_from_the_start_to_the_end():
    line = timeline("passtally")
    ends = line.turn_ends()
    assert ends[0] == 0 and ends[-1] == line.count and ends == sorted(set(ends))
    _log, final = played("passtally")
    assert len(ends) in (final.turn + 1, final.turn + 2)  # + the last move's frame


def test_sampling_keeps_the_ends_and_the_bound():
    assert sample(range(10), 48) == list(range(10))
    picked = sample(range(1000), 48)
    assert len(picked) == 48 and picked[0] == 0 and picked[-1] == 999
    assert picked == sorted(set(picked))


def test_a_long_game_is_sampled_into_a_bounded_animation():
    """Here a bound of 16 frames stands for MAX_FRAMES (48), to keep the test quick."""
    line = timeline("formula")
    ends = line.turn_ends()
    assert len(ends) > 16 and MAX_FRAMES < 100
    picks = sample(ends, 16)
    pngs = [render.board(line.state_at(n), names=["alice", "AI 1"]) for n in picks]
    gif = animate(pngs, [f"move {n}" for n in picks])
    assert gif[:6] == b"GIF89a" and frame_count(gif) == 16 and len(gif) < SIZE_LIMIT
