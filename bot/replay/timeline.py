"""A finished game as a list of meaningful moves, rebuilt from its seed and move log.

The log holds every action, and some actions are only part of a move: a PAC-MAN move is
built from arrow steps and says nothing until it is confirmed, a PUSH draw says nothing
until the card is placed. A *move* here is a run of actions that ends with one that says
what happened (its state has events) or ends the game, so a replay steps through what
players would call moves:

    timeline = Timeline.replay(game, seed=..., options=..., players=3, log=[(seat, key)])
    timeline.count                 # M: moves 1..M; move 0 is the start
    timeline.state_at(12)          # the state after move 12 (pure: no I/O, no Discord)
    timeline.moves[11].events      # what move 12 did: phrases (render/words.say words them)

States are kept at checkpoints (every CHECKPOINT actions), so any move is rebuilt by
replaying at most that many actions, and a long game costs little memory.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from games.core import Action, Game, Options, State
from games.phrase import Phrase

CHECKPOINT = 32  # actions between two kept states


@dataclass(frozen=True)
class Move:
    """One meaningful move: the actions log[start:end], played by `seat`."""

    number: int  # 1..M
    seat: int
    start: int
    end: int
    turn: int  # state.turn after the move
    events: tuple[Phrase | str, ...]  # phrases; a game stored before them, sentences


class Timeline:
    """The moves of a game and a way to get the state after any of them."""

    def __init__(
        self, game: Game, start: State, log: list[tuple[int, Action]], moves: list[Move]
    ) -> None:
        self.game = game
        self.log = log
        self.moves = moves
        self._kept: list[State] = [start]  # the state after 0, CHECKPOINT, 2 CHECKPOINT...
        self.final = start

    @classmethod
    def replay(
        cls,
        game: Game,
        *,
        seed: int,
        options: Options,
        players: int,
        log: Sequence[tuple[int, str]],
    ) -> Timeline:
        """Play the log again from the seed (the rules check every action) and group it
        into moves. Raises the game's errors if the log does not fit the seed."""
        state = game.setup(players, seed, options)
        actions = [(seat, game.parse_action(key)) for seat, key in log]
        timeline = cls(game, state, actions, [])
        start = 0
        for index, (seat, action) in enumerate(actions, start=1):
            state = game.apply(state, seat, action)
            if index % CHECKPOINT == 0:
                timeline._kept.append(state)
            if state.events or index == len(actions) or game.outcome(state) is not None:
                number = len(timeline.moves) + 1
                timeline.moves.append(
                    Move(number, seat, start, index, state.turn, tuple(state.events))
                )
                start = index
        timeline.final = state
        return timeline

    @property
    def count(self) -> int:
        """M: the number of moves (move 0 is the start)."""
        return len(self.moves)

    def state_at(self, number: int) -> State:
        """The state after move `number` (0: the start), rebuilt from the nearest kept
        state."""
        if not 0 <= number <= self.count:
            raise IndexError(f"move {number} is not between 0 and {self.count}")
        applied = self.moves[number - 1].end if number else 0
        kept = applied // CHECKPOINT
        state = self._kept[kept]
        for seat, action in self.log[kept * CHECKPOINT : applied]:
            state = self.game.apply(state, seat, action)
        return state

    def turn_ends(self) -> list[int]:
        """The start (0) and each move that passed the turn on (and the last move): one
        frame per turn for an animation."""
        ends, turn = [0], self._kept[0].turn
        for move in self.moves:
            if move.turn != turn:
                ends.append(move.number)
                turn = move.turn
        if self.count and ends[-1] != self.count:
            ends.append(self.count)
        return ends
