"""Nim: heaps of stones; a turn takes one or more stones from one heap; whoever takes the
last stone wins (normal play). Two players; seeded only for the contract's sake (there is
no chance in Nim)."""

from __future__ import annotations

import re
from typing import Literal

from pydantic import Field

from games.core import Action, Game, Options, Outcome, State, require, who
from games.errors import BadActionKey

KEY = re.compile(r"t(\d)-(\d{1,2})")
HEAP_NAMES = "ABCDE"


class NimOptions(Options):
    heaps: Literal["3-4-5", "1-3-5-7"] = "3-4-5"


class Take(Action):
    kind: Literal["take"] = "take"
    heap: int = Field(ge=0, lt=len(HEAP_NAMES))
    stones: int = Field(ge=1, le=99)

    @property
    def key(self) -> str:
        return f"t{self.heap}-{self.stones}"

    @property
    def label(self) -> str:
        return f"Take {self.stones} from {HEAP_NAMES[self.heap]}"


class NimState(State):
    heaps: list[int]
    current: int = 0
    winner: int | None = None


class Nim(Game[NimState, Take]):
    name = "nim"
    title = "Nim"
    min_players = 2
    max_players = 2
    summary = "Take stones from one heap a turn; whoever takes the last stone wins."
    Options = NimOptions
    State = NimState

    def _setup(self, players: int, seed: int, options: NimOptions) -> NimState:
        heaps = [int(n) for n in options.heaps.split("-")]
        return NimState(game=self.name, seed=seed, players=players, heaps=heaps)

    def to_act(self, state: NimState) -> list[int]:
        return [] if state.winner is not None else [state.current]

    def legal_actions(self, state: NimState, seat: int) -> list[Take]:
        if seat not in self.to_act(state):
            return []
        return [
            Take(heap=heap, stones=n)
            for heap, size in enumerate(state.heaps)
            for n in range(1, size + 1)
        ]

    def _apply(self, state: NimState, seat: int, action: Take) -> None:
        require(action.heap < len(state.heaps), f"There is no heap {HEAP_NAMES[action.heap]}.")
        size = state.heaps[action.heap]
        name = HEAP_NAMES[action.heap]
        require(action.stones <= size, f"Heap {name} has {size} stones, not {action.stones}.")
        state.heaps[action.heap] -= action.stones
        state.events.append(f"{who(seat)} took {action.stones} from heap {name}.")
        if not any(state.heaps):
            state.winner = seat
            return
        state.current = 1 - seat
        state.turn += 1

    def outcome(self, state: NimState) -> Outcome | None:
        if state.winner is None:
            return None
        scores = [int(seat == state.winner) for seat in range(state.players)]
        return Outcome(scores=scores, ranks=[1 if s else 2 for s in scores])

    def ai_action(self, state: NimState, seat: int) -> Take:
        """The winning move when there is one (leave a nim-sum of 0), else one stone."""
        total = 0
        for size in state.heaps:
            total ^= size
        for heap, size in enumerate(state.heaps):
            if total and size ^ total < size:
                return Take(heap=heap, stones=size - (size ^ total))
        heap = next(h for h, size in enumerate(state.heaps) if size)
        return Take(heap=heap, stones=1)

    def parse_action(self, key: str) -> Take:
        match = KEY.fullmatch(key)
        if match is None:
            raise BadActionKey(f"Not a Nim action: {key!r}")
        return Take(heap=int(match[1]), stones=int(match[2]))

    def text(self, state: NimState) -> str:
        return "Heaps: " + ", ".join(
            f"{HEAP_NAMES[h]} {size}" for h, size in enumerate(state.heaps)
        )


GAME = Nim()
