"""Regions of a board picture that a /rules callout can name: boxes in the picture's own
pixels, which a game's `regions` module (its catalogue entry names it) builds from its
renderer's geometry, so they move with the layout."""

from __future__ import annotations

Box = tuple[float, float, float, float]  # left, top, right, bottom


def around(points: list[tuple[float, float]], margin: float) -> Box:
    """The box around `points`, `margin` wider on every side."""
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return min(xs) - margin, min(ys) - margin, max(xs) + margin, max(ys) + margin
