"""The Formula 1 board: the circuit with its cars, pits and start lines, then the race
standings, the podium and finishers' row, and the championship table.

    png = board(state, names=["Ana", "Bo"])
"""

from __future__ import annotations

from PIL import Image

from games.formula.circuit import circuit
from games.formula.moving import stay_out_landing
from games.formula.scoring import (
    championship_key,
    championship_points,
    points_for,
    race_order,
    race_points,
)
from games.formula.state import Car, FormulaState, PausedMove, Phase
from lang import tr
from render import words
from render.common import (
    SEAT_COLOURS,
    Draw,
    Palette,
    drawn_once,
    font,
    seat_letters,
    seat_names,
    smallest_text,
)
from render.engine import BoardKind, Pen, Sketch
from render.fitting import shorten
from render.formula_parts import (
    EXTRA_COLOUR,
    circuit_layer,
    draw_die,
    paste_car,
    pit_labels,
    pit_spot,
)
from render.formula_track import WIDTH, field_spot, px, px_int

# Every length below is in the layout's 1000 px design; px() turns it into board pixels.
HEADER = px_int(70)
TRACK_HEIGHT = px_int(circuit().layout.height)
PANEL = px_int(360)
HEIGHT = HEADER + TRACK_HEIGHT + PANEL
INK = (30, 32, 36)
MUTED = (110, 112, 118)
PAPER = (246, 244, 238)
PALETTE = Palette("formula")
SMALL = smallest_text(WIDTH)  # the smallest text: legible with the board 400 px wide


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
    draw_cars(pen, look)
    # a car or a ring near the circuit's edge may reach into the header or the panel
    top = HEADER + TRACK_HEIGHT
    key = layer_key(state, lang=lang)
    pen.paste_layer(key, (0, 0, WIDTH, HEADER))
    pen.paste_layer(key, (0, top, WIDTH, HEIGHT))
    draw_header(pen, look)
    draw_standings(pen, look, px(14), top + px(12))
    draw_podium(pen, look, px(352), top + px(12))
    draw_championship(pen, look, px(650), top + px(12))


def static_board(key: tuple[int, str]) -> Image.Image:
    """What every board of a `races`-race championship in a language shows: the circuit
    with its pit labels, the header's bar, the panel's headings, the podium's blocks and
    the championship's columns."""
    races, lang = key
    image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    image.paste(circuit_layer(WIDTH, TRACK_HEIGHT, 0), (0, HEADER))
    draw = Draw(image)
    pit_labels(draw, tr(lang, "board-formula-pit"), HEADER)
    draw.rectangle([0, 0, WIDTH, HEADER], fill=INK)
    top = HEADER + TRACK_HEIGHT
    draw.line([0, top, WIDTH, top], fill=INK, width=px_int(3))
    heading = font(px_int(20), True)
    race_order = shorten(draw, tr(lang, "board-formula-race-order"), heading, px(330))
    draw.text((px(14), top + px(12)), race_order, font=heading, fill=INK)
    draw_podium_blocks(draw, px(352), top + px(12), lang)
    x, y = px(650), top + px(12)
    title = shorten(draw, tr(lang, "board-formula-championship"), heading, WIDTH - x - px(8))
    draw.text((x, y), title, font=heading, fill=INK)
    heads = [tr(lang, "board-formula-race-column", race=i + 1) for i in range(races)]
    for i, head in enumerate([*heads, tr(lang, "board-formula-points-column")]):
        where = (x + px(140) + i * px(42), y + px(40))
        draw.text(where, head, font=font(SMALL, True), fill=MUTED, anchor="mm")
    return image


class Look:
    """What the drawing needs about seats and cars: colours, labels, names."""

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


def draw_cars(pen: Pen, look: Look) -> None:
    """Cars on the track, on the grid (the start field holds them all) and in the pits."""
    state = look.state
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
            place(pen, look, car, (spot.x, spot.y), spot.angle)
    if grid:
        draw_grid(pen, look, grid, gp.start)
    if state.phase is Phase.PIT and state.paused is not None:
        draw_pit_question(pen, look, state.paused)
    for entry, cars in pits.items():
        for slot, car in enumerate(sorted(cars, key=lambda c: c.number)):
            spot = pit_spot(entry, slot)
            place(pen, look, car, (spot.x, spot.y), spot.angle)


def draw_grid(pen: Pen, look: Look, cars: list[Car], start: int) -> None:
    """Cars still on the start field (it holds them all), shown as a starting grid in the
    infield, two abreast."""
    cx, cy = circuit().layout.infield
    cx, cy = px(cx), px(cy) + HEADER
    rows = (len(cars) + 1) // 2
    w, h = px(250), px(58 + rows * 46)
    box = [cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2]
    pen.rounded_rectangle(
        box, radius=px(12), fill=(64, 66, 72), outline=(255, 255, 255), width=px_int(3)
    )
    pen.text(
        (cx, box[1] + px(20)),
        tr(look.lang, "board-formula-grid", field=start),
        font=font(SMALL, True),
        fill=(255, 255, 255),
        anchor="mm",
    )
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


def draw_pit_question(pen: Pen, look: Look, paused: PausedMove) -> None:
    """A pit question: a ring on the pit entry, and a ghost where `Stay out` would end."""
    state = look.state
    circ = circuit()
    gp = circ.grands_prix[state.race]
    car = state.car(paused.car)
    landing = stay_out_landing(state, paused)
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


def place(pen: Pen, look: Look, car: Car, where, angle: float) -> None:
    x, y = where
    paste_car(
        pen,
        (x, y + HEADER),
        angle,
        look.colour(car),
        look.label(car),
        halo=look.moving(car),
        length=px_int(46),
    )


def draw_header(draw: Pen, look: Look) -> None:
    state = look.state
    gp = circuit().grands_prix[state.race]
    lang = look.lang
    title = tr(lang, "board-formula-title", number=gp.number, races=state.races,
               name=gp.name.upper())  # fmt: skip
    if state.phase is Phase.OVER:
        title = tr(lang, "board-formula-over")
    big, bold = font(px_int(26), True), font(px_int(20), True)
    said_round = ""
    if state.phase is not Phase.OVER:
        said_round = tr(lang, "board-formula-round", round=state.round)
        draw.text((WIDTH - px(80), px(6)), said_round, font=bold, fill=(220, 220, 220),
                  anchor="ra")  # fmt: skip
    room = WIDTH - px(110) - draw.textlength(said_round, font=bold) - px(16)
    draw.text((px(16), px(8)), shorten(draw, title, big, room), font=big, fill=(255, 255, 255))
    x = px(16)
    if state.phase is not Phase.OVER:  # the acting seat's colour and letter
        badge = seat_badge(state.acting, look.letters[state.acting], outline=False)
        draw.paste(badge, (round(x), round(px(39))), badge)
        x += px(36)
    roll = state.last_roll
    said, small = tr(lang, "board-formula-last-roll", car=roll.car) if roll else "", font(SMALL)
    room = WIDTH - px(100) - draw.textlength(said, font=small) - x
    turn = shorten(draw, whose_turn(look), small, room)
    draw.text((x, px(41)), turn, font=small, fill=(255, 226, 120))
    if roll is not None:
        draw_die(draw, WIDTH - px(66), px(9), px_int(52), roll.value)
        draw.text((WIDTH - px(80), px(46)), said, font=small, fill=(230, 230, 230), anchor="rm")


@drawn_once
def seat_badge(seat: int, letter: str, *, outline: bool) -> Image.Image:
    """A seat's colour in a rounded square with its letter (drawn once, pasted after)."""
    side = px_int(28)
    badge = Image.new("RGBA", (side + 1, side + 1), (0, 0, 0, 0))
    draw = Draw(badge)
    draw.rounded_rectangle(
        [0, 0, side, side], radius=px(5), fill=SEAT_COLOURS[seat], outline=INK if outline else None
    )
    middle = side / 2
    draw.text((middle, middle), letter, font=font(SMALL, True), fill=INK, anchor="mm")
    return badge


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


def status(look: Look, car: Car) -> str:
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


def draw_standings(draw: Pen, look: Look, x: int, y: int) -> None:
    state = look.state  # the heading, RACE ORDER, is on the static board
    for row, car in enumerate(race_order(state)):
        top = y + px(32 + row * 51)
        label = place_label(look.lang, car.place) if car.place else f"{row + 1}."
        bold = font(SMALL, True)
        label = shorten(draw, label, bold, px(56))
        draw.text((x, top + px(22)), label, font=bold, fill=INK, anchor="lm")
        colour, name = look.colour(car), look.label(car)
        paste_car(draw, (x + px(72), top + px(22)), 0, colour, name, length=px_int(44))
        room = px(330) - px(104)
        owner = shorten(draw, look.owner(car), bold, room)
        draw.text((x + px(104), top + px(10)), owner, font=bold, fill=INK, anchor="lm")
        where = (x + px(104), top + px(34))
        said = shorten(draw, status(look, car), font(SMALL), room)
        draw.text(where, said, font=font(SMALL), fill=MUTED, anchor="lm")


def place_label(lang: str | None, place: int) -> str:
    """A finished car's place in the race order: '1st', '1.º', '1.'..."""
    return tr(lang, "board-formula-place", place=place)


PODIUM_BLOCKS = [(2, 0, 66), (1, 100, 96), (3, 200, 46)]  # place, x offset, height


def draw_podium_blocks(draw, x: float, y: float, lang: str | None) -> None:
    """The podium's three blocks and the "Then:" row's label (on the static board)."""
    base = y + px(200)
    for place, dx, height in PODIUM_BLOCKS:
        left, top = x + px(dx), base - px(height)
        box = [left, top, left + px(96), base]
        draw.rectangle(box, fill=(200, 200, 208), outline=INK, width=px_int(2))
        where = (left + px(48), (top + base) / 2)
        step = tr(lang, "board-formula-step", place=place)
        draw.text(where, step, font=font(px_int(24), True), fill=INK, anchor="mm")
    then = shorten(draw, tr(lang, "board-formula-then"), font(SMALL, True), px(76))
    draw.text((x, base + px(14)), then, font=font(SMALL, True), fill=INK)


def draw_podium(draw: Pen, look: Look, x: float, y: float) -> None:
    """Podium I, II, III and the later finishers in a row; the last race's after it ends."""
    state = look.state
    finishers, name = state.finishers, circuit().grands_prix[state.race].name
    if not finishers and state.results:
        finishers = state.results[-1]
        name = circuit().grands_prix[len(state.results) - 1].name
    heading = font(px_int(20), True)
    said = shorten(draw, tr(look.lang, "board-formula-podium", name=name.upper()), heading,
                   px(290))  # fmt: skip
    draw.text((x, y), said, font=heading, fill=INK)
    base = y + px(200)
    for place, dx, height in PODIUM_BLOCKS:
        if len(finishers) >= place:
            car = state.car(finishers[place - 1])
            where = (x + px(dx + 48), base - px(height + 18))
            paste_car(draw, where, 0, look.colour(car), look.label(car), length=px_int(46))
    for i, number in enumerate(finishers[3:]):
        car = state.car(number)
        cx = x + px(110 + i * 70)
        paste_car(
            draw, (cx, base + px(26)), 0, look.colour(car), look.label(car), length=px_int(44)
        )
        where = (cx, base + px(58))
        said = place_label(look.lang, i + 4)
        draw.text(where, said, font=font(SMALL), fill=MUTED, anchor="mm")


def draw_championship(draw: Pen, look: Look, x: float, y: float) -> None:
    """Each seat's points per race and in all (the headings are on the static board)."""
    state = look.state
    per_race = [race_points(state, finishers) for finishers in state.results]
    totals = championship_points(state)
    col0, step = x + px(140), px(42)
    seats = sorted(
        range(state.players), key=lambda s: (championship_key(state, s), -s), reverse=True
    )
    bold, plain = font(SMALL, True), font(SMALL)
    for row, seat in enumerate(seats):
        top = y + px(58 + row * 40)
        middle = top + px(16)
        badge = seat_badge(seat, look.letters[seat], outline=True)
        draw.paste(badge, (round(x), round(top + px(2))), badge)
        name = shorten(draw, look.names[seat], plain, px(100))
        draw.text((x + px(36), middle), name, font=plain, fill=INK, anchor="lm")
        for i in range(state.races):
            value = str(per_race[i][seat]) if i < len(per_race) else "·"
            draw.text((col0 + i * step, middle), value, font=plain, fill=INK, anchor="mm")
        total = str(totals[seat])
        draw.text((col0 + state.races * step, middle), total, font=bold, fill=INK, anchor="mm")


BOARD = BoardKind(
    "formula",
    palette=PALETTE,
    key=layer_key,
    layer=static_board,
    draw=draw_board,
)
