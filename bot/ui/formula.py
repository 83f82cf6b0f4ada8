"""Formula 1 on Discord.

Under the turn's board, the acting player gets one `🎲 Roll` for all their cars still to
move this turn when the order cannot matter (cars too far apart to meet); when it can, one
button per order ("Car 3 first: if both land on one field, car 4 goes behind it": what
the order changes), which rolls both: one press either way.
`Pit now` / `Stay out` come when a move stops at a pit entry with pips left (a forced
stop, or one that drops nothing, needs no question). The extra cars' dice after a round
decide nothing, so the bot rolls them (`FormulaGame.unasked_action`); the last-placed
player is asked only when an extra car stops at a pit entry with pips left. Every roll
edits the turn's board; when the turn passes the bot posts a new one (bot/tables.py).

`🤖 Auto-roll for me…` (bot/ui/auto_roll.py) lets a player have the AI press their Roll
whenever it decides nothing (`FormulaGame.routine_action`): they are pinged only for the
pit question and for the order of two close cars.

The board message says which Grand Prix and round it is and whose roll is next for which
cars (the rolls themselves are in the events the bot lists above). When a race ends, a
summary embed (the race's result and the championship standings) comes before the next
race's first board, and with the final results.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.ui.auto_roll import SETTING, board_label
from bot.ui.controls import Button, Control, Summary
from bot.ui.generic import GameUI
from games.formula import GAME
from games.formula.actions import PitNow, Roll, RollAll, RollExtras, StayOut
from games.formula.ai import first_car
from games.formula.circuit import circuit
from games.formula.moving import order_matters, pit_distances, stay_out_landing
from games.formula.scoring import championship_key, championship_points, points_for, race_points
from games.formula.state import Car, FormulaState, PausedMove, Phase
from lang import tr

if TYPE_CHECKING:
    from bot.tables import Table

MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}
BUTTON_LABEL = 80  # Discord's limit on a button's label


class UI(GameUI):
    def board_controls(self, table: Table) -> list[Control]:
        actions = self.acting_actions(table)
        state: FormulaState = table.state  # type: ignore[assignment]
        language = table.lang
        controls: list[Control] = roll_controls(state, actions, language)
        for action in actions:
            if isinstance(action, RollExtras):
                cars = and_list([str(n) for n in state.extras_left], language)
                label = tr(language, "formula-roll-extras", cars=cars)
                controls.append(Button(label, act=action.key, style="primary", row=0))
            elif isinstance(action, PitNow | StayOut):
                controls.append(pit_button(state, action, language))
        if state is not None and state.phase is not Phase.OVER:
            controls.append(Button(board_label(language), setting=SETTING, row=1))
        return controls

    def status(self, table: Table) -> list[str]:
        state: FormulaState = table.state  # type: ignore[assignment]
        if state is None or state.phase is Phase.OVER:
            return []
        names = [f"**{name}**" for name in table.names]
        gp = circuit().grands_prix[state.race]
        lines = [
            tr(
                table.lang,
                "formula-race-line",
                gp=gp.name,
                race=state.race + 1,
                races=state.races,
                round=state.round,
            )
        ]
        # the start rolls and every roll since the last board are in the events above it
        ai = table.seats[state.acting].is_ai
        lines.append(next_line(state, names, ai=ai, language=table.lang))
        return lines

    def summary(self, table: Table) -> Summary | None:
        state: FormulaState = table.state  # type: ignore[assignment]
        if state is None or not race_just_ended(state):
            return None
        return race_summary(state, [f"**{name}**" for name in table.names], table.lang)


def roll_controls(state: FormulaState, actions: list, language: str = "en") -> list[Control]:
    """The turn's roll: one `🎲 Roll` for every car when the order cannot matter; one
    button per order when it can (each rolls every car, that one first)."""
    cars = sorted(state.to_move) if state.phase is Phase.TURN else []
    rolls = [a for a in actions if isinstance(a, Roll) and a.car in cars]
    if len(cars) == 1 and rolls:
        car = state.car(cars[0])
        at = where(state, car, language)
        label = tr(language, "formula-roll-car", car=car.number, where=at)
        return [Button(label, act=rolls[0].key, style="primary", row=0)]
    if len(cars) < 2 or not any(isinstance(a, RollAll) for a in actions):
        return []
    if not order_matters(state, cars):
        said = and_list(
            [
                tr(language, "formula-car-at", car=n, where=where(state, state.car(n), language))
                for n in cars
            ],
            language,
        )
        first = RollAll(first=first_car(state))
        label = tr(language, "formula-roll-cars", cars=said)
        if len(label) > BUTTON_LABEL:  # two cars in the pit, in Spanish: the numbers only
            numbers = and_list([str(n) for n in cars], language)
            label = tr(language, "formula-roll-cars", cars=numbers)
        return [Button(label, act=first.key, style="primary", row=0)]
    controls: list[Control] = []
    for number in sorted(cars, key=lambda n: -state.car(n).progress):
        others = ", ".join(str(n) for n in cars if n != number)
        then = tr(language, "formula-then-list", cars=others)
        # what the order changes: the first car's field is the one kept when both meet
        label = tr(language, "formula-car-first", car=number, then=then)
        controls.append(Button(label, act=RollAll(first=number).key, style="primary", row=0))
    return controls


# -- the board's words ----------------------------------------------------------------------


def and_list(items: list[str], language: str) -> str:
    """'a and b', 'a, b and c' in `language`."""
    if len(items) <= 1:
        return "".join(items)
    return tr(language, "words-and", first=", ".join(items[:-1]), last=items[-1])


def field(state: FormulaState, progress: int, language: str = "en") -> str:
    """'field 17': the field a car reaches after `progress` fields, as the board numbers it."""
    circ = circuit()
    number = circ.field_at(circ.grands_prix[state.race], progress)
    return tr(language, "formula-field", number=str(number))


def place_words(place: int, language: str = "en") -> str:
    """'1st', '1.º', '1.', '1ος': a finishing place in `language`."""
    return tr(language, "formula-place", place=place)


def where(state: FormulaState, car: Car, language: str = "en") -> str:
    """Where a car is, for a button or a line: 'field 17', 'in the pit at field 8'..."""
    if car.place is not None:
        return tr(language, "formula-finished", place=place_words(car.place, language))
    if car.in_pit:
        return tr(language, "formula-in-pit", field=field(state, car.progress, language))
    if car.progress == 0:
        return tr(language, "formula-on-grid")
    return field(state, car.progress, language)


def owner(car: Car, names: list[str], language: str = "en") -> str:
    return tr(language, "formula-an-extra-car") if car.owner is None else names[car.owner]


def next_line(
    state: FormulaState, names: list[str], *, ai: bool = False, language: str = "en"
) -> str:
    """Who must do what now, naming the cars and where they stand (`ai`: an AI seat)."""
    who = names[state.acting]

    def car_at(number: int) -> str:
        return tr(
            language,
            "formula-car-at-named",
            car=number,
            where=where(state, state.car(number), language),
        )

    if state.phase is Phase.EXTRA:
        cars = and_list([car_at(n) for n in state.extras_left], language)
        return tr(language, "formula-extra-line", who=who, cars=cars)
    if state.phase is Phase.PIT:
        return pit_line(state, who, language)
    cars = [state.car(n) for n in sorted(state.to_move)]
    said = and_list([car_at(car.number) for car in cars], language)
    choose = len(cars) > 1 and not ai and order_matters(state, state.to_move)
    key = "formula-to-roll-choose" if choose else "formula-to-roll"
    line = tr(language, key, who=who, cars=said)
    if choose:
        line += " " + tr(language, "formula-order-why")
    waiting = [
        car for car in state.cars_of(state.acting) if car.racing and car.number not in state.to_move
    ]
    # a racing car of this player's that is not to roll has rolled this turn (maybe into
    # the pit, which it then sits out next round) or sits out this round in the pit
    sitting = [car for car in waiting if car.in_pit and not car.pit_wait]
    rolled = [car for car in waiting if car not in sitting]
    if rolled:
        line += " " + " ".join(tr(language, "formula-has-rolled", car=c.number) for c in rolled)
    if sitting:
        line += " " + " ".join(tr(language, "formula-sits-out", car=c.number) for c in sitting)
    return line


def pit_line(state: FormulaState, who: str, language: str = "en") -> str:
    paused = state.paused
    assert paused is not None
    car = state.car(paused.car)
    return tr(
        language,
        "formula-pit-line",
        who=who,
        extra="yes" if car.owner is None else "no",
        car=car.number,
        entry=field(state, paused.entry, language),
        left=paused.left,
        stay=stay_out(state, paused, language)[1],
        forced=field(state, pit_distances(state)[1], language),
    )


def stay_out(state: FormulaState, paused: PausedMove, language: str = "en") -> tuple[str, str]:
    """Where staying out takes the car: (for the button, for the sentence)."""
    landing = stay_out_landing(state, paused)
    at = field(state, landing, language)
    if landing > paused.entry:
        way = "on"
    elif landing == paused.entry and not paused.left:
        way = "stays"
    else:
        way = "back"
    return (
        tr(language, "formula-stay-out-short", way=way, field=at),
        tr(language, "formula-stay-out-long", way=way, field=at),
    )


def pit_button(state: FormulaState, action: PitNow | StayOut, language: str = "en") -> Button:
    paused = state.paused
    assert paused is not None
    if isinstance(action, PitNow):
        label, style = tr(language, "formula-pit-now", left=paused.left), "success"
    else:
        short = stay_out(state, paused, language)[0]
        label, style = tr(language, "formula-stay-out", where=short), "secondary"
    if paused.extra and GAME.ai_action(state, state.acting) == action:
        # the sheet lets the last player leave extra cars to the AI
        label += " " + tr(language, "formula-ai-pick")
    return Button(label, act=action.key, style=style, row=0)


# -- between races -------------------------------------------------------------------------


def race_just_ended(state: FormulaState) -> bool:
    """True right after the move that finished a race: the championship is over, or the
    next Grand Prix waits on its grid with nobody having rolled yet."""
    if not state.results:
        return False
    if state.phase is Phase.OVER:
        return True
    return on_the_grid(state) and len(state.results) == state.race


def on_the_grid(state: FormulaState) -> bool:
    """Every car still waits on the start field: nobody has rolled in this race yet."""
    fresh = all(car.progress == 0 and car.racing and not car.in_pit for car in state.cars)
    return fresh and state.round == 1


def race_summary(state: FormulaState, names: list[str], language: str = "en") -> Summary:
    """The finished race's result, the points it gave and the championship table."""
    number = len(state.results)
    gp = circuit().grands_prix[number - 1]
    finishers = state.results[-1]
    lines = []
    for place, car_number in enumerate(finishers, start=1):
        car = state.car(car_number)
        key = "formula-result-nobody" if car.owner is None else "formula-result"
        lines.append(
            tr(
                language,
                key,
                medal=MEDALS.get(place, "▫️"),
                place=place_words(place, language),
                car=car_number,
                owner=owner(car, names, language),
                points=points_for(place),
            )
        )
    gained = race_points(state, finishers)
    said = ", ".join(f"{names[s]} +{p}" for s, p in enumerate(gained))
    lines.append(tr(language, "formula-points-this-race", points=said))
    totals = championship_points(state)
    seats = sorted(range(state.players), key=lambda s: championship_key(state, s), reverse=True)
    table = "\n".join(
        tr(language, "formula-standing", rank=i, name=names[s], points=totals[s])
        for i, s in enumerate(seats, 1)
    )
    final = state.phase is Phase.OVER
    if final:
        heading = tr(language, "formula-final-standings")
    else:
        heading = tr(language, "formula-championship-after", race=number, races=state.races)
    fields = [(heading, table)]
    if final:
        champions = and_list([names[s] for s in GAME.outcome(state).winners], language)
        fields.append((tr(language, "formula-champion"), champions))
    else:
        fields.append((tr(language, "formula-next"), next_race(state, names, language)))
    title = tr(language, "formula-result-title", gp=gp.name, race=number, races=state.races)
    return Summary(title, "\n".join(lines), fields)


def next_race(state: FormulaState, names: list[str], language: str = "en") -> str:
    gp = circuit().grands_prix[state.race]
    return tr(
        language,
        "formula-next-race",
        gp=gp.name,
        start=str(gp.start),
        rolls=start_rolls(state, names, language),
        starter=names[state.order[0]],
    )


def start_rolls(state: FormulaState, names: list[str], language: str = "en") -> str:
    """'alice 4, bob 4; re-roll: alice 2, bob 6' (the highest starts, ties re-roll)."""
    return tr(language, "formula-re-roll-separator").join(
        ", ".join(f"{names[s]} {value}" for s, value in enumerate(attempt) if value)
        for attempt in state.start_rolls
    )
