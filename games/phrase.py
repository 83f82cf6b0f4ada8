"""What the rules say, as values: a catalogue key and its arguments, never a sentence.

The rules stay language-free (DESIGN.md, "Languages"): an event, a refusal or a button's
label is a `Phrase` naming what happened, to whom and how much, and the words for it come
from each language's catalogue (data/locales/<locale>/<game>.ftl):

    Phrase.of("push-banks", player=Seat(seat=1), count=2, colour="red")

An argument is a number (plural forms are chosen from it), a word the catalogue selects on
(a colour, a direction), a `Seat` (the reader sees the player's name), another phrase
(a card's name inside an event) or a list of those (worded as one list).
"""

from __future__ import annotations

from typing import Union

from pydantic import BaseModel, ConfigDict


class Seat(BaseModel):
    """A player inside a phrase: the reader sees the name the bot knows for the seat."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    seat: int


Arg = Union[int, str, Seat, "Phrase", list[Union[int, str, Seat, "Phrase"]]]


class Phrase(BaseModel):
    """A key of the catalogue and the arguments its words need."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    key: str
    args: dict[str, Arg] = {}

    @classmethod
    def of(cls, key: str, **args: Arg) -> Phrase:
        return cls(key=key, args=args)

    def seats(self) -> list[int]:
        """The seats this phrase names, nested phrases included (in order of mention)."""
        found: list[int] = []
        for value in self.args.values():
            for item in value if isinstance(value, list) else [value]:
                if isinstance(item, Seat):
                    found.append(item.seat)
                elif isinstance(item, Phrase):
                    found += item.seats()
        return found

    def __hash__(self) -> int:  # args is a dict: hash its frozen form
        return hash((self.key, repr(sorted(self.args.items(), key=lambda kv: kv[0]))))


Phrase.model_rebuild()
