"""What a player can do: roll for one of their cars, decide at a pit entry, roll for the
extra cars. Each action has a short key (for a button id), a label (for the button, in
English) and its phrase (the label in the reader's language: games-formula.ftl)."""

from __future__ import annotations

import re
from typing import Annotated, Literal

from pydantic import Field

from games.core import Action
from games.errors import BadActionKey
from games.phrase import Phrase


class Roll(Action):
    """Roll the die for one of your own cars and move it."""

    kind: Literal["roll"] = "roll"
    car: int = Field(ge=1, le=6)

    @property
    def key(self) -> str:
        return f"roll-{self.car}"

    @property
    def label(self) -> str:
        return f"Roll car {self.car}"

    @property
    def phrase(self) -> Phrase:
        return Phrase.of("f1-action-roll", car=self.car)


class RollAll(Action):
    """One press for the turn: roll for every car still to move, car `first` first, then
    the others (a pit entry on the way still asks Pit now / Stay out, then rolling goes on)."""

    kind: Literal["all"] = "all"
    first: int = Field(ge=1, le=6)

    @property
    def key(self) -> str:
        return f"roll-all-{self.first}"

    @property
    def label(self) -> str:
        return f"Roll every car, car {self.first} first"

    @property
    def phrase(self) -> Phrase:
        return Phrase.of("f1-action-roll-all", first=self.first)


class RollExtras(Action):
    """The last-placed player rolls for every extra car, one after another."""

    kind: Literal["extras"] = "extras"

    @property
    def key(self) -> str:
        return "roll-extras"

    @property
    def label(self) -> str:
        return "Roll for extra cars"

    @property
    def phrase(self) -> Phrase:
        return Phrase.of("f1-action-roll-extras")


class PitNow(Action):
    """Stop at this pit entry: the rest of the roll is dropped."""

    kind: Literal["pit"] = "pit"

    @property
    def key(self) -> str:
        return "pit"

    @property
    def label(self) -> str:
        return "Pit now"

    @property
    def phrase(self) -> Phrase:
        return Phrase.of("f1-action-pit")


class StayOut(Action):
    """Drive past this pit entry (the stop then comes at the next one, compulsory)."""

    kind: Literal["stay"] = "stay"

    @property
    def key(self) -> str:
        return "stay-out"

    @property
    def label(self) -> str:
        return "Stay out"

    @property
    def phrase(self) -> Phrase:
        return Phrase.of("f1-action-stay-out")


FormulaAction = Annotated[
    Roll | RollAll | RollExtras | PitNow | StayOut, Field(discriminator="kind")
]

_ROLL = re.compile(r"^roll-([1-6])$")
_ROLL_ALL = re.compile(r"^roll-all-([1-6])$")
_FIXED: dict[str, Action] = {
    "roll-extras": RollExtras(),
    "pit": PitNow(),
    "stay-out": StayOut(),
}


def parse_action(key: str) -> Roll | RollAll | RollExtras | PitNow | StayOut:
    """The action with this key; BadActionKey for anything else."""
    if not isinstance(key, str):
        raise BadActionKey("That button is not a Formula 1 action.")
    if key in _FIXED:
        return _FIXED[key]  # type: ignore[return-value]
    match = _ROLL.match(key)
    if match:
        return Roll(car=int(match.group(1)))
    match = _ROLL_ALL.match(key)
    if match:
        return RollAll(first=int(match.group(1)))
    raise BadActionKey(f"{key[:40]!r} is not a Formula 1 action.")
