"""Where a ghost (or its eyes) may go with the number of spaces its card gives it.

A ghost moves in a continuous direction: it may turn at a junction but never step back onto
the space it just left (within its move). It may not move through or onto another ghost
pawn. It must use its whole count if any route allows it; otherwise it goes as far as it
can (the longest routes) and stops. A caged ghost leaves through the door, which counts as a
space ([house]); the door leads out only.

Eyes head back to the cage: every step brings them one space nearer ([house]: the shortest
way home), they pass through pawns and others pass through them, and their move ends as
they enter the cage.

Routes are grouped by the space they end on: for a ghost nothing else about a route
matters, so a ghost player chooses among end spaces, each with one example path.
"""

from __future__ import annotations

from games.pacman.deck import Ghost
from games.pacman.maze import Maze
from games.pacman.state import PacmanState

CAGE = "cage"


def blocked_spaces(state: PacmanState, mover: Ghost) -> set[int]:
    """Spaces holding another ghost pawn (eyes never block)."""
    return {p.at for p in state.ghosts if p.ghost != mover and not p.eyes and p.at is not None}


def ghost_routes(state: PacmanState, maze: Maze, ghost: Ghost, spaces: int) -> dict[str, list]:
    """End space name -> one path (list of nodes, None for the cage) the ghost may take.

    Empty when the ghost cannot move at all (boxed in, or 0 spaces)."""
    pawn = state.pawn(ghost)
    if pawn.eyes:
        return _eyes_routes(maze, pawn.at, spaces)
    blocked = blocked_spaces(state, ghost)
    best: dict[str, list] = {}
    longest = 0

    def walk(node: int, came_from: int | None, path: list) -> None:
        nonlocal longest, best
        nexts = [n for n in maze.ghost_moves[node] if n != came_from and n not in blocked]
        if len(path) == spaces or not nexts:
            if len(path) > longest:
                longest, best = len(path), {}
            if len(path) == longest and len(path) > 0:
                best.setdefault(maze.name(path[-1]), list(path))
            return
        for nxt in nexts:
            path.append(nxt)
            walk(nxt, node, path)
            path.pop()

    if spaces <= 0:
        return {}
    if pawn.at is None:  # in the cage: the first space is the door
        if maze.door in blocked:
            return {}
        walk(maze.door, None, [maze.door])
    else:
        walk(pawn.at, None, [])
    return dict(sorted(best.items()))


def _eyes_routes(maze: Maze, start: int | None, spaces: int) -> dict[str, list]:
    if start is None or spaces <= 0:
        return {}
    home = maze.eyes_distance()
    if home[start] <= spaces:  # all the way into the cage
        path: list = [start]
        while path[-1] != maze.door:
            path.append(next(n for n in maze.eyes_moves(path[-1]) if home[n] < home[path[-1]]))
        return {CAGE: [*path[1:], None]}
    frontier: dict[int, list] = {start: []}
    for _ in range(spaces):
        nxt_frontier: dict[int, list] = {}
        for node, path in frontier.items():
            for nxt in maze.eyes_moves(node):
                if home[nxt] < home[node]:
                    nxt_frontier.setdefault(nxt, [*path, nxt])
        frontier = nxt_frontier
    return dict(sorted((maze.name(n), p) for n, p in frontier.items()))
