"""The Formula 1 board: the circuit with its cars, pits and start lines, then the race
standings, the podium and finishers' row, and the championship table.

    png = board(state, names=["Ana", "Bo"])
"""

from __future__ import annotations

from PIL import Image

from games.formula.circuit import circuit
from games.formula.moving import ordinal, stay_out_landing
from games.formula.scoring import (
    championship_key,
    championship_points,
    points_for,
    race_order,
    race_points,
)
from games.formula.state import Car, FormulaState, PausedMove, Phase
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
from render.formula_parts import (
    EXTRA_COLOUR,
    circuit_layer,
    draw_die,
    paste_car,
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


def board(state: FormulaState, *, names: list[str] | None = None, **_: object) -> bytes:
    """The PNG of a Formula 1 state."""
    return BOARD.png(state, names=names)


def picture(state: FormulaState, *, names: list[str] | None = None) -> Image.Image:
    """The board as a Pillow image, drawn plainly (board() draws the same pixels)."""
    return BOARD.picture(state, names=names)


def draw_board(pen: Pen, state: FormulaState, *, names: list[str] | None = None, **_) -> None:
    """What a state draws over its championship's static board: what is on the circuit
    (cars, the start grid, a pit question), the header and the panel."""
    names = seat_names(names, state.players)
    letters = seat_letters(names, state.players)
    look = Look(state, names, letters)
    draw_cars(pen, look)
    # a car or a ring near the circuit's edge may reach into the header or the panel
    top = HEADER + TRACK_HEIGHT
    pen.paste_layer(state.races, (0, 0, WIDTH, HEADER))
    pen.paste_layer(state.races, (0, top, WIDTH, HEIGHT))
    draw_header(pen, look)
    draw_standings(pen, look, px(14), top + px(12))
    draw_podium(pen, look, px(352), top + px(12))
    draw_championship(pen, look, px(650), top + px(12))


def static_board(races: int) -> Image.Image:
    """What every board of a `races`-race championship shows: the circuit, the header's
    bar, the panel's headings, the podium's blocks and the championship's columns."""
    image = Image.new("RGB", (WIDTH, HEIGHT), PAPER)
    image.paste(circuit_layer(WIDTH, TRACK_HEIGHT, 0), (0, HEADER))
    draw = Draw(image)
    draw.rectangle([0, 0, WIDTH, HEADER], fill=INK)
    top = HEADER + TRACK_HEIGHT
    draw.line([0, top, WIDTH, top], fill=INK, width=px_int(3))
    draw.text((px(14), top + px(12)), "RACE ORDER", font=font(px_int(20), True), fill=INK)
    draw_podium_blocks(draw, px(352), top + px(12))
    x, y = px(650), top + px(12)
    draw.text((x, y), "CHAMPIONSHIP", font=font(px_int(20), True), fill=INK)
    heads = [f"R{i + 1}" for i in range(races)]
    for i, head in enumerate([*heads, "Pts"]):
        where = (x + px(140) + i * px(42), y + px(40))
        draw.text(where, head, font=font(SMALL, True), fill=MUTED, anchor="mm")
    return image


class Look:
    """What the drawing needs about seats and cars: colours, labels, names."""

    def __init__(self, state: FormulaState, names: list[str], letters: list[str]) -> None:
        self.state, self.names, self.letters = state, names, letters

    def colour(self, car: Car) -> tuple[int, int, int]:
        return EXTRA_COLOUR if car.owner is None else SEAT_COLOURS[car.owner]

    def label(self, car: Car) -> str:
        return f"{car.number}{'X' if car.owner is None else self.letters[car.owner]}"

    def owner(self, car: Car) -> str:
        return "extra car" if car.owner is None else self.names[car.owner]

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
        f"START GRID · FIELD {start}",
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
    title = f"GRAND PRIX {gp.number}/{state.races} · {gp.name.upper()}"
    if state.phase is Phase.OVER:
        title = "CHAMPIONSHIP OVER"
    draw.text((px(16), px(8)), title, font=font(px_int(26), True), fill=(255, 255, 255))
    x = px(16)
    if state.phase is not Phase.OVER:  # the acting seat's colour and letter
        badge = seat_badge(state.acting, look.letters[state.acting], outline=False)
        draw.paste(badge, (round(x), round(px(39))), badge)
        x += px(36)
    draw.text((x, px(41)), whose_turn(look), font=font(SMALL), fill=(255, 226, 120))
    if state.phase is not Phase.OVER:
        where = (px(560), px(12))
        draw.text(where, f"Round {state.round}", font=font(px_int(20), True), fill=(220, 220, 220))
    roll = state.last_roll
    if roll is not None:
        draw_die(draw, WIDTH - px(66), px(9), px_int(52), roll.value)
        draw.text(
            (WIDTH - px(78), px(35)),
            f"last roll, car {roll.car}:",
            font=font(SMALL),
            fill=(230, 230, 230),
            anchor="rm",
        )


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
    state = look.state
    if state.phase is Phase.OVER:
        points = championship_points(state)
        best = max(points)
        champs = [look.names[s] for s in range(state.players) if points[s] == best]
        return f"Champion: {' & '.join(champs)} with {best} points"
    who = look.names[state.acting]
    if state.phase is Phase.TURN:
        cars = ", ".join(str(n) for n in sorted(state.to_move))
        return f"{who} to roll: car{'s' * (len(state.to_move) > 1)} {cars}"
    if state.phase is Phase.EXTRA:
        return f"{who} (last place) rolls for the extra cars"
    assert state.paused is not None
    return f"{who}: car {state.paused.car} at the pit entry – pit now or stay out?"


def status(look: Look, car: Car) -> str:
    state = look.state
    circ = circuit()
    field = circ.field_at(circ.grands_prix[state.race], car.progress)
    if car.place is not None:
        points = points_for(car.place)
        unit = "pt" if points == 1 else "pts"
        return "finished" + (f" · {points} {unit}" if car.owner is not None and points else "")
    if car.in_pit:
        return "in the pit" + (" (waits)" if car.pit_wait else "")
    where = "on the grid" if car.progress == 0 else f"field {field}"
    return where + (" · pitted" if car.pitted else "")


def draw_standings(draw: Pen, look: Look, x: int, y: int) -> None:
    state = look.state  # the heading, RACE ORDER, is on the static board
    for row, car in enumerate(race_order(state)):
        top = y + px(32 + row * 51)
        label = ordinal(car.place) if car.place else f"{row + 1}."
        draw.text((x, top + px(22)), label, font=font(SMALL, True), fill=INK, anchor="lm")
        colour, name = look.colour(car), look.label(car)
        paste_car(draw, (x + px(72), top + px(22)), 0, colour, name, length=px_int(44))
        owner = look.owner(car)[:14]
        draw.text((x + px(104), top + px(10)), owner, font=font(SMALL, True), fill=INK, anchor="lm")
        where = (x + px(104), top + px(34))
        draw.text(where, status(look, car), font=font(SMALL), fill=MUTED, anchor="lm")


PODIUM_BLOCKS = [(2, 0, 66), (1, 100, 96), (3, 200, 46)]  # place, x offset, height


def draw_podium_blocks(draw, x: float, y: float) -> None:
    """The podium's three blocks and the "Then:" row's label (on the static board)."""
    base = y + px(200)
    for place, dx, height in PODIUM_BLOCKS:
        left, top = x + px(dx), base - px(height)
        box = [left, top, left + px(96), base]
        draw.rectangle(box, fill=(200, 200, 208), outline=INK, width=px_int(2))
        where = (left + px(48), (top + base) / 2)
        draw.text(where, "I" * place, font=font(px_int(24), True), fill=INK, anchor="mm")
    draw.text((x, base + px(14)), "Then:", font=font(SMALL, True), fill=INK)


def draw_podium(draw: Pen, look: Look, x: float, y: float) -> None:
    """Podium I, II, III and the later finishers in a row; the last race's after it ends."""
    state = look.state
    finishers, name = state.finishers, circuit().grands_prix[state.race].name
    if not finishers and state.results:
        finishers = state.results[-1]
        name = circuit().grands_prix[len(state.results) - 1].name
    draw.text((x, y), f"PODIUM · {name.upper()}", font=font(px_int(20), True), fill=INK)
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
        draw.text(where, ordinal(i + 4), font=font(SMALL), fill=MUTED, anchor="mm")


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
        draw.text((x + px(36), middle), look.names[seat][:8], font=plain, fill=INK, anchor="lm")
        for i in range(state.races):
            value = str(per_race[i][seat]) if i < len(per_race) else "·"
            draw.text((col0 + i * step, middle), value, font=plain, fill=INK, anchor="mm")
        total = str(totals[seat])
        draw.text((col0 + state.races * step, middle), total, font=bold, fill=INK, anchor="mm")


BOARD = BoardKind(
    "formula",
    palette=PALETTE,
    key=lambda state, **_: state.races,
    layer=static_board,
    draw=draw_board,
)
