"""PAC-MAN's turn: roll, build the move step by step, confirm it.

- Roll 3 dice and move exactly the sum. Up, down, left, right; he may reverse and go back
  and forth as often as he likes; only the count must be exact. The cage and its door are
  never his spaces; the tunnel joins the left and right edges.
- The move is built one `Step` at a time and can be undone; nothing happens until
  `Confirm`. Or it is chosen whole: `GoTo(space, walk)` takes those steps and confirms
  them at once (the buttons offer the best walk to each end space: destinations.py).
  Then every Pac-dot moved over is collected, the fruit moved over is eaten.
- Entering a power pellet ends the move at once (the rest of the roll is lost), flips the
  pellet and starts the power phase: three one-die moves during which every ghost passed
  through or landed on is eaten (its eyes token appears, 200 points). [house] A pellet
  entered during the power phase restarts it with 3 fresh moves. [house] A ghost standing
  on the pellet PAC-MAN enters is eaten: the pellet energizes him first.
- Ending a move on a ghost when not energized ends the inning (caught). [house] Passing
  through a ghost is allowed.
- A section whose Pac-dots are all collected scores its mini-board token (800); all four
  clear the level ([house] checked after the move, before any catch on its last space).
"""

from __future__ import annotations

from games.chance import roll as die
from games.core import require
from games.errors import IllegalAction
from games.pacman import ghost_turn
from games.pacman.actions import Confirm, GoTo, Roll, Step, UndoStep
from games.pacman.destinations import goto_actions, reachable_ends
from games.pacman.inning import next_level, pacman_caught
from games.pacman.legacy_walks import legacy_destinations
from games.pacman.maze import DOOR, Direction, Maze
from games.pacman.state import (
    DOT_POINTS_PURIST,
    FRUITS,
    GHOST_POINTS,
    PAC_DICE,
    POWER_MOVES,
    SECTION_POINTS,
    PacmanState,
    Phase,
)


def legal(state: PacmanState, maze: Maze) -> list:
    """PAC-MAN's legal actions now: a GoTo for the best walk to each end space (any other
    walk of the roll is a move too: step by step, or as a GoTo that names it)."""
    if state.phase in (Phase.ROLL, Phase.POWER_ROLL):
        return [Roll(dice=PAC_DICE if state.phase == Phase.ROLL else 1)]
    actions: list = [Step(direction=d) for d in open_directions(state, maze)]
    if state.path:
        actions.append(UndoStep())
    else:  # the best walk to each end space, as the buttons offer them
        actions += goto_actions(state, maze)
    if move_complete(state):
        actions.append(Confirm())
    return actions


def here(state: PacmanState) -> int:
    """Where the pending move has taken PAC-MAN so far."""
    return state.path[-1] if state.path else state.at


def move_complete(state: PacmanState) -> bool:
    """The count is exact, or a power pellet ended the move early."""
    return len(state.path) == state.steps or bool(state.path and state.path[-1] in state.pellets)


def open_directions(state: PacmanState, maze: Maze) -> list[Direction]:
    if move_complete(state):
        return []
    return list(maze.pac_moves[here(state)])


def do_roll(state: PacmanState, action: Roll) -> None:
    require(
        state.phase in (Phase.ROLL, Phase.POWER_ROLL),
        f"You have rolled already: move {state.steps} spaces, then confirm.",
    )
    dice = PAC_DICE if state.phase == Phase.ROLL else 1
    require(action.dice == dice, f"Roll {dice} {'dice' if dice > 1 else 'die'} now.")
    state.roll = [die(state.seed, "pacman", state.step, k) for k in range(dice)]
    state.path = []
    if state.phase == Phase.ROLL:
        shown = " + ".join(map(str, state.roll))
        state.events.append(f"PAC-MAN rolls {shown} = {state.steps}.")
        state.phase = Phase.MOVE
    else:
        move = POWER_MOVES - state.power_left + 1
        state.events.append(f"Power move {move} of {POWER_MOVES}: PAC-MAN rolls {state.steps}.")
        state.phase = Phase.POWER_MOVE


def do_step(state: PacmanState, maze: Maze, action: Step) -> None:
    _require_moving(state)
    start = here(state)
    if state.path and state.path[-1] in state.pellets:
        raise IllegalAction(
            f"The power pellet on {maze.name(start)} ends your move: confirm it or undo a step."
        )
    require(
        len(state.path) < state.steps,
        f"You have moved all {state.steps} spaces: confirm the move or undo a step.",
    )
    target = maze.pac_moves[start].get(action.direction)
    if target is None:
        raise IllegalAction(_blocked_reason(maze, start, action.direction))
    state.path.append(target)


def do_goto(state: PacmanState, maze: Maze, action: GoTo) -> None:
    """The whole move to `action.to` along its walk, confirmed at once: the same checks
    and the same move as its steps one by one, then Confirm."""
    _require_moving(state)
    require(
        not state.path,
        "You have started walking step by step: finish that move (or undo your steps) first.",
    )
    end = maze.parse_name(action.to)
    ends = legacy_destinations(state, maze) if not action.walk else reachable_ends(state, maze)
    if end not in ends:
        raise IllegalAction(
            f"PAC-MAN cannot end on {action.to} with a roll of {state.steps}: "
            f"he can end on {len(ends)} spaces, e.g. {', '.join(_some(maze, ends))}."
        )
    if not action.walk:  # a key from a log written before a GoTo named its walk
        state.path = list(ends[end].path)
        resolve_move(state, maze)
        return
    for direction in action.directions:
        do_step(state, maze, Step(direction=direction))
    _require_complete(state)
    require(
        state.path[-1] == end,
        f"That walk ends on {maze.name(state.path[-1])}, not on {action.to}.",
    )
    resolve_move(state, maze)


def _some(maze: Maze, ends, count: int = 5) -> list[str]:
    return [maze.name(n) for n in list(ends)[:count]]


def _blocked_reason(maze: Maze, start: int, direction: Direction) -> str:
    row, col = maze.cells[start]
    dr, dc = direction.delta
    r, c = row + dr, col + dc
    where = {"up": "above", "down": "below", "left": "left of", "right": "right of"}
    place = f"{where[direction.value]} {maze.name(start)}"
    if 0 <= r < maze.rows and 0 <= c < maze.cols and maze.data.grid[r][c] == DOOR:
        return f"The cage door is {place}: PAC-MAN never enters the cage."
    return f"There is a wall {place}: PAC-MAN cannot go {direction.value} there."


def do_undo(state: PacmanState, action: UndoStep) -> None:
    _require_moving(state)
    require(bool(state.path), "There is no step to undo.")
    state.path.pop()


def do_confirm(state: PacmanState, maze: Maze, action: Confirm) -> None:
    _require_moving(state)
    _require_complete(state)
    resolve_move(state, maze)


def _require_complete(state: PacmanState) -> None:
    left = state.steps - len(state.path)
    require(
        move_complete(state),
        f"You have moved {len(state.path)} of {state.steps} spaces: {left} more to go.",
    )


def _require_moving(state: PacmanState) -> None:
    if state.phase in (Phase.ROLL, Phase.POWER_ROLL):
        raise IllegalAction("Roll the dice first.")
    require(state.phase in (Phase.MOVE, Phase.POWER_MOVE), "It is the ghosts' move now.")


def resolve_move(state: PacmanState, maze: Maze) -> None:
    """Walk the confirmed path: collect dots, fruit, ghosts; then pellet, catch or next."""
    energized = state.energized
    start, path = state.at, state.path
    collected = 0
    for node in path:
        if node in state.dots:
            state.dots.remove(node)
            collected += 1
        if state.fruit is not None and node == maze.pac_start:
            _eat_fruit(state, maze)
        if energized:
            _eat_ghosts(state, maze, node)
    end = path[-1]
    state.at = end
    state.path = []
    state.roll = []
    dots = f", collecting {collected} Pac-dot{'s' if collected != 1 else ''}" if collected else ""
    state.events.append(
        f"PAC-MAN moves {len(path)} space{'s' if len(path) != 1 else ''} "
        f"from {maze.name(start)} to {maze.name(end)}{dots}."
    )
    if state.options.purist_scoring and collected:
        state.score += DOT_POINTS_PURIST * collected
    _claim_sections(state, maze)
    if not state.dots:
        next_level(state, maze)
        return
    if end in state.pellets:
        _start_power_phase(state, maze, end)
        return
    ghost = state.ghost_at(end)
    if ghost is not None and not energized:
        pacman_caught(state, maze, f"PAC-MAN lands on {ghost.ghost.title} at {maze.name(end)}.")
        return
    if energized:
        state.power_left -= 1
        if state.power_left > 0:
            state.phase = Phase.POWER_ROLL
            return
        state.events.append("The power phase is over: PAC-MAN can no longer eat ghosts.")
    ghost_turn.start(state, maze)


def _eat_fruit(state: PacmanState, maze: Maze) -> None:
    points = dict(FRUITS)[state.fruit]
    state.score += points
    state.fruit_eaten.append(state.fruit)
    state.events.append(
        f"PAC-MAN eats the {state.fruit} on {maze.name(maze.pac_start)}: +{points}."
    )
    state.fruit = None


def _eat_ghosts(state: PacmanState, maze: Maze, node: int) -> None:
    for pawn in state.ghosts:
        if pawn.at == node and not pawn.eyes:
            pawn.eyes = True
            state.score += GHOST_POINTS
            state.ghosts_eaten += 1
            state.events.append(
                f"PAC-MAN eats {pawn.ghost.title} on {maze.name(node)}: +{GHOST_POINTS}. "
                "Its eyes head back to the cage."
            )


def _claim_sections(state: PacmanState, maze: Maze) -> None:
    left = set(state.dots)
    for key, section in maze.data.sections.items():
        if key not in state.sections and not left.intersection(maze.section_nodes(key)):
            state.sections.append(key)
            state.score += SECTION_POINTS
            state.events.append(
                f"Section {key} ({section.name}) is clear: mini-board token, +{SECTION_POINTS}."
            )


def _start_power_phase(state: PacmanState, maze: Maze, node: int) -> None:
    state.pellets.remove(node)
    state.events.append(
        f"PAC-MAN eats the power pellet on {maze.name(node)}: {POWER_MOVES} power moves "
        "of one die each, eating every ghost he passes or lands on."
    )
    _eat_ghosts(state, maze, node)
    state.power_left = POWER_MOVES
    state.phase = Phase.POWER_ROLL
