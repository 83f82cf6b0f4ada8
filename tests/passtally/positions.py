"""Hand-built Passtally positions for the scenario tests."""

from __future__ import annotations

from games.passtally import PasstallyState, Phase, Placed
from games.passtally.board import Board
from games.passtally.geometry import Side, parse_cell
from games.passtally.tiles import all_tiles, tile_set

DESIGNS = {f"{a}{b}": index for index, (a, b) in enumerate(tile_set().designs)}


def tile_of(design: str, copy: int = 0) -> int:
    """The id of a tile of that design ('XA', 'BB'...)."""
    return DESIGNS[design] * tile_set().copies + copy


def build(
    *,
    players: int = 2,
    markers: list[list[int]],
    placed: list[tuple[int, str, str]] = (),
    face_up: list[int | None] | None = None,
    stack_sizes: tuple[int, int, int] | None = None,
    current: int = 0,
    first: int = 0,
    actions_left: int = 2,
    scores: list[int] | None = None,
) -> PasstallyState:
    """A play-phase position: `placed` is (tile, anchor cell, facing), laid in order."""
    used: list[Placed] = []
    for tile, cell, facing in placed:
        anchor = parse_cell(cell)
        level = Board(used).level_for(anchor)
        used.append(Placed(tile=tile, cell=anchor, facing=Side(facing), level=level))
    taken = {p.tile for p in used}
    if face_up is None:
        face_up = [t for t in all_tiles() if t not in taken][:3]
    taken |= {t for t in face_up if t is not None}
    rest = [t for t in all_tiles() if t not in taken]
    sizes = stack_sizes or (len(rest) // 3, len(rest) // 3, len(rest) - 2 * (len(rest) // 3))
    stacks, start = [], 0
    for size in sizes:
        stacks.append(rest[start : start + size])
        start += size
    return PasstallyState(
        seed=1,
        players=players,
        first=first,
        phase=Phase.PLAY,
        stacks=stacks,
        face_up=face_up,
        placed=used,
        markers=markers,
        scores=scores or [0] * players,
        current=current,
        actions_left=actions_left,
    )
