"""The PAC-MAN AI and the ghost AI. Deterministic: the same state gives the same choice.

PAC-MAN searches the walks of exactly his roll (a beam over (space, spaces visited)),
values what each collects (dots, sections, fruit, ghosts while energized, a pellet when
ghosts are near) and weighs the end space by the chance that a ghost can land on it next
turn (each ghost's exact non-reversing reach for every count on the cards).

Each ghost chooses among its end spaces: a catch if it can; else the end that best covers
where PAC-MAN may land next (each space weighted by the chance 3 dice reach it) beyond what
the other ghosts already threaten, closing in on him and not crowding the other ghosts:
they cooperate by spreading out around him.
"""

from __future__ import annotations

from functools import cache, lru_cache

from games.pacman.deck import GHOSTS, Ghost, cards, spaces_odds
from games.pacman.ghost_turn import current_move, current_routes
from games.pacman.maze import Maze
from games.pacman.state import (
    DOT_POINTS_PURIST,
    FRUITS,
    GHOST_POINTS,
    SECTION_POINTS,
    PacmanState,
    Phase,
)

MAX_SPACES = 8  # the largest number on a ghost card
BEAM_PER_SPACE = 3  # walks kept per end space and length
DOT_VALUE = 12
CAUGHT_COST = 4000  # what PAC-MAN expects to lose when caught
PELLET_COST = 250  # a pellet spent with no ghost to eat is wasted
DISTANCE_COST = 6  # per step from the nearest dot left
SHORTLIST = 80  # walks given the full evaluation
GHOST_NEAR = 30.0  # ghost AI: cost per step from PAC-MAN
GHOST_CROWD = 10.0  # ghost AI: cost per other ghost within 2 steps


# -- shared: distances and ghost reach ---------------------------------------------------


def distance(maze: Maze, a: int | None, b: int) -> int:
    """PAC-MAN-graph steps between two spaces; from the cage or door, via the door."""
    if a is None:
        return 2 + maze.distances_from(maze.blinky_start)[b]
    if a == maze.door:
        return 1 + maze.distances_from(maze.blinky_start)[b]
    return maze.distances_from(a)[b]


@lru_cache(maxsize=4096)
def _reach(maze: Maze, start: int | None, max_k: int) -> tuple[frozenset[int], ...]:
    """Spaces a ghost at `start` can land on with exactly k spaces (k = 0..max_k),
    moving without reversing; other pawns are ignored."""
    layers: list[frozenset[int]] = [frozenset() if start is None else frozenset({start})]
    states = {(maze.door, -1)} if start is None else {(start, -1)}
    if start is None:
        layers.append(frozenset({maze.door}))
    while len(layers) <= max_k:
        states = {(n, node) for node, prev in states for n in maze.ghost_moves[node] if n != prev}
        layers.append(frozenset(n for n, _ in states))
    return tuple(layers)


def threat(maze: Maze, ghost: Ghost, at: int | None, with_yellow: bool) -> dict[int, float]:
    """Space -> chance this ghost's next card lets it land there."""
    odds = spaces_odds(with_yellow)[ghost]
    layers = _reach(maze, at, MAX_SPACES)
    chance: dict[int, float] = {}
    for spaces, p in odds.items():
        for node in layers[spaces]:
            chance[node] = chance.get(node, 0.0) + p
    return chance


def with_yellow(state: PacmanState) -> bool:
    """Whether the yellow (faster) cards are in play."""
    every = [*state.deck, *state.discard, *([state.card] if state.card else [])]
    return any(cards()[c].colour == "yellow" for c in every)


# -- PAC-MAN -------------------------------------------------------------------------------


def pacman_plan(state: PacmanState, maze: Maze) -> list[int]:
    """The walk PAC-MAN should take with his current roll (list of spaces after his own)."""
    key = (
        state.at,
        state.steps,
        state.phase,
        state.power_left,
        tuple(state.dots),
        tuple(state.pellets),
        state.fruit,
        tuple((p.at, p.eyes) for p in state.ghosts),
        state.options.purist_scoring,
        with_yellow(state),
    )
    return list(_plan(maze, key))


@lru_cache(maxsize=256)
def _plan(maze: Maze, key: tuple) -> tuple[int, ...]:
    at, steps, phase, power_left, dots, pellets, fruit, ghosts, purist, yellow = key
    energized = phase == Phase.POWER_MOVE
    dots_set, pellet_set = set(dots), set(pellets)
    ghost_nodes = {pos: i for i, (pos, eyes) in enumerate(ghosts) if pos is not None and not eyes}
    dot_value = DOT_VALUE + (DOT_POINTS_PURIST if purist else 0)
    fruit_value = dict(FRUITS)[fruit] if fruit else 0

    def gain(node: int) -> int:
        value = dot_value if node in dots_set else 0
        if fruit and node == maze.pac_start:
            value += fruit_value
        if energized and node in ghost_nodes:
            value += GHOST_POINTS
        return value

    # beam: node -> list of (score, mask, node, parent)
    # what lies on his own space (a fruit put down under him) is eaten by stepping back
    start = (0, 0 if gain(at) else 1 << at, at, None)
    layer: dict[int, list] = {at: [start]}
    finals: list = []
    for depth in range(steps):
        nxt_layer: dict[int, list] = {}
        for node, entries in layer.items():
            for entry in entries:
                for nxt in maze.pac_moves[node].values():
                    bit = 1 << nxt
                    score = entry[0] + (0 if entry[1] & bit else gain(nxt))
                    _keep(nxt_layer, nxt, (score, entry[1] | bit, nxt, entry))
        layer = {}
        for node, entries in nxt_layer.items():
            if node in pellet_set or depth == steps - 1:
                finals.extend(entries)  # a pellet ends the move
            else:
                layer[node] = entries
    judge = _Judge(maze, dots_set, pellet_set, ghosts, ghost_nodes, energized, power_left, yellow)
    shortlist = sorted(finals, key=lambda e: (judge.quick(e), e[1]), reverse=True)[:SHORTLIST]
    best = max(shortlist, key=lambda e: (judge.full(e), e[1]))
    path = []
    while best[3] is not None:
        path.append(best[2])
        best = best[3]
    return tuple(reversed(path))


def _keep(layer: dict[int, list], node: int, entry: tuple) -> None:
    entries = layer.setdefault(node, [])
    for i, other in enumerate(entries):
        if other[1] == entry[1]:
            if entry[0] > other[0]:
                entries[i] = entry
            return
    entries.append(entry)
    if len(entries) > BEAM_PER_SPACE:
        entries.sort(key=lambda e: (e[0], e[1]), reverse=True)
        del entries[BEAM_PER_SPACE:]


class _Judge:
    """Values the end of one walk: sections, pellet, danger, distance to the dots left."""

    def __init__(self, maze, dots, pellets, ghosts, ghost_nodes, energized, power_left, yellow):
        self.maze, self.dots, self.pellets = maze, dots, pellets
        self.ghosts, self.ghost_nodes = ghosts, ghost_nodes
        self.energized, self.last_power = energized, energized and power_left <= 1
        self.sections = {k: maze.section_nodes(k) for k in maze.data.sections}
        self.threats = [
            threat(maze, GHOSTS[i], pos, yellow) if not eyes else {}
            for i, (pos, eyes) in enumerate(ghosts)
        ]

    def quick(self, entry: tuple) -> float:
        score, mask, node, _ = entry
        return score + self._sections(mask) - self._danger(mask, node) + self._pellet(mask, node)

    def full(self, entry: tuple) -> float:
        mask, node = entry[1], entry[2]
        left = [d for d in self.dots if not mask >> d & 1]
        if not left:
            return self.quick(entry) + 10 * SECTION_POINTS
        dist = self.maze.distances_from(node)
        nearest = min(dist[d] for d in left)
        hunt = 0.0
        if self.energized and not self.last_power and node not in self.pellets:
            for pos in self.ghost_nodes:
                if not mask >> pos & 1:
                    hunt += GHOST_POINTS * max(0.0, 1 - dist[pos] / 7)
        return self.quick(entry) - DISTANCE_COST * nearest + hunt

    def _sections(self, mask: int) -> int:
        bonus = 0
        for nodes in self.sections.values():
            left = [n for n in nodes if n in self.dots]
            if left and all(mask >> n & 1 for n in left):
                bonus += SECTION_POINTS
        return bonus

    def _pellet(self, mask: int, node: int) -> float:
        if node not in self.pellets:
            return 0.0
        dist = self.maze.distances_from(node)
        value = -PELLET_COST
        for pos in self.ghost_nodes:
            value += GHOST_POINTS * max(0.0, 1 - dist[pos] / 12)
        return value

    def _danger(self, mask: int, node: int) -> float:
        if node in self.pellets or (self.energized and not self.last_power):
            return 0.0
        if not self.energized and node in self.ghost_nodes:
            return CAUGHT_COST * 2
        safe = 1.0
        for i, (pos, _eyes) in enumerate(self.ghosts):
            if self.energized and pos is not None and mask >> pos & 1:
                continue  # eaten on the way
            safe *= 1 - min(1.0, self.threats[i].get(node, 0.0))
        return CAUGHT_COST * (1 - safe)


# -- ghosts ---------------------------------------------------------------------------------


def ghost_choice(state: PacmanState, maze: Maze) -> str:
    """The end space (name, or "cage") the ghost moving now should take."""
    move = current_move(state)
    routes = current_routes(state, maze)
    names = list(routes)
    target = maze.name(state.at)
    if target in routes:
        return target
    pawn = state.pawn(move.ghost)
    if pawn.eyes or len(names) == 1:
        return names[0]
    yellow = with_yellow(state)
    targets = _landing_odds(maze, state.at)
    escape = {n: 1.0 for n in targets}  # chance no other ghost lands on n next turn
    for other in state.ghosts:
        if other.ghost != move.ghost and not other.eyes:
            for n, p in threat(maze, other.ghost, other.at, yellow).items():
                if n in escape:
                    escape[n] *= 1 - min(1.0, p)
    others = [p.at for p in state.ghosts if p.ghost != move.ghost and not p.eyes]

    def score(name: str) -> tuple[float, str]:
        end = routes[name][-1]
        mine = threat(maze, move.ghost, end, yellow)
        covered = sum(
            w * (1 - escape[n] * (1 - min(1.0, mine.get(n, 0.0)))) for n, w in targets.items()
        )
        near = distance(maze, end, state.at)
        crowd = sum(1 for o in others if o is not None and distance(maze, end, o) <= 2)
        return (100 * covered - GHOST_NEAR * near - GHOST_CROWD * crowd, name)

    return max(names, key=score)


@cache
def _landing_odds(maze: Maze, at: int) -> dict[int, float]:
    """Where PAC-MAN may end his next move, each weighted by the chance 3 dice reach it."""
    dist = maze.distances_from(at)
    reach = [0.0] * 19  # chance that 3 dice roll at least d
    for a in range(1, 7):
        for b in range(1, 7):
            for c in range(1, 7):
                for d in range(a + b + c + 1):
                    reach[d] += 1 / 216
    return {n: reach[d] for n, d in enumerate(dist) if 0 < d <= 18}
