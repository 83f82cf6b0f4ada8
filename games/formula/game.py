"""Formula 1 (Tactic): a championship of four one-lap dice races, six cars on one circuit.

Six cars race every time: with 2 or 3 players each drives two cars, with 4 to 6 one car; the
cars nobody drives are extra cars. Each Grand Prix is one lap from its own start field back
to it; the highest start roll goes first, then play goes round in seat order.

A turn: roll the die for each of your cars still racing and move it. Overtaking is free but a
move ending on an occupied field ends on the nearest free field behind. Every car stops in a
pit once a race (optionally at the first pit entry it reaches, compulsorily at the second)
and sits out one round there; a roll of your car that ends exactly on the first entry stops
there without asking ([house]: it drops nothing). After every round the last-placed player
rolls for the extra cars and chooses at which pit each stops (asked at the first entry even
when the roll ends on it: they want the extra cars slow). Reaching the finish needs no
exact roll. Places score 10, 6, 4, 3, 2, 1 (extra cars' points go to nobody); most points
after the races wins.
"""

from __future__ import annotations

from games import chance
from games.core import Game, Outcome, require
from games.errors import IllegalAction
from games.formula import ai, flow, scoring
from games.formula.actions import (
    FormulaAction,
    PitNow,
    Roll,
    RollAll,
    RollExtras,
    StayOut,
    parse_action,
)
from games.formula.moving import (
    drive,
    drive_on,
    enter_pit,
    field_number,
    order_matters,
    where_from,
)
from games.formula.state import Car, FormulaOptions, FormulaState, LastRoll, Phase
from games.formula.text import describe
from games.phrase import Phrase, Seat


class FormulaGame(Game[FormulaState, FormulaAction]):
    name = "formula"
    title = "Formula 1"
    min_players = 2
    max_players = 6
    summary = "Dice racing: four one-lap Grands Prix, a compulsory pit stop, 10-6-4-3-2-1."
    Options = FormulaOptions
    State = FormulaState

    def _setup(self, players: int, seed: int, options: FormulaOptions) -> FormulaState:
        state = FormulaState(
            seed=seed, players=players, races=options.races, cars=flow.make_cars(players)
        )
        flow.begin_race(state)
        state.turn = 0  # the first turn (the bot's "turn 1"), not a turn passed on
        return state

    def to_act(self, state: FormulaState) -> list[int]:
        return [] if state.phase is Phase.OVER else [state.acting]

    def legal_actions(self, state: FormulaState, seat: int) -> list[FormulaAction]:
        if seat not in self.to_act(state):
            return []
        if state.phase is Phase.TURN:
            cars = sorted(state.to_move)
            every = [RollAll(first=number) for number in cars] if len(cars) > 1 else []
            return [*(Roll(car=number) for number in cars), *every]
        if state.phase is Phase.EXTRA:
            return [RollExtras()]
        return [PitNow(), StayOut()]

    def outcome(self, state: FormulaState) -> Outcome | None:
        return scoring.outcome(state) if state.phase is Phase.OVER else None

    def ai_action(self, state: FormulaState, seat: int) -> FormulaAction:
        return ai.choose(state, seat)

    def unasked_action(self, state: FormulaState, seat: int) -> FormulaAction | None:
        """The extra cars' dice: the last-placed player decides nothing there (only an extra
        car reaching a pit entry asks them, as a decision of its own)."""
        if state.phase is Phase.EXTRA and seat in self.to_act(state):
            return RollExtras()
        return None

    def routine_action(self, state: FormulaState, seat: int) -> FormulaAction | None:
        """A roll whose order cannot matter (one car, or cars too far apart to meet), and
        the extra cars' dice; None at a pit question or when the order of the cars can
        change the result."""
        if seat not in self.to_act(state):
            return None
        if state.phase is Phase.EXTRA:
            return RollExtras()
        if state.phase is not Phase.TURN or not state.to_move:
            return None
        if len(state.to_move) == 1:
            return Roll(car=state.to_move[0])
        if order_matters(state, state.to_move):
            return None
        return RollAll(first=ai.first_car(state))

    def parse_action(self, key: str) -> FormulaAction:
        return parse_action(key)

    def text(self, state: FormulaState) -> str:
        return describe(state)

    # -- the moves ----------------------------------------------------------------------

    def _apply(self, state: FormulaState, seat: int, action: FormulaAction) -> None:
        if isinstance(action, Roll):
            self._roll(state, seat, action.car)
        elif isinstance(action, RollAll):
            require(state.phase is Phase.TURN, _waiting_for(state))
            require(
                len(state.to_move) > 1,
                Phrase.of("f1-refuse-one-left", car=state.to_move[0] if state.to_move else 0),
            )
            require(
                action.first in state.to_move,
                _cars("f1-refuse-not-to-roll", action.first, state.to_move),
            )
            state.rolling_on = True
            turn = state.turn
            self._roll(state, seat, action.first, batch=True)
            _roll_on(self, state, turn)
        elif isinstance(action, RollExtras):
            require(state.phase is Phase.EXTRA, _waiting_for(state))
            _roll_extras(state, seat)
        elif isinstance(action, PitNow | StayOut):
            require(state.phase is Phase.PIT, _waiting_for(state))
            _decide_pit(state, isinstance(action, PitNow))
        else:
            raise IllegalAction("That is not a Formula 1 action.")

    def _roll(self, state: FormulaState, seat: int, number: int, *, batch: bool = False) -> None:
        require(state.phase is Phase.TURN, _waiting_for(state))
        mine = [car.number for car in state.cars_of(seat)]
        require(number in mine, _cars("f1-refuse-not-yours", number, mine))
        car = state.car(number)
        require(car.racing, Phrase.of("f1-refuse-finished", car=number))
        require(
            not car.in_pit or number in state.to_move,
            Phrase.of("f1-refuse-sits-out", car=number),
        )
        require(number in state.to_move, Phrase.of("f1-refuse-moved", car=number))
        # rolls made together by RollAll share a step: each car's has its own key
        value = chance.roll(state.seed, "roll", state.step, *([number] if batch else []))
        state.last_roll = LastRoll(seat=seat, car=number, value=value)
        said = len(state.events)
        state.events.append(
            Phrase.of(
                "f1-rolls",
                player=Seat(seat=seat),
                value=value,
                car=number,
                start=where_from(state, car),
            )
        )
        state.paused = drive(state, car, value)
        _one_line(state, said, car)
        if state.paused is None:
            _car_done(state, number)
        else:
            _ask_pit(state)


def _one_line(state: FormulaState, said: int, car: Car) -> None:
    """A plain move is one event: 'bob rolls 3 for car 2 from field 0 to field 3.', 'Car 1
    stays out and drives on to field 10.' (the bot lists only the last dozen events, so a
    round of rolls must fit)."""
    field = field_number(state, car.progress)
    reached = Phrase.of("f1-reaches", car=car.number, field=field)
    first = state.events[said]
    if state.events[said + 1 :] == [reached] and isinstance(first, Phrase):
        merged = {**first.args, "end": field}
        state.events[said : said + 2] = [Phrase(key=f"{first.key}-to", args=merged)]


def _cars(key: str, car: int, numbers: list[int]) -> Phrase:
    """A refusal about `car` naming the cars it may be instead ('car 3', 'cars 1 and 2')."""
    numbers = sorted(numbers)
    return Phrase.of(key, car=car, count=len(numbers), cars=list(numbers))


def _waiting_for(state: FormulaState) -> Phrase:
    """Why an action does not fit the moment: what the game is waiting for instead."""
    if state.phase is Phase.PIT and state.paused is not None:
        return Phrase.of("f1-refuse-pit-first", car=state.paused.car)
    if state.phase is Phase.EXTRA:
        return Phrase.of("f1-refuse-extras-now")
    if state.phase is Phase.TURN:
        numbers = sorted(state.to_move)
        return Phrase.of("f1-refuse-roll-first", count=len(numbers), cars=list(numbers))
    return Phrase.of("f1-refuse-over")


def _ask_pit(state: FormulaState) -> None:
    paused = state.paused
    assert paused is not None
    state.phase = Phase.PIT
    state.events.append(
        Phrase.of(
            "f1-pit-entry",
            car=paused.car,
            field=field_number(state, paused.entry),
            left=paused.left,
        )
    )


def _decide_pit(state: FormulaState, stop: bool) -> None:
    """Finish the paused move: into the pit (the rest is dropped) or on along the track."""
    paused = state.paused
    assert paused is not None
    car = state.car(paused.car)
    state.paused = None
    if stop:
        enter_pit(state, car, paused.entry, paused.left, forced=False)
    else:
        said = len(state.events)
        state.events.append(Phrase.of("f1-stays-out", car=car.number))
        # a second stop cannot come up in the same roll: the pits are far apart
        state.paused = drive_on(state, car, paused.entry, paused.left, origin=paused.start)
        assert state.paused is None
        _one_line(state, said, car)  # 'Car 1 stays out and drives on to field 10.'
    if paused.extra:
        state.phase = Phase.EXTRA
        if flow.race_over(state):
            flow.end_race(state)
        else:
            _continue_extras(state)
    else:
        state.phase = Phase.TURN
        turn = state.turn
        _car_done(state, car.number)  # may hand the turn on
        if state.rolling_on:
            _roll_on(FormulaGame(), state, turn)


def _roll_on(game: FormulaGame, state: FormulaState, turn: int) -> None:
    """After RollAll's first car: roll the player's other cars (the one furthest ahead
    first), until a pit entry asks its question or turn `turn` is over. The press is for
    one turn: the same player's next turn (a new round, a new race) is a new press, and
    each car rolls once a turn, so no two of its dice share a draw."""
    while state.phase is Phase.TURN and state.to_move and state.turn == turn:
        game._roll(state, state.acting, ai.first_car(state), batch=True)
    if state.phase is not Phase.PIT or state.turn != turn:
        state.rolling_on = False


def _car_done(state: FormulaState, number: int) -> None:
    """After a car's move: end the race, or the turn once every car has rolled."""
    state.to_move = [n for n in state.to_move if n != number]
    if flow.race_over(state):
        flow.end_race(state)
    elif not state.to_move:
        state.order_pos += 1
        flow.next_turn(state)


def _roll_extras(state: FormulaState, seat: int) -> None:
    state.events.append(Phrase.of("f1-rolls-extras", player=Seat(seat=seat)))
    _continue_extras(state)


def _continue_extras(state: FormulaState) -> None:
    """Roll and move the extra cars still to go; stop at a pit decision or at the end."""
    while state.extras_left:
        number = state.extras_left.pop(0)
        car = state.car(number)
        value = chance.roll(state.seed, "roll", state.step, number)
        state.last_roll = LastRoll(seat=state.acting, car=number, value=value)
        said = len(state.events)
        state.events.append(
            Phrase.of(
                "f1-extra-rolls", car=number, value=value, start=where_from(state, car)
            )
        )
        state.paused = drive(state, car, value)
        _one_line(state, said, car)
        if state.paused is not None:
            state.paused.extra = True
            _ask_pit(state)
            return
        if flow.race_over(state):
            flow.end_race(state)
            return
    state.order_pos += 1
    flow.next_turn(state)
