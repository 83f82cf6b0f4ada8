"""PAC-MAN (the board game), 1–5 players: each player takes one inning as PAC-MAN while
the others move the four ghosts; the best inning score wins.

PAC-MAN's turn: roll 3 dice and move exactly the sum, up, down, left or right, back and
forth as you like, eating every Pac-dot passed; the cage is never his. Landing on a ghost
gets him caught (passing through is allowed). Entering a power pellet ends the move, then
come three power moves of one die each, in which he eats every ghost he passes or lands
on (200 each; its eyes go back to the cage). Moving over the fruit eats it (cherry 100,
strawberry 200, orange 500).

The ghosts' turn: turn over a ghost card and move the ghosts in its order, each exactly
its number of spaces if it can, never stepping straight back and never through another
ghost. A ghost landing on PAC-MAN catches him. A fruit card puts the next fruit on
PAC-MAN's start space; draw again. On the first card Blinky leaves first: ghosts listed
before him lose their move.

Clearing every Pac-dot of a corner section scores 800; clearing all four starts the next
level with a full maze and faster cards. The inning ends when PAC-MAN is caught (arcade
mode: when his 3 lives are spent), or, with the lobby option "levels per inning", once he
has cleared that many levels (his score banked; [house] by default 2 when the AI moves the
ghosts, in a solo game, else unlimited as the sheet). Pac-dots score nothing, except 40
each with arcade-purist scoring.
"""

from __future__ import annotations

from games.core import Game, Outcome, ranks_from
from games.errors import IllegalAction
from games.pacman import ai, ghost_turn, pacman_turn
from games.pacman.actions import (
    Confirm,
    GoTo,
    PacmanAction,
    Roll,
    Route,
    Step,
    UndoStep,
    parse,
)
from games.pacman.inning import choose_next_pacman, end_inning, start_inning
from games.pacman.maze import default_maze
from games.pacman.state import PacmanOptions, PacmanState, Phase
from games.pacman.text import describe
from games.phrase import Phrase, Seat


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
            # a ghost no player moves (solo): its choice is the ghost AI's, which the
            # PAC-MAN seat owes without being asked (`unasked_action`)
            return [state.pacman if seat is None else seat]
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
            raise IllegalAction(Phrase.of("pac-ghosts-move-not-pacman"))
        elif isinstance(action, Roll):
            pacman_turn.do_roll(state, action)
        elif isinstance(action, Step):
            pacman_turn.do_step(state, maze, action)
        elif isinstance(action, UndoStep):
            pacman_turn.do_undo(state, action)
        elif isinstance(action, Confirm):
            pacman_turn.do_confirm(state, maze, action)
        elif isinstance(action, GoTo):
            pacman_turn.do_goto(state, maze, action)
        else:  # pragma: no cover - the union is closed
            raise IllegalAction(Phrase.of("pac-not-a-move"))
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

    def stopped(self, state: PacmanState, seat: int) -> PacmanState | None:
        """A solo PAC-MAN who stops ends his inning as a catch does: the score so far is
        banked and, his being the only inning, the match is over (its high score)."""
        if state.players != 1 or state.phase == Phase.OVER:
            return None
        new = PacmanState.model_validate(state.model_dump())
        new.events = [Phrase.of("pac-stops", player=Seat(seat=seat), score=new.score)]
        end_inning(new, default_maze())
        return new

    def unasked_action(self, state: PacmanState, seat: int) -> PacmanAction | None:
        """In a solo game no player moves the ghosts: the ghost AI's route for the ghost
        the card moves now, which the bot plays without asking the PAC-MAN seat."""
        if (
            state.phase == Phase.GHOSTS
            and ghost_turn.controller(state) is None
            and seat in self.to_act(state)
        ):
            return self.ai_action(state, seat)
        return None

    def parse_action(self, key: str) -> PacmanAction:
        return parse(key)

    def text(self, state: PacmanState) -> str:
        return describe(state, default_maze())


GAME = PacmanGame()
