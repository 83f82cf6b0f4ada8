"""A player's rating over their games: one line per game, drawn with Pillow.

The x axis counts the player's games of every kind in the order played, each line's
points at its own games, so two games' lines never lie on top of each other even where
their ratings moved alike (they used to share game numbers 1, 2, 3...); each line has its
own colour, marker and, from the second on, dashes.

800 x 420 px with text at least 20 px tall (10 px when a phone shows it 400 px wide).
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from PIL import Image

from lang import tr
from render.common import SEAT_COLOURS, Draw, font, to_png
from render.table_image import INK, MUTED, PAPER

WIDTH, HEIGHT = 800, 420
LEFT, RIGHT, TOP, BOTTOM = 86, 24, 64, 64  # the plot's margins
TEXT_SIZE = 20
GRID = (221, 224, 228)
MARKERS = ["circle", "square", "diamond", "triangle"]  # a shape per line, not colour alone


@dataclass(frozen=True)
class Series:
    """One game's line: the shown rating after each of the player's games, oldest first,
    starting with the rating before the first."""

    label: str
    ratings: list[int]
    # where each rating is drawn on the x axis (the player's games of every kind, in
    # order: the rating before a line's first game at that game's number minus one);
    # None: 0, 1, 2...
    at: list[int] | None = None

    def positions(self) -> list[int]:
        return self.at if self.at is not None else list(range(len(self.ratings)))


def chart_png(title: str, series: list[Series], lang: str | None = None) -> bytes:
    return to_png(chart_picture(title, series, lang))


def chart_picture(title: str, series: list[Series], lang: str | None = None) -> Image.Image:
    """The chart, its words in `lang` (the reader's: /stats answers privately)."""
    image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    draw = Draw(image)
    draw.text((LEFT - 62, 14), title, font=font(26, bold=True), fill=INK)
    values = [v for s in series for v in s.ratings] or [1000]
    low, high, step = _nice_range(min(values), max(values))
    longest = max((s.positions()[-1] + 1 for s in series), default=1)
    x0, x1, y0, y1 = LEFT, WIDTH - RIGHT, TOP, HEIGHT - BOTTOM

    def at(index: int, value: float) -> tuple[float, float]:
        x = x0 + (x1 - x0) * (index / max(1, longest - 1))
        y = y1 - (y1 - y0) * ((value - low) / (high - low))
        return x, y

    for value in range(low, high + 1, step):
        _, y = at(0, value)
        draw.line((x0, y, x1, y), fill=GRID, width=2)
        draw.text((x0 - 10, y), f"{value:.0f}", font=font(TEXT_SIZE), fill=MUTED, anchor="rm")
    draw.line((x0, y1, x1, y1), fill=MUTED, width=2)
    for index in _ticks(longest):
        x, _ = at(index, low)
        draw.text((x, y1 + 8), str(index), font=font(TEXT_SIZE), fill=MUTED, anchor="mt")
    axis = tr(lang, "board-chart-games-played")
    draw.text(((x0 + x1) / 2, HEIGHT - 4), axis, font=font(TEXT_SIZE), fill=MUTED, anchor="mb")
    legend_x = x1
    for number, line in reversed(list(enumerate(series))):
        colour = SEAT_COLOURS[number % len(SEAT_COLOURS)]
        shade = tuple(max(0, c - 60) for c in colour)
        points = [at(i, v) for i, v in zip(line.positions(), line.ratings, strict=True)]
        if len(points) > 1 and number == 0:
            draw.line(points, fill=shade, width=4, joint="curve")
        elif len(points) > 1:
            _dashed(draw, points, shade, dash=14 + 4 * number)
        for point in points if len(points) <= 40 else points[-1:]:
            _marker(draw, point, MARKERS[number % len(MARKERS)], colour, shade)
        label = f"{line.label} {line.ratings[-1]}"
        width = font(TEXT_SIZE, bold=True).getlength(label)
        legend_x -= width + 30
        _marker(draw, (legend_x + 8, 34), MARKERS[number % len(MARKERS)], colour, shade)
        draw.text(
            (legend_x + 20, 34), label, font=font(TEXT_SIZE, bold=True), fill=INK, anchor="lm"
        )
    return image


def _nice_range(low: int, high: int) -> tuple[int, int, int]:
    """Round bounds around the values and the grid step between them (at most 5 steps)."""
    for step in (25, 50, 100, 200, 250, 500, 1000):
        bottom = (low - 10) // step * step
        top = -(-(high + 10) // step) * step
        if (top - bottom) / step <= 5:
            break
    while (top - bottom) / step < 4:  # room above and below a flat line
        bottom, top = bottom - step, top + step
    return int(bottom), int(top), step


def _ticks(count: int) -> list[int]:
    """Game numbers along the bottom: 0 (before the first game) to the last, about 6."""
    last = max(1, count - 1)
    step = max(1, round(last / 6))
    ticks = list(range(0, last + 1, step))
    if ticks[-1] != last:
        if last - ticks[-1] < step / 2:
            ticks.pop()
        ticks.append(last)
    return ticks


def _dashed(draw, points, fill, *, dash: float) -> None:
    """A polyline drawn in dashes `dash` px long with gaps half as long."""
    on, left = True, dash
    for (xa, ya), (xb, yb) in pairwise(points):
        length = ((xb - xa) ** 2 + (yb - ya) ** 2) ** 0.5
        done = 0.0
        while done < length:
            step = min(left, length - done)
            if on:
                t0, t1 = done / length, (done + step) / length
                start = (xa + (xb - xa) * t0, ya + (yb - ya) * t0)
                end = (xa + (xb - xa) * t1, ya + (yb - ya) * t1)
                draw.line((start, end), fill=fill, width=4)
            done += step
            left -= step
            if left <= 0:
                on = not on
                left = dash if on else dash / 2


def _marker(draw, point, shape: str, colour, edge) -> None:
    x, y, r = point[0], point[1], 7
    if shape == "circle":
        draw.ellipse((x - r, y - r, x + r, y + r), fill=colour, outline=edge, width=2)
    elif shape == "square":
        draw.rectangle((x - r, y - r, x + r, y + r), fill=colour, outline=edge, width=2)
    elif shape == "diamond":
        draw.polygon(
            [(x, y - r - 2), (x + r + 2, y), (x, y + r + 2), (x - r - 2, y)],
            fill=colour,
            outline=edge,
        )
    else:
        draw.polygon(
            [(x, y - r - 1), (x + r + 1, y + r), (x - r - 1, y + r)], fill=colour, outline=edge
        )
