"""The ghost deck, loaded from data/pacman/ghost_deck.json.

40 cards: 35 blue level-1 cards (32 movement cards and 3 fruit cards) and 5 yellow level-2
movement cards ("a little faster"). A movement card lists the four ghosts in the order they
move, top to bottom, each with a number of spaces. The exact cards are a house choice.
"""

from __future__ import annotations

from enum import StrEnum
from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict

from games.datafiles import load_json


class Ghost(StrEnum):
    BLINKY = "blinky"
    PINKY = "pinky"
    INKY = "inky"
    CLYDE = "clyde"

    @property
    def title(self) -> str:  # type: ignore[override]
        return self.value.capitalize()

    @property
    def initial(self) -> str:
        return self.value[0].upper()


GHOSTS: tuple[Ghost, ...] = tuple(Ghost)


class CardMove(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    ghost: Ghost
    spaces: int


class Card(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    id: str
    colour: Literal["blue", "yellow"]
    fruit: bool
    moves: tuple[CardMove, ...]

    def describe(self) -> str:
        if self.fruit:
            return "a fruit card"
        steps = ", ".join(f"{m.ghost.title} {m.spaces}" for m in self.moves)
        return f"{self.colour} card {self.id} ({steps})"


class DeckData(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    name: str
    cards: tuple[Card, ...]


@cache
def cards() -> dict[str, Card]:
    """Every ghost card by id, in the file's order."""
    data = DeckData.model_validate(load_json("pacman/ghost_deck.json"))
    return {card.id: card for card in data.cards}


def blue_ids() -> list[str]:
    return [c.id for c in cards().values() if c.colour == "blue"]


def yellow_ids() -> list[str]:
    return [c.id for c in cards().values() if c.colour == "yellow"]


@cache
def spaces_odds(with_yellow: bool) -> dict[Ghost, dict[int, float]]:
    """For each ghost, the chance a movement card gives it each number of spaces."""
    pool = [c for c in cards().values() if not c.fruit and (with_yellow or c.colour == "blue")]
    odds: dict[Ghost, dict[int, float]] = {g: {} for g in GHOSTS}
    for card in pool:
        for move in card.moves:
            table = odds[move.ghost]
            table[move.spaces] = table.get(move.spaces, 0.0) + 1 / len(pool)
    return odds
