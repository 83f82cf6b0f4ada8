"""Where PAC-MAN may end his move, and the best walk to each end space.

A move is exactly the rolled count, back and forth as he likes, and entering a power
pellet ends it at once (so a walk never passes through a pellet: a pellet is only ever
an end). For each end space the best walk is the one that eats the most: fruit and, in
the power phase, ghosts first (their points), then Pac-dots; ties go to the walk that
revisits the fewest spaces, then to the first found in a fixed order (deterministic).

The search is a breadth-first sweep over (space, spaces visited) after each step, where
only the visited spaces still within reach tell two walks apart: exact, and cheap enough
to run at every roll (its cost grows with the steps rolled). A `GoTo` names the
walk it takes, so a move log never depends on this search (games/pacman/legacy_walks.py
keeps the search that logs written before that replay with).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

from games.pacman.actions import GoTo
from games.pacman.ai import threat, with_yellow
from games.pacman.maze import Direction, Maze
from games.pacman.state import FRUITS, GHOST_POINTS, PacmanState, Phase


@dataclass(frozen=True)
class Destination:
    """One end space and the best walk there (the spaces after PAC-MAN's own)."""

    end: int
    path: tuple[int, ...]
    dots: int  # Pac-dots eaten on the way
    fruit: str | None  # the fruit eaten on the way
    ghosts: tuple[str, ...]  # ghosts eaten on the way (power phase), by title
    pellet: bool  # the walk ends on a power pellet
    revisits: int  # steps onto a space already visited in this move (or his own)
    walk: str = ""  # its steps as a GoTo names them ("rrdl")

    @property
    def points(self) -> int:
        """Points scored on the way (fruit, ghosts), dots and sections aside."""
        fruit = dict(FRUITS)[self.fruit] if self.fruit else 0
        return fruit + GHOST_POINTS * len(self.ghosts)


def reachable_ends(state: PacmanState, maze: Maze) -> list[int]:
    """The spaces PAC-MAN may end on with the current roll (cheap: no best walks)."""
    if state.phase not in (Phase.MOVE, Phase.POWER_MOVE) or state.path:
        return []
    pellets = set(state.pellets)
    ends: set[int] = set()
    layer = {state.at}
    for depth in range(state.steps):
        following: set[int] = set()
        for node in layer:
            for nxt in maze.pac_moves[node].values():
                if nxt in pellets:
                    ends.add(nxt)
                else:
                    following.add(nxt)
        layer = following
        if depth == state.steps - 1:
            ends |= layer
    return sorted(ends)


def destinations(state: PacmanState, maze: Maze) -> dict[int, Destination]:
    """End space -> its best walk, for the roll PAC-MAN has to move now ({} otherwise)."""
    if state.phase not in (Phase.MOVE, Phase.POWER_MOVE) or state.path:
        return {}
    return _search(maze, search_key(state))


def goto_actions(state: PacmanState, maze: Maze) -> tuple[GoTo, ...]:
    """The `GoTo` of the best walk to each end space, as the buttons offer them (made once
    a roll, like the search: legal moves are asked for several times a move)."""
    if state.phase not in (Phase.MOVE, Phase.POWER_MOVE) or state.path:
        return ()
    return _goto_actions(maze, search_key(state))


@lru_cache(maxsize=1024)
def _goto_actions(maze: Maze, key: tuple) -> tuple[GoTo, ...]:
    return tuple(GoTo(to=maze.name(end), walk=d.walk) for end, d in _search(maze, key).items())


def search_key(state: PacmanState) -> tuple:
    """All the best-walk search reads of a state (its cache key): PAC-MAN's space and
    roll, whether energized, the dots, pellets and fruit, the ghosts on the board."""
    ghosts = tuple((p.at, p.ghost.title) for p in state.ghosts if p.at is not None and not p.eyes)
    return (
        state.at,
        state.steps,
        state.energized,
        frozenset(state.dots),
        frozenset(state.pellets),
        state.fruit,
        ghosts,
    )


def path_directions(maze: Maze, start: int, path: tuple[int, ...]) -> list[Direction]:
    """The steps of a walk as directions (what the arrows would have pressed)."""
    steps, here = [], start
    for node in path:
        steps.append(next(d for d, n in maze.pac_moves[here].items() if n == node))
        here = node
    return steps


# A walk's score packs (points, dots, distinct spaces) into one int that compares as that
# tuple would (dots and spaces stay under 2**SCORE_BITS): the search compares walks
# many thousands of times.
SCORE_BITS = 10
DISTINCT = 1
NODE_TAG = 256  # a space's tag: its number above any mask's bits (the maze has < 256)


# Room for one search per game waiting for its move: the search for the buttons is the
# one the move itself then finds here.
@lru_cache(maxsize=1024)
def _search(maze: Maze, key: tuple) -> dict[int, Destination]:
    """The best walk to every end space, exact: a breadth-first sweep over the walks after
    each step, where two walks on the same space that have visited the same spaces still
    within reach of the steps left have the same future, so only the better one goes on
    (on a tie, the first found: each step's walks are met in a fixed order)."""
    at, steps, energized, dots, pellets, fruit, ghosts = key
    ghost_at = dict(ghosts) if energized else {}
    fruit_at = maze.pac_start if fruit else None
    gain = first_visit_gains(maze, dots, fruit, ghost_at)
    moves = _moves(maze)
    # His own space is visited (a step back onto it is a revisit), but what lies there
    # (a fruit put down while he stood on it) is eaten only by stepping back onto it: then
    # it starts unvisited, its first visit gaining all but the space itself.
    start_mask = 1 << at
    if gain[at] != DISTINCT:
        start_mask, gain[at] = 0, gain[at] - DISTINCT
    # The walks after each step, in parallel lists of plain ints: the space, the spaces
    # visited that are still within reach (a mask, bit n for space n), the score; and
    # for each step, its walks' spaces and each walk's walk one step before (`trail`).
    nodes, masks, scores = [at], [start_mask], [DISTINCT]
    trail: list[tuple[list[int], list[int]]] = []
    finals: dict[int, tuple[int, int, int]] = {}  # end -> (score, step, walk before it)
    for depth in range(steps):
        left = steps - depth - 1  # the steps left after this one
        step_moves = moves[left]
        index: dict[int, int] = {}  # (mask | tag) -> its walk among the next step's
        new_nodes: list[int] = []
        new_masks: list[int] = []
        new_scores: list[int] = []
        new_parents: list[int] = []
        for i, node in enumerate(nodes):
            mask, score = masks[i], scores[i]
            for nxt, bit, reach, tag in step_moves[node]:
                new_score = score if mask & bit else score + gain[nxt]
                if not left or nxt in pellets:  # the walk ends here
                    best = finals.get(nxt)
                    if best is None or new_score > best[0]:
                        finals[nxt] = (new_score, depth, i)
                    continue
                new_mask = (mask | bit) & reach
                j = index.get(new_mask | tag)
                if j is None:
                    index[new_mask | tag] = len(new_nodes)
                    new_nodes.append(nxt)
                    new_masks.append(new_mask)
                    new_scores.append(new_score)
                    new_parents.append(i)
                elif new_score > new_scores[j]:
                    new_scores[j] = new_score
                    new_parents[j] = i
        trail.append((nodes, new_parents))
        nodes, masks, scores = new_nodes, new_masks, new_scores
    result = {}
    for end, (score, depth, walk) in sorted(finals.items()):
        path = [end]
        for step in range(depth, 0, -1):
            step_nodes, _ = trail[step]
            path.append(step_nodes[walk])
            walk = trail[step - 1][1][walk]
        path.reverse()
        walk = "".join(map(_letters(maze).__getitem__, pairwise((at, *path))))
        result[end] = _destination(score, tuple(path), walk, pellets, fruit, fruit_at, ghost_at)
    return result


@lru_cache(maxsize=4)
def _letters(maze: Maze) -> dict[tuple[int, int], str]:
    """(space, next space) -> the letter of that step in a GoTo's walk ("u", "d", "l", "r")."""
    return {
        (here, there): direction.value[0]
        for here, moves in enumerate(maze.pac_moves)
        for direction, there in moves.items()
    }


def first_visit_gains(maze: Maze, dots, fruit: str | None, ghost_at) -> list[int]:
    """Space -> what a walk's first visit there adds to its score: the space, its Pac-dot,
    the fruit (on PAC-MAN's start space), a ghost to eat."""
    gain = [DISTINCT] * len(maze.pac_moves)
    for node in dots:
        gain[node] += 1 << SCORE_BITS
    if fruit:
        gain[maze.pac_start] += dict(FRUITS)[fruit] << 2 * SCORE_BITS
    for node in ghost_at:
        gain[node] += GHOST_POINTS << 2 * SCORE_BITS
    return gain


@lru_cache(maxsize=4)
def _moves(maze: Maze) -> list[list[tuple[tuple[int, int, int, int], ...]]]:
    """moves[left][space]: for each space next to it, (that space, its bit, the mask of
    the spaces within `left` steps of it, its tag)."""
    within = []  # within[space][r]: the spaces at most r steps away, as a mask
    for node in range(len(maze.pac_moves)):
        distance = maze.distances_from(node)
        rings = [0] * (max(distance) + 1)
        for other, d in enumerate(distance):
            if d >= 0:
                rings[d] |= 1 << other
        for d in range(1, len(rings)):
            rings[d] |= rings[d - 1]
        within.append(rings)
    longest = max(len(rings) for rings in within)
    return [
        [
            tuple(
                (nxt, 1 << nxt, within[nxt][min(left, len(within[nxt]) - 1)], nxt << NODE_TAG)
                for nxt in space_moves.values()
            )
            for space_moves in maze.pac_moves
        ]
        for left in range(longest)
    ]


def _destination(
    score: int, path: tuple[int, ...], walk: str, pellets, fruit: str | None, fruit_at, ghost_at
) -> Destination:
    visited = dict.fromkeys(path)
    return Destination(
        end=path[-1],
        path=path,
        dots=(score >> SCORE_BITS) & ((1 << SCORE_BITS) - 1),
        fruit=fruit if fruit_at in visited else None,
        ghosts=tuple(ghost_at[n] for n in visited if n in ghost_at),
        pellet=path[-1] in pellets,
        revisits=len(path) + 1 - (score & ((1 << SCORE_BITS) - 1)),
        walk=walk,
    )


# -- what a choice gains and risks (for labels and for ranking) ---------------------------
@dataclass(frozen=True)
class Outlook:
    """A destination with what it clears and what threatens it, ranked by `value`."""

    destination: Destination
    sections: tuple[str, ...]  # corner sections this move clears
    caught_by: str | None  # the ghost PAC-MAN would land on, not energized: caught
    threatened_by: tuple[str, ...]  # ghosts that can land there on their next move
    danger: float  # the chance one of them does
    value: float  # higher is better: what a sensible player would pick first


DOT_VALUE, PELLET_VALUE, CAUGHT_COST = 12, 150, 4000


def outlooks(state: PacmanState, maze: Maze) -> list[Outlook]:
    """Every destination of the current roll with its gain and risk, best first."""
    found = destinations(state, maze)
    ghosts_move_next = not state.energized or state.power_left <= 1
    yellow = with_yellow(state)
    left = set(state.dots)
    open_sections = {  # the dots still to eat in each section not yet cleared
        k: left.intersection(maze.section_nodes(k))
        for k in maze.data.sections
        if k not in state.sections
    }
    pawns = [(p.ghost.title, p) for p in state.ghosts if not p.eyes]
    threats = {  # each ghost's chances, computed once for all destinations
        title: threat(maze, p.ghost, p.at, yellow) for title, p in pawns
    }
    standing: dict[int | None, str] = {}  # space -> the (first) ghost on it
    for title, p in pawns:
        standing.setdefault(p.at, title)
    result = []
    for end, dest in found.items():
        walked = set(dest.path)
        sections = tuple(k for k, dots in open_sections.items() if dots <= walked)
        caught_by = None if state.energized or dest.pellet else standing.get(end)
        threatened, safe = [], 1.0
        if ghosts_move_next and not dest.pellet and caught_by is None:
            for title, _ in pawns:
                if title in dest.ghosts:
                    continue
                chance = min(1.0, threats[title].get(end, 0.0))
                if chance > 0:
                    threatened.append(title)
                    safe *= 1 - chance
        value = (
            dest.points
            + DOT_VALUE * dest.dots
            + 800 * len(sections)
            + (PELLET_VALUE if dest.pellet else 0)
            - CAUGHT_COST * (1 - safe)
            - (10 * CAUGHT_COST if caught_by else 0)
            - dest.revisits
        )
        result.append(Outlook(dest, sections, caught_by, tuple(threatened), 1 - safe, value))
    result.sort(key=lambda o: (-o.value, o.destination.end))
    return result
