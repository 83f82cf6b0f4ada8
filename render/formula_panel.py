"""The panel under Formula 1's circuit, laid out for a phone: the race order across the
whole width (one line a car: position, car, player, where it stands, pitted), then the
podium beside the championship table.

Lengths here are the board's own pixels (800 px wide): what a player needs is NEEDED px
tall (9 px once the board is shown 320 px wide); DETAIL is the size of what only the full
view needs (the later finishers' places, the "Then:" row's label).
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext

from PIL import Image

from games.formula.circuit import circuit
from games.formula.scoring import (
    championship_key,
    championship_points,
    points_for,
    race_order,
    race_points,
)
from games.formula.state import Car, FormulaState, Phase
from lang import tr
from render.common import SEAT_COLOURS, Draw, drawn_once, font, smallest_text
from render.engine import Box, Pen
from render.fitting import needed_text, shorten, wrap
from render.formula_parts import EXTRA_COLOUR, paste_car
from render.formula_track import WIDTH

INK = (30, 32, 36)
MUTED = (96, 98, 104)
NEEDED = needed_text(WIDTH)  # 23 px: 9 px at 320 px wide
DETAIL = smallest_text(WIDTH)  # 16 px: 8 px at 400 px wide, 6.4 px at 320
MARGIN = 14
ROW = 40  # a car's line in the race order
RACE_ORDER = 10 + NEEDED + 12 + 6 * ROW  # its heading and six cars
PODIUM_WIDTH = 300
LINE = 38  # a seat's line in the championship
LOWER = 10 + NEEDED + 10 + NEEDED + 8 + 6 * LINE  # heading, columns' heads, six seats
PANEL = RACE_ORDER + LOWER + 12


class Look:
    """What the drawing needs about seats and cars: colours, labels, names, language."""

    def __init__(
        self, state: FormulaState, names: list[str], letters: list[str], lang: str | None
    ) -> None:
        self.state, self.names, self.letters, self.lang = state, names, letters, lang

    def colour(self, car: Car) -> tuple[int, int, int]:
        return EXTRA_COLOUR if car.owner is None else SEAT_COLOURS[car.owner]

    def label(self, car: Car) -> str:
        return f"{car.number}{'X' if car.owner is None else self.letters[car.owner]}"

    def owner(self, car: Car) -> str:
        if car.owner is None:
            return tr(self.lang, "board-formula-extra-car")
        return self.names[car.owner]

    def moving(self, car: Car) -> bool:
        state = self.state
        if state.phase is Phase.TURN:
            return car.number in state.to_move
        if state.phase is Phase.PIT and state.paused is not None:
            return car.number == state.paused.car
        return state.phase is Phase.EXTRA and car.number in state.extras_left


@drawn_once
def seat_badge(seat: int, letter: str, outline: bool = False) -> Image.Image:
    """A seat's colour in a rounded square with its letter (drawn once, pasted after)."""
    side = NEEDED + 8
    badge = Image.new("RGBA", (side + 1, side + 1), (0, 0, 0, 0))
    draw = Draw(badge)
    draw.rounded_rectangle(
        [0, 0, side, side], radius=5, fill=SEAT_COLOURS[seat], outline=INK if outline else None
    )
    middle = side / 2
    draw.text((middle, middle), letter, font=font(NEEDED, True), fill=INK, anchor="mm")
    return badge


def status(look: Look, car: Car) -> str:
    """Where a car stands, in words: 'field 17 · pitted', 'in the pit', 'finished · 6 pts'."""
    state, lang = look.state, look.lang
    circ = circuit()
    field = circ.field_at(circ.grands_prix[state.race], car.progress)
    if car.place is not None:
        points = points_for(car.place)
        if car.owner is not None and points:
            return tr(lang, "board-formula-finished-points", points=points)
        return tr(lang, "board-formula-finished")
    if car.in_pit:
        return tr(lang, "board-formula-in-pit-waits" if car.pit_wait else "board-formula-in-pit")
    if car.progress == 0:
        where = tr(lang, "board-formula-on-grid")
    else:
        where = tr(lang, "board-formula-field", field=field)
    return tr(lang, "board-formula-pitted", where=where) if car.pitted else where


def place_label(lang: str | None, place: int) -> str:
    """A finished car's place: '4th', '4.º', '4.'..."""
    return tr(lang, "board-formula-place", place=place)


# -- the static parts ---------------------------------------------------------------------


def draw_static_panel(draw: Draw, top: int, races: int, lang: str | None) -> None:
    """The panel's headings, the podium's blocks and the championship's columns' heads."""
    heading = font(NEEDED, True)
    draw.line([0, top, WIDTH, top], fill=INK, width=2)
    said = shorten(draw, tr(lang, "board-formula-race-order"), heading, WIDTH - 2 * MARGIN)
    draw.text((MARGIN, top + 10), said, font=heading, fill=INK)
    lower = top + RACE_ORDER
    draw.line([MARGIN, lower, WIDTH - MARGIN, lower], fill=(200, 198, 190), width=2)
    _podium_blocks(draw, MARGIN, lower, lang)
    x = MARGIN + PODIUM_WIDTH + 24
    said = shorten(draw, tr(lang, "board-formula-championship"), heading, WIDTH - MARGIN - x)
    draw.text((x, lower + 10), said, font=heading, fill=INK)
    heads = [tr(lang, "board-formula-race-column", race=i + 1) for i in range(races)]
    y = lower + 10 + NEEDED + 10 + NEEDED // 2
    for column, head in zip(_columns(races), [*heads, tr(lang, "board-formula-points-column")],
                            strict=True):  # fmt: skip
        draw.text((column, y), head, font=font(NEEDED, True), fill=MUTED, anchor="mm")


def _columns(races: int) -> list[float]:
    """The championship's columns' centres: each race, then the total at the right."""
    step = 58
    right = WIDTH - MARGIN - 28
    return [right - (races - i) * step for i in range(races)] + [right]


PODIUM_BLOCKS = [(2, 0, 60), (1, 100, 88), (3, 200, 40)]  # place, x offset, height
BLOCK = 96


def _podium_blocks(draw: Draw, x: float, lower: float, lang: str | None) -> None:
    base = _podium_base(lower)
    for place, dx, height in PODIUM_BLOCKS:
        left, top = x + dx, base - height
        draw.rectangle([left, top, left + BLOCK, base], fill=(200, 200, 208), outline=INK,
                       width=2)  # fmt: skip
        step = tr(lang, "board-formula-step", place=place)
        where = (left + BLOCK / 2, (top + base) / 2 + 1)
        draw.text(where, step, font=font(NEEDED, True), fill=INK, anchor="mm")
    then = shorten(draw, tr(lang, "board-formula-then"), font(DETAIL, True), 84)
    draw.text((x, base + 22), then, font=font(DETAIL, True), fill=INK, anchor="lm")


def _podium_base(lower: float) -> float:
    """Where the podium's blocks stand: room above them for the heading (two lines at
    most) and the cars."""
    return lower + 10 + 2 * (NEEDED + 6) + 8 + 40 + 88


# -- what a state shows -------------------------------------------------------------------


def draw_panel(pen: Pen, look: Look, top: int, bottom: int, layer, clear: bool) -> None:
    """The race order, the podium and the championship of a state, under the circuit (rows
    top..bottom): each part drawn once for what it shows. The race order is drawn in parts
    (its positions, its cars, each car's player and where it stands) when nothing was
    drawn in its rows (`clear`), else whole over the static layer `layer`'s pixels there (a
    car near the circuit's edge reached into it)."""
    lower = top + RACE_ORDER
    split = lower + 8  # the last car's ring reaches past `lower`; the podium's heading
    first = top + 10 + NEEDED + 12  # starts under it
    if clear:
        draw_race_order(pen.area, look, first, (top, split))
    else:
        with pen.area((0, top, WIDTH, split), layer=layer) as part:
            draw_race_order(lambda box: nullcontext(part), look, first, (top, split))
    with pen.area((0, split, WIDTH, bottom)) as part:
        draw_podium(part, look, MARGIN, lower)
        draw_championship(part, look, MARGIN + PODIUM_WIDTH + 24, lower)


def draw_race_order(
    part: Callable[[Box], AbstractContextManager[Pen]], look: Look, y: float, rows: tuple
) -> None:
    """One line a car, leader first: position, the car with its label, its player (or
    'extra car'), where it stands and whether it has made its pit stop. Drawn through
    `part(box)` in columns inside `rows`: the positions, the cars (their rings reach into
    the lines above and below), and each line's player and where its car stands."""
    bold, plain = font(NEEDED, True), font(NEEDED)
    name_x, status_x = MARGIN + 96, MARGIN + 390
    order = race_order(look.state)
    top, bottom = rows
    with part((0, top, CARS_X, bottom)) as draw:
        for row in range(len(order)):
            middle = y + row * ROW + ROW / 2
            draw.text((MARGIN, middle), f"{row + 1}.", font=bold, fill=INK, anchor="lm")
    with part((CARS_X, top, name_x - 4, bottom)) as draw:
        for row, car in enumerate(order):
            middle = y + row * ROW + ROW / 2
            paste_car(draw, (MARGIN + 62, middle), 0, look.colour(car), look.label(car),
                      halo=look.moving(car), length=40)  # fmt: skip
    for row, car in enumerate(order):
        middle = y + row * ROW + ROW / 2
        line = (round(y) + row * ROW, round(y) + (row + 1) * ROW)
        with part((name_x - 4, *line[:1], status_x - 6, line[1])) as draw:
            owner = shorten(draw, look.owner(car), bold, status_x - name_x - 12)
            draw.text((name_x, middle), owner, font=bold, fill=INK, anchor="lm")
        with part((status_x - 6, line[0], WIDTH, line[1])) as draw:
            said = shorten(draw, status(look, car), plain, WIDTH - MARGIN - status_x)
            draw.text((status_x, middle), said, font=plain, fill=INK, anchor="lm")


CARS_X = MARGIN + 34  # the race order's column of cars, after the positions


def draw_podium(pen: Pen, look: Look, x: float, lower: float) -> None:
    """Podium I, II, III and the later finishers in a row; the last race's after it ends."""
    state = look.state
    finishers, name = state.finishers, circuit().grands_prix[state.race].name
    if not finishers and state.results:
        finishers = state.results[-1]
        name = circuit().grands_prix[len(state.results) - 1].name
    heading = font(NEEDED, True)
    said = tr(look.lang, "board-formula-podium", name=name.upper())
    for k, line in enumerate(wrap(pen, said, heading, PODIUM_WIDTH)[:2]):
        pen.text((x, lower + 10 + k * (NEEDED + 6)), line, font=heading, fill=INK)
    base = _podium_base(lower)
    for place, dx, height in PODIUM_BLOCKS:
        if len(finishers) >= place:
            car = state.car(finishers[place - 1])
            where = (x + dx + BLOCK / 2, base - height - 20)
            paste_car(pen, where, 0, look.colour(car), look.label(car), length=40)
    for i, number in enumerate(finishers[3:]):
        car = state.car(number)
        cx = x + 128 + i * 72
        paste_car(pen, (cx, base + 22), 0, look.colour(car), look.label(car), length=40)
        pen.text((cx, base + 54), place_label(look.lang, i + 4), font=font(DETAIL), fill=MUTED,
                 anchor="mm")  # fmt: skip


def draw_championship(pen: Pen, look: Look, x: float, lower: float) -> None:
    """Each seat's points per race and in all, the leader first (the columns' heads are on
    the static board)."""
    state = look.state
    per_race = [race_points(state, finishers) for finishers in state.results]
    totals = championship_points(state)
    columns = _columns(state.races)
    seats = sorted(
        range(state.players), key=lambda s: (championship_key(state, s), -s), reverse=True
    )
    bold, plain = font(NEEDED, True), font(NEEDED)
    first = lower + 10 + NEEDED + 10 + NEEDED + 8
    name_x = x + NEEDED + 16
    for row, seat in enumerate(seats):
        middle = first + row * LINE + LINE / 2
        args = (seat, look.letters[seat], True)
        pen.sprite(seat_badge, args, (round(x), round(middle - seat_badge(*args).height / 2)))
        name = shorten(pen, look.names[seat], plain, columns[0] - 30 - name_x)
        pen.text((name_x, middle), name, font=plain, fill=INK, anchor="lm")
        for i in range(state.races):
            value = str(per_race[i][seat]) if i < len(per_race) else "·"
            pen.text((columns[i], middle), value, font=plain, fill=INK, anchor="mm")
        pen.text((columns[-1], middle), str(totals[seat]), font=bold, fill=INK, anchor="mm")
