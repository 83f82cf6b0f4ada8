"""Where Passtally's board puts things, for a picture of any width: squares, marker spaces,
the panel (the renderer, its panel and its candidates' badges all draw by it)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from games.passtally.geometry import Cell, entry
from render.fitting import needed_text

# The layout's numbers are in this design: the board on top, 800 x 800, and the panel
# under it, as tall as a phone's screen wants (the board is shown 320 px wide there).
DESIGN_WIDTH, BOARD_HEIGHT, PANEL_HEIGHT = 800, 800, 500
DESIGN_HEIGHT = BOARD_HEIGHT + PANEL_HEIGHT


@dataclass(frozen=True)
class Layout:
    """Where things go, for a canvas `width` pixels wide."""

    width: int

    @property
    def u(self) -> float:
        return self.width / DESIGN_WIDTH

    def px(self, value: float) -> int:
        return _px(self.width, value)

    @property
    def cell(self) -> int:
        return self.px(100)

    @property
    def origin(self) -> int:
        return self.px(100)

    @property
    def height(self) -> int:
        return self.px(DESIGN_HEIGHT)

    @property
    def panel_y(self) -> int:
        """Where the panel under the board starts."""
        return self.px(BOARD_HEIGHT)

    @property
    def needed(self) -> int:
        """The smallest font for words a player needs: 9 px at 320 px wide."""
        return needed_text(self.width)

    @property
    def detail(self) -> int:
        """The font of detail only the full view needs (the last events)."""
        return self.px(20)

    def square(self, cell: Cell) -> tuple[int, int]:
        """Top-left pixel of a square."""
        return self.origin + cell[1] * self.cell, self.origin + cell[0] * self.cell

    def space(self, space: int, out: float = 42) -> tuple[int, int]:
        """Centre of a marker space (or, further out, its coordinate label)."""
        cell, side = entry(space)
        x, y = self.square(cell)
        half, reach = self.cell // 2, self.px(out)
        dx, dy = side.step
        # `step` is (row, column): the space lies outside the square on that side
        return x + half + dy * (half + reach), y + half + dx * (half + reach)


@lru_cache(maxsize=4096)
def _px(width: int, value: float) -> int:
    """A design length in a `width` px wide picture's pixels (a board asks for the same
    few hundred lengths every time)."""
    return round(value * (width / DESIGN_WIDTH))
