"""Geometry of the Formula 1 circuit picture: a smooth closed curve through the layout's
control points (data/formula/circuit.json), cut into equal fields.

The layout is drawn for its own width (1000 px); the board is WIDTH px wide, so every
length the board uses goes through px(): a number from the layout's design, in the
board's pixels."""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from functools import cache

from games.formula.circuit import circuit

Point = tuple[float, float]
SAMPLES_PER_SEGMENT = 24
WIDTH = 800  # the board's width: fewer pixels to draw, map to the palette and compress


def px(design: float) -> float:
    """A length of the layout's 1000 px design, in the board's pixels."""
    return design * WIDTH / circuit().layout.width


def px_int(design: float) -> int:
    """px() rounded: font sizes, sprite sizes, whole-pixel offsets."""
    return round(px(design))


@dataclass(frozen=True)
class Spot:
    """A place on the track: where, and which way the track runs (radians, screen y down)."""

    x: float
    y: float
    angle: float

    def ahead(self, along: float, side: float = 0.0) -> Point:
        """A point `along` forward and `side` to the left of this spot."""
        ca, sa = math.cos(self.angle), math.sin(self.angle)
        return (self.x + along * ca + side * sa, self.y + along * sa - side * ca)


def _catmull_rom(points: list[Point]) -> list[Point]:
    """A closed uniform Catmull–Rom curve through every control point."""
    out: list[Point] = []
    n = len(points)
    for i in range(n):
        p0, p1, p2, p3 = (points[(i + k) % n] for k in (-1, 0, 1, 2))
        for step in range(SAMPLES_PER_SEGMENT):
            t = step / SAMPLES_PER_SEGMENT
            t2, t3 = t * t, t * t * t
            out.append(
                tuple(
                    0.5
                    * (
                        2 * b
                        + (-a + c) * t
                        + (2 * a - 5 * b + 4 * c - d) * t2
                        + (-a + 3 * b - 3 * c + d) * t3
                    )
                    for a, b, c, d in zip(p0, p1, p2, p3, strict=True)
                )
            )
    return out


@cache
def centreline() -> tuple[list[Point], list[float]]:
    """Dense points along the track and the distance travelled to each."""
    points = _catmull_rom([(px(x), px(y)) for x, y in circuit().layout.path])
    points.append(points[0])
    lengths = [0.0]
    for (x0, y0), (x1, y1) in itertools.pairwise(points):
        lengths.append(lengths[-1] + math.hypot(x1 - x0, y1 - y0))
    return points, lengths


def spot_at(distance: float) -> Spot:
    """The place `distance` along the track from the start of field 0 (wraps around)."""
    points, lengths = centreline()
    total = lengths[-1]
    distance %= total
    lo, hi = 0, len(lengths) - 1
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if lengths[mid] <= distance:
            lo = mid
        else:
            hi = mid
    (x0, y0), (x1, y1) = points[lo], points[hi]
    span = lengths[hi] - lengths[lo] or 1.0
    t = (distance - lengths[lo]) / span
    return Spot(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, math.atan2(y1 - y0, x1 - x0))


def field_length() -> float:
    return centreline()[1][-1] / circuit().fields


@cache
def field_spot(field: int) -> Spot:
    """The middle of a track field."""
    return spot_at((field + 0.5) * field_length())


@cache
def field_edge(field: int) -> Spot:
    """The line where `field` begins."""
    return spot_at(field * field_length())
