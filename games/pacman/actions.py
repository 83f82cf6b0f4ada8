"""The actions, one small decision each, ready for buttons.

PAC-MAN: `Roll` (3 dice, or 1 in the power phase), then either `GoTo(space, walk)`, the
whole move to that end space along the walk named (the buttons offer the best walk to each
end space: games/pacman/destinations.py), or the move
built by hand: `Step(direction)` one space at a time, `UndoStep`, and `Confirm` once the
count is exact (nothing is eaten before). Ghost
players: `Route(ghost, to)` for the ghost the card moves now; routes are told apart by
where they end (a ghost's move has no other effect), so the list stays short and exact.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter, ValidationError

from games.core import Action
from games.errors import BadActionKey
from games.pacman.deck import Ghost
from games.pacman.maze import Direction, default_maze
from games.phrase import Phrase


class Roll(Action):
    kind: Literal["roll"] = "roll"
    dice: Literal[1, 3] = 3

    @property
    def key(self) -> str:
        return f"roll-{self.dice}"

    @property
    def label(self) -> str:
        return "Roll 3 dice" if self.dice == 3 else "Roll 1 die"

    @property
    def phrase(self) -> Phrase:
        return Phrase.of("pac-action-roll", dice=self.dice)


class Step(Action):
    kind: Literal["step"] = "step"
    direction: Direction

    @property
    def key(self) -> str:
        return f"step-{self.direction.value}"

    @property
    def label(self) -> str:
        return f"{self.direction.arrow} {self.direction.value.capitalize()}"

    @property
    def phrase(self) -> Phrase:
        direction = self.direction
        return Phrase.of("pac-action-step", arrow=direction.arrow, direction=direction.value)


class UndoStep(Action):
    kind: Literal["undo"] = "undo"

    @property
    def key(self) -> str:
        return "undo"

    @property
    def label(self) -> str:
        return "Undo step"

    @property
    def phrase(self) -> Phrase:
        return Phrase.of("pac-action-undo")


class Confirm(Action):
    kind: Literal["confirm"] = "confirm"

    @property
    def key(self) -> str:
        return "confirm"

    @property
    def label(self) -> str:
        return "Confirm move"

    @property
    def phrase(self) -> Phrase:
        return Phrase.of("pac-action-confirm")


class GoTo(Action):
    """The whole move at once: end on space `to` ("K8") by `walk`, its steps as letters
    (u, d, l, r: "rrdl"), exactly as if each were a `Step` and then `Confirm`.

    A key without a walk ("go-K8") is kept from move logs written before a GoTo named
    its walk: it takes the walk the search of that time chose (legacy_walks.py)."""

    kind: Literal["goto"] = "goto"
    to: str
    walk: str = ""

    @property
    def key(self) -> str:
        return f"go-{self.to}-{self.walk}" if self.walk else f"go-{self.to}"

    @property
    def label(self) -> str:
        return f"Move to {self.to}"

    @property
    def phrase(self) -> Phrase:
        return Phrase.of("pac-action-go-to", space=self.to)

    @property
    def directions(self) -> list[Direction]:
        return [WALK_LETTERS[letter] for letter in self.walk]


WALK_LETTERS = {d.value[0]: d for d in Direction}  # "u" -> Direction.UP


def walk_letters(directions: list[Direction]) -> str:
    """A walk's steps as a GoTo writes them ("rrdl")."""
    return "".join(d.value[0] for d in directions)


class Route(Action):
    """Move `ghost` (or its eyes) along its route ending on space `to` ("J8" or "cage")."""

    kind: Literal["route"] = "route"
    ghost: Ghost
    to: str

    @property
    def key(self) -> str:
        return f"{self.ghost.value}-{self.to}"

    @property
    def label(self) -> str:
        return f"{self.ghost.title} → {self.to}"

    @property
    def phrase(self) -> Phrase:
        return Phrase.of("pac-action-route", ghost=self.ghost.title, to=self.to)


_GHOST_NAMES = frozenset(g.value for g in Ghost)


def _is_space(name: str) -> bool:
    """A space's name as the maze writes it ("K12", never "k12")."""
    node = default_maze().parse_name(name)
    return node is not None and default_maze().name(node) == name


PacmanAction = Annotated[
    Roll | Step | UndoStep | Confirm | GoTo | Route, Field(discriminator="kind")
]
_ADAPTER: TypeAdapter = TypeAdapter(PacmanAction)


def parse(key: str) -> PacmanAction:
    """The action whose key this is (its `key` is `key` again); BadActionKey for anything
    else."""
    if not isinstance(key, str) or len(key) > 40:
        raise BadActionKey(Phrase.of("pac-not-a-move"))
    head, _, tail = key.partition("-")
    try:
        if head == "roll" and tail in ("1", "3"):
            return Roll(dice=int(tail))
        if head == "step" and tail:
            return Step(direction=Direction(tail))
        if key == "undo":
            return UndoStep()
        if key == "confirm":
            return Confirm()
        to, dash, walk = tail.partition("-")
        # "go-K8-" (a dash, no walk) is refused: its action's key would be "go-K8"
        named = all(letter in WALK_LETTERS for letter in walk) and bool(walk) == bool(dash)
        if head == "go" and _is_space(to) and named:
            return GoTo(to=to, walk=walk)
        if head in _GHOST_NAMES and (tail == "cage" or _is_space(tail)):
            return Route(ghost=Ghost(head), to=tail)
    except (ValueError, ValidationError):
        pass
    raise BadActionKey(Phrase.of("pac-bad-key", given=repr(key[:40])))


__all__ = [
    "WALK_LETTERS",
    "Confirm",
    "GoTo",
    "PacmanAction",
    "Roll",
    "Route",
    "Step",
    "UndoStep",
    "parse",
    "walk_letters",
]
