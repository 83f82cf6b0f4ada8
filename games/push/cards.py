"""The PUSH deck and die, loaded from data/push/deck.json.

Cards are numbered 0..119 in a fixed order: the 90 number cards (colour by colour, number
by number, three copies each), then the 18 roll cards, then the 12 switch cards. The state
keeps only these ids, so every card can be counted wherever it lies.
"""

from __future__ import annotations

from enum import StrEnum
from functools import cache

from pydantic import BaseModel, ConfigDict, Field, model_validator

from games.datafiles import load_json
from games.phrase import Phrase

STAR = "star"


class Kind(StrEnum):
    NUMBER = "number"
    ROLL = "roll"
    SWITCH = "switch"


class Colour(BaseModel):
    model_config = ConfigDict(frozen=True)

    name: str = Field(pattern=r"^[a-z]+$")
    letter: str = Field(pattern=r"^[A-Z]$")
    shape: str


class DeckSpec(BaseModel):
    """What deck.json says: colours (with their shapes), numbers, copies, special cards."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    colours: list[Colour]
    numbers: list[int]
    copies: int = Field(ge=1)
    roll_cards: int = Field(ge=0)
    switch_cards: int = Field(ge=0)
    die: list[str]

    @model_validator(mode="after")
    def _consistent(self) -> DeckSpec:
        names = [c.name for c in self.colours]
        if len(set(names)) != len(names) or len({c.letter for c in self.colours}) != len(names):
            raise ValueError("colour names and letters must be unique")
        if len({c.shape for c in self.colours}) != len(names):
            raise ValueError("every colour needs its own shape")
        if sorted(self.die) != sorted([*names, STAR]):
            raise ValueError("the die shows each colour once and a star")
        if len(set(self.numbers)) != len(self.numbers) or min(self.numbers) < 1:
            raise ValueError("numbers must be distinct and positive")
        return self


class Card(BaseModel):
    model_config = ConfigDict(frozen=True)

    id: int
    kind: Kind
    colour: str | None = None
    number: int | None = None

    @property
    def points(self) -> int:
        """What the card scores at the end (roll and switch cards score nothing)."""
        return self.number or 0

    @property
    def name(self) -> str:
        if self.kind is Kind.NUMBER:
            return f"{self.colour} {self.number}"
        return f"{self.kind.value} card"

    @property
    def short(self) -> str:
        """Two-character form for the text board: R3, ⚂ for roll, ⇄ for switch."""
        if self.kind is Kind.NUMBER:
            return f"{colour_letter(self.colour)}{self.number}"
        return "⚂" if self.kind is Kind.ROLL else "⇄"


@cache
def spec() -> DeckSpec:
    """The deck description from data/push/deck.json."""
    return DeckSpec.model_validate(load_json("push/deck.json"))


@cache
def all_cards() -> tuple[Card, ...]:
    """Every card of the full deck, indexed by id."""
    s = spec()
    cards: list[Card] = []
    for colour in s.colours:
        for number in s.numbers:
            for _ in range(s.copies):
                cards.append(
                    Card(id=len(cards), kind=Kind.NUMBER, colour=colour.name, number=number)
                )
    for kind, count in ((Kind.ROLL, s.roll_cards), (Kind.SWITCH, s.switch_cards)):
        for _ in range(count):
            cards.append(Card(id=len(cards), kind=kind))
    return tuple(cards)


def card(card_id: int) -> Card:
    return all_cards()[card_id]


def colour_names() -> list[str]:
    return [c.name for c in spec().colours]


def colour_letter(name: str | None) -> str:
    return next((c.letter for c in spec().colours if c.name == name), "?")


def deck_ids(players: int) -> list[int]:
    """The ids in play: all 120, or 108 with two players (the switch cards stay out)."""
    return [c.id for c in all_cards() if players > 2 or c.kind is not Kind.SWITCH]


def points(card_ids: list[int]) -> int:
    return sum(card(i).points for i in card_ids)


def card_phrase(drawn: Card) -> Phrase:
    """One card named on its own, with the article its language puts before it: 'the red
    3', 'the roll card' (each language chooses its article and case for it)."""
    if drawn.kind is Kind.NUMBER:
        return Phrase.of("push-the-card", colour=drawn.colour or "", number=drawn.number or 0)
    return Phrase.of(f"push-the-{drawn.kind.value}-card")


def cards_phrase(card_ids: list[int]) -> list[Phrase]:
    """Cards for a list in an event: 'red 3, blue 5 and a roll card'."""
    return [
        Phrase.of("push-card", colour=card(i).colour or "", number=card(i).number or 0)
        if card(i).kind is Kind.NUMBER
        else Phrase.of("push-a-roll-card")
        for i in card_ids
    ]


