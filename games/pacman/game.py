"""The PAC-MAN Game object: the engine contract over the rules modules."""

from __future__ import annotations

from games.core import Game, Outcome, ranks_from
from games.errors import IllegalAction
from games.pacman import ai, ghost_turn, pacman_turn
from games.pacman.actions import Confirm, PacmanAction, Roll, Route, Step, UndoStep, parse
from games.pacman.inning import choose_next_pacman, start_inning
from games.pacman.maze import default_maze
from games.pacman.state import PacmanOptions, PacmanState, Phase
from games.pacman.text import describe


class PacmanGame(Game[PacmanState, PacmanAction]):
    name = "pacman"
    title = "PAC-MAN"
    min_players = 1
    max_players = 5
    # A move is built one space at a time: a random walker needs ~35 actions a round.
    max_actions = 40000
    summary = (
        "Each player takes an inning as PAC-MAN, eating Pac-dots with 3 dice; the others "
        "move the ghosts by the ghost cards to catch him. Highest score wins."
    )
    Options = PacmanOptions
    State = PacmanState

    def _setup(self, players: int, seed: int, options: PacmanOptions) -> PacmanState:
        state = PacmanState(seed=seed, players=players, options=options, scores=[None] * players)
        first = choose_next_pacman(state)
        start_inning(state, default_maze(), first)
        return state

    def to_act(self, state: PacmanState) -> list[int]:
        if state.phase == Phase.OVER:
            return []
        if state.phase == Phase.GHOSTS:
            seat = ghost_turn.controller(state)
            return [] if seat is None else [seat]
        return [state.pacman]

    def legal_actions(self, state: PacmanState, seat: int) -> list[PacmanAction]:
        if seat not in self.to_act(state):
            return []
        maze = default_maze()
        if state.phase == Phase.GHOSTS:
            return list(ghost_turn.legal(state, maze))
        return pacman_turn.legal(state, maze)

    def _apply(self, state: PacmanState, seat: int, action: PacmanAction) -> None:
        maze = default_maze()
        before = (tuple(self.to_act(state)), state.round)
        if isinstance(action, Route):
            ghost_turn.do_route(state, maze, action)
        elif state.phase == Phase.GHOSTS:
            raise IllegalAction("It is the ghosts' move now, not PAC-MAN's.")
        elif isinstance(action, Roll):
            pacman_turn.do_roll(state, action)
        elif isinstance(action, Step):
            pacman_turn.do_step(state, maze, action)
        elif isinstance(action, UndoStep):
            pacman_turn.do_undo(state, action)
        elif isinstance(action, Confirm):
            pacman_turn.do_confirm(state, maze, action)
        else:  # pragma: no cover - the union is closed
            raise IllegalAction("That is not a PAC-MAN move.")
        if state.phase != Phase.OVER and (tuple(self.to_act(state)), state.round) != before:
            state.turn += 1

    def outcome(self, state: PacmanState) -> Outcome | None:
        if state.phase != Phase.OVER:
            return None
        scores = [s or 0 for s in state.scores]
        return Outcome(scores=scores, ranks=ranks_from([(s,) for s in scores]))

    def ai_action(self, state: PacmanState, seat: int) -> PacmanAction:
        maze = default_maze()
        if state.phase == Phase.GHOSTS:
            move = ghost_turn.current_move(state)
            return Route(ghost=move.ghost, to=ai.ghost_choice(state, maze))
        if state.phase in (Phase.ROLL, Phase.POWER_ROLL):
            return pacman_turn.legal(state, maze)[0]
        plan = ai.pacman_plan(state, maze)
        done = len(state.path)
        if state.path != plan[:done]:
            return UndoStep()
        if done == len(plan):
            return Confirm()
        here = pacman_turn.here(state)
        direction = next(d for d, n in maze.pac_moves[here].items() if n == plan[done])
        return Step(direction=direction)

    def parse_action(self, key: str) -> PacmanAction:
        return parse(key)

    def text(self, state: PacmanState) -> str:
        return describe(state, default_maze())


GAME = PacmanGame()
