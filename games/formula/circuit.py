"""The circuit as data: 48 fields in one loop, four start/finish fields, two pit entries.

The layout is a house design (the printed board is not described in words); it lives in
data/formula/circuit.json so it can change without touching the rules. Distances in the
rules are counted from the race's start field: `progress` 0 is the start, 48 the finish.
"""

from __future__ import annotations

from functools import cache

from pydantic import BaseModel, ConfigDict, Field, model_validator

from games.datafiles import load_json

CIRCUIT_FILE = "formula/circuit.json"
CHAMPIONSHIP = 4  # Grands Prix (sheet: Monaco, Monza, Silverstone, Hockenheim)
DIE_SIDES = 6


class GrandPrix(BaseModel):
    """One race of the championship: its number on the board, name and start field."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    number: int = Field(ge=1)
    name: str = Field(min_length=1)
    start: int = Field(ge=0)


class Layout(BaseModel):
    """Where the track runs on the picture (used by the renderer only)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    width: int = Field(gt=0)
    height: int = Field(gt=0)
    # control points of a closed curve, in driving direction, field 0 at the first point
    path: list[tuple[float, float]] = Field(min_length=6)
    # which side of the track the pit lanes lie on, seen in driving direction
    pit_side: str = Field(pattern="^(left|right)$")
    # an open spot inside the loop: the starting grid is shown there while cars wait on it
    infield: tuple[float, float]


class Circuit(BaseModel):
    """The looped single-lane track."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    fields: int = Field(ge=12)
    grands_prix: list[GrandPrix] = Field(min_length=1)
    pit_entries: list[int] = Field(min_length=2, max_length=2)
    layout: Layout

    @model_validator(mode="after")
    def _check(self) -> Circuit:
        starts = [gp.start for gp in self.grands_prix]
        if len(set(starts)) != len(starts):
            raise ValueError("two Grands Prix share a start field")
        if [gp.number for gp in self.grands_prix] != list(range(1, len(self.grands_prix) + 1)):
            raise ValueError("Grands Prix must be numbered 1, 2, 3... in racing order")
        for where in [*starts, *self.pit_entries]:
            if not 0 <= where < self.fields:
                raise ValueError(f"field {where} is not on a {self.fields}-field track")
        if len(set(self.pit_entries)) != 2:
            raise ValueError("the two pit entries must be different fields")
        if set(self.pit_entries) & set(starts):
            raise ValueError("a pit entry cannot be a start/finish field")
        first, second = self.pit_entries
        apart = min((first - second) % self.fields, (second - first) % self.fields)
        if apart <= DIE_SIDES:
            raise ValueError("the pit entries must be further apart than one roll can go")
        if len(self.grands_prix) != CHAMPIONSHIP:
            raise ValueError(f"a championship has {CHAMPIONSHIP} Grands Prix")
        return self

    def field_at(self, gp: GrandPrix, progress: int) -> int:
        """The track field a car stands on after driving `progress` fields in this race."""
        return (gp.start + progress) % self.fields

    def distance_to(self, gp: GrandPrix, field: int) -> int:
        """How many fields from this race's start to `field` (1..fields-1 for other fields)."""
        return (field - gp.start) % self.fields

    def pit_distances(self, gp: GrandPrix) -> tuple[int, int]:
        """Distances of the race's first and second pit entry from its start."""
        first, second = sorted(self.distance_to(gp, entry) for entry in self.pit_entries)
        return first, second


@cache
def circuit() -> Circuit:
    """The circuit shipped in data/formula/circuit.json."""
    return Circuit.model_validate(load_json(CIRCUIT_FILE))
