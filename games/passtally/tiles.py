"""The 42 tiles: six designs of two halves, seven copies each (data/passtally/tiles.json).

A half joins the midpoints of its four sides in pairs: X = N-S and E-W (a cross),
A = N-E and S-W, B = N-W and S-E (two arcs). A quarter turn swaps A and B; X stays X.
A tile is laid from an anchor square towards a `facing` side, where its second half lies;
as printed (facing E) the first half is the west one.
"""

from __future__ import annotations

from enum import StrEnum
from functools import cache

from pydantic import BaseModel

from games.datafiles import load_json
from games.passtally.geometry import Side
from games.phrase import Phrase


class Half(StrEnum):
    X = "X"
    A = "A"
    B = "B"

    def turned(self, quarter_turns: int) -> Half:
        """The half as it lies after that many clockwise quarter turns."""
        if self is Half.X or quarter_turns % 2 == 0:
            return self
        return Half.B if self is Half.A else Half.A

    def exit(self, side_in: Side) -> Side:
        """The side a line leaves by when it comes in by `side_in`."""
        return _PAIRS[self][side_in]


_PAIRS = {
    Half.X: {Side.N: Side.S, Side.S: Side.N, Side.E: Side.W, Side.W: Side.E},
    Half.A: {Side.N: Side.E, Side.E: Side.N, Side.S: Side.W, Side.W: Side.S},
    Half.B: {Side.N: Side.W, Side.W: Side.N, Side.S: Side.E, Side.E: Side.S},
}

# Clockwise quarter turns from the printed orientation (second half to the east).
QUARTER_TURNS = {Side.E: 0, Side.S: 1, Side.W: 2, Side.N: 3}


class TileSet(BaseModel):
    about: str
    copies: int
    designs: list[tuple[Half, Half]]


@cache
def tile_set() -> TileSet:
    return TileSet.model_validate(load_json("passtally/tiles.json"))


def all_tiles() -> list[int]:
    """Every tile id, 0-41; tile t has design t // copies."""
    tiles = tile_set()
    return list(range(tiles.copies * len(tiles.designs)))


def design(tile: int) -> tuple[Half, Half]:
    """The two halves of a tile as printed (west half, east half)."""
    tiles = tile_set()
    return tiles.designs[tile // tiles.copies]


def design_phrase(tile: int) -> Phrase:
    """The tile as printed (facing E), west half first, for the catalogue to word."""
    first, second = halves(tile, Side.E)
    return Phrase.of("passtally-design", first=first.value, second=second.value)


def design_name(tile: int) -> str:
    first, second = design(tile)
    return f"{first}·{second}"


def halves(tile: int, facing: Side) -> tuple[Half, Half]:
    """The anchor half and the second half as they lie when the tile faces `facing`."""
    turns = QUARTER_TURNS[facing]
    first, second = design(tile)
    return first.turned(turns), second.turned(turns)


def distinct_facings(tile: int) -> list[Side]:
    """Facings that give different placements: a tile with two equal halves facing W
    lies exactly as it does facing E from the other square, so only E and S remain."""
    first, second = design(tile)
    return [Side.E, Side.S] if first == second else [Side.E, Side.S, Side.W, Side.N]
