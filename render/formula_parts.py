"""Drawing pieces for the Formula 1 board: the static circuit layer, car sprites, a die."""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from games.formula.circuit import circuit
from render.common import Draw, drawn_often, drawn_once, font, smallest_text
from render.engine import Pen
from render.fitting import needed_text
from render.formula_track import (
    WIDTH,
    Spot,
    field_edge,
    field_length,
    field_spot,
    px,
    px_int,
    spot_at,
)

SCALE = 2  # the static layer is drawn at twice the size, then scaled down (smooth edges)
TRACK_WIDTH = px(46)
GRASS = (78, 140, 74)
GRASS_DARK = (70, 128, 66)
ASPHALT = (64, 66, 72)
ASPHALT_ALT = (74, 76, 82)
LINE = (235, 235, 235)
PIT_LANE = (120, 122, 128)
PIT_ARROW = (250, 204, 21)  # the sheet's yellow arrows into the pit
EXTRA_COLOUR = (205, 205, 205)
PIT_OFFSET = px(66)  # centre of a pit lane from the track's centre line
PIT_SLOT = px(44)  # room per car in a pit lane
# the smallest text (the fields' numbers, the circuits' names): legible at 400 px wide
SMALL = smallest_text(WIDTH)
LABEL = needed_text(WIDTH)  # a car's label: 9 px tall with the board shown 320 px wide


def side_sign() -> int:
    """+1 when the pit lanes lie on the left of the driving direction, -1 on the right."""
    return 1 if circuit().layout.pit_side == "left" else -1


def strip(d0: float, d1: float, half: float, side: float = 0.0) -> list[tuple[float, float]]:
    """The outline of the band from distance d0 to d1 along the track, `half` wide each side."""
    steps = max(2, int((d1 - d0) / 4))
    spots = [spot_at(d0 + (d1 - d0) * i / steps) for i in range(steps + 1)]
    left = [s.ahead(0, side + half) for s in spots]
    right = [s.ahead(0, side - half) for s in spots]
    return left + right[::-1]


def pit_spot(entry: int, slot: int) -> Spot:
    """Where the `slot`-th car in the pit beside field `entry` stands."""
    start = (entry + 0.9) * field_length()
    base = spot_at(start + slot * PIT_SLOT)
    x, y = base.ahead(0, side_sign() * PIT_OFFSET)
    return Spot(x, y, base.angle)


def _scaled(points, scale=SCALE, dy=0.0):
    return [(x * scale, (y + dy) * scale) for x, y in points]


@drawn_once
def circuit_layer(width: int, height: int, top: int) -> Image.Image:
    """The circuit without cars: grass, track, fields, start lines, pit lanes, labels."""
    circ = circuit()
    big = Image.new("RGB", (width * SCALE, height * SCALE), GRASS)
    draw = Draw(big, supersample=SCALE)
    stripe = px_int(24) * SCALE
    for y in range(0, height * SCALE, 2 * stripe):  # mown stripes
        draw.rectangle([0, y, width * SCALE, y + stripe], fill=GRASS_DARK)
    length = field_length()
    total = length * circ.fields
    sign = side_sign()
    starts = {gp.start for gp in circ.grands_prix}
    # pit lanes first, so the track draws over their ends
    for entry in circ.pit_entries:
        d0, d1 = (entry + 0.5) * length, (entry + 0.9) * length + 6 * PIT_SLOT
        draw.polygon(_scaled(strip(d0, d1, px(20), sign * PIT_OFFSET), dy=top), fill=PIT_LANE)
        for slot in range(6):
            s = pit_spot(entry, slot)
            a = s.ahead(-PIT_SLOT / 2 + px(2), 0)
            b = s.ahead(-PIT_SLOT / 2 + px(2), sign * px(18))
            draw.line(_scaled([a, b], dy=top), fill=LINE, width=2 * SCALE)
        mouth = field_spot(entry)
        start = mouth.ahead(0, sign * (TRACK_WIDTH / 2 + px(2)))
        end = spot_at((entry + 0.9) * length).ahead(0, sign * (PIT_OFFSET - px(20)))
        draw.line(_scaled([start, end], dy=top), fill=PIT_ARROW, width=px_int(6 * SCALE))
        _arrow_head(draw, start, end, top)
    # the track: white edges, then asphalt fields
    draw.polygon(_scaled(strip(0, total, TRACK_WIDTH / 2 + px(3)), dy=top), fill=LINE)
    for field in range(circ.fields):
        colour = ASPHALT if field % 2 else ASPHALT_ALT
        poly = strip(field * length, (field + 1) * length + 1, TRACK_WIDTH / 2)
        draw.polygon(_scaled(poly, dy=top), fill=colour)
    # field lines and numbers (on the side away from the pits)
    for field in range(circ.fields):
        edge = field_edge(field)
        a, b = edge.ahead(0, TRACK_WIDTH / 2), edge.ahead(0, -TRACK_WIDTH / 2)
        draw.line(_scaled([a, b], dy=top), fill=LINE, width=SCALE)
        if field not in starts:
            number = field_spot(field).ahead(0, -sign * (TRACK_WIDTH / 2 + px(12)))
            _text(draw, number, str(field), SMALL, (225, 240, 220), top)
    for gp in circ.grands_prix:
        _start_line(draw, gp.start, top)
        _badge(draw, field_spot(gp.start), -sign, gp.number, gp.name, top, width, height)
    small = big.resize((width, height), Image.Resampling.LANCZOS)
    return small


def pit_labels(draw: Draw, label: str, top: float, size: int) -> None:
    """The pit lanes' label ("PIT" in the board's language) beside each lane, `size` px
    tall, on a board whose circuit starts `top` px down."""
    sign = side_sign()
    text_font = font(size, True)
    for entry in circuit().pit_entries:
        x, y = spot_at((entry + 3.0) * field_length()).ahead(0, sign * (PIT_OFFSET + px(34)))
        half = draw.textlength(label, font=text_font) / 2
        x = min(max(x, half + px(4)), WIDTH - half - px(4))
        draw.text((x, y + top), label, font=text_font, fill=(255, 255, 255), anchor="mm",
                  stroke_width=2, stroke_fill=(30, 60, 30))  # fmt: skip


def _arrow_head(draw, start, end, top) -> None:
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    tip = end
    back = [
        (tip[0] - px(14) * math.cos(angle + a), tip[1] - px(14) * math.sin(angle + a))
        for a in (0.5, -0.5)
    ]
    draw.polygon(_scaled([tip, *back], dy=top), fill=PIT_ARROW)


def _start_line(draw, field: int, top: int) -> None:
    """A chequered band across the start of the field (start and finish of its race)."""
    edge = field_edge(field)
    squares = 6
    size = TRACK_WIDTH / squares
    for row in range(2):
        for col in range(squares):
            colour = (20, 20, 20) if (row + col) % 2 else (250, 250, 250)
            side0 = -TRACK_WIDTH / 2 + col * size
            pts = [
                edge.ahead(row * size, side0),
                edge.ahead(row * size, side0 + size),
                edge.ahead((row + 1) * size, side0 + size),
                edge.ahead((row + 1) * size, side0),
            ]
            draw.polygon(_scaled(pts, dy=top), fill=colour)


def _badge(draw, edge: Spot, outside: int, number: int, name: str, top, width, height) -> None:
    """The Grand Prix number in a disc beside its start line, the name further out."""
    r = px(15)
    x, y = edge.ahead(0, outside * (TRACK_WIDTH / 2 + px(22)))
    draw.ellipse(
        _box(x - r, y - r, x + r, y + r, top),
        fill=(250, 250, 250),
        outline=(20, 20, 20),
        width=2 * SCALE,
    )
    _text(draw, (x, y), str(number), px_int(20), (20, 20, 20), top, bold=True)
    half = font(SMALL, True).getlength(name.upper()) / 2
    tx, ty = edge.ahead(0, outside * (TRACK_WIDTH / 2 + px(48)))
    tx = min(max(tx, half + px(4)), width - half - px(4))
    ty = min(max(ty, px(12)), height - px(12))
    _text(draw, (tx, ty), name.upper(), SMALL, (255, 255, 255), top, bold=True, shadow=True)


def _box(x0, y0, x1, y1, top):
    return [x0 * SCALE, (y0 + top) * SCALE, x1 * SCALE, (y1 + top) * SCALE]


def _text(draw, where, text, size, fill, top, *, bold=False, shadow=False) -> None:
    x, y = where
    kwargs = {"stroke_width": 2 * SCALE, "stroke_fill": (30, 60, 30)} if shadow else {}
    draw.text(
        (x * SCALE, (y + top) * SCALE),
        text,
        font=font(size * SCALE, bold),
        fill=fill,
        anchor="mm",
        **kwargs,
    )


# -- cars and dice -------------------------------------------------------------------------


@drawn_once
def car_sprite(colour: tuple[int, int, int], degrees: int, length: int = 42) -> Image.Image:
    """A top view of a Formula 1 car pointing along `degrees` (0 = right, screen y down)."""
    k = 4
    w, h = length * k, int(length * 0.55) * k
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = Draw(img)
    dark = (25, 25, 25, 255)
    tyre_w, tyre_h = int(w * 0.16), int(h * 0.26)
    for x in (int(w * 0.10), int(w * 0.66)):
        d.rounded_rectangle([x, 0, x + tyre_w, tyre_h], radius=k * 2, fill=dark)
        d.rounded_rectangle([x, h - tyre_h, x + tyre_w, h], radius=k * 2, fill=dark)
    body = (*colour, 255)
    cy = h / 2
    d.polygon(
        [
            (w * 0.06, cy - h * 0.22),
            (w * 0.62, cy - h * 0.20),
            (w * 0.97, cy - h * 0.07),
            (w * 0.97, cy + h * 0.07),
            (w * 0.62, cy + h * 0.20),
            (w * 0.06, cy + h * 0.22),
        ],
        fill=body,
        outline=dark,
        width=k,
    )
    d.rectangle([0, h * 0.12, w * 0.09, h * 0.88], fill=body, outline=dark, width=k)  # rear wing
    d.rectangle([w * 0.88, h * 0.14, w * 0.97, h * 0.86], fill=body, outline=dark, width=k)
    img = img.resize((length, int(length * 0.55)), Image.Resampling.LANCZOS)
    return img.rotate(-degrees, resample=Image.Resampling.BICUBIC, expand=True)


def paste_car(
    board: Pen,
    centre: tuple[float, float],
    angle: float,
    colour: tuple[int, int, int],
    label: str,
    *,
    halo: bool = False,
    length: int = 42,
) -> tuple[int, int]:
    """Draw a car with its label (number and owner's initial) upright on top; returns the
    rows (top, bottom, bottom excluded) it may have drawn in, a row to spare."""
    degrees = round(math.degrees(angle) / 5) * 5 % 360
    args = (colour, degrees, length, label)
    sprite = labelled_car(*args)
    x, y = round(centre[0] - sprite.width / 2), round(centre[1] - sprite.height / 2)
    rows = (y, y + sprite.height)
    if halo:
        r = length * 0.62
        board.ellipse(
            [centre[0] - r, centre[1] - r, centre[0] + r, centre[1] + r],
            outline=(255, 236, 60),
            width=px_int(4),
        )
        rows = (min(y, math.floor(centre[1] - r) - 1), max(rows[1], math.ceil(centre[1] + r) + 2))
    board.sprite(labelled_car, args, (x, y))  # known by its arguments (pen.area)
    return rows


@drawn_often(2048)
def labelled_car(colour: tuple[int, int, int], degrees: int, length: int, label: str):
    """A car sprite with its label stamped on it (white, outlined in black), so a board
    pastes one picture per car."""
    car = car_sprite(colour, degrees, length)
    lettering = font(LABEL, True)
    left, top, right, bottom = lettering.getbbox(label, anchor="mm", stroke_width=2)
    width = max(car.width, right - left + 2) | 1  # odd sizes: the centre is a pixel
    height = max(car.height, bottom - top + 2) | 1
    sprite = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    sprite.paste(car, ((width - car.width) // 2, (height - car.height) // 2))
    Draw(sprite).text(
        (width // 2, height // 2),
        label,
        font=lettering,
        fill=(255, 255, 255),
        anchor="mm",
        stroke_width=2,
        stroke_fill=(0, 0, 0),
    )
    return sprite


PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.25, 0.25), (0.75, 0.75)],
    3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
    4: [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)],
    5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
    6: [(0.25, 0.22), (0.75, 0.22), (0.25, 0.5), (0.75, 0.5), (0.25, 0.78), (0.75, 0.78)],
}


def draw_die(board: Pen, x: float, y: float, size: int, value: int) -> None:
    """A die face showing `value`, top-left corner at (x, y)."""
    board.sprite(die_face, (size, value), (round(x), round(y)))


@drawn_once
def die_face(size: int, value: int) -> Image.Image:
    face = Image.new("RGBA", (size + 1, size + 1), (0, 0, 0, 0))
    draw = ImageDraw.Draw(face)
    draw.rounded_rectangle(
        [0, 0, size, size],
        radius=size * 0.18,
        fill=(250, 250, 250),
        outline=(40, 40, 40),
        width=2,
    )
    r = size * 0.09
    for dx, dy in PIPS[value]:
        cx, cy = dx * size, dy * size
        draw.ellipse([cx - r, cy - r, cx + r, cy + r], fill=(30, 30, 30))
    return face
