"""Property test: hundreds of seeded innings by the AI and by random players.

After every action: dots and pellets never reappear within a level, the score never drops
within an inning, PAC-MAN stands on one of his spaces, two ghost pawns never share a space,
the legal list is short with unique keys, someone is to act until the end. Every game's
JSON round-trips and its seed plus action log replays it exactly.
"""

from __future__ import annotations

import random

import pytest

import games
from games.pacman.maze import default_maze
from games.pacman.state import Mode, PacmanOptions, PacmanState

GAME = games.get("pacman")
MAZE = default_maze()
ACTIONS_PER_GAME = 160


def check(before: PacmanState, after: PacmanState) -> None:
    assert MAZE.pac_moves[after.at], f"PAC-MAN on {MAZE.name(after.at)}"
    pawns = [p.at for p in after.ghosts if not p.eyes and p.at is not None]
    assert len(pawns) == len(set(pawns)), "two ghost pawns share a space"
    assert all(0 <= n < len(MAZE.cells) for n in pawns)
    same_level = (before.innings, before.level) == (after.innings, after.level)
    if same_level:
        assert set(after.dots) <= set(before.dots), "a dot reappeared"
        assert set(after.pellets) <= set(before.pellets), "a pellet reappeared"
        assert after.score >= before.score
    else:
        assert len(after.dots) == len(MAZE.dots)
    if GAME.outcome(after) is None:
        seats = GAME.to_act(after)
        assert len(seats) == 1
        legal = GAME.legal_actions(after, seats[0])
        assert 0 < len(legal) <= 300
        assert len({a.key for a in legal}) == len(legal)


def play(seed: int) -> tuple[PacmanState, list, PacmanOptions, int]:
    players = 1 + seed % 3
    options = PacmanOptions(
        mode=Mode.ARCADE if seed % 4 == 1 else Mode.CLASSIC, purist_scoring=seed % 5 == 0
    )
    policy = ["ai", "random", "walker"][seed % 3 if seed % 7 else 0]
    chooser = random.Random(seed)
    state = GAME.setup(players, seed, options)
    log = []
    for _ in range(ACTIONS_PER_GAME):
        if GAME.outcome(state) is not None:
            break
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        if policy == "ai":
            action = GAME.ai_action(state, seat)
        elif policy == "walker":  # a random walker never undoes
            action = chooser.choice([a for a in legal if a.key != "undo"])
        else:
            action = chooser.choice(legal)
        after = GAME.apply(state, seat, action)
        check(state, after)
        log.append((seat, action.key))
        state = after
    return state, log, options, players


@pytest.mark.slow
@pytest.mark.parametrize("block", range(4))
def test_seeded_innings_keep_the_invariants_and_replay(block):
    for seed in range(block * 60, block * 60 + 60):
        state, log, options, players = play(seed)
        assert PacmanState.model_validate_json(state.model_dump_json()) == state
        replayed = GAME.setup(players, seed, options)
        for seat, key in log:
            replayed = GAME.apply(replayed, seat, GAME.parse_action(key))
        assert replayed == state
