"""Points and standings (sheet, "Punktacja"): 10, 6, 4, 3, 2, 1 for places 1–6; a player
scores their own cars' points, extra cars' points go to nobody. Most points wins the
championship; [house] ties go to more race wins, then the better finish in the last race.
"""

from __future__ import annotations

from games.core import Outcome, ranks_from
from games.formula.state import POINTS, Car, FormulaState

NO_FINISH = 99  # a place worse than any, for players with no car in a race


def points_for(place: int) -> int:
    return POINTS[place - 1] if place <= len(POINTS) else 0


def race_points(state: FormulaState, finishers: list[int]) -> list[int]:
    """Points each seat took in one race, from that race's finishing order of car numbers."""
    points = [0] * state.players
    for place, number in enumerate(finishers, start=1):
        owner = state.car(number).owner
        if owner is not None:
            points[owner] += points_for(place)
    return points


def championship_points(state: FormulaState) -> list[int]:
    """Points of each seat over the races finished so far."""
    totals = [0] * state.players
    for finishers in state.results:
        for seat, points in enumerate(race_points(state, finishers)):
            totals[seat] += points
    return totals


def best_place(state: FormulaState, finishers: list[int], seat: int) -> int:
    """The best place any car of `seat` took in a race."""
    places = [i for i, n in enumerate(finishers, start=1) if state.car(n).owner == seat]
    return min(places, default=NO_FINISH)


def wins(state: FormulaState, seat: int) -> int:
    return sum(1 for finishers in state.results if state.car(finishers[0]).owner == seat)


def championship_key(state: FormulaState, seat: int) -> tuple[int, int, int]:
    """Higher is better: points, then race wins, then the best place in the last race."""
    last = best_place(state, state.results[-1], seat) if state.results else NO_FINISH
    return championship_points(state)[seat], wins(state, seat), -last


def outcome(state: FormulaState) -> Outcome:
    keys = [championship_key(state, seat) for seat in range(state.players)]
    return Outcome(scores=championship_points(state), ranks=ranks_from(keys))


def standing_key(car: Car) -> tuple[int, int]:
    """Higher is further ahead in the race: finished cars by place, then by distance."""
    return (1, -car.place) if car.place is not None else (0, car.progress)


def race_order(state: FormulaState) -> list[Car]:
    """The cars from the leader to the last one (ties by car number)."""
    return sorted(state.cars, key=lambda car: (standing_key(car), -car.number), reverse=True)


def last_placed(state: FormulaState) -> int:
    """The seat whose best car is furthest behind ([house] ties: the later seat)."""
    best = {
        seat: max(standing_key(car) for car in state.cars_of(seat)) for seat in range(state.players)
    }
    return min(range(state.players), key=lambda seat: (best[seat], -seat))
