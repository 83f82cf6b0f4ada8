"""Formula 1's places a /rules callout names that carry no text of their own, in the board
picture's pixels, from the renderer's own geometry (bot/rules_regions.py reads them)."""

from __future__ import annotations

from games.formula.circuit import circuit
from render.formula import HEADER
from render.formula_parts import PIT_SLOT, TRACK_WIDTH, pit_spot
from render.formula_track import field_edge
from render.regions import Box, around


def regions(_state) -> dict[str, Box]:
    circ = circuit()
    first = circ.pit_entries[0]
    pit = [(s.x, s.y + HEADER) for s in (pit_spot(first, slot) for slot in range(6))]
    start = field_edge(circ.grands_prix[0].start)  # its chequered line
    return {
        "pit lane": around(pit, PIT_SLOT / 2),
        "first start line": around([(start.x, start.y + HEADER)], TRACK_WIDTH / 2),
    }
