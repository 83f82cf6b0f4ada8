"""Passtally's actions and their button keys.

PlaceMarker(space=13)                  "s13"    set-up: a marker onto a space
PlaceTile(stack=2, cell="B4", facing=E) "t2B4E"  face-up tile 2 onto B4 and C4
MoveMarker(space=5, to=7)              "m5-7"   a marker moves along the edge
"""

from __future__ import annotations

import re
from typing import Annotated, Literal

from pydantic import Field

from games.core import Action
from games.errors import BadActionKey
from games.passtally.geometry import (
    SPACES,
    Side,
    neighbour,
    parse_cell,
    space_name,
    space_phrase,
)
from games.passtally.geometry import cell_name as _cell_name
from games.phrase import Phrase


def _capital(text: str) -> str:
    """First letter up, the rest untouched ('top C', not str.capitalize's 'Top c')."""
    return text[:1].upper() + text[1:]


class PlaceMarker(Action):
    kind: Literal["marker"] = "marker"
    space: Annotated[int, Field(ge=0, lt=SPACES)]

    @property
    def key(self) -> str:
        return f"s{self.space}"

    @property
    def label(self) -> str:
        return _capital(space_name(self.space))

    @property
    def phrase(self) -> Phrase:
        return Phrase.of("passtally-action-marker", space=space_phrase(self.space, first=True))


class PlaceTile(Action):
    kind: Literal["tile"] = "tile"
    stack: Annotated[int, Field(ge=1, le=3)]  # which face-up tile, 1-3
    cell: str  # the anchor half's square, e.g. "B4"
    facing: Side  # where the second half lies

    @property
    def key(self) -> str:
        return f"t{self.stack}{self.cell}{self.facing}"

    @property
    def cells(self) -> tuple[str, str]:
        anchor = parse_cell(self.cell)
        assert anchor is not None
        return self.cell, _cell_name(neighbour(anchor, self.facing))

    @property
    def label(self) -> str:
        first, second = self.cells
        return f"Tile {self.stack}: {first}–{second}"

    @property
    def phrase(self) -> Phrase:
        first, second = self.cells
        return Phrase.of("passtally-action-tile", stack=self.stack, first=first, second=second)


class MoveMarker(Action):
    kind: Literal["move"] = "move"
    space: Annotated[int, Field(ge=0, lt=SPACES)]
    to: Annotated[int, Field(ge=0, lt=SPACES)]

    @property
    def key(self) -> str:
        return f"m{self.space}-{self.to}"

    @property
    def label(self) -> str:
        return f"{_capital(space_name(self.space))} → {space_name(self.to)}"

    @property
    def phrase(self) -> Phrase:
        return Phrase.of(
            "passtally-action-move",
            start=space_phrase(self.space, first=True),
            end=space_phrase(self.to),
        )


PasstallyAction = Annotated[PlaceMarker | PlaceTile | MoveMarker, Field(discriminator="kind")]

_MARKER = re.compile(r"s(\d{1,2})")
_TILE = re.compile(r"t([1-3])([A-F][1-6])([NESW]{1,2})")
_MOVE = re.compile(r"m(\d{1,2})-(\d{1,2})")


def parse(key: str) -> PlaceMarker | PlaceTile | MoveMarker:
    """The action with this key; BadActionKey for anything else."""
    if match := _MARKER.fullmatch(key):
        space = int(match[1])
        if space < SPACES:
            return PlaceMarker(space=space)
    elif match := _TILE.fullmatch(key):
        facing = match[3]
        if len(facing) == 1:
            return PlaceTile(stack=int(match[1]), cell=match[2], facing=Side(facing))
        if {facing[0], facing[1]} in ({"N", "E"}, {"N", "W"}, {"S", "E"}, {"S", "W"}):
            raise BadActionKey(
                "Tiles lie along the grid: a tile can't be laid diagonally (face N, E, S or W)."
            )
    elif match := _MOVE.fullmatch(key):
        space, to = int(match[1]), int(match[2])
        if space < SPACES and to < SPACES:
            return MoveMarker(space=space, to=to)
    raise BadActionKey(f"{key[:40]!r} is not a Passtally move.")
