"""Passes to points: the score track converts a turn's total passes once."""

from __future__ import annotations

from bisect import bisect_right

# (lowest passes, points) for each band of the score track.
_BANDS = [
    (0, 0), (1, 1), (2, 2), (4, 3), (7, 4), (11, 5), (16, 6),
    (22, 7), (29, 8), (37, 9), (46, 10), (56, 15),
]  # fmt: skip
_LOWS = [low for low, _ in _BANDS]


def points_for(passes: int) -> int:
    """Points for a turn's total passes: 0→0, 1→1, 2–3→2, 4–6→3 ... 46–55→10, 56+→15."""
    if passes < 0:
        raise ValueError("passes cannot be negative")
    return _BANDS[bisect_right(_LOWS, passes) - 1][1]
