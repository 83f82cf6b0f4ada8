"""How often the ghost AI catches the PAC-MAN AI: solo innings with unlimited levels (so
only a catch ends them), cut after MAX_LEVELS levels.

    .venv/bin/python bench/pacman_catch.py [innings]     (default 60)

Prints the share of innings caught by the end of level 1, 2, 3 and at all, and the catches
per 1,000 PAC-MAN turns (the hazard: it uses every turn played, so it is the steadier
figure). PAC-MAN moves by the AI's walk (`GoTo`, as the buttons play it); every ghost by
the ghost AI, through the contract (`unasked_action`).
"""

from __future__ import annotations

import statistics
import sys
from multiprocessing import Pool

import games
from games.pacman import ai
from games.pacman.actions import GoTo, walk_letters
from games.pacman.destinations import path_directions
from games.pacman.maze import default_maze
from games.pacman.state import PacmanOptions, Phase

GAME = games.get("pacman")
MAZE = default_maze()
MAX_LEVELS = 5


def action(state):
    """PAC-MAN's AI walk as one GoTo; any other decision the engine's own AI."""
    seat = GAME.to_act(state)[0]
    if state.phase in (Phase.MOVE, Phase.POWER_MOVE) and not state.path:
        plan = tuple(ai.pacman_plan(state, MAZE))
        walk = walk_letters(path_directions(MAZE, state.at, plan))
        return seat, GoTo(to=MAZE.name(plan[-1]), walk=walk)
    return seat, GAME.unasked_action(state, seat) or GAME.ai_action(state, seat)


def inning(seed: int) -> tuple[bool, int, int]:
    """(caught, the level he reached, PAC-MAN turns played)."""
    state = GAME.setup(1, seed, PacmanOptions(levels_per_inning=None))
    while state.scores[0] is None and state.level <= MAX_LEVELS:
        state = GAME.apply(state, *action(state))
    return state.scores[0] is not None, state.level, state.round


def main() -> None:
    innings = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    with Pool(2) as pool:
        results = pool.map(inning, range(innings))
    caught = [level for was, level, _ in results if was]
    rounds = sum(r for _, _, r in results)
    by_level = ", ".join(
        f"level {n}: {sum(1 for level in caught if level <= n)}/{innings}" for n in (1, 2, 3)
    )
    cut = f"unlimited levels, cut at {MAX_LEVELS}"
    print(f"Ghost AI vs PAC-MAN AI, {innings} solo innings ({cut}):")
    print(f"  caught by the end of {by_level}; at all: {len(caught)}/{innings}")
    print(
        f"  {1000 * len(caught) / rounds:.1f} catches per 1,000 PAC-MAN turns "
        f"({rounds} turns; median {statistics.median(r for _, _, r in results)} an inning)"
    )


if __name__ == "__main__":
    main()
