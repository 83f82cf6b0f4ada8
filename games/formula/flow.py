"""The order of play: races, start rolls, turns, rounds and the extra cars.

Sheet ("Zasady gry"): before each race every player rolls the die; the highest roll starts
(ties re-roll among the tied) and play goes clockwise. A round is one turn of every player
(a roll per car still racing, [house] in the order the player picks), then the extra cars,
moved by the player in last place. Cars in the pit sit out one round. The race ends when the
last car finishes; the next Grand Prix starts from its own start field.
"""

from __future__ import annotations

from games import chance
from games.formula.circuit import circuit
from games.formula.scoring import championship_points, last_placed, outcome, race_points
from games.formula.state import CARS, Car, FormulaState, Phase
from games.phrase import Phrase, Seat


def make_cars(players: int) -> list[Car]:
    """2 cars each for 2–3 players, 1 each for 4–6 (sheet); the rest are extra cars."""
    per_player = 2 if players <= 3 else 1
    cars = []
    for number in range(1, CARS + 1):
        seat = (number - 1) // per_player
        cars.append(Car(number=number, owner=seat if seat < players else None))
    return cars


def begin_race(state: FormulaState) -> None:
    """Put every car on the race's start field, roll for the start, give the first turn."""
    gp = circuit().grands_prix[state.race]
    for car in state.cars:
        car.progress, car.pitted, car.in_pit, car.pit_wait, car.place = 0, False, False, 0, None
    state.finishers, state.round, state.order_pos = [], 1, 0
    state.paused, state.extras_left, state.to_move = None, [], []
    state.events.append(
        Phrase.of(
            "f1-grand-prix",
            number=gp.number,
            races=state.races,
            name=gp.name,
            start=str(gp.start),
        )
    )
    roll_for_start(state)
    next_turn(state)


def roll_for_start(state: FormulaState) -> None:
    """Every player rolls; the highest starts, ties re-roll among the tied; then clockwise."""
    state.start_rolls = []
    rolling = list(range(state.players))
    while len(rolling) > 1:
        attempt = len(state.start_rolls)
        rolls = [0] * state.players
        for seat in rolling:
            rolls[seat] = chance.roll(state.seed, "start", state.race, attempt, seat)
        state.start_rolls.append(rolls)
        said = [
            Phrase.of("f1-start-roll", player=Seat(seat=seat), value=rolls[seat])
            for seat in rolling
        ]
        state.events.append(Phrase.of("f1-start-rolls", rolls=said))
        best = max(rolls)
        rolling = [seat for seat in rolling if rolls[seat] == best]
    starter = rolling[0]
    state.order = [(starter + i) % state.players for i in range(state.players)]
    state.events.append(Phrase.of("f1-starts", player=Seat(seat=starter)))


def ready_cars(state: FormulaState, cars: list[Car]) -> list[int]:
    """The cars among `cars` that roll this round; cars sitting out in a pit use up a wait."""
    ready = []
    for car in cars:
        if not car.racing:
            continue
        if car.pit_wait:
            car.pit_wait -= 1
            state.events.append(Phrase.of("f1-sits-out", car=car.number))
        else:
            ready.append(car.number)
    return ready


def next_turn(state: FormulaState) -> None:
    """Hand play on from `order_pos`: the next player with a car to roll, then the extra
    cars, then a new round.

    `turn` goes up when play passes to another player or a new round begins: a player who
    rolls for their own cars and then, being last, for the extra cars does both on one
    turn (one board, one ping)."""
    previous, first = state.acting, state.order_pos == 0  # 0: a race begins
    for _ in range(4 * (len(state.order) + 2)):
        if state.order_pos < len(state.order):
            seat = state.order[state.order_pos]
            ready = ready_cars(state, state.cars_of(seat))
            if ready:
                state.phase, state.acting, state.to_move = Phase.TURN, seat, ready
                _pass_turn(state, previous, first)
                return
        elif state.order_pos == len(state.order):
            ready = ready_cars(state, state.cars_of(None))
            if ready:
                state.phase, state.extras_left = Phase.EXTRA, ready
                state.acting = last_placed(state)
                _pass_turn(state, previous, first)
                return
        else:
            state.round += 1
            state.order_pos = -1
            state.events.append(Phrase.of("f1-round", round=state.round))
            first = True
        state.order_pos += 1
    raise RuntimeError("no car can move: the race cannot go on")  # unreachable by the rules


def _pass_turn(state: FormulaState, previous: int, new_round: bool) -> None:
    if new_round or state.acting != previous:
        state.turn += 1


def race_over(state: FormulaState) -> bool:
    return all(not car.racing for car in state.cars)


def end_race(state: FormulaState) -> None:
    """Score the race, then start the next Grand Prix or end the championship."""
    gp = circuit().grands_prix[state.race]
    state.results.append(list(state.finishers))
    points = race_points(state, state.finishers)
    podium = [
        Phrase.of("f1-placed", place=place, car=number)
        for place, number in enumerate(state.finishers, 1)
    ]
    state.events.append(Phrase.of("f1-result", name=gp.name, podium=podium))
    gained = [
        Phrase.of("f1-gained", player=Seat(seat=s), points=p) for s, p in enumerate(points)
    ]
    state.events.append(Phrase.of("f1-points", points=gained))
    if len(state.results) < state.races:
        state.race += 1
        begin_race(state)
        return
    state.phase, state.to_move, state.extras_left = Phase.OVER, [], []
    totals = championship_points(state)
    champions = [Seat(seat=seat) for seat in outcome(state).winners]
    standing = [
        Phrase.of("f1-total", player=Seat(seat=s), points=p) for s, p in enumerate(totals)
    ]
    state.events.append(
        Phrase.of("f1-over", totals=standing, champions=champions, count=len(champions))
    )
