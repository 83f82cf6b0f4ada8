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

from collections.abc import Callable
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

Words = Callable[[str, dict[str, object]], str]
"""A catalogue in one language: the text of a key with its arguments (render/words.py
gives the players' languages; games/errors.py English for logs)."""


def word(said: Phrase, words: Words, names: list[str]) -> str:
    """A phrase in `words`' language with the players' `names` (a seat without one stays
    `{0}`); nested phrases and lists are worded first, in the same language."""
    args = {name: _arg(value, words, names) for name, value in said.args.items()}
    return words(said.key, args)


def _arg(value: object, words: Words, names: list[str]) -> object:
    if isinstance(value, Seat):
        return names[value.seat] if value.seat < len(names) else f"{{{value.seat}}}"
    if isinstance(value, Phrase):
        return word(value, words, names)
    if isinstance(value, list):
        return join([str(_arg(item, words, names)) for item in value], words)
    return value


def join(items: list[str], words: Words) -> str:
    """'a, b and c' in the language's own way (the catalogue's list-pair and list-more)."""
    if not items:
        return words("list-none", {})
    if len(items) == 1:
        return items[0]
    last = words("list-pair", {"first": items[-2], "last": items[-1]})
    for item in reversed(items[:-2]):
        last = words("list-more", {"first": item, "rest": last})
    return last
