"""The actions of PUSH, one small decision each, shaped for buttons:

pusher: `Draw` or `Bank <colour>`; after a draw one action per legal column (`Column 1/2/3`,
`New column`); then `Stop` or `Draw` again; `Roll` when the die must be rolled; each
collector in turn: `Take column N`.
"""

from __future__ import annotations

import re
from typing import Annotated, Literal

from pydantic import Field, TypeAdapter, ValidationError

from games.core import Action
from games.errors import BadActionKey
from games.phrase import Phrase
from games.push.cards import colour_names


class Draw(Action):
    kind: Literal["draw"] = "draw"

    @property
    def key(self) -> str:
        return "draw"

    @property
    def label(self) -> str:
        return "Draw"

    @property
    def phrase(self) -> Phrase:
        return Phrase.of("push-action-draw")


class PlaceIn(Action):
    """Put the drawn card into existing column 1, 2 or 3."""

    kind: Literal["place"] = "place"
    column: int = Field(ge=1, le=3)

    @property
    def key(self) -> str:
        return f"col{self.column}"

    @property
    def label(self) -> str:
        return f"Column {self.column}"

    @property
    def phrase(self) -> Phrase:
        return Phrase.of("push-action-column", column=self.column)


class NewColumn(Action):
    """Start a new column with the drawn card."""

    kind: Literal["new"] = "new"

    @property
    def key(self) -> str:
        return "new"

    @property
    def label(self) -> str:
        return "New column"

    @property
    def phrase(self) -> Phrase:
        return Phrase.of("push-action-new-column")


class Stop(Action):
    kind: Literal["stop"] = "stop"

    @property
    def key(self) -> str:
        return "stop"

    @property
    def label(self) -> str:
        return "Stop"

    @property
    def phrase(self) -> Phrase:
        return Phrase.of("push-action-stop")


class Roll(Action):
    kind: Literal["roll"] = "roll"

    @property
    def key(self) -> str:
        return "roll"

    @property
    def label(self) -> str:
        return "Roll the die"

    @property
    def phrase(self) -> Phrase:
        return Phrase.of("push-action-roll")


class Take(Action):
    """Collect column 1, 2 or 3 onto one's bench."""

    kind: Literal["take"] = "take"
    column: int = Field(ge=1, le=3)

    @property
    def key(self) -> str:
        return f"take{self.column}"

    @property
    def label(self) -> str:
        return f"Take column {self.column}"

    @property
    def phrase(self) -> Phrase:
        return Phrase.of("push-action-take", column=self.column)


class Bank(Action):
    """Move every benched card of one colour into the bank."""

    kind: Literal["bank"] = "bank"
    colour: str

    @property
    def key(self) -> str:
        return f"bank-{self.colour}"

    @property
    def label(self) -> str:
        return f"Bank {self.colour}"

    @property
    def phrase(self) -> Phrase:
        return Phrase.of("push-action-bank", colour=self.colour)


PushAction = Annotated[
    Draw | PlaceIn | NewColumn | Stop | Roll | Take | Bank, Field(discriminator="kind")
]
ACTION_ADAPTER: TypeAdapter[PushAction] = TypeAdapter(PushAction)

_SIMPLE = {"draw": Draw(), "new": NewColumn(), "stop": Stop(), "roll": Roll()}
_COLUMN = re.compile(r"^(col|take)([123])$")


def parse_action(key: str) -> PushAction:
    """The action whose key this is; BadActionKey for anything else."""
    if key in _SIMPLE:
        return _SIMPLE[key]
    if match := _COLUMN.match(key):
        column = int(match.group(2))
        return PlaceIn(column=column) if match.group(1) == "col" else Take(column=column)
    if key.startswith("bank-") and key[5:] in colour_names():
        return Bank(colour=key[5:])
    raise BadActionKey(f"{key[:40]!r} is not a PUSH action.")


def validate_action(raw: object) -> PushAction:
    """An action from its JSON form (discriminated on `kind`)."""
    try:
        return ACTION_ADAPTER.validate_python(raw)
    except ValidationError as error:
        raise BadActionKey(f"Not a PUSH action: {error.error_count()} problem(s).") from None
