"""Passtally's small pictures, drawn once per size and cached: tile halves, lit line
segments, markers. Each is drawn four times larger and scaled down, so curves are smooth.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from games.passtally.geometry import Side
from games.passtally.tiles import Half
from render.common import Draw, drawn_once, font

SUPER = 4  # supersampling factor

INK = (40, 36, 32)
BARE = (206, 201, 190)
GAP = (120, 108, 92)
PRINTED = (150, 142, 128)
# Tile colours by level: pale for level 1, darker per level.
LEVELS = [
    (252, 242, 214),
    (240, 212, 150),
    (222, 176, 98),
    (196, 138, 66),
    (166, 106, 48),
    (136, 82, 40),
]

_PAIRS = {
    Half.X: ((Side.N, Side.S), (Side.E, Side.W)),
    Half.A: ((Side.N, Side.E), (Side.S, Side.W)),
    Half.B: ((Side.N, Side.W), (Side.S, Side.E)),
}


def level_colour(level: int) -> tuple[int, int, int]:
    return LEVELS[min(level, len(LEVELS)) - 1]


def _midpoint(side: Side, c: float) -> tuple[float, float]:
    return {
        Side.N: (c / 2, 0),
        Side.E: (c, c / 2),
        Side.S: (c / 2, c),
        Side.W: (0, c / 2),
    }[side]


def _segment(draw: ImageDraw.ImageDraw, a: Side, b: Side, c: float, width: int, fill) -> None:
    """The path joining two side midpoints of a c x c square: straight or a quarter arc."""
    if a.opposite is b:
        draw.line([_midpoint(a, c), _midpoint(b, c)], fill=fill, width=width)
        return
    # the corner the arc turns around, then the arc's angles (0° = east, clockwise)
    corner_x = c if Side.E in (a, b) else 0
    corner_y = c if Side.S in (a, b) else 0
    start = {(c, 0): 90, (0, c): 270, (0, 0): 0, (c, c): 180}[(corner_x, corner_y)]
    r = c / 2 + width / 2
    box = [corner_x - r, corner_y - r, corner_x + r, corner_y + r]
    draw.arc(box, start, start + 90, fill=fill, width=width)


@drawn_once
def half(kind: Half | None, level: int, cell: int) -> Image.Image:
    """A square as drawn on the board: bare with its printed +, or a tile's half."""
    big = cell * SUPER
    image = Image.new("RGB", (big, big), BARE if kind is None else level_colour(level))
    draw = Draw(image, supersample=SUPER)
    if kind is None:
        # a bare square: a slightly inset plate, so the printed + is not read as a grid
        draw.rectangle([0, 0, big, big], fill=GAP)
        inset = big // 30
        draw.rounded_rectangle([inset, inset, big - inset, big - inset], radius=big // 12,
                               fill=BARE)  # fmt: skip
        width = big // 28
        for a, b in ((Side.N, Side.S), (Side.E, Side.W)):
            _segment(draw, a, b, big, width, PRINTED)
    else:
        width = big // 13
        for a, b in _PAIRS[kind]:
            _segment(draw, a, b, big, width, INK)
    return image.resize((cell, cell), Image.Resampling.LANCZOS)


@drawn_once
def lit(a: Side, b: Side, colour: tuple[int, int, int], cell: int) -> Image.Image:
    """A line segment lit in a seat's colour (RGBA), to lay over a square."""
    big = cell * SUPER
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = Draw(image, supersample=SUPER)
    _segment(draw, a, b, big, big // 5, (*INK, 255))
    _segment(draw, a, b, big, big // 7, (*colour, 255))
    _segment(draw, a, b, big, big // 22, (*INK, 255))
    return image.resize((cell, cell), Image.Resampling.LANCZOS)


@drawn_once
def marker(colour: tuple[int, int, int], letter: str, radius: int, ghost: bool = False):
    """A player's marker: a disc in the seat colour with the seat's letter (RGBA)."""
    size = 2 * radius + 4
    big = size * SUPER
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = Draw(image, supersample=SUPER)
    alpha = 150 if ghost else 255
    outline = (255, 255, 255, 255) if ghost else (*INK, 255)
    pad = 2 * SUPER
    draw.ellipse(
        [pad, pad, big - pad, big - pad],
        fill=(*colour, alpha),
        outline=outline,
        width=3 * SUPER,
    )
    text_font = font(int(radius * 1.15 * SUPER), bold=True)
    draw.text((big / 2, big / 2), letter, font=text_font, fill=(*INK, alpha), anchor="mm")
    return image.resize((size, size), Image.Resampling.LANCZOS)


@drawn_once
def badge(text: str, radius: int, fill: tuple[int, int, int], ink=INK) -> Image.Image:
    """A small round label (a tile's level, a line's passes), RGBA."""
    size = 2 * radius + 2
    big = size * SUPER
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = Draw(image, supersample=SUPER)
    draw.ellipse([SUPER, SUPER, big - SUPER, big - SUPER], fill=(*fill, 255),
                 outline=(*INK, 255), width=2 * SUPER)  # fmt: skip
    size_pt = int(radius * (1.25 if len(text) == 1 else 1.0) * SUPER)
    draw.text((big / 2, big / 2), text, font=font(size_pt, bold=True), fill=ink, anchor="mm")
    return image.resize((size, size), Image.Resampling.LANCZOS)
