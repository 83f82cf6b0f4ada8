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
from bot.ui.generic import GameUI, action_label
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


def score_reason(state: PacmanState, language: str = "en") -> str:
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
    corner = tr(language, "pacman-section", corner=maze.data.sections[key].name)
    where = f"{key} ({corner})"
    points = SECTION_POINTS
    return " " + tr(language, "pacman-score-reason", dots=dots, section=where, points=points)


class UI(GameUI):
    def board_controls(self, table: Table) -> list[Control]:
        actions = self.acting_actions(table)
        if not actions:
            return []  # the AI or the engine moves now
        state: PacmanState = table.state  # type: ignore[assignment]
        if state.phase == Phase.GHOSTS:
            if ghost_turn.controller(state) is None:
                return []  # the ghost AI's move (solo), played without asking
            routes = [a for a in actions if isinstance(a, Route)]
            return _ghost_controls(state, routes, table.lang)
        return _pacman_controls(state, actions, table.lang)

    def panel(self, table: Table, seat: SeatRow, draft: str) -> Panel:
        language = table.lang
        if draft == CLOSE:
            return Panel(tr(language, "panel-closed"))
        state: PacmanState = table.state  # type: ignore[assignment]
        if draft.startswith(DESTINATION) and state.phase in (Phase.MOVE, Phase.POWER_MOVE):
            return destination_panel(state, draft[len(DESTINATION) :], language)
        routes = [
            a
            for a in table.game.legal_actions(state, seat.seat)
            if isinstance(a, Route) and state.phase == Phase.GHOSTS
        ]
        if not routes or not draft.startswith(ROUTES):
            return Panel(tr(language, "pacman-no-ghost-now"))
        return _route_panel(state, routes, draft[len(ROUTES) :], language)

    def facts(self, table: Table) -> str | None:
        """Who is PAC-MAN, the inning's score (and lives), the inning, the scores of the
        innings played out. (Who moves which ghost is drawn under the board.)"""
        state: PacmanState = table.state  # type: ignore[assignment]
        if state.phase == Phase.OVER:
            return None
        names, language = table.names, getattr(table, "lang", "en")
        line = tr(language, "pacman-facts", name=names[state.pacman], score=str(state.score))
        if not state.options.purist_scoring:
            line += score_reason(state, language)
        if state.options.mode == "arcade":
            line += " · " + tr(language, "pacman-lives", count=state.lives)
        done = [f"{names[k]} {s}" for k, s in enumerate(state.scores) if s is not None]
        if len(names) > 1:
            line += " · " + tr(language, "pacman-inning", inning=state.innings, innings=len(names))
        if done:
            line += " · " + tr(language, "pacman-scored", scores=", ".join(done))
        return line

    def prompt(self, table: Table) -> str:
        """What to press now, in the words of the buttons."""
        state: PacmanState = table.state  # type: ignore[assignment]
        language = getattr(table, "lang", "en")
        number = POWER_MOVES - state.power_left + 1
        power = tr(language, "pacman-power-move", move=number, moves=POWER_MOVES) + ": "
        if state.phase == Phase.ROLL:
            return tr(language, "pacman-prompt-roll")
        if state.phase == Phase.POWER_ROLL:
            return power + tr(language, "pacman-prompt-power-roll")
        if state.phase in (Phase.MOVE, Phase.POWER_MOVE):
            head = power if state.phase == Phase.POWER_MOVE else ""
            if state.path and state.path[-1] in state.pellets:
                return head + tr(language, "pacman-prompt-pellet")
            if not state.path:
                return head + tr(language, "pacman-prompt-choose", steps=state.steps)
            if move_complete(state):
                return head + tr(language, "pacman-prompt-confirm")
            return head + tr(language, "pacman-prompt-walk", steps=state.steps)
        move = ghost_turn.current_move(state)
        if state.phase == Phase.GHOSTS and move is not None:
            pawn = state.pawn(move.ghost)
            if pawn.eyes:
                return tr(
                    language, "pacman-prompt-eyes", ghost=move.ghost.title, spaces=move.spaces
                )
            routes = ghost_turn.legal(state, default_maze())
            aim = "yes" if any(_catches(state, r) for r in routes) else "no"
            return tr(
                language,
                "pacman-prompt-ghost",
                ghost=move.ghost.title,
                spaces=move.spaces,
                aim=aim,
            )
        return tr(language, "moves-your-move")


# -- PAC-MAN ---------------------------------------------------------------------------
def _pacman_controls(state: PacmanState, actions: list, language: str = "en") -> list[Control]:
    roll = next((a for a in actions if isinstance(a, Roll)), None)
    if roll is not None:
        label = f"🎲 {action_label(roll, language)}"
        if state.phase == Phase.POWER_ROLL:
            number = POWER_MOVES - state.power_left + 1
            label += " · " + tr(language, "pacman-power-move", move=number, moves=POWER_MOVES)
        return [Button(label, act=roll.key, style="primary", row=0)]
    if not state.path:
        return destination_controls(state, language)
    open_ = {a.direction for a in actions if isinstance(a, Step)}
    controls: list[Control] = [
        Button(
            action_label(Step(direction=d), language),
            act=Step(direction=d).key,
            style="primary" if d in open_ else "secondary",
            row=0,
            disabled=d not in open_,
        )
        for d in PAD
    ]
    undo, confirm = UndoStep(), Confirm()
    undo_label = f"↩ {action_label(undo, language)}"
    controls.append(Button(undo_label, act=undo.key, row=1, disabled=not state.path))
    if move_complete(state):
        confirm_label = f"✅ {action_label(confirm, language)}"
        controls.append(Button(confirm_label, act=confirm.key, style="success", row=1))
    else:
        left = state.steps - len(state.path)
        waiting = tr(language, "pacman-confirm-waiting", count=left)
        controls.append(Button(waiting, act=confirm.key, row=1, disabled=True))
    return controls


# -- the ghosts ------------------------------------------------------------------------
def _ghost_controls(state: PacmanState, routes: list[Route], language: str = "en") -> list[Control]:
    if not routes:
        return []
    title = routes[0].ghost.title
    preview = tr(language, "pacman-preview-routes", ghost=title)
    controls: list[Control] = [Button(preview, panel=ROUTES, style="primary", row=0)]
    if len(routes) <= FEW_ROUTES:
        controls += [
            Button(_route_label(state, r, language), act=r.key, row=1 + i // 5)
            for i, r in enumerate(routes)
        ]
        return controls
    at_once = tr(language, "pacman-move-at-once", ghost=title)
    for i, group in enumerate(chunks(routes, SELECT_OPTIONS)[:4]):
        choices = [
            Choice(_route_label(state, r, language), r.key, _route_note(state, r, language))
            for r in group
        ]
        controls.append(Select(at_once, choices, row=1 + i))
    return controls


def _route_panel(
    state: PacmanState, routes: list[Route], chosen: str, language: str = "en"
) -> Panel:
    move = ghost_turn.current_move(state)
    assert move is not None  # routes exist only while a ghost moves
    pawn = state.pawn(move.ghost)
    title = move.ghost.title
    eyes = "yes" if pawn.eyes else "no"
    text = [tr(language, "pacman-route-intro", ghost=title, eyes=eyes, spaces=move.spaces)]
    groups = chunks(routes, SELECT_OPTIONS)[:4]
    controls: list[Control] = [
        Select(
            tr(language, "pacman-routes", ghost=title, count=len(group))
            if i == 0
            else tr(language, "pacman-more-routes", ghost=title),
            [
                Choice(
                    _end(r.to, language),
                    f"{ROUTES}{r.to}",
                    _route_note(state, r, language),
                    default=r.to == chosen,
                )
                for r in group
            ],
            kind="panel",
            row=i,
        )
        for i, group in enumerate(groups)
    ]
    route = next((r for r in routes if r.to == chosen), None)
    close = Button(tr(language, "panel-cancel"), panel=CLOSE, style="danger", row=4)
    if route is None:
        return Panel("\n".join(text), [*controls, close])
    note = _route_note(state, route, language)
    key = "pacman-route-chosen-note" if note else "pacman-route-chosen"
    text = [tr(language, key, ghost=title, eyes=eyes, to=route.to, note=note or "")]
    confirm = Button(
        tr(language, "pacman-move-ghost-to", ghost=title, to=route.to),
        act=route.key,
        style="success",
        row=4,
    )
    return Panel("\n".join(text), [*controls, confirm, close], preview=route)


def _end(to: str, language: str) -> str:
    """Where a route ends, as a menu names it: a space ("K12"), or the cage in words."""
    return tr(language, "pacman-cage") if to == CAGE else to


def _route_label(state: PacmanState, route: Route, language: str = "en") -> str:
    catch = " 🎯" if _catches(state, route) else ""
    return f"{action_label(route, language)}{catch}"


def _route_note(state: PacmanState, route: Route, language: str = "en") -> str | None:
    """A few words on where the route ends, for players reading a list of spaces."""
    if route.to == CAGE:
        return tr(language, "pacman-back-to-cage")
    if _catches(state, route):
        return tr(language, "pacman-lands-on-pacman")
    maze = default_maze()
    end = maze.parse_name(route.to)
    away = maze.distances_from(state.at)[end] if end is not None else -1
    if away <= 0:
        return None
    return tr(language, "pacman-spaces-from-pacman", count=away)


def _catches(state: PacmanState, route: Route) -> bool:
    """Whether the route ends on PAC-MAN's space, a ghost (not eyes) moving."""
    return route.to == default_maze().name(state.at) and not state.pawn(route.ghost).eyes
