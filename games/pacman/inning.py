"""Innings, levels and lives: who is PAC-MAN, who moves which ghost, resetting the maze.

- Every player takes one inning as PAC-MAN. Before each inning everyone who has not been
  PAC-MAN yet rolls a die; the highest roll plays next, ties roll again (the sheet; the bot
  rolls for them and shows the rolls).
- Ghost control by player count: 2 → the other player moves all four ghosts; 3 → two
  each; 4 → one player two ghosts, the others one each; 5 → one ghost each. Ghost players
  are taken in seat order after PAC-MAN, ghosts in the order Blinky, Pinky, Inky, Clyde.
  [house] 1 player: the ghost AI moves the ghosts; its choices come as the PAC-MAN seat's
  unasked moves (`PacmanGame.unasked_action`).
- Set-up: every Pac-dot and power pellet on the maze, PAC-MAN on his start space, Blinky
  above the cage door, Pinky, Inky and Clyde in the cage. Classic: the 35 blue cards;
  arcade: all 40 cards and 3 lives.
- A level is clear when every Pac-dot is collected: bank the score, reset the maze and the
  pawns, add the 5 yellow cards and reshuffle; PAC-MAN starts the next level. With the
  lobby option "levels per inning", clearing that many levels ends the inning instead,
  the score banked, as a catch does; [house] by default ("auto") 2 levels when no player
  moves the ghosts (solo), else unlimited as the sheet.
- Arcade: caught with lives left → lose a life, all pawns back to their start spaces, the
  dots stay as they are.
"""

from __future__ import annotations

from games.chance import rng, roll
from games.pacman.deck import GHOSTS, blue_ids, yellow_ids
from games.pacman.maze import Maze
from games.pacman.state import (
    AI_GHOSTS_LEVELS,
    ARCADE_LIVES,
    GhostPawn,
    Mode,
    PacmanState,
    Phase,
)
from games.phrase import Phrase, Seat

# ghosts per ghost player, by the number of ghost players (the sheet's examples)
SPLITS = {1: (4,), 2: (2, 2), 3: (2, 1, 1), 4: (1, 1, 1, 1)}


def ghost_control(players: int, pacman: int) -> list[int | None]:
    """The seat moving each ghost (Blinky, Pinky, Inky, Clyde); None = the engine's AI."""
    others = [(pacman + k) % players for k in range(1, players)]
    if not others:
        return [None] * len(GHOSTS)
    control: list[int | None] = []
    for seat, count in zip(others, SPLITS[len(others)], strict=True):
        control += [seat] * count
    return control


def choose_next_pacman(state: PacmanState) -> int | None:
    """Roll for the players who have not been PAC-MAN yet; the highest plays next."""
    waiting = [seat for seat, score in enumerate(state.scores) if score is None]
    if len(waiting) <= 1:
        return waiting[0] if waiting else None
    attempt = 0
    while len(waiting) > 1:
        rolls = {seat: roll(state.seed, "order", state.innings, attempt, seat) for seat in waiting}
        shown = [
            Phrase.of("pac-order-roll", player=Seat(seat=seat), value=value)
            for seat, value in rolls.items()
        ]
        state.events.append(Phrase.of("pac-who-next", rolls=shown))
        top = max(rolls.values())
        waiting = [seat for seat, value in rolls.items() if value == top]
        attempt += 1
    return waiting[0]


def start_inning(state: PacmanState, maze: Maze, seat: int) -> None:
    """Seat `seat` becomes PAC-MAN on a fresh maze, level 1."""
    state.pacman = seat
    state.innings += 1
    state.control = ghost_control(state.players, seat)
    state.level = 1
    state.lives = ARCADE_LIVES if state.options.mode == Mode.ARCADE else 1
    state.score = 0
    state.ghosts_eaten = 0
    state.fruit_eaten = []
    arcade = state.options.mode == Mode.ARCADE
    reset_level(state, maze, with_yellow=arcade)
    state.events.append(Phrase.of("pac-is-pacman", player=Seat(seat=seat), inning=state.innings))
    begin_pacman_turn(state)


def reset_level(state: PacmanState, maze: Maze, *, with_yellow: bool) -> None:
    """Every dot and pellet back, no fruit, pawns on their starts, a freshly shuffled deck."""
    state.dots = list(maze.dots)
    state.pellets = list(maze.pellets)
    state.sections = []
    state.fruit = None
    state.fruits_placed = 0
    reset_pawns(state, maze)
    cards = blue_ids() + (yellow_ids() if with_yellow else [])
    state.deck = shuffled(state, cards)
    state.discard = []


def reset_pawns(state: PacmanState, maze: Maze) -> None:
    """PAC-MAN on his start, Blinky above the door, the others in the cage."""
    state.at = maze.pac_start
    state.ghosts = [GhostPawn(ghost=g) for g in GHOSTS]
    state.ghosts[0].at = maze.blinky_start
    state.card = None
    state.card_next = 0
    state.opening = True
    state.roll = []
    state.path = []
    state.power_left = 0


def shuffled(state: PacmanState, cards: list[str]) -> list[str]:
    """The cards in a new order drawn from the seed (each shuffle keyed by its number)."""
    state.shuffles += 1
    order = sorted(cards)
    rng(state.seed, "shuffle", state.shuffles).shuffle(order)
    return order


def level_limit(state: PacmanState) -> int | None:
    """The levels this inning lasts (None: until PAC-MAN is caught). The lobby's "auto"
    is [house] AI_GHOSTS_LEVELS when no player moves the ghosts (a solo game, where the
    ghost AI does not catch a careful PAC-MAN for long), else the sheet's unlimited."""
    chosen = state.options.levels_per_inning
    if chosen != "auto":
        return chosen
    return AI_GHOSTS_LEVELS if all(seat is None for seat in state.control) else None


def next_level(state: PacmanState, maze: Maze) -> None:
    """All four sections clear: the next level, with the yellow cards in the deck; or, once
    the inning's levels (the lobby option) are all cleared, the end of the inning."""
    limit = level_limit(state)
    if limit and state.level >= limit:
        state.events.append(
            Phrase.of("pac-level-clear-last", level=state.level, limit=limit, score=state.score)
        )
        end_inning(state, maze)
        return
    state.events.append(Phrase.of("pac-level-clear", level=state.level, score=state.score))
    state.level += 1
    reset_level(state, maze, with_yellow=True)
    begin_pacman_turn(state)


def pacman_caught(state: PacmanState, maze: Maze, how: Phrase) -> None:
    """A ghost catches PAC-MAN (`how` says where, as a phrase worded as a sentence): a life
    is lost, or the inning ends."""
    state.lives -= 1
    if state.lives > 0:
        state.events.append(Phrase.of("pac-caught-life", how=how, lives=state.lives))
        if state.card is not None:
            state.discard.append(state.card)
        reset_pawns(state, maze)
        begin_pacman_turn(state)
        return
    state.events.append(Phrase.of("pac-caught", how=how, score=state.score))
    end_inning(state, maze)


def end_inning(state: PacmanState, maze: Maze) -> None:
    state.scores[state.pacman] = state.score
    if state.card is not None:
        state.discard.append(state.card)
        state.card = None
    following = choose_next_pacman(state)
    if following is None:
        state.phase = Phase.OVER
        best = max(s for s in state.scores if s is not None)
        state.events.append(Phrase.of("pac-game-over", best=best))
        return
    start_inning(state, maze, following)


def begin_pacman_turn(state: PacmanState) -> None:
    state.phase = Phase.ROLL
    state.roll = []
    state.path = []
    state.power_left = 0
    state.round += 1
