"""The ghosts' turn: turn over a ghost card, move the ghosts in its order.

- A fruit card: if no fruit is on the maze and one is left this level, the next fruit
  (cherry, strawberry, orange) goes on PAC-MAN's start space; otherwise the card is
  discarded. Either way, draw again for the ghosts' move.
- Each ghost moves, in the card's order, its number of spaces (see routes.py); once a pawn
  has moved its turn is over. A ghost landing on PAC-MAN catches him.
- Opening: the first card since the pawns were set up must let Blinky leave first; ghosts
  listed before him lose that move, they cannot leave the cage. ([house] this holds after
  every set-up: new inning, new level, and a lost life in arcade mode.)
- Eyes move by their ghost's number back to the cage; entering it ends their move, and the
  ghost pawn is back in the cage, leaving on its next turn as usual.
- An empty deck: the discards are reshuffled.
"""

from __future__ import annotations

from games.errors import IllegalAction
from games.pacman.actions import Route
from games.pacman.deck import GHOSTS, Card, CardMove, cards
from games.pacman.inning import begin_pacman_turn, pacman_caught, shuffled
from games.pacman.maze import Maze
from games.pacman.routes import CAGE, ghost_routes
from games.pacman.state import FRUITS, PacmanState, Phase
from games.phrase import Phrase


def start(state: PacmanState, maze: Maze) -> None:
    """PAC-MAN's move is over: draw a card and move every ghost that needs no decision."""
    state.phase = Phase.GHOSTS
    _draw(state, maze)
    advance(state, maze)


def current_move(state: PacmanState) -> CardMove | None:
    """The ghost the card moves now and its number of spaces."""
    if state.phase != Phase.GHOSTS or state.card is None:
        return None
    card = cards()[state.card]
    return card.moves[state.card_next] if state.card_next < len(card.moves) else None


def current_routes(state: PacmanState, maze: Maze) -> dict[str, list]:
    move = current_move(state)
    return ghost_routes(state, maze, move.ghost, move.spaces) if move else {}


def controller(state: PacmanState) -> int | None:
    """The seat moving the ghost the card moves now; None when no player moves it (a solo
    game: the ghost AI's choice comes through the PAC-MAN seat, `PacmanGame.to_act`)."""
    move = current_move(state)
    return None if move is None else state.control[GHOSTS.index(move.ghost)]


def legal(state: PacmanState, maze: Maze) -> list[Route]:
    move = current_move(state)
    if move is None:
        return []
    return [Route(ghost=move.ghost, to=to) for to in current_routes(state, maze)]


def do_route(state: PacmanState, maze: Maze, action: Route) -> None:
    """A ghost player moves the ghost whose turn it is on the card."""
    move = current_move(state)
    if move is None:
        raise IllegalAction(Phrase.of("pac-pacman-turn"))
    ghost = move.ghost.title
    if action.ghost != move.ghost:
        other = action.ghost.title
        raise IllegalAction(
            Phrase.of("pac-not-this-ghost", ghost=ghost, spaces=move.spaces, other=other)
        )
    routes = ghost_routes(state, maze, move.ghost, move.spaces)
    if action.to not in routes:
        reach = ", ".join(routes)
        raise IllegalAction(
            Phrase.of(
                "pac-ghost-cannot-end",
                ghost=ghost,
                space=action.to,
                spaces=move.spaces,
                count=len(routes),
                reach=reach,
            )
        )
    if not _move(state, maze, move, action.to, routes[action.to]):
        advance(state, maze)


def advance(state: PacmanState, maze: Maze) -> None:
    """Move ghosts until one needs a choice; then PAC-MAN's turn again.

    A ghost with no route stays put; a ghost with one route takes it (forced). A choice
    is a `Route` action: of the ghost's player, or, for a ghost no player moves (a solo
    game), of the ghost AI through the contract (`PacmanGame.unasked_action`): the rules
    never call the AI, so the move log records every ghost's choice."""
    while (move := current_move(state)) is not None:
        routes = ghost_routes(state, maze, move.ghost, move.spaces)
        if not routes:
            pawn = state.pawn(move.ghost)
            eyes = "yes" if pawn.eyes else "no"
            state.events.append(Phrase.of("pac-ghost-stuck", ghost=move.ghost.title, eyes=eyes))
            state.card_next += 1
            continue
        if len(routes) > 1:
            return
        to = next(iter(routes))
        if _move(state, maze, move, to, routes[to]):
            return
    if state.card is not None:
        state.discard.append(state.card)
        state.card = None
    begin_pacman_turn(state)


def _move(state: PacmanState, maze: Maze, move: CardMove, to: str, path: list) -> bool:
    """Move the ghost (or its eyes) along `path`; True if it caught PAC-MAN."""
    pawn = state.pawn(move.ghost)
    start = CAGE if pawn.at is None else maze.name(pawn.at)  # a pawn leaving the cage
    state.card_next += 1
    ghost, count = move.ghost.title, len(path)
    if pawn.eyes:
        if to == CAGE:
            pawn.at, pawn.eyes = None, False
            state.events.append(Phrase.of("pac-eyes-home", ghost=ghost, count=count, start=start))
        else:
            pawn.at = path[-1]
            state.events.append(
                Phrase.of("pac-eyes-go", ghost=ghost, count=count, start=start, end=to)
            )
        return False
    pawn.at = path[-1]
    short = move.spaces if count < move.spaces else 0
    state.events.append(
        Phrase.of("pac-ghost-moves", ghost=ghost, count=count, short=short, start=start, end=to)
    )
    if pawn.at == state.at:
        pacman_caught(state, maze, Phrase.of("pac-ghost-catches", ghost=ghost, space=to))
        return True
    return False


def _draw(state: PacmanState, maze: Maze) -> None:
    """Turn over cards until a movement card; place or discard fruit on the way."""
    while True:
        if not state.deck:
            state.deck = shuffled(state, state.discard)
            state.discard = []
            state.events.append(Phrase.of("pac-deck-shuffled"))
        card = cards()[state.deck.pop(0)]
        if card.fruit:
            _fruit_card(state, maze, card)
            continue
        state.card, state.card_next = card.id, 0
        # the card's order is names and numbers, the same in every language
        order = ", ".join(f"{m.ghost.title} {m.spaces}" for m in card.moves)
        state.events.append(Phrase.of("pac-ghost-card", moves=order))
        if state.opening:
            state.opening = False
            first = [m.ghost for m in card.moves].index(GHOSTS[0])
            if first:
                lost = [m.ghost.title for m in card.moves[:first]]
                state.events.append(Phrase.of("pac-opening", ghosts=lost, count=first))
                state.card_next = first
        return


def _fruit_card(state: PacmanState, maze: Maze, card: Card) -> None:
    state.discard.append(card.id)
    if state.fruit is not None:
        state.events.append(Phrase.of("pac-fruit-still", fruit=state.fruit))
    elif state.fruits_placed >= len(FRUITS):
        state.events.append(Phrase.of("pac-fruit-none"))
    else:
        state.fruit = FRUITS[state.fruits_placed][0]
        state.fruits_placed += 1
        space = maze.name(maze.pac_start)
        state.events.append(Phrase.of("pac-fruit-appears", fruit=state.fruit, space=space))
