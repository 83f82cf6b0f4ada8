"""The maze as a graph of spaces, loaded from data/pacman/maze.json.

Every Pac-dot, power pellet and grey circle is one space (a node). PAC-MAN moves between
neighbouring spaces up, down, left and right; the two tunnel ends are neighbours. The cage
door is a ghost-only space: ghosts leave the cage through it (one way), eyes go back in
through it. The cage itself is not a node: a pawn in the cage has no position (None).
Spaces are named like a chess board: column letter A–S, row number 1–21 ("J16").
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cache

from pydantic import BaseModel, ConfigDict

from games.datafiles import load_json

WALL, DOT, PELLET, GREY, PAC_START, BLINKY_START, DOOR, CAGE, TUNNEL = "#.o PB-GT"


class Direction(StrEnum):
    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"

    @property
    def arrow(self) -> str:
        return {"up": "↑", "down": "↓", "left": "←", "right": "→"}[self.value]

    @property
    def delta(self) -> tuple[int, int]:
        return {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}[self.value]


class SectionData(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")
    name: str
    rows: tuple[int, int]
    cols: tuple[int, int]


class MazeData(BaseModel):
    """The JSON file as written: the grid and the corner sections."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    name: str
    legend: dict[str, str]
    grid: list[str]
    sections: dict[str, SectionData]
    dots_per_section: dict[str, int]


@dataclass(frozen=True, eq=False)
class Maze:
    """The walkable graph built from MazeData; node ids are row-major over spaces."""

    data: MazeData
    cells: tuple[tuple[int, int], ...]  # node -> (row, col)
    kinds: tuple[str, ...]  # node -> grid character
    node_at: dict[tuple[int, int], int]
    pac_moves: tuple[dict[Direction, int], ...]  # PAC-MAN's neighbours by direction
    ghost_moves: tuple[tuple[int, ...], ...]  # a ghost's next spaces (door one way: out)
    section_of: tuple[str | None, ...]
    dots: tuple[int, ...]
    pellets: tuple[int, ...]
    pac_start: int
    blinky_start: int
    door: int
    cage_cells: tuple[tuple[int, int], ...]
    _cache: dict = field(default_factory=dict, compare=False, repr=False)

    @property
    def rows(self) -> int:
        return len(self.data.grid)

    @property
    def cols(self) -> int:
        return len(self.data.grid[0])

    def name(self, node: int | None) -> str:
        """The space's board name, e.g. "J16"; None is the cage."""
        if node is None:
            return "the cage"
        row, col = self.cells[node]
        return f"{chr(ord('A') + col)}{row + 1}"

    def parse_name(self, text: str) -> int | None:
        """The node named `text` ("J16"), or None if no space has that name."""
        if len(text) < 2 or not text[0].isalpha() or not text[1:].isdigit():
            return None
        return self.node_at.get((int(text[1:]) - 1, ord(text[0].upper()) - ord("A")))

    def section_nodes(self, section: str) -> tuple[int, ...]:
        key = ("section", section)
        if key not in self._cache:
            self._cache[key] = tuple(n for n in self.dots if self.section_of[n] == section)
        return self._cache[key]

    def distances_from(self, start: int) -> list[int]:
        """Shortest number of PAC-MAN steps from `start` to every space (-1: unreachable)."""
        key = ("pac", start)
        if key not in self._cache:
            self._cache[key] = _bfs([start], [list(m.values()) for m in self.pac_moves])
        return self._cache[key]

    def eyes_distance(self) -> list[int]:
        """Steps for eyes from every space back into the cage (door, then one more)."""
        if "eyes" not in self._cache:
            both_ways = [list(m.values()) for m in self.pac_moves]
            both_ways[self.door] = [self.blinky_start]
            both_ways[self.blinky_start] = [*both_ways[self.blinky_start], self.door]
            self._cache["eyes"] = [d + 1 for d in _bfs([self.door], both_ways)]
        return self._cache["eyes"]

    def eyes_moves(self, node: int) -> tuple[int, ...]:
        """The spaces eyes may step to from `node` (any neighbour; the door both ways)."""
        if node == self.door:
            return (self.blinky_start,)
        moves = tuple(self.pac_moves[node].values())
        return (*moves, self.door) if node == self.blinky_start else moves


def _bfs(starts: list[int], adjacency: list[list[int]]) -> list[int]:
    dist = [-1] * len(adjacency)
    queue = deque(starts)
    for start in starts:
        dist[start] = 0
    while queue:
        node = queue.popleft()
        for nxt in adjacency[node]:
            if dist[nxt] < 0:
                dist[nxt] = dist[node] + 1
                queue.append(nxt)
    return dist


def build(data: MazeData) -> Maze:
    """The graph of a maze file (raises ValueError on a malformed grid)."""
    grid = data.grid
    if len({len(row) for row in grid}) != 1:
        raise ValueError("every maze row must have the same width")
    width = len(grid[0])
    cells, kinds, cage = [], [], []
    for r, row in enumerate(grid):
        for c, ch in enumerate(row):
            if ch == CAGE:
                cage.append((r, c))
            elif ch != WALL:
                cells.append((r, c))
                kinds.append(ch)
    node_at = {cell: n for n, cell in enumerate(cells)}
    door = kinds.index(DOOR)
    blinky = kinds.index(BLINKY_START)
    pac_moves: list[dict[Direction, int]] = []
    for n, (r, c) in enumerate(cells):
        moves: dict[Direction, int] = {}
        for d in Direction:
            dr, dc = d.delta
            target = (r + dr, c + dc)
            if kinds[n] == TUNNEL and not 0 <= c + dc < width:
                target = (r, width - 1 - c)  # through the tunnel to the other side
            nxt = node_at.get(target)
            if nxt is not None and kinds[nxt] != DOOR and kinds[n] != DOOR:
                moves[d] = nxt
        pac_moves.append(moves)
    ghost_moves = [tuple(m.values()) for m in pac_moves]
    ghost_moves[door] = (blinky,)  # the door leads out only
    section_of = []
    for r, c in cells:
        owner = None
        for key, sec in data.sections.items():
            if sec.rows[0] <= r <= sec.rows[1] and sec.cols[0] <= c <= sec.cols[1]:
                owner = key
        section_of.append(owner)
    return Maze(
        data=data,
        cells=tuple(cells),
        kinds=tuple(kinds),
        node_at=node_at,
        pac_moves=tuple(pac_moves),
        ghost_moves=tuple(ghost_moves),
        section_of=tuple(section_of),
        dots=tuple(n for n, k in enumerate(kinds) if k == DOT),
        pellets=tuple(n for n, k in enumerate(kinds) if k == PELLET),
        pac_start=kinds.index(PAC_START),
        blinky_start=blinky,
        door=door,
        cage_cells=tuple(cage),
    )


@cache
def default_maze() -> Maze:
    """The maze every game plays on (data/pacman/maze.json)."""
    return build(MazeData.model_validate(load_json("pacman/maze.json")))
