"""The short text form of a Formula 1 state, for logs, tests and a no-image fallback."""

from __future__ import annotations

from games.formula.circuit import circuit
from games.formula.moving import ordinal
from games.formula.scoring import championship_points, race_order
from games.formula.state import Car, FormulaState, Phase


def car_status(state: FormulaState, car: Car) -> str:
    """Where a car is, in a few words: 'field 17', 'pit 32 (waits)', '2nd', 'grid'."""
    circ = circuit()
    gp = circ.grands_prix[state.race]
    if car.place is not None:
        return ordinal(car.place)
    field = circ.field_at(gp, car.progress)
    if car.in_pit:
        return f"pit {field}" + (" (waits)" if car.pit_wait else "")
    if car.progress == 0:
        return "grid"
    return f"field {field}" + ("" if car.pitted else " *")


def owner_name(car: Car) -> str:
    return "extra" if car.owner is None else f"Player {car.owner + 1}"


def describe(state: FormulaState) -> str:
    gp = circuit().grands_prix[state.race]
    head = f"Formula 1 – {gp.name} GP ({state.race + 1}/{state.races}), round {state.round}."
    if state.phase is Phase.OVER:
        head = f"Formula 1 – championship over after {state.races} race(s)."
    elif state.phase is Phase.TURN:
        cars = ", ".join(str(n) for n in sorted(state.to_move))
        head += f" Player {state.acting + 1} to roll (car {cars})."
    elif state.phase is Phase.EXTRA:
        head += f" Player {state.acting + 1} rolls for the extra cars."
    elif state.paused is not None:
        head += f" Player {state.acting + 1}: car {state.paused.car} pit now or stay out?"
    lines = [head]
    if state.phase is not Phase.OVER:
        lines.append(
            "Race: "
            + "; ".join(
                f"car {c.number} ({owner_name(c)}) {car_status(state, c)}"
                for c in race_order(state)
            )
        )
    points = championship_points(state)
    lines.append("Points: " + ", ".join(f"Player {s + 1} {p}" for s, p in enumerate(points)))
    return "\n".join(lines)
