"""Shared helpers for the PAC-MAN tests: hand-built positions on the default maze."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

import games
from games.errors import IllegalAction
from games.pacman import ghost_turn
from games.pacman.deck import Ghost
from games.pacman.inning import ghost_control
from games.pacman.maze import default_maze
from games.pacman.state import GhostPawn, PacmanOptions, PacmanState, Phase
from render.words import say
from tests.pacman.unasked import play, settle


@contextmanager
def refused(pattern: str) -> Iterator[None]:
    """The block breaks a rule, and the reason's English words match `pattern`."""
    with pytest.raises(IllegalAction) as caught:
        yield
    error = caught.value
    words = say(error.phrase) if error.phrase is not None else error.reason
    assert re.search(pattern, words), words


class Board:
    """Builds positions: `board.state(at="J16", ghosts={"blinky": "J12"}, roll=[1, 2, 3])`."""

    def __init__(self) -> None:
        self.game = games.get("pacman")
        self.maze = default_maze()

    def node(self, name: str | None) -> int | None:
        if name is None:
            return None
        node = self.maze.parse_name(name)
        assert node is not None, name
        return node

    def state(
        self,
        *,
        players: int = 1,
        seed: int = 1,
        at: str | None = None,
        ghosts: dict[str, str | None] | None = None,
        eyes: tuple[str, ...] = (),
        roll: list[int] | None = None,
        phase: Phase | None = None,
        dots: list[str] | None = None,
        deck: list[str] | None = None,
        opening: bool = False,
        pacman: int = 0,
        **options,
    ) -> PacmanState:
        state = self.game.setup(players, seed, PacmanOptions(**options))
        state.pacman = pacman
        state.control = ghost_control(players, pacman)
        if at is not None:
            state.at = self.node(at)
        if ghosts is not None:
            state.ghosts = [
                GhostPawn(ghost=Ghost(g), at=self.node(ghosts.get(g)), eyes=g in eyes)
                for g in ("blinky", "pinky", "inky", "clyde")
            ]
        if roll is not None:
            state.roll = roll
            state.phase = Phase.MOVE
        if phase is not None:
            state.phase = phase
        if dots is not None:
            state.dots = [self.node(d) for d in dots]
        if deck is not None:
            state.deck = deck
        state.opening = opening
        state.events = []
        return state

    def ghost_turn(self, state: PacmanState, card: str, next_index: int = 0) -> PacmanState:
        """The ghosts are moving by `card`, the ghost at `next_index` to move now."""
        state.phase, state.card, state.card_next = Phase.GHOSTS, card, next_index
        state.roll, state.path = [], []
        state.events = []
        ghost_turn.advance(state, self.maze)  # forced moves happen at once
        return settle(state)  # and the ghost AI's (solo), as the bot plays them

    def settle(self, state: PacmanState) -> PacmanState:
        """The state after the moves nobody is asked for (the ghost AI's, solo)."""
        return settle(state)

    def walk(self, state: PacmanState, *directions: str) -> PacmanState:
        """Apply Step actions for the seat playing PAC-MAN."""
        for direction in directions:
            step = self.game.parse_action(f"step-{direction}")
            state = self.game.apply(state, state.pacman, step)
        return state

    def act(self, state: PacmanState, key: str, seat: int | None = None) -> PacmanState:
        """Apply `key` (for the seat to act), then the moves nobody is asked for (the ghost
        AI's in a solo game); `events` holds theirs all, as the bot lists them."""
        seat = self.game.to_act(state)[0] if seat is None else seat
        return play(state, seat, key)

    def where(self, state: PacmanState, ghost: str) -> str | None:
        pawn = state.pawn(Ghost(ghost))
        return None if pawn.at is None else self.maze.name(pawn.at)


@pytest.fixture
def board() -> Board:
    return Board()
