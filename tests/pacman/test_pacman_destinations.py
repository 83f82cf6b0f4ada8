"""PAC-MAN's destinations: every end space of a roll, the best walk to each, GoTo."""

from __future__ import annotations

import pytest

import games
from games import IllegalAction
from games.pacman.actions import Confirm, GoTo, Step
from games.pacman.destinations import (
    destinations,
    outlooks,
    path_directions,
    reachable_ends,
    search_key,
)
from games.pacman.maze import default_maze
from games.pacman.state import Phase
from tests.pacman.reference_search import best_walks

GAME = games.get("pacman")
MAZE = default_maze()


def rolled(seed: int, moves: int = 0):
    """A solo game after `moves` AI moves, then rolled: PAC-MAN must move."""
    state = GAME.setup(1, seed)
    while True:
        if state.phase in ("move", "power_move") and not state.path:
            if not moves:
                return state
            moves -= 1
        state = GAME.apply(state, 0, GAME.ai_action(state, 0))


def every_walk(state, node, left, path):
    """All walks by brute force (for short rolls): lists of spaces after `node`."""
    if path and path[-1] in state.pellets:
        yield list(path)
        return
    if left == 0:
        yield list(path)
        return
    for nxt in MAZE.pac_moves[node].values():
        path.append(nxt)
        yield from every_walk(state, nxt, left - 1, path)
        path.pop()


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_the_best_walk_eats_most_then_revisits_least(seed):
    state = rolled(seed, moves=2)
    state.roll = [2, 3]  # a short roll the brute force can check
    found = destinations(state, MAZE)
    best: dict[int, tuple] = {}
    for walk in every_walk(state, state.at, state.steps, []):
        dots = len(set(walk) & set(state.dots))
        distinct = len({state.at, *walk})
        best[walk[-1]] = max(best.get(walk[-1], (-1, -1)), (dots, distinct))
    assert set(found) == set(best) == set(reachable_ends(state, MAZE))
    for end, dest in found.items():
        assert (dest.dots, len(dest.path) + 1 - dest.revisits) == best[end]
        assert not set(dest.path[:-1]) & set(state.pellets)  # a pellet only ever ends it


def test_goto_is_the_same_move_as_its_steps_and_confirm():
    state = rolled(5)
    for outlook in outlooks(state, MAZE)[:5]:
        dest = outlook.destination
        by_goto = GAME.apply(state, 0, GoTo(to=MAZE.name(dest.end)))
        walked = state
        for direction in path_directions(MAZE, state.at, dest.path):
            walked = GAME.apply(walked, 0, Step(direction=direction))
        walked = GAME.apply(walked, 0, Confirm())
        assert by_goto.at == walked.at == dest.end
        assert by_goto.dots == walked.dots and by_goto.score == walked.score
        assert len(state.dots) - len(by_goto.dots) == dest.dots


def test_forged_and_late_gotos_are_refused_with_a_reason():
    state = rolled(5)
    far = next(n for n, d in enumerate(MAZE.distances_from(state.at)) if d > state.steps)
    with pytest.raises(IllegalAction, match=f"cannot end on {MAZE.name(far)} with a roll of"):
        GAME.apply(state, 0, GoTo(to=MAZE.name(far)))
    first = next(iter(MAZE.pac_moves[state.at]))
    stepped = GAME.apply(state, 0, Step(direction=first))
    end = MAZE.name(reachable_ends(state, MAZE)[0])
    with pytest.raises(IllegalAction, match="started walking step by step"):
        GAME.apply(stepped, 0, GoTo(to=end))
    assert GAME.parse_action(f"go-{end}") == GoTo(to=end)


def test_outlooks_say_what_is_at_risk():
    for seed in range(20):
        state = rolled(seed, moves=3)
        ranked = outlooks(state, MAZE)
        assert [o.value for o in ranked] == sorted((o.value for o in ranked), reverse=True)
        for o in ranked:
            ghost = state.ghost_at(o.destination.end)
            caught = ghost is not None and not state.energized and not o.destination.pellet
            assert (o.caught_by is not None) == caught
            assert 0 <= o.danger <= 1 and (o.danger > 0) == bool(o.threatened_by)


def test_the_search_finds_the_walks_the_reference_search_finds():
    """Every roll PAC-MAN met in seeded two-player games (the AI on both sides, short and
    long rolls, power moves, fruit): the same best walk to every end space as the plain
    tuple search it replaced, ties included."""
    rolls = 0
    for seed in range(6):
        state = GAME.setup(2, seed)
        for _ in range(400):
            if GAME.outcome(state) is not None:
                break
            if state.phase in (Phase.MOVE, Phase.POWER_MOVE) and not state.path:
                found = destinations(state, MAZE)
                wanted = best_walks(MAZE, search_key(state))
                assert {
                    end: (d.path, d.dots, d.fruit, d.ghosts, d.pellet, d.revisits)
                    for end, d in found.items()
                } == wanted, (seed, state.step)
                assert list(found) == list(wanted)
                rolls += 1
            seat = GAME.to_act(state)[0]
            state = GAME.apply(state, seat, GAME.ai_action(state, seat))
    assert rolls > 150, rolls
