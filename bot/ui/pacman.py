"""PAC-MAN on Discord.

PAC-MAN plays on the turn's board message. Every click edits that message (a step never
starts a new turn):
- `🎲 Roll 3 dice`; in the power phase `🎲 Roll 1 die` before each of the three moves;
- then the choice of where to end (bot/ui/pacman_choices.py): the best few end spaces as
  buttons, every end space in select menus (best first), each labelled with what it eats
  and risks; a choice opens a private panel with the walk drawn on the maze and `Confirm`,
  which plays `GoTo(space)` (the engine walks the best walk there). Three clicks a move.
- or, under them, the arrows to walk step by step instead: after the first step the board
  shows the pad of four arrows (only the open directions enabled), `Undo step`, and
  `Confirm move`, enabled once the count is exact (or a power pellet ended the move early;
  until then it says how many steps are left), the pending path drawn live.

Ghost players move the ghosts one at a time in the card's order. On the board: `Preview
<ghost>'s routes…`, which opens a private panel (a select of the ghost's routes by end
space, the chosen route drawn on the maze, then Confirm); and, when the ghost has only a
few routes, a button per route to move at once (else a select that moves at once).

AI seats need no controls: the bot moves them through the table service, and in a solo
game the engine moves the ghosts itself.

Panel drafts: "r" (the routes, none chosen yet), "r" + an end space ("rK12", "rcage"),
"d" + PAC-MAN's end space, optionally "." + a page ("dK8", "dK8.1"), "x" (close).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.ui.controls import SELECT_OPTIONS, Button, Choice, Control, Panel, Select, chunks
from bot.ui.generic import GameUI
from bot.ui.pacman_choices import DESTINATION, destination_controls, destination_panel
from games.pacman import ghost_turn
from games.pacman.actions import Confirm, Roll, Route, Step, UndoStep
from games.pacman.maze import Direction, default_maze
from games.pacman.pacman_turn import move_complete
from games.pacman.routes import CAGE
from games.pacman.state import POWER_MOVES, SECTION_POINTS, PacmanState, Phase
from lang import tr

if TYPE_CHECKING:
    from bot.store import SeatRow
    from bot.tables import Table

PAD = (Direction.LEFT, Direction.UP, Direction.DOWN, Direction.RIGHT)  # fixed places
FEW_ROUTES = 10  # up to two rows of route buttons under the board
ROUTES = "r"
CLOSE = "x"


def score_reason(state: PacmanState) -> str:
    """Why the score stands still while PAC-MAN eats: Pac-dots score nothing themselves;
    a corner section cleared of them scores 800. Says the section closest to that."""
    maze = default_maze()
    left = set(state.dots)
    open_sections = [
        (len(left.intersection(maze.section_nodes(key))), key)
        for key in maze.data.sections
        if key not in state.sections
    ]
    if not open_sections:
        return ""
    dots, key = min(open_sections)
    where = f"{key} ({maze.data.sections[key].name})"
    return " " + tr(None, "pacman-score-reason", dots=dots, section=where, points=SECTION_POINTS)


class UI(GameUI):
    def board_controls(self, table: Table) -> list[Control]:
        actions = self.acting_actions(table)
        if not actions:
            return []  # the AI or the engine moves now
        state: PacmanState = table.state  # type: ignore[assignment]
        if state.phase == Phase.GHOSTS:
            if ghost_turn.controller(state) is None:
                return []  # the ghost AI's move (solo), played without asking
            return _ghost_controls(state, [a for a in actions if isinstance(a, Route)])
        return _pacman_controls(state, actions)

    def panel(self, table: Table, seat: SeatRow, draft: str) -> Panel:
        if draft == CLOSE:
            return Panel("Closed: nothing was played.")
        state: PacmanState = table.state  # type: ignore[assignment]
        if draft.startswith(DESTINATION) and state.phase in (Phase.MOVE, Phase.POWER_MOVE):
            return destination_panel(state, draft[len(DESTINATION) :])
        routes = [
            a
            for a in table.game.legal_actions(state, seat.seat)
            if isinstance(a, Route) and state.phase == Phase.GHOSTS
        ]
        if not routes or not draft.startswith(ROUTES):
            return Panel("No ghost of yours moves now: use the buttons under the board.")
        return _route_panel(state, routes, draft[len(ROUTES) :])

    def facts(self, table: Table) -> str | None:
        """Who is PAC-MAN, the inning's score (and lives), the inning, the scores of the
        innings played out. (Who moves which ghost is drawn under the board.)"""
        state: PacmanState = table.state  # type: ignore[assignment]
        if state.phase == Phase.OVER:
            return None
        names = table.names
        line = f"🟡 PAC-MAN: **{names[state.pacman]}** · score {state.score}"
        if not state.options.purist_scoring:
            line += score_reason(state)
        if state.options.mode == "arcade":
            line += f" · lives {state.lives}"
        done = [f"{names[k]} {s}" for k, s in enumerate(state.scores) if s is not None]
        if len(names) > 1:
            line += f" · inning {state.innings} of {len(names)}"
        if done:
            line += " · scored: " + ", ".join(done)
        return line

    def prompt(self, table: Table) -> str:
        """What to press now, in the words of the buttons."""
        state: PacmanState = table.state  # type: ignore[assignment]
        power = f"power move {POWER_MOVES - state.power_left + 1} of {POWER_MOVES}: "
        if state.phase == Phase.ROLL:
            return "roll the dice for PAC-MAN (🎲 below)."
        if state.phase == Phase.POWER_ROLL:
            return f"{power}roll 1 die (🎲 below)."
        if state.phase in (Phase.MOVE, Phase.POWER_MOVE):
            head = power if state.phase == Phase.POWER_MOVE else ""
            if state.path and state.path[-1] in state.pellets:
                pellet = "a power pellet ends the move: ✅ Confirm move to eat it"
                return f"{head}{pellet} (or ↩ Undo step)."
            if not state.path:
                return (
                    f"{head}choose where PAC-MAN ends his {_count(state.steps)}: a button or "
                    "the lists (best first) show the walk, then ✅ Confirm; or walk step by "
                    "step with the arrows."
                )
            if move_complete(state):
                return f"{head}press ✅ Confirm move (or ↩ Undo step)."
            steps = _count(state.steps)
            return f"{head}move PAC-MAN exactly {steps} with the arrows, then ✅ Confirm."
        move = ghost_turn.current_move(state)
        if state.phase == Phase.GHOSTS and move is not None:
            pawn = state.pawn(move.ghost)
            spaces = _count(move.spaces)
            if pawn.eyes:
                eyes = f"**{move.ghost.title}'s eyes**"
                return f"move {eyes} {spaces} back toward the cage: choose where they end."
            routes = ghost_turn.legal(state, default_maze())
            aim = " (🎯 lands on PAC-MAN)" if any(_catches(state, r) for r in routes) else ""
            return f"move **{move.ghost.title}** {spaces}: choose where it ends{aim}."
        return "your move."


# -- PAC-MAN ---------------------------------------------------------------------------
def _pacman_controls(state: PacmanState, actions: list) -> list[Control]:
    roll = next((a for a in actions if isinstance(a, Roll)), None)
    if roll is not None:
        label = f"🎲 {roll.label}"
        if state.phase == Phase.POWER_ROLL:
            label += f" · power move {POWER_MOVES - state.power_left + 1} of {POWER_MOVES}"
        return [Button(label, act=roll.key, style="primary", row=0)]
    if not state.path:
        return destination_controls(state)
    open_ = {a.direction for a in actions if isinstance(a, Step)}
    controls: list[Control] = [
        Button(
            Step(direction=d).label,
            act=Step(direction=d).key,
            style="primary" if d in open_ else "secondary",
            row=0,
            disabled=d not in open_,
        )
        for d in PAD
    ]
    undo, confirm = UndoStep(), Confirm()
    controls.append(Button(f"↩ {undo.label}", act=undo.key, row=1, disabled=not state.path))
    if move_complete(state):
        controls.append(Button(f"✅ {confirm.label}", act=confirm.key, style="success", row=1))
    else:
        left = state.steps - len(state.path)
        waiting = f"Confirm ({left} step{'s' if left != 1 else ''} to go)"
        controls.append(Button(waiting, act=confirm.key, row=1, disabled=True))
    return controls


# -- the ghosts ------------------------------------------------------------------------
def _ghost_controls(state: PacmanState, routes: list[Route]) -> list[Control]:
    if not routes:
        return []
    title = routes[0].ghost.title
    controls: list[Control] = [
        Button(f"👁 Preview {title}'s routes…", panel=ROUTES, style="primary", row=0)
    ]
    if len(routes) <= FEW_ROUTES:
        controls += [
            Button(_route_label(state, r), act=r.key, row=1 + i // 5) for i, r in enumerate(routes)
        ]
        return controls
    for i, group in enumerate(chunks(routes, SELECT_OPTIONS)[:4]):
        choices = [Choice(_route_label(state, r), r.key, _route_note(state, r)) for r in group]
        controls.append(Select(f"Move {title} at once to…", choices, row=1 + i))
    return controls


def _route_panel(state: PacmanState, routes: list[Route], chosen: str) -> Panel:
    move = ghost_turn.current_move(state)
    assert move is not None  # routes exist only while a ghost moves
    pawn = state.pawn(move.ghost)
    title = move.ghost.title
    count = f"{move.spaces} space{'s' if move.spaces != 1 else ''}"
    what = f"**{title}'s eyes** head back to the cage" if pawn.eyes else f"**{title}** moves"
    text = [f"{what}: {count}. Choose where it ends; the preview draws its route."]
    controls: list[Control] = [
        Select(
            f"{title}'s routes ({len(group)})" if i == 0 else f"More routes of {title}",
            [
                Choice(r.to, f"{ROUTES}{r.to}", _route_note(state, r), default=r.to == chosen)
                for r in group
            ],
            kind="panel",
            row=i,
        )
        for i, group in enumerate(chunks(routes, SELECT_OPTIONS)[:4])
    ]
    route = next((r for r in routes if r.to == chosen), None)
    close = Button("Cancel", panel=CLOSE, style="danger", row=4)
    if route is None:
        return Panel("\n".join(text), [*controls, close])
    note = _route_note(state, route)
    text = [f"{what} to **{route.to}**{f' ({note})' if note else ''}. Confirm to move it."]
    confirm = Button(f"✅ Move {title} to {route.to}", act=route.key, style="success", row=4)
    return Panel("\n".join(text), [*controls, confirm, close], preview=route)


def _count(spaces: int) -> str:
    return f"{spaces} space{'s' if spaces != 1 else ''}"


def _route_label(state: PacmanState, route: Route) -> str:
    catch = " 🎯" if _catches(state, route) else ""
    return f"{route.label}{catch}"


def _route_note(state: PacmanState, route: Route) -> str | None:
    """A few words on where the route ends, for players reading a list of spaces."""
    if route.to == CAGE:
        return "back into the cage"
    if _catches(state, route):
        return "lands on PAC-MAN: caught!"
    maze = default_maze()
    end = maze.parse_name(route.to)
    away = maze.distances_from(state.at)[end] if end is not None else -1
    if away <= 0:
        return None
    return f"{away} space{'s' if away != 1 else ''} from PAC-MAN"


def _catches(state: PacmanState, route: Route) -> bool:
    """Whether the route ends on PAC-MAN's space, a ghost (not eyes) moving."""
    return route.to == default_maze().name(state.at) and not state.pawn(route.ghost).eyes
