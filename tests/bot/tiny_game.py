"""Tally, a tiny test-only game for the bot's tests (not a package of games/: the tests add its
catalogue entry with `games.registry.register(ENTRY)`; no renderer, no controls of its own).

Each turn a player takes two actions, each adding 1 to `spread` (3, 30 or 120: buttons,
select menus or a paged panel in the generic UI) to their score. The game ends when a turn
ends with `target` points or more.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from games.core import Action, Game, Options, Outcome, State, ranks_from, require, who
from games.errors import BadActionKey
from games.registry import Entry

TARGET = 12


class TallyOptions(Options):
    spread: Literal[3, 30, 120] = 3
    target: int = Field(default=TARGET, ge=5, le=20)


class Add(Action):
    kind: Literal["add"] = "add"
    n: int

    @property
    def key(self) -> str:
        return f"add-{self.n}"

    @property
    def label(self) -> str:
        return f"Add {self.n}"


class TallyState(State):
    scores: list[int]
    actions_left: int = 2
    current: int = 0
    target: int = TARGET
    spread: int = 3
    over: bool = False


class Tally(Game[TallyState, Add]):
    name = "tiny"
    title = "Tally"
    min_players = 1
    max_players = 4
    summary = "Add to your score; first to 12 at the end of a turn wins."
    Options = TallyOptions
    State = TallyState

    def _setup(self, players: int, seed: int, options: TallyOptions) -> TallyState:
        return TallyState(
            game=self.name,
            seed=seed,
            players=players,
            scores=[0] * players,
            target=options.target,
            spread=options.spread,
        )

    def to_act(self, state: TallyState) -> list[int]:
        return [] if state.over else [state.current]

    def legal_actions(self, state: TallyState, seat: int) -> list[Add]:
        if seat not in self.to_act(state):
            return []
        return [Add(n=n) for n in range(1, state.spread + 1)]

    def _apply(self, state: TallyState, seat: int, action: Add) -> None:
        top = state.spread
        require(1 <= action.n <= top, f"You may add 1 to {top}, not {action.n}.")
        state.scores[seat] += action.n
        state.events.append(f"{who(seat)} added {action.n} (now {state.scores[seat]}).")
        state.actions_left -= 1
        if state.actions_left == 0:
            if max(state.scores) >= state.target:
                state.over = True
                return
            state.current = (state.current + 1) % state.players
            state.actions_left = 2
            state.turn += 1

    def outcome(self, state: TallyState) -> Outcome | None:
        if not state.over:
            return None
        return Outcome(scores=state.scores, ranks=ranks_from([(s,) for s in state.scores]))

    def ai_action(self, state: TallyState, seat: int) -> Add:
        return Add(n=2)

    def parse_action(self, key: str) -> Add:
        if not key.startswith("add-") or not key[4:].isdigit() or len(key) > 8:
            raise BadActionKey(f"Not a Tally action: {key!r}")
        return Add(n=int(key[4:]))

    def text(self, state: TallyState) -> str:
        return "Scores: " + ", ".join(map(str, state.scores))


GAME = Tally()
ENTRY = Entry(game=GAME)
