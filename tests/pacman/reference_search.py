"""The best-walk search as it was before it moved to parallel lists of ints (main at
0786e42): a walk is a tuple (score, mask, node, parent walk). Kept as the reference the
faster search must agree with, walk for walk (tests/pacman/test_pacman_destinations.py)."""

from __future__ import annotations

from games.pacman.destinations import DISTINCT, SCORE_BITS
from games.pacman.legacy_walks import KEEP_PER_SPACE
from games.pacman.maze import Maze
from games.pacman.state import FRUITS, GHOST_POINTS


def best_walks(maze: Maze, key: tuple) -> dict[int, tuple]:
    """End space -> (path, dots, fruit eaten, ghosts eaten, ends on a pellet, revisits)."""
    at, steps, energized, dots, pellets, fruit, ghosts = key
    ghost_at = dict(ghosts) if energized else {}
    fruit_at = maze.pac_start if fruit else None
    fruit_points = dict(FRUITS)[fruit] if fruit else 0
    gain = []
    for node in range(len(maze.pac_moves)):
        points = fruit_points if node == fruit_at else 0
        if node in ghost_at:
            points += GHOST_POINTS
        dot = 1 if node in dots else 0
        gain.append((points << 2 * SCORE_BITS) | (dot << SCORE_BITS) | DISTINCT)
    neighbours = [tuple(moves.values()) for moves in maze.pac_moves]
    layer: dict[int, list] = {at: [(DISTINCT, 1 << at, at, None)]}
    finals: dict[int, tuple] = {}
    for depth in range(steps):
        last = depth == steps - 1
        following: dict[int, dict[int, tuple]] = {}
        for node, walks in layer.items():
            for walk in walks:
                score, mask = walk[0], walk[1]
                for nxt in neighbours[node]:
                    bit = 1 << nxt
                    if mask & bit:
                        new = (score, mask, nxt, walk)
                    else:
                        new = (score + gain[nxt], mask | bit, nxt, walk)
                    if last or nxt in pellets:
                        best = finals.get(nxt)
                        if best is None or new[0] > best[0]:
                            finals[nxt] = new
                        continue
                    masks = following.setdefault(nxt, {})
                    best = masks.get(new[1])
                    if best is None or new[0] > best[0]:
                        masks[new[1]] = new
        layer = {
            node: sorted(masks.values(), key=lambda w: w[0], reverse=True)[:KEEP_PER_SPACE]
            for node, masks in following.items()
        }
    result = {}
    for end, walk in sorted(finals.items()):
        score, mask, path = walk[0], walk[1], []
        while walk[3] is not None:
            path.append(walk[2])
            walk = walk[3]
        path.reverse()
        eaten = tuple(ghost_at[n] for n in dict.fromkeys(path) if n in ghost_at)
        result[end] = (
            tuple(path),
            (score >> SCORE_BITS) & ((1 << SCORE_BITS) - 1),
            fruit if fruit_at is not None and mask >> fruit_at & 1 else None,
            eaten,
            path[-1] in pellets,
            len(path) + 1 - bin(mask).count("1"),
        )
    return result
