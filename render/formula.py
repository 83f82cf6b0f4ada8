"""The Formula 1 board, laid out for a phone: the header (the Grand Prix, whose turn and
what to do, the last roll), the circuit with its cars, pits and start lines, and under it
the race order, the podium and the championship table (render/formula_panel.py).

    png = board(state, names=["Ana", "Bo"], lang="pl")

What a player needs (whose turn, the race order, the cars' labels, the points) is NEEDED
px tall, 9 px with the board shown 320 px wide, and so are the pit lanes' labels; the
circuit's field numbers and names, the start grid's label and the last roll's car are
DETAIL (6.4 px there): the full view's.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext

from PIL import Image

from games.formula.circuit import circuit
from games.formula.moving import stay_out_landing
from games.formula.scoring import championship_points
from games.formula.state import Car, FormulaState, PausedMove, Phase
from lang import tr
from render import words
from render.common import Draw, Palette, font, seat_letters, seat_names
from render.engine import BoardKind, Box, Pen, Sketch
from render.fitting import shorten, wrap
from render.formula_panel import (
    DETAIL,
    NEEDED,
    PANEL,
    Look,
    draw_panel,
    draw_static_panel,
    seat_badge,
)
from render.formula_parts import circuit_layer, draw_die, paste_car, pit_labels, pit_spot
from render.formula_track import WIDTH, field_spot, px, px_int

# The header and the panel are in the board's pixels; the circuit's lengths are in its
# layout's 1000 px design, which px() turns into board pixels.
TITLE = 26
TURN_Y = 10 + TITLE + 12  # the first line of whose turn it is
DIE = 52
HEADER = TURN_Y + 2 * (NEEDED + 8) + 20  # two lines of it, and the last roll's car
SAID_TOP = HEADER - 22  # the last roll's car under the second line
TRACK_HEIGHT = px_int(circuit().layout.height)
HEIGHT = HEADER + TRACK_HEIGHT + PANEL
INK = (30, 32, 36)
PAPER = (246, 244, 238)
PALETTE = Palette("formula")


def board(
    state: FormulaState,
    *,
    names: list[str] | None = None,
    lang: str | None = None,
    **_: object,
) -> bytes:
    """The PNG of a Formula 1 state, its words in `lang` (English when None)."""
    return BOARD.png(state, names=names, lang=lang)


def picture(
    state: FormulaState, *, names: list[str] | None = None, lang: str | None = None
) -> Image.Image:
    """The board as a Pillow image, drawn plainly (board() draws the same pixels)."""
    return BOARD.picture(state, names=names, lang=lang)


def layer_key(state: FormulaState, *, lang: str | None = None, **_) -> tuple[int, str]:
    """The static board's key: the championship's races (its table's columns) and the
    language of its headings."""
    return state.races, lang or "en"


def draw_board(
    pen: Pen,
    state: FormulaState,
    *,
    names: list[str] | None = None,
    lang: str | None = None,
    **_,
) -> None:
    """What a state draws over its championship's static board: what is on the circuit
    (cars, the start grid, a pit question), the header and the panel, in `lang`."""
    names = seat_names(names, state.players, lang)
    letters = seat_letters(names, state.players)
    look = Look(state, names, letters, lang)
    reach = draw_cars(pen, look)
    top = HEADER + TRACK_HEIGHT
    key = layer_key(state, lang=lang)
    if reach[0] >= HEADER:  # the header's rows as the static board has them: each of its
        draw_header(pen.area, look)  # parts drawn once for what it shows
    else:  # a car or a ring near the circuit's edge reached into the header: drawn over
        with pen.area((0, 0, WIDTH, HEADER), layer=key) as header:  # the static board's
            draw_header(lambda box: nullcontext(header), look)  # pixels there
    draw_panel(pen, look, top, HEIGHT, key, clear=reach[1] <= top)


def static_board(key: tuple[int, str]) -> Image.Image:
    """What every board of a `races`-race championship in a language shows: the header's
    bar, the circuit with its pit labels, the panel's headings, the podium's blocks and the
    championship's columns."""
    races, lang = key
    image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    image.paste(circuit_layer(WIDTH, TRACK_HEIGHT, 0), (0, HEADER))
    draw = Draw(image)
    pit_labels(draw, tr(lang, "board-formula-pit"), HEADER, NEEDED)
    draw.rectangle([0, 0, WIDTH, HEADER], fill=INK)
    draw_static_panel(draw, HEADER + TRACK_HEIGHT, races, lang)
    return image


def draw_cars(pen: Pen, look: Look) -> tuple[int, int]:
    """Cars on the track, on the grid (the start field holds them all) and in the pits;
    returns the rows (top, bottom excluded) they may have drawn in."""
    state = look.state
    rows = [(HEADER, HEADER)]
    circ = circuit()
    gp = circ.grands_prix[state.race]
    grid: list[Car] = []
    pits: dict[int, list[Car]] = {}
    for car in state.cars:
        if not car.racing:
            continue
        field = circ.field_at(gp, car.progress)
        if car.in_pit:
            pits.setdefault(field, []).append(car)
        elif car.progress == 0:
            grid.append(car)
        else:
            spot = field_spot(field)
            rows.append(place(pen, look, car, (spot.x, spot.y), spot.angle))
    if grid:
        rows.append(draw_grid(pen, look, grid, gp.start))
    if state.phase is Phase.PIT and state.paused is not None:
        rows.append(draw_pit_question(pen, look, state.paused))
    for entry, cars in pits.items():
        for slot, car in enumerate(sorted(cars, key=lambda c: c.number)):
            spot = pit_spot(entry, slot)
            rows.append(place(pen, look, car, (spot.x, spot.y), spot.angle))
    return min(top for top, _ in rows), max(bottom for _, bottom in rows)


def draw_grid(pen: Pen, look: Look, cars: list[Car], start: int) -> tuple[int, int]:
    """Cars still on the start field (it holds them all), shown as a starting grid in the
    infield, two abreast; returns the rows it may have drawn in."""
    cx, cy = circuit().layout.infield
    cx, cy = px(cx), px(cy) + HEADER
    rows = (len(cars) + 1) // 2
    label, label_font = tr(look.lang, "board-formula-grid", field=start), font(DETAIL, True)
    w = max(px(250), pen.textlength(label, label_font) + px(30))  # a longer word widens it
    h = px(58 + rows * 46)
    box = [cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2]
    pen.rounded_rectangle(
        box, radius=px(12), fill=(64, 66, 72), outline=(255, 255, 255), width=px_int(3)
    )
    pen.text((cx, box[1] + px(20)), label, font=label_font, fill=(255, 255, 255), anchor="mm")
    for slot, car in enumerate(cars):
        x = cx + px(-55 if slot % 2 == 0 else 55)
        y = box[1] + px(62 + (slot // 2) * 46 + (0 if slot % 2 == 0 else 10))
        paste_car(
            pen,
            (x, y),
            0,
            look.colour(car),
            look.label(car),
            halo=look.moving(car),
            length=px_int(50),
        )
    return math.floor(box[1]) - 1, math.ceil(box[3]) + 2


def draw_pit_question(pen: Pen, look: Look, paused: PausedMove) -> tuple[int, int]:
    """A pit question: a ring on the pit entry, and a ghost where `Stay out` would end;
    returns the rows it may have drawn in."""
    state = look.state
    circ = circuit()
    gp = circ.grands_prix[state.race]
    car = state.car(paused.car)
    landing = stay_out_landing(state, paused)
    rows = []
    if landing < circ.fields:
        side = px_int(100)  # room for the car at any angle, and its label
        ghost = Image.new("RGBA", (side, side), (0, 0, 0, 0))
        spot = field_spot(circ.field_at(gp, landing))
        paste_car(
            Sketch(ghost),
            (side / 2, side / 2),
            spot.angle,
            look.colour(car),
            look.label(car),
            length=px_int(42),
        )
        ghost.putalpha(ghost.getchannel("A").point(lambda a: a * 45 // 100))
        corner = (round(spot.x - side / 2), round(spot.y + HEADER - side / 2))
        pen.paste(ghost, corner, ghost)
        rows.append((corner[1], corner[1] + side))
    entry = field_spot(circ.field_at(gp, paused.entry))
    x, y = entry.x, entry.y + HEADER
    r = px(30)
    pen.ellipse([x - r, y - r, x + r, y + r], outline=(255, 236, 60), width=px_int(5))
    pen.text(
        (x, y),
        "?",
        font=font(px_int(30), True),
        fill=(255, 236, 60),
        anchor="mm",
        stroke_width=px_int(3),
        stroke_fill=(0, 0, 0),
    )
    rows.append((math.floor(y - r) - 2, math.ceil(y + r) + 3))  # the ring and its "?"
    return min(top for top, _ in rows), max(bottom for _, bottom in rows)


def place(pen: Pen, look: Look, car: Car, where, angle: float) -> tuple[int, int]:
    x, y = where
    return paste_car(
        pen,
        (x, y + HEADER),
        angle,
        look.colour(car),
        look.label(car),
        halo=look.moving(car),
        length=px_int(46),
    )


def draw_header(part: Callable[[Box], AbstractContextManager[Pen]], look: Look) -> None:
    """The Grand Prix and the round; whose turn it is and what to do (on up to two lines,
    after the acting seat's badge); the last roll's die, and its car under it. Each part is
    drawn through `part(box)` (pen.area: drawn once for what it shows), its box holding it:
    the title, the round, the turn, the die, the last roll's words."""
    state, lang = look.state, look.lang
    gp = circuit().grands_prix[state.race]
    title = tr(lang, "board-formula-title", number=gp.number, races=state.races,
               name=gp.name.upper())  # fmt: skip
    if state.phase is Phase.OVER:
        title = tr(lang, "board-formula-over")
    big, bold = font(TITLE, True), font(NEEDED, True)
    said_round = ""
    if state.phase is not Phase.OVER:
        said_round = tr(lang, "board-formula-round", round=state.round)
    round_width = measure(said_round, bold)
    split = math.floor(WIDTH - 24 - round_width)  # between the title and the round
    if said_round:
        with part((split, 0, WIDTH, TURN_Y - 3)) as draw:
            draw.text((WIDTH - 16, 10), said_round, font=bold, fill=(220, 220, 220), anchor="ra")
    with part((0, 0, split, TURN_Y - 3)) as draw:
        room = WIDTH - 48 - round_width
        draw.text((16, 8), shorten(draw, title, big, room), font=big, fill=(255, 255, 255))
    roll = state.last_roll
    right = WIDTH - 16 - (DIE + 16 if roll is not None else 0)
    with part((0, TURN_Y - 3, right + 8 if roll is not None else WIDTH, SAID_TOP)) as draw:
        x = 16
        if state.phase is not Phase.OVER:  # the acting seat's colour and letter
            args = (state.acting, look.letters[state.acting], False)
            draw.sprite(seat_badge, args, (x, TURN_Y - 3))
            x += seat_badge(*args).width + 10
        lines = wrap(draw, whose_turn(look), bold, right - x)
        if len(lines) > 2:
            lines = [lines[0], shorten(draw, " ".join(lines[1:]), bold, right - x)]
        for k, line in enumerate(lines):
            draw.text((x, TURN_Y + k * (NEEDED + 8)), line, font=bold, fill=(255, 226, 120))
    if roll is not None:
        with part((right + 8, TURN_Y - 3, WIDTH, SAID_TOP)) as draw:
            draw_die(draw, WIDTH - 16 - DIE, TURN_Y - 2, DIE, roll.value)
        with part((0, SAID_TOP, WIDTH, HEADER)) as draw:
            said = tr(lang, "board-formula-last-roll", car=roll.car)
            said = shorten(draw, said, font(DETAIL), WIDTH / 2)
            draw.text((WIDTH - 12, HEADER - 6), said, font=font(DETAIL), fill=(230, 230, 230),
                      anchor="rd")  # fmt: skip


def measure(text: str, text_font) -> float:
    """How far `text` runs in `text_font` (px), as a pen measures it."""
    return _MEASURE.textlength(text, text_font) if text else 0


_MEASURE = Sketch(Image.new("RGB", (1, 1)))  # measures texts only


def whose_turn(look: Look) -> str:
    state, lang = look.state, look.lang
    if state.phase is Phase.OVER:
        points = championship_points(state)
        best = max(points)
        champs = [look.names[s] for s in range(state.players) if points[s] == best]
        return tr(lang, "board-formula-champion", champions=words.join(champs, lang),
                  count=len(champs), points=best)  # fmt: skip
    who = look.names[state.acting]
    if state.phase is Phase.TURN:
        cars = ", ".join(str(n) for n in sorted(state.to_move))
        return tr(lang, "board-formula-to-roll", player=who, cars=cars,
                  count=len(state.to_move))  # fmt: skip
    if state.phase is Phase.EXTRA:
        return tr(lang, "board-formula-extras", player=who)
    assert state.paused is not None
    return tr(lang, "board-formula-pit-question", player=who, car=state.paused.car)


BOARD = BoardKind(
    "formula",
    palette=PALETTE,
    key=layer_key,
    layer=static_board,
    draw=draw_board,
)
