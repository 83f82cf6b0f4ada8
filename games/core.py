"""The engine contract every game follows (see DESIGN.md, "Engine contract").

A game is data plus pure functions:

    state = game.setup(players=3, seed=42, options=game.Options())
    game.to_act(state)                   # seats that must decide now; [] when over
    game.legal_actions(state, seat)      # the complete, exact list of actions
    state = game.apply(state, seat, a)   # a new state; the input is untouched
    game.outcome(state)                  # None while playing, else an Outcome

States and actions are pydantic models. `apply` works on a deep copy, so a rules module
may write plain mutating code in `_apply` while callers always see immutable values (a
caller that gives its state up, `given=True`, has the move made on it instead).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import ClassVar, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from games.errors import BadSetup, GameOver, IllegalAction, NotYourTurn
from games.phrase import Phrase


class Action(BaseModel):
    """One decision of one seat. `key` is short and stable: it goes into a button id."""

    model_config = ConfigDict(frozen=True)

    @property
    def key(self) -> str:
        raise NotImplementedError

    @property
    def label(self) -> str:
        """A short human label for a button (games override it), in English."""
        return self.key

    @property
    def phrase(self) -> Phrase | None:
        """The label as a catalogue phrase, worded in each reader's language (the English
        words equal `label`); None: the label is a name no language translates."""
        return None


class Options(BaseModel):
    """Lobby options of a game; every field has a default."""

    model_config = ConfigDict(extra="forbid")


class State(BaseModel):
    """What every game state carries besides its own fields."""

    game: str
    seed: int
    players: int
    step: int = 0  # actions applied so far
    turn: int = 0  # increases whenever the turn passes to another player
    # What the last apply did: phrases (games/phrase.py) the bot words in the reader's
    # language with the players' names (render/words.say). States stored before carry
    # English sentences with the players as `{0}`, `{1}`... (see `who`): still shown.
    events: list[Phrase | str] = Field(default_factory=list)


class Outcome(BaseModel):
    """Final scores and ranks per seat; ranks start at 1 and ties share a rank."""

    model_config = ConfigDict(frozen=True)

    scores: list[int]
    ranks: list[int]

    @property
    def winners(self) -> list[int]:
        return [seat for seat, rank in enumerate(self.ranks) if rank == 1]


def ranks_from(order_keys: list[tuple]) -> list[int]:
    """Competition ranks (1, 1, 3...) from one sortable key per seat, higher is better."""
    return [1 + sum(1 for other in order_keys if other > mine) for mine in order_keys]


S = TypeVar("S", bound=State)
A = TypeVar("A", bound=Action)


class Game(ABC, Generic[S, A]):
    """A game's rules. Subclasses fill in the metadata and the underscored hooks."""

    name: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    summary: ClassVar[str] = ""
    # A bound on the actions of one whole game, even played by random legal moves: for
    # simulations, tests and watchdogs. Games built from many small steps raise it.
    max_actions: ClassVar[int] = 5000
    Options: ClassVar[type[Options]] = Options
    State: ClassVar[type[State]]

    # -- the contract -------------------------------------------------------------------

    def setup(self, players: int, seed: int, options: Options | None = None) -> S:
        """The starting state for `players` seats, with all chance drawn from `seed`."""
        options = options if options is not None else self.Options()
        if not isinstance(options, self.Options):
            options = self.Options.model_validate(options)
        low, high = self.player_range(options)
        if not low <= players <= high:
            raise BadSetup(
                Phrase.of("refuse-players", game=self.title, least=low, most=high, count=players)
            )
        return self._setup(players, seed, options)

    def player_range(self, options: Options) -> tuple[int, int]:
        """Seats allowed with these options (a variant may widen the printed range)."""
        return self.min_players, self.max_players

    @abstractmethod
    def to_act(self, state: S) -> list[int]:
        """Seats (0-based) that must decide now; [] once the game is over."""

    @abstractmethod
    def legal_actions(self, state: S, seat: int) -> list[A]:
        """The complete, exact list of what `seat` may do now ([] if it need not act)."""

    def apply(self, state: S, seat: int, action: A, *, given: bool = False) -> S:
        """The state after `seat` plays `action`; raises IllegalAction if it is not legal.

        `state` is left as it was, unless the caller gives it up (`given`: nobody else
        holds it, and the caller drops it if the move fails half way): the move is then
        made on it instead of on a copy. A copy costs 25-65 us and a whole state's garbage,
        and the bot makes a move and the AI's replies to it on states no one has seen."""
        if self.outcome(state) is not None:
            raise GameOver(Phrase.of("refuse-game-over"))
        if seat not in self.to_act(state):
            raise NotYourTurn(Phrase.of("refuse-not-your-turn"))
        new = state if given else type(state).model_validate(state.model_dump())  # 6x deepcopy
        new.events = []
        self._apply(new, seat, action)
        new.step += 1
        return new

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """None while the game goes on; else the final scores and ranks."""

    @abstractmethod
    def ai_action(self, state: S, seat: int) -> A:
        """A good legal action for `seat`, the same for the same state."""

    def unasked_action(self, state: S, seat: int) -> A | None:
        """A move `seat` owes now that is not theirs to decide (the extra cars' dice in
        Formula 1; the ghost AI's move in a solo PAC-MAN game): the bot plays it without
        asking. None (the default): ask."""
        return None

    def routine_action(self, state: S, seat: int) -> A | None:
        """The move to make for `seat` when the moment holds no decision of theirs, only
        dice (Formula 1's Roll when the order of the cars cannot matter): the bot plays it
        for a player who turned auto-roll on. None (the default): a real decision."""
        return None

    def stopped(self, state: S, seat: int) -> S | None:
        """The game finished the way its sheet scores a stop, when `seat`, the only seat,
        resigns (solo PAC-MAN: the inning ends as a catch would, the score banked); its
        `events` say so. None (the default): the game ends without scores."""
        return None

    @abstractmethod
    def parse_action(self, key: str) -> A:
        """The action whose `key` this is; BadActionKey if it is not one."""

    def text(self, state: S) -> str:
        """A short text form of the state for logs, tests and a no-image fallback."""
        return f"{self.title}, step {state.step}"

    def load_state(self, raw: str) -> S:
        """A state from its JSON (the store keeps states this way)."""
        return self.State.model_validate_json(raw)

    # -- what each game writes ----------------------------------------------------------

    @abstractmethod
    def _setup(self, players: int, seed: int, options: Options) -> S: ...

    @abstractmethod
    def _apply(self, state: S, seat: int, action: A) -> None:
        """Play `action` on `state` in place (a private copy). Raise IllegalAction
        with a reason the player can read when it breaks a rule."""


def who(seat: int) -> str:
    """The placeholder for a seat's name in an event: `{2}` for seat 2."""
    return f"{{{seat}}}"


def format_event(event: str, names: list[str]) -> str:
    """An event with the players' names in place of `{0}`, `{1}`..."""
    try:
        return event.format(*names)
    except (IndexError, KeyError, ValueError):
        return event


def require(condition: bool, reason: Phrase | str) -> None:
    """Raise IllegalAction(reason) unless the condition holds: rules read as checks. The
    reason is a phrase the reader's catalogue words (games/errors.py)."""
    if not condition:
        raise IllegalAction(reason)
