"""The short text form of a PAC-MAN state: a status line and the maze in characters."""

from __future__ import annotations

from games.pacman.inning import level_limit
from games.pacman.maze import CAGE, DOOR, DOT, PELLET, WALL, Maze
from games.pacman.state import PacmanState, Phase


def status(state: PacmanState) -> str:
    """One line: inning, level, score, lives, phase."""
    lives = f", lives {state.lives}" if state.options.mode == "arcade" else ""
    limit = level_limit(state)
    level = f"{state.level} of {limit}" if limit else str(state.level)
    head = (
        f"PAC-MAN: player {state.pacman + 1}, inning {state.innings}, level {level}, "
        f"score {state.score}{lives}, sections {''.join(state.sections) or '-'}"
    )
    if state.phase == Phase.OVER:
        return f"Game over; scores {state.scores}"
    if state.phase in (Phase.MOVE, Phase.POWER_MOVE):
        left = state.steps - len(state.path)
        return f"{head}; moving, {left} of {state.steps} steps left"
    return f"{head}; {state.phase.value.replace('_', ' ')}"


def describe(state: PacmanState, maze: Maze) -> str:
    """Status, then the maze: C PAC-MAN, ghost initials (lower case: eyes), * path, F fruit."""
    grid = [[ch if ch in (WALL, DOOR) else " " for ch in row] for row in maze.data.grid]
    for r, row in enumerate(maze.data.grid):
        for c, ch in enumerate(row):
            if ch == CAGE:
                grid[r][c] = "="
    for node in state.dots:
        r, c = maze.cells[node]
        grid[r][c] = DOT
    for node in state.pellets:
        r, c = maze.cells[node]
        grid[r][c] = PELLET
    if state.fruit:
        r, c = maze.cells[maze.pac_start]
        grid[r][c] = "F"
    for node in state.path:
        r, c = maze.cells[node]
        grid[r][c] = "*"
    r, c = maze.cells[state.at]
    grid[r][c] = "C"
    caged = 0
    for pawn in state.ghosts:
        letter = pawn.ghost.initial.lower() if pawn.eyes else pawn.ghost.initial
        if pawn.at is None:
            r, c = maze.cage_cells[caged % len(maze.cage_cells)]
            caged += 1
        else:
            r, c = maze.cells[pawn.at]
        grid[r][c] = letter
    return "\n".join([status(state), *("".join(row) for row in grid)])
