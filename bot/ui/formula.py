"""Formula 1 on Discord.

Under the turn's board, the acting player gets one `🎲 Roll` for all their cars still to
move this turn when the order cannot matter (cars too far apart to meet); when it can, one
button per order ("Car 3 first, then car 4"), which rolls both: one press either way.
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

from bot.ui.auto_roll import BOARD_LABEL, SETTING
from bot.ui.controls import Button, Control, Summary
from bot.ui.generic import GameUI
from games.formula import GAME
from games.formula.actions import PitNow, Roll, RollAll, RollExtras, StayOut
from games.formula.ai import first_car
from games.formula.circuit import circuit
from games.formula.moving import (
    field_name,
    order_matters,
    ordinal,
    pit_distances,
    stay_out_landing,
)
from games.formula.scoring import championship_key, championship_points, points_for, race_points
from games.formula.state import Car, FormulaState, PausedMove, Phase
from lang import tr

if TYPE_CHECKING:
    from bot.tables import Table

MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}


class UI(GameUI):
    def board_controls(self, table: Table) -> list[Control]:
        actions = self.acting_actions(table)
        state: FormulaState = table.state  # type: ignore[assignment]
        controls: list[Control] = roll_controls(state, actions)
        for action in actions:
            if isinstance(action, RollExtras):
                cars = " and ".join(str(n) for n in state.extras_left)
                label = f"🎲 Roll for extra cars ({cars})"
                controls.append(Button(label, act=action.key, style="primary", row=0))
            elif isinstance(action, PitNow | StayOut):
                controls.append(pit_button(state, action))
        if state is not None and state.phase is not Phase.OVER:
            controls.append(Button(BOARD_LABEL, setting=SETTING, row=1))
        return controls

    def status(self, table: Table) -> list[str]:
        state: FormulaState = table.state  # type: ignore[assignment]
        if state is None or state.phase is Phase.OVER:
            return []
        names = [f"**{name}**" for name in table.names]
        gp = circuit().grands_prix[state.race]
        lines = [
            f"🏁 **{gp.name}** Grand Prix ({state.race + 1} of {state.races}), round {state.round}"
        ]
        # the start rolls and every roll since the last board are in the events above it
        lines.append(next_line(state, names, ai=table.seats[state.acting].is_ai))
        return lines

    def summary(self, table: Table) -> Summary | None:
        state: FormulaState = table.state  # type: ignore[assignment]
        if state is None or not race_just_ended(state):
            return None
        return race_summary(state, [f"**{name}**" for name in table.names])


def roll_controls(state: FormulaState, actions: list) -> list[Control]:
    """The turn's roll: one `🎲 Roll` for every car when the order cannot matter; one
    button per order when it can (each rolls every car, that one first)."""
    cars = sorted(state.to_move) if state.phase is Phase.TURN else []
    rolls = [a for a in actions if isinstance(a, Roll) and a.car in cars]
    if len(cars) == 1 and rolls:
        car = state.car(cars[0])
        label = f"🎲 Roll car {car.number} ({where(state, car)})"
        return [Button(label, act=rolls[0].key, style="primary", row=0)]
    if len(cars) < 2 or not any(isinstance(a, RollAll) for a in actions):
        return []
    if not order_matters(state, cars):
        said = " and ".join(f"{n} ({where(state, state.car(n))})" for n in cars)
        first = RollAll(first=first_car(state))
        return [Button(f"🎲 Roll cars {said}", act=first.key, style="primary", row=0)]
    controls: list[Control] = []
    for number in sorted(cars, key=lambda n: -state.car(n).progress):
        then = ", then ".join(f"car {n}" for n in cars if n != number)
        label = f"🎲 Car {number} first ({where(state, state.car(number))}), then {then}"
        controls.append(Button(label, act=RollAll(first=number).key, style="primary", row=0))
    return controls


# -- the board's words ----------------------------------------------------------------------


def where(state: FormulaState, car: Car) -> str:
    """Where a car is, for a button or a line: 'field 17', 'in the pit at field 8'..."""
    if car.place is not None:
        return f"finished {ordinal(car.place)}"
    if car.in_pit:
        return f"in the pit at {field_name(state, car.progress)}"
    if car.progress == 0:
        return "on the grid"
    return field_name(state, car.progress)


def owner(car: Car, names: list[str]) -> str:
    return "an extra car" if car.owner is None else names[car.owner]


def next_line(state: FormulaState, names: list[str], *, ai: bool = False) -> str:
    """Who must do what now, naming the cars and where they stand (`ai`: an AI seat)."""
    who = names[state.acting]
    if state.phase is Phase.EXTRA:
        cars = " and ".join(f"car {n} ({where(state, state.car(n))})" for n in state.extras_left)
        return f"🚗 {who} is last, so {who} rolls for the extra cars: {cars}."
    if state.phase is Phase.PIT:
        return pit_line(state, who)
    cars = [state.car(n) for n in sorted(state.to_move)]
    said = " and ".join(f"car {car.number} ({where(state, car)})" for car in cars)
    choose = len(cars) > 1 and not ai and order_matters(state, state.to_move)
    line = f"🏎️ {who} to roll for {said}" + (
        ": choose which rolls first (they are close enough for it to matter). "
        + tr(None, "formula-order-why")
        if choose
        else "."
    )
    waiting = [
        car for car in state.cars_of(state.acting) if car.racing and car.number not in state.to_move
    ]
    # a racing car of this player's that is not to roll has rolled this turn (maybe into
    # the pit, which it then sits out next round) or sits out this round in the pit
    sitting = [car for car in waiting if car.in_pit and not car.pit_wait]
    rolled = [car for car in waiting if car not in sitting]
    if rolled:
        line += " " + " ".join(f"Car {car.number} has rolled." for car in rolled)
    if sitting:
        line += " " + " ".join(
            f"Car {car.number} sits out this round in the pit." for car in sitting
        )
    return line


def pit_line(state: FormulaState, who: str) -> str:
    paused = state.paused
    assert paused is not None
    car = state.car(paused.car)
    whose = "extra car" if car.owner is None else "car"
    entry = field_name(state, paused.entry)
    left = f"{pips(paused.left)} left" if paused.left else "no pips left"
    pit = f"drops the {pips(paused.left)}" if paused.left else "loses nothing"
    forced = field_name(state, pit_distances(state)[1])
    return (
        f"⛽ {who}: {whose} {car.number} is at the pit entry on {entry} with {left}. "
        f"**Pit now** {pit} and sits out a round; **Stay out** {stay_out(state, paused)[1]}, "
        f"and the stop then comes, compulsory, at {forced}."
    )


def stay_out(state: FormulaState, paused: PausedMove) -> tuple[str, str]:
    """Where staying out takes the car: (for the button, for the sentence)."""
    landing = stay_out_landing(state, paused)
    field = field_name(state, landing)
    if landing > paused.entry:
        return f"on to {field}", f"drives on to {field}"
    if landing == paused.entry and not paused.left:
        return f"stays on {field}", f"keeps it on {field}"
    return f"back to {field}", f"puts it back to {field} (the fields ahead are taken)"


def pts(n: int) -> str:
    return f"{n} pt{'s' * (n != 1)}"


def pips(n: int) -> str:
    return f"{n} pip{'s' * (n != 1)}"


def pit_button(state: FormulaState, action: PitNow | StayOut) -> Button:
    paused = state.paused
    assert paused is not None
    if isinstance(action, PitNow):
        lost = f"drop {pips(paused.left)}" if paused.left else "nothing lost"
        label, style = f"⛽ Pit now ({lost})", "success"
    else:
        label, style = f"Stay out ({stay_out(state, paused)[0]})", "secondary"
    if paused.extra and GAME.ai_action(state, state.acting) == action:
        label += " · AI's pick"  # the sheet lets the last player leave extra cars to the AI
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


def race_summary(state: FormulaState, names: list[str]) -> Summary:
    """The finished race's result, the points it gave and the championship table."""
    number = len(state.results)
    gp = circuit().grands_prix[number - 1]
    finishers = state.results[-1]
    lines = []
    for place, car_number in enumerate(finishers, start=1):
        car = state.car(car_number)
        points = points_for(place)
        scored = pts(points) + (" to nobody" if car.owner is None else "")
        medal = MEDALS.get(place, "▫️")
        lines.append(
            f"{medal} {ordinal(place)} · car {car_number} ({owner(car, names)}) · {scored}"
        )
    gained = race_points(state, finishers)
    lines.append(
        "Points this race: " + ", ".join(f"{names[s]} +{p}" for s, p in enumerate(gained)) + "."
    )
    totals = championship_points(state)
    seats = sorted(range(state.players), key=lambda s: championship_key(state, s), reverse=True)
    table = "\n".join(f"{i}. {names[s]} — {pts(totals[s])}" for i, s in enumerate(seats, 1))
    final = state.phase is Phase.OVER
    fields = [
        ("Final standings" if final else f"Championship after {number} of {state.races}", table)
    ]
    if final:
        fields.append(("Champion", " and ".join(names[s] for s in GAME.outcome(state).winners)))
    else:
        fields.append(("Next", next_race(state, names)))
    title = f"🏁 {gp.name} Grand Prix ({number} of {state.races}): result"
    return Summary(title, "\n".join(lines), fields)


def next_race(state: FormulaState, names: list[str]) -> str:
    gp = circuit().grands_prix[state.race]
    starter = names[state.order[0]]
    return (
        f"{gp.name} Grand Prix, one lap from field {gp.start}. "
        f"Start rolls: {start_rolls(state, names)}; {starter} starts."
    )


def start_rolls(state: FormulaState, names: list[str]) -> str:
    """'alice 4, bob 4; re-roll: alice 2, bob 6' (the highest starts, ties re-roll)."""
    return "; re-roll: ".join(
        ", ".join(f"{names[s]} {value}" for s, value in enumerate(attempt) if value)
        for attempt in state.start_rolls
    )
