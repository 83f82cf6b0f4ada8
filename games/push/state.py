"""The PUSH state and lobby options: plain data, every card held as an id (see cards.py)."""

from __future__ import annotations

from enum import StrEnum
from typing import Any, Literal

from pydantic import BaseModel, Field

from games.core import Options, State


class SwitchRule(StrEnum):
    """How switch cards set the collecting direction (rules/push.md, "switch card")."""

    PILE = "pile"  # [house] each switch card on the pile reverses the direction, all game
    TURN = "turn"  # publisher's rulebook: odd switch cards drawn this turn = reversed


class PushOptions(Options):
    harder: bool = Field(
        default=False,
        description="Harder variant: rolling a star discards the whole bench.",
        json_schema_extra={
            "choices": {
                "no": "The sheet: a star on the die is safe, nothing is discarded",
                "yes": "Harder variant: rolling a star discards your whole bench",
            }
        },
    )
    switch_rule: SwitchRule = Field(
        default=SwitchRule.PILE,
        description="pile: every switch card drawn reverses the direction for the rest of "
        "the game; turn: only an odd number drawn in the current turn reverses it.",
        json_schema_extra={
            "choices": {
                "pile": "Each switch card drawn reverses the direction for the rest of the game",
                "turn": "Rulebook: an odd number of switch cards drawn this turn reverses it",
            }
        },
    )


class Phase(StrEnum):
    START = "start"  # the pusher chooses: Draw (push) or Bank a colour
    PUSH = "push"  # mid-push: Draw again, or Stop (no drawn card waits)
    PLACE = "place"  # a drawn card waits for its column
    ROLL = "roll"  # the actor must roll the die (after a bust, or a collected roll card)
    COLLECT = "collect"  # the actor picks one of the remaining columns
    OVER = "over"


class PushState(State):
    """Everything on the table. `turn` (from State) increases when a new player's turn
    starts and when a pusher busts (both post a new board message); a draw, a placement or
    a collector's pick within the turn keeps it (the bot edits the turn's message)."""

    game: Literal["push"] = "push"
    options: PushOptions = Field(default_factory=PushOptions)
    phase: Phase = Phase.START
    pusher: int = 0  # whose turn it is
    actor: int = 0  # who must act now: the pusher, a collector or a roller
    deck: list[int] = Field(default_factory=list)  # the draw pile; the top card is last
    drawn: int | None = None  # a card drawn and not yet placed
    # up to three columns of this push; during collecting a taken column is left empty,
    # so the numbers players see (Column 1, 2, 3) never shift
    columns: list[list[int]] = Field(default_factory=list)
    switch_pile: list[int] = Field(default_factory=list)
    switches_this_turn: int = 0
    discard: list[int] = Field(default_factory=list)
    benches: list[list[int]] = Field(default_factory=list)
    banks: list[list[int]] = Field(default_factory=list)
    pickers: list[int] = Field(default_factory=list)  # seats still to collect, in order
    busted: bool = False  # the pusher pushed too far this turn
    last_roll: str | None = None  # the face of the latest roll (for the board)
    last_roller: int | None = None  # who rolled it

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> PushState:
        """A fast deep copy (`Game.apply` copies the state on every action): the fields
        are ints, strings, enums, lists of those or of lists of ints, and the options."""
        new = self.__copy__()
        for name, value in self.__dict__.items():
            if isinstance(value, list):
                value = [list(v) if isinstance(v, list) else v for v in value]
            elif isinstance(value, BaseModel):
                value = value.model_copy(deep=True)
            new.__dict__[name] = value
        return new
