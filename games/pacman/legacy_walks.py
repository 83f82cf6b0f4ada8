"""The best-walk search as it was when a `GoTo` named only its end space ("go-K8").

Move logs written then hold such keys, and a log must replay as it was played: the walk
chosen among equal ones (the first found in this search's order, with at most
`KEEP_PER_SPACE` walks kept per space and step) decides which Pac-dots were eaten. Since
then a GoTo names its walk ("go-K8-rrdl"), so this search only replays old logs;
games/pacman/destinations.py holds the search the buttons use.
"""

from __future__ import annotations

from bisect import bisect_right
from functools import lru_cache

from games.pacman.destinations import (
    DISTINCT,
    SCORE_BITS,
    Destination,
    first_visit_gains,
    search_key,
)
from games.pacman.maze import Maze
from games.pacman.state import PacmanState, Phase

KEEP_PER_SPACE = 128


def legacy_destinations(state: PacmanState, maze: Maze) -> dict[int, Destination]:
    """End space -> the walk an old "go-K8" key took there (the roll PAC-MAN has now)."""
    if state.phase not in (Phase.MOVE, Phase.POWER_MOVE) or state.path:
        return {}
    return _search(maze, search_key(state))


@lru_cache(maxsize=64)
def _search(maze: Maze, key: tuple) -> dict[int, Destination]:
    at, steps, energized, dots, pellets, fruit, ghosts = key
    ghost_at = dict(ghosts) if energized else {}
    fruit_at = maze.pac_start if fruit else None
    gain = first_visit_gains(maze, dots, fruit, ghost_at)
    neighbours, bits = _neighbours(maze), _bits(maze, at, steps)
    # The walks after each step, in lists of plain ints (nothing for the garbage collector
    # to follow), a group for each space: (space, scores, masks, order, base). Walk i of
    # the group has scores[i] and masks[i] (the spaces it visited); `order` lists the
    # walks kept, best first; base + i numbers the walk among all of its step's walks.
    # `trail` keeps each step's (bases, spaces, parents): a walk's group and its walk one
    # step before (numbered in the step before), to read the best walks back at the end.
    groups = [(at, [DISTINCT], [bits[at]], [0], 0)]
    trail: list[tuple[list[int], list[int], list[int]]] = []
    finals: dict[int, tuple[int, int, int, int]] = {}  # end -> (score, step, walk, mask)
    for depth in range(steps):
        last = depth == steps - 1
        # space -> its new walks: (mask -> index, scores, masks, parents); a mask met
        # again keeps the walk with the better score, the first found on a tie
        following: dict[int, tuple[dict[int, int], list[int], list[int], list[int]]] = {}
        # For one space moved to, the walks are met in the same order whether the moves
        # or the walks are the outer loop: the best walk found first wins either way.
        for node, scores, masks, order, base in groups:
            for nxt in neighbours[node]:
                bit, first_visit = bits[nxt], gain[nxt]
                if last or nxt in pellets:
                    best = finals.get(nxt)
                    top, found = -1 if best is None else best[0], None
                    for i in order:
                        score = scores[i] if masks[i] & bit else scores[i] + first_visit
                        if score > top:
                            top, found = score, i
                    if found is not None:
                        finals[nxt] = (top, depth, base + found, masks[found] | bit)
                    continue
                entry = following.get(nxt)
                if entry is None:
                    entry = following[nxt] = ({}, [], [], [])
                index, new_scores, new_masks, new_parents = entry
                for i in order:
                    score, mask = scores[i], masks[i]
                    if not mask & bit:
                        score += first_visit
                        mask |= bit
                    k = index.get(mask)
                    if k is None:
                        index[mask] = len(new_scores)
                        new_scores.append(score)
                        new_masks.append(mask)
                        new_parents.append(base + i)
                    elif score > new_scores[k]:
                        new_scores[k] = score
                        new_parents[k] = base + i
        groups, bases, spaces, parents = [], [], [], []
        for nxt, (_, new_scores, new_masks, new_parents) in following.items():
            if len(new_scores) == 1:
                order = [0]
            else:
                order = sorted(range(len(new_scores)), key=new_scores.__getitem__, reverse=True)
                del order[KEEP_PER_SPACE:]
            groups.append((nxt, new_scores, new_masks, order, len(parents)))
            bases.append(len(parents))
            spaces.append(nxt)
            parents += new_parents
        trail.append((bases, spaces, parents))
    result = {}
    for end, (score, depth, walk, mask) in sorted(finals.items()):
        path = [end]
        for bases, spaces, parents in reversed(trail[:depth]):
            path.append(spaces[bisect_right(bases, walk) - 1])
            walk = parents[walk]
        path.reverse()
        eaten = fruit if fruit_at is not None and mask & bits[fruit_at] else None
        result[end] = _destination(score, mask, tuple(path), pellets, eaten, ghost_at)
    return result


@lru_cache(maxsize=4)
def _neighbours(maze: Maze) -> list[tuple[int, ...]]:
    return [tuple(moves.values()) for moves in maze.pac_moves]


@lru_cache(maxsize=512)
def _bits(maze: Maze, at: int, steps: int) -> list[int]:
    """Each space's bit in the masks of a search from `at` (0 for a space out of reach):
    only the spaces a walk can reach get one, so masks stay short ints."""
    distance = maze.distances_from(at)
    near = sorted((d, node) for node, d in enumerate(distance) if 0 <= d <= steps)
    bits = [0] * len(distance)
    for i, (_, node) in enumerate(near):
        bits[node] = 1 << i
    return bits


def _destination(
    score: int, mask: int, path: tuple[int, ...], pellets, fruit: str | None, ghost_at
) -> Destination:
    eaten = [ghost_at[n] for n in dict.fromkeys(path) if n in ghost_at]
    return Destination(
        end=path[-1],
        path=path,
        dots=(score >> SCORE_BITS) & ((1 << SCORE_BITS) - 1),
        fruit=fruit,
        ghosts=tuple(eaten),
        pellet=path[-1] in pellets,
        revisits=len(path) + 1 - bin(mask).count("1"),
    )
