"""Where Passtally's board puts things, for a picture of any width: squares, marker spaces,
the panel (the renderer, its panel and its candidates' badges all draw by it)."""

from __future__ import annotations

from dataclasses import dataclass

from games.passtally.geometry import Cell, entry

DESIGN_WIDTH, DESIGN_HEIGHT = 1100, 800  # the layout's numbers are in this design


@dataclass(frozen=True)
class Layout:
    """Where things go, for a canvas `width` pixels wide."""

    width: int

    @property
    def u(self) -> float:
        return self.width / DESIGN_WIDTH

    def px(self, value: float) -> int:
        return round(value * self.u)

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
    def panel_x(self) -> int:
        return self.px(800)

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
