"""PAC-MAN's destinations: every end space of a roll, the best walk to each, GoTo."""

from __future__ import annotations

import pytest

import games
from games.pacman.actions import Confirm, GoTo, Step, walk_letters
from games.pacman.destinations import (
    destinations,
    outlooks,
    path_directions,
    reachable_ends,
    search_key,
)
from games.pacman.legacy_walks import legacy_destinations
from games.pacman.maze import Direction, default_maze
from games.pacman.state import Phase
from tests.pacman.conftest import refused
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
        directions = path_directions(MAZE, state.at, dest.path)
        action = GoTo(to=MAZE.name(dest.end), walk=walk_letters(directions))
        assert GAME.parse_action(action.key) == action
        assert action in GAME.legal_actions(state, 0)  # as the buttons offer it
        by_goto = GAME.apply(state, 0, action)
        walked = state
        for direction in directions:
            walked = GAME.apply(walked, 0, Step(direction=direction))
        walked = GAME.apply(walked, 0, Confirm())
        assert by_goto.at == walked.at == dest.end
        assert by_goto.dots == walked.dots and by_goto.score == walked.score
        assert len(state.dots) - len(by_goto.dots) == dest.dots


BACK = {
    Direction.UP: Direction.DOWN,
    Direction.DOWN: Direction.UP,
    Direction.LEFT: Direction.RIGHT,
    Direction.RIGHT: Direction.LEFT,
}


def test_a_goto_may_take_any_walk_the_roll_allows_but_no_other():
    state = rolled(5)
    dest = next(o.destination for o in outlooks(state, MAZE) if not o.destination.pellet)
    best = path_directions(MAZE, state.at, dest.path)
    end = MAZE.name(dest.end)
    # back and forth between two spaces: not the best walk, but a move by the rules
    first = next(iter(MAZE.pac_moves[state.at]))
    other = [first if k % 2 == 0 else BACK[first] for k in range(state.steps)]
    there = MAZE.pac_moves[state.at][first] if state.steps % 2 else state.at
    moved = GAME.apply(state, 0, GoTo(to=MAZE.name(there), walk=walk_letters(other)))
    assert moved.at == there
    with refused("more to go"):  # too short
        GAME.apply(state, 0, GoTo(to=end, walk=walk_letters(best[:-1])))
    with refused("moved all"):  # too long
        GAME.apply(state, 0, GoTo(to=end, walk=walk_letters([*best, *best])))
    wall = next(d for d in Direction if d not in MAZE.pac_moves[state.at])
    with refused(r"wall|cage door"):  # through a wall
        GAME.apply(state, 0, GoTo(to=end, walk=walk_letters([wall, *best[1:]])))
    if MAZE.name(there) != end:  # a walk that ends elsewhere
        with refused(f"ends on {MAZE.name(there)}, not on {end}"):
            GAME.apply(state, 0, GoTo(to=end, walk=walk_letters(other)))


def test_an_old_go_key_without_its_walk_replays_the_walk_of_its_time():
    """Move logs written before a GoTo named its walk hold "go-K8": it plays the walk the
    search of that time chose, so an old game replays as it was played."""
    for seed in range(6):
        state = rolled(seed, moves=seed)
        for end, dest in legacy_destinations(state, MAZE).items():
            old = GAME.parse_action(f"go-{MAZE.name(end)}")
            assert old == GoTo(to=MAZE.name(end))
            moved = GAME.apply(state, 0, old)
            assert moved.dots == [n for n in state.dots if n not in dest.path]


def test_forged_and_late_gotos_are_refused_with_a_reason():
    state = rolled(5)
    far = next(n for n, d in enumerate(MAZE.distances_from(state.at)) if d > state.steps)
    with refused(f"cannot end on {MAZE.name(far)} with a roll of"):
        GAME.apply(state, 0, GoTo(to=MAZE.name(far)))
    first = next(iter(MAZE.pac_moves[state.at]))
    stepped = GAME.apply(state, 0, Step(direction=first))
    end = MAZE.name(reachable_ends(state, MAZE)[0])
    with refused("started walking step by step"):
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


def rolls_of_seeded_games():
    """Every state of seeded two-player AI games where PAC-MAN has rolled and must move
    (short and long rolls, power moves, fruit)."""
    for seed in range(6):
        state = GAME.setup(2, seed)
        for _ in range(400):
            if GAME.outcome(state) is not None:
                break
            if state.phase in (Phase.MOVE, Phase.POWER_MOVE) and not state.path:
                yield state
            seat = GAME.to_act(state)[0]
            state = GAME.apply(state, seat, GAME.ai_action(state, seat))


def test_the_old_keys_search_finds_the_walks_the_reference_search_finds():
    """On every roll of seeded games, the search old "go-K8" keys replay with finds the
    same walk to every end space as the plain tuple search before it, ties included."""
    rolls = 0
    for state in rolls_of_seeded_games():
        found = legacy_destinations(state, MAZE)
        wanted = best_walks(MAZE, search_key(state))
        assert {
            end: (d.path, d.dots, d.fruit, d.ghosts, d.pellet, d.revisits)
            for end, d in found.items()
        } == wanted, state.step
        assert list(found) == list(wanted)
        rolls += 1
    assert rolls > 150, rolls


def test_the_search_finds_walks_as_good_as_the_old_search_and_each_is_a_move():
    """On every roll of seeded games: the same end spaces as the old search, a walk at
    least as good to each (better where the old one's bound of walks kept per space lost
    the best), and each walk a legal move whose figures are its own."""
    rolls = 0
    for state in rolls_of_seeded_games():
        found, old = destinations(state, MAZE), legacy_destinations(state, MAZE)
        assert list(found) == list(old) == reachable_ends(state, MAZE)
        for end, dest in found.items():
            mine = (dest.points, dest.dots, -dest.revisits)
            theirs = (old[end].points, old[end].dots, -old[end].revisits)
            assert mine >= theirs, (state.step, end)
            path = dest.path
            assert path[-1] == end and not set(path[:-1]) & set(state.pellets)
            assert len(path) == state.steps or path[-1] in state.pellets
            for here, there in zip((state.at, *path), path, strict=False):
                assert there in MAZE.pac_moves[here].values()
            assert dest.dots == len(set(path) & set(state.dots))
            assert dest.revisits == len(path) + 1 - len({state.at, *path})
            assert dest.walk == walk_letters(path_directions(MAZE, state.at, path))
        rolls += 1
    assert rolls > 150, rolls


def test_a_walk_back_onto_his_own_space_eats_the_fruit_lying_there(board):
    """A fruit card puts the cherry on J16 while PAC-MAN stands there (seed 6, solo, once
    showed it). Stepping back onto J16 eats it (the engine scores it), so the best walks
    that can return there do: with 1 + 1 + 1, the walk to I16 goes left, back for the
    cherry, and left again, rather than for one more Pac-dot."""
    state = board.state(at="J16", roll=[1, 1, 1])
    state.fruit, state.fruits_placed = "cherry", 1
    found = destinations(state, MAZE)
    i16 = found[MAZE.parse_name("I16")]
    assert (i16.fruit, i16.points, i16.revisits) == ("cherry", 100, 1)
    assert MAZE.name(i16.path[1]) == "J16"
    after = board.act(state, f"go-I16-{i16.walk}")
    assert after.score == state.score + 100 and after.fruit is None
    # every end space a walk of 3 can reach through J16 offers the cherry
    for end, dest in found.items():
        back = MAZE.distances_from(end)[state.at] <= 1 and end not in state.pellets
        assert (dest.fruit == "cherry") == back, MAZE.name(end)


def test_every_key_apply_accepts_round_trips():
    """Keys `apply` accepts beyond `legal_actions` (any walk of the roll, and the walkless
    "go-K8" of old logs: docs/architecture.md) parse to an action with that same key; a
    key that would not round-trip ("go-J16-", an empty walk) is refused."""
    from games.errors import BadActionKey

    state = rolled(3)
    keys = [a.key for a in GAME.legal_actions(state, 0)]
    walk = next(iter(destinations(state, MAZE).values()))
    keys += [f"go-{MAZE.name(walk.end)}", f"go-{MAZE.name(walk.end)}-{walk.walk}"]
    keys += ["roll-1", "roll-3", "step-up", "undo", "confirm", "blinky-cage", "clyde-J8"]
    for key in keys:
        assert GAME.parse_action(key).key == key
    for bad in ("go-J16-", "go-J16--", "go-j16-rr", "go-J16-rx", "roll-2", "step-"):
        with pytest.raises(BadActionKey):
            GAME.parse_action(bad)
