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
from games.phrase import Phrase


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
    if state.phase not in (Phase.ROLL, Phase.POWER_ROLL):
        raise IllegalAction(Phrase.of("pac-rolled-already", steps=state.steps))
    dice = PAC_DICE if state.phase == Phase.ROLL else 1
    if action.dice != dice:
        raise IllegalAction(Phrase.of("pac-roll-now", dice=dice))
    state.roll = [die(state.seed, "pacman", state.step, k) for k in range(dice)]
    state.path = []
    if state.phase == Phase.ROLL:
        shown = " + ".join(map(str, state.roll))
        state.events.append(Phrase.of("pac-rolls", dice=shown, total=state.steps))
        state.phase = Phase.MOVE
    else:
        move = POWER_MOVES - state.power_left + 1
        state.events.append(
            Phrase.of("pac-power-rolls", move=move, moves=POWER_MOVES, value=state.steps)
        )
        state.phase = Phase.POWER_MOVE


def do_step(state: PacmanState, maze: Maze, action: Step) -> None:
    _require_moving(state)
    start = here(state)
    if state.path and state.path[-1] in state.pellets:
        raise IllegalAction(Phrase.of("pac-pellet-ends", space=maze.name(start)))
    if len(state.path) >= state.steps:
        raise IllegalAction(Phrase.of("pac-moved-all", steps=state.steps))
    target = maze.pac_moves[start].get(action.direction)
    if target is None:
        raise IllegalAction(_blocked_reason(maze, start, action.direction))
    state.path.append(target)


def do_goto(state: PacmanState, maze: Maze, action: GoTo) -> None:
    """The whole move to `action.to` along its walk, confirmed at once: the same checks
    and the same move as its steps one by one, then Confirm."""
    _require_moving(state)
    if state.path:
        raise IllegalAction(Phrase.of("pac-walking"))
    end = maze.parse_name(action.to)
    ends = legacy_destinations(state, maze) if not action.walk else reachable_ends(state, maze)
    if end not in ends:
        some = ", ".join(_some(maze, ends))
        raise IllegalAction(
            Phrase.of(
                "pac-cannot-end", space=action.to, steps=state.steps, count=len(ends), some=some
            )
        )
    if not action.walk:  # a key from a log written before a GoTo named its walk
        state.path = list(ends[end].path)
        resolve_move(state, maze)
        return
    for direction in action.directions:
        do_step(state, maze, Step(direction=direction))
    _require_complete(state)
    if state.path[-1] != end:
        walked = maze.name(state.path[-1])
        raise IllegalAction(Phrase.of("pac-walk-ends", end=walked, space=action.to))
    resolve_move(state, maze)


def _some(maze: Maze, ends, count: int = 5) -> list[str]:
    return [maze.name(n) for n in list(ends)[:count]]


def _blocked_reason(maze: Maze, start: int, direction: Direction) -> Phrase:
    row, col = maze.cells[start]
    dr, dc = direction.delta
    r, c = row + dr, col + dc
    door = 0 <= r < maze.rows and 0 <= c < maze.cols and maze.data.grid[r][c] == DOOR
    key = "pac-cage-door" if door else "pac-wall"
    return Phrase.of(key, direction=direction.value, space=maze.name(start))


def do_undo(state: PacmanState, action: UndoStep) -> None:
    _require_moving(state)
    if not state.path:
        raise IllegalAction(Phrase.of("pac-no-undo"))
    state.path.pop()


def do_confirm(state: PacmanState, maze: Maze, action: Confirm) -> None:
    _require_moving(state)
    _require_complete(state)
    resolve_move(state, maze)


def _require_complete(state: PacmanState) -> None:
    if not move_complete(state):
        moved, steps = len(state.path), state.steps
        reason = Phrase.of("pac-moved-part", moved=moved, steps=steps, left=steps - moved)
        raise IllegalAction(reason)


def _require_moving(state: PacmanState) -> None:
    if state.phase in (Phase.ROLL, Phase.POWER_ROLL):
        raise IllegalAction(Phrase.of("pac-roll-first"))
    if state.phase not in (Phase.MOVE, Phase.POWER_MOVE):
        raise IllegalAction(Phrase.of("pac-ghosts-move"))


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
    state.events.append(
        Phrase.of(
            "pac-moves",
            count=len(path),
            start=maze.name(start),
            end=maze.name(end),
            dots=collected,
        )
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
        how = Phrase.of("pac-lands-on-ghost", ghost=ghost.ghost.title, space=maze.name(end))
        pacman_caught(state, maze, how)
        return
    if energized:
        state.power_left -= 1
        if state.power_left > 0:
            state.phase = Phase.POWER_ROLL
            return
        state.events.append(Phrase.of("pac-power-over"))
    ghost_turn.start(state, maze)


def _eat_fruit(state: PacmanState, maze: Maze) -> None:
    points = dict(FRUITS)[state.fruit]
    state.score += points
    state.fruit_eaten.append(state.fruit)
    space = maze.name(maze.pac_start)
    state.events.append(
        Phrase.of("pac-eats-fruit", fruit=state.fruit, space=space, points=points)
    )
    state.fruit = None


def _eat_ghosts(state: PacmanState, maze: Maze, node: int) -> None:
    for pawn in state.ghosts:
        if pawn.at == node and not pawn.eyes:
            pawn.eyes = True
            state.score += GHOST_POINTS
            state.ghosts_eaten += 1
            state.events.append(
                Phrase.of(
                    "pac-eats-ghost",
                    ghost=pawn.ghost.title,
                    space=maze.name(node),
                    points=GHOST_POINTS,
                )
            )


def _claim_sections(state: PacmanState, maze: Maze) -> None:
    left = set(state.dots)
    for key, section in maze.data.sections.items():
        if key not in state.sections and not left.intersection(maze.section_nodes(key)):
            state.sections.append(key)
            state.score += SECTION_POINTS
            corner = Phrase.of("pac-corner", corner=section.name)
            state.events.append(
                Phrase.of("pac-section-clear", section=key, corner=corner, points=SECTION_POINTS)
            )


def _start_power_phase(state: PacmanState, maze: Maze, node: int) -> None:
    state.pellets.remove(node)
    state.events.append(Phrase.of("pac-eats-pellet", space=maze.name(node), moves=POWER_MOVES))
    _eat_ghosts(state, maze, node)
    state.power_left = POWER_MOVES
    state.phase = Phase.POWER_ROLL
