"""Moving one car: count the pips, overtake freely, stop at a pit, finish, or be put back.

Sheet ("Wyprzedzanie", "Pit-stopy"): a car moves as many fields as the die shows and may
pass other cars, but only one car may stand on a field: a move that ends on an occupied
field ends on the nearest free field behind it. Once a race every car must stop in a pit:
on reaching a pit entry the player may stop there (no exact roll needed, the rest of the
roll is dropped); the car sits out one round; then it counts from the field after the entry.
Sheet: "Gracz wybiera, na którym spośród dwóch pitstopów się zatrzyma" (the player chooses
at which of the two pits to stop). [house] A roll of a player's own car that ends exactly on
the first pit entry stops there without asking: the stop then drops nothing, and stopping
later can never be better for that player. An extra car is asked even then: the last-placed
player who moves it wants it slow, so staying out (the stop comes at the second pit) is a
real choice for them.

`order_matters`: whether the order a player rolls their cars in is a real decision.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple

from games.formula.circuit import circuit
from games.formula.state import Car, FormulaState, PausedMove
from games.phrase import Phrase

START = 0  # progress of the start field: it alone holds any number of cars
PIT_WAIT = 1  # rounds a car sits out in the pit (sheet: "przez jedną kolejkę")


def lap() -> int:
    return circuit().fields


def field_number(state: FormulaState, progress: int) -> int:
    """The printed number of the field a car reaches after `progress` fields this race."""
    circ = circuit()
    return circ.field_at(circ.grands_prix[state.race], progress)


def where_from(state: FormulaState, car: Car) -> Phrase:
    """Where a roll starts, for an event: the pit, or the car's field."""
    if car.in_pit:
        return Phrase.of("f1-the-pit")
    return Phrase.of("f1-field", field=field_number(state, car.progress))


def pit_distances(state: FormulaState) -> tuple[int, int]:
    """Distances from this race's start of its first and second pit entry."""
    circ = circuit()
    return circ.pit_distances(circ.grands_prix[state.race])


def holder(state: FormulaState, progress: int, moving: int) -> Car | None:
    """The car standing on that track field, other than `moving` (None if free)."""
    if progress == START:
        return None  # all cars start together on the start field
    for car in state.cars:
        if car.number != moving and car.racing and not car.in_pit and car.progress == progress:
            return car
    return None


def drive(state: FormulaState, car: Car, pips: int) -> PausedMove | None:
    """Move `car` by a fresh roll. Returns a PausedMove if it reached an optional pit entry."""
    return drive_on(state, car, car.progress, pips, origin=car.progress)


def drive_on(
    state: FormulaState, car: Car, position: int, pips: int, *, origin: int
) -> PausedMove | None:
    """Count `pips` fields from `position`, the car having started its move at `origin`."""
    free_stop = car.owner is not None  # an extra car's stop is always asked (see above)
    stop, position, left = count(pit_distances(state), car.pitted, position, pips, free_stop)
    if stop is Stop.FINISH:
        finish(state, car, left)
    elif stop is Stop.FORCED_PIT:
        # [house] a car that passed its race's first pit must stop at the second
        enter_pit(state, car, position, left, forced=True)
    elif stop is Stop.FREE_PIT:
        enter_pit(state, car, position, 0, forced=False, free=True)
    elif stop is Stop.PIT_ENTRY:
        return PausedMove(car=car.number, entry=position, left=left, start=origin)
    else:
        land(state, car, position, origin)
    return None


class Stop(Enum):
    """Why counting a roll's pips stopped where it did (`count`)."""

    FINISH = "the lap is complete"
    FORCED_PIT = "the second pit entry of a car that has not pitted"
    FREE_PIT = "the first pit entry, with no pips left, a player's own car: the stop is taken"
    PIT_ENTRY = "the first pit entry, with pips left or an extra car: the player is asked"
    LAND = "all pips counted"


def count(
    pits: tuple[int, int], pitted: bool, position: int, pips: int, free_stop: bool = True
) -> tuple[Stop, int, int]:
    """Count `pips` fields on from `position`: (why it stopped, where, the pips left);
    `free_stop`: a roll ending on the first entry stops there unasked (a player's own car).
    Pure (no state), so a look at many rolls (`order_matters`) is cheap."""
    first, second = pits
    fields = lap()
    for used in range(1, pips + 1):
        position += 1
        left = pips - used
        if position >= fields:
            return Stop.FINISH, position, left
        if not pitted and position == second:
            return Stop.FORCED_PIT, position, left
        if not pitted and position == first:
            # a stop that drops nothing is no decision: it is taken
            free = left == 0 and free_stop
            return (Stop.FREE_PIT, position, 0) if free else (Stop.PIT_ENTRY, position, left)
    return Stop.LAND, position, 0


def free_field(target: int, origin: int, taken: set[int] | frozenset[int]) -> int | None:
    """The nearest field at or behind `target` (not behind `origin`) that is not `taken`
    (the start field holds any number of cars); None if there is none."""
    for position in range(target, origin - 1, -1):
        if position == START or position not in taken:
            return position
    return None


def land(state: FormulaState, car: Car, target: int, origin: int) -> None:
    """End a move on `target`, or on the nearest free field behind it."""
    taken = {c.progress for c in state.cars if c.number != car.number and c.racing and not c.in_pit}
    position = free_field(target, origin, taken)
    if position is None:
        # Only a car leaving the pit can find no free field: every field from its pit
        # entry to its target is taken. [house] It stays in the pit and tries again next turn.
        state.events.append(
            Phrase.of("f1-pit-blocked", field=field_number(state, target), car=car.number)
        )
        return
    if position != target:
        taken_by = holder(state, target, car.number)
        state.events.append(
            Phrase.of(
                "f1-taken",
                field=field_number(state, target),
                holder=taken_by.number if taken_by else 0,
                car=car.number,
                back=field_number(state, position),
            )
        )
    else:
        state.events.append(
            Phrase.of("f1-reaches", car=car.number, field=field_number(state, position))
        )
    car.progress = position
    car.in_pit = False


def enter_pit(
    state: FormulaState, car: Car, entry: int, dropped: int, *, forced: bool, free: bool = False
) -> None:
    """Stop `car` in the pit beside the entry at distance `entry`; the rest is dropped
    (`free`: the roll ended on the entry, so the stop was taken without asking)."""
    car.progress = entry
    car.in_pit = True
    car.pitted = True
    car.pit_wait = PIT_WAIT
    state.events.append(
        Phrase.of(
            "f1-pit-stop",
            car=car.number,
            forced="yes" if forced else "no",
            field=field_number(state, entry),
            dropped=0 if free else dropped,
            free="yes" if free else "no",
        )
    )


def finish(state: FormulaState, car: Car, dropped: int) -> None:
    """The car completes its lap and takes the next place (pips beyond are dropped)."""
    state.finishers.append(car.number)
    car.place = len(state.finishers)
    car.progress = lap()
    car.in_pit = False
    state.events.append(Phrase.of("f1-finish", car=car.number, place=car.place))


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def stay_out_landing(state: FormulaState, paused: PausedMove) -> int:
    """Where a paused car would end (progress) if it stayed out; the state is untouched."""
    trial = state.model_copy(
        update={"cars": [car.model_copy() for car in state.cars], "events": []}
    )
    car = trial.car(paused.car)
    drive_on(trial, car, paused.entry, paused.left, origin=paused.start)
    return car.progress


MAX_ROLL = 6


def order_matters(state: FormulaState, numbers: list[int]) -> bool:
    """Whether the order a player rolls their cars in is a real decision: for some roll,
    a car other than the leader rolling first would leave the cars better placed, or a
    pit entry may stop one of them on the way (its question then comes before or after
    the other car's roll). Each car's die is its own whatever the order (RollAll), so
    when the leader-first order is never worse, the choice decides nothing: cars too far
    apart to meet, or close ones whose only interaction is the leader's field freed for
    the car behind (measured over 59 two-player races: 877 of 1,093 'close' turns)."""
    if len(numbers) != 2:
        return len(numbers) > 2
    spots = [state.car(n).progress for n in numbers]
    if abs(spots[0] - spots[1]) > MAX_ROLL:
        return False  # too far apart for any roll to meet
    # The board's text and the service's look for a move nobody is asked for both ask
    # this of one state; 72 trial moves are worth remembering.
    key = _situation(state, numbers)
    if key not in _decided:
        if len(_decided) >= _DECIDED_MAX:
            _decided.clear()
        _decided[key] = _some_roll_prefers_another_order(state, numbers)
    return _decided[key]


_DECIDED_MAX = 4096
_decided: dict[tuple, bool] = {}


def _situation(state: FormulaState, numbers: list[int]) -> tuple:
    """Everything a trial move reads: the race (its pits), the cars, the places taken."""
    cars = tuple(
        (c.number, c.progress, c.pitted, c.in_pit, c.pit_wait, c.place) for c in state.cars
    )
    return state.race, cars, len(state.finishers), tuple(numbers)


def _some_roll_prefers_another_order(state: FormulaState, numbers: list[int]) -> bool:
    leader = max(numbers, key=lambda n: (state.car(n).progress, -n))
    other = next(n for n in numbers if n != leader)
    pits = pit_distances(state)
    lead, back = _Trial.of(state.car(leader)), _Trial.of(state.car(other))
    # the fields of the cars that do not roll
    standing = {
        c.progress for c in state.cars if c.number not in numbers and c.racing and not c.in_pit
    }
    finished = len(state.finishers)
    dice = range(1, MAX_ROLL + 1)
    # the car that rolls first moves the same whatever the other's die
    lead_first = [_move(pits, lead, die, standing, back, finished) for die in dice]
    back_first = [_move(pits, back, die, standing, lead, finished) for die in dice]
    for lead_die, lead_moved in zip(dice, lead_first, strict=True):
        for back_die, back_moved in zip(dice, back_first, strict=True):
            if lead_moved is None or back_moved is None:
                return True  # a pit entry asks
            ours = (lead_moved, _move(pits, back, back_die, standing, lead_moved, finished))
            theirs = (_move(pits, lead, lead_die, standing, back_moved, finished), back_moved)
            if ours[1] is None or theirs[0] is None or not _never_worse((lead, back), ours, theirs):
                return True
    return False


class _Trial(NamedTuple):
    """What a trial move reads and changes of one car (a Car without the model)."""

    number: int
    progress: int
    pitted: bool
    in_pit: bool
    pit_wait: int
    place: int | None

    @classmethod
    def of(cls, car: Car) -> _Trial:
        return cls(car.number, car.progress, car.pitted, car.in_pit, car.pit_wait, car.place)

    @property
    def on_track(self) -> bool:
        """Standing on a track field (racing, not in the pit): no other car may end there."""
        return self.place is None and not self.in_pit


def _move(
    pits: tuple[int, int],
    car: _Trial,
    die: int,
    standing: set[int],
    beside: _Trial,
    finished: int,
) -> _Trial | None:
    """`car` after a roll of `die` (`drive`'s rules on plain tuples), the other rolling car
    `beside` where it is (moved or not), the other cars on the fields `standing`,
    `finished` cars over the line before either rolled; None if a pit entry asks."""
    stop, position, _ = count(pits, car.pitted, car.progress, die)
    if stop is Stop.PIT_ENTRY:
        return None
    if stop is Stop.FINISH:
        place = finished + 1 + (beside.place is not None)  # both were racing before
        return _Trial(car.number, lap(), car.pitted, False, car.pit_wait, place)
    if stop is Stop.LAND:
        taken = standing | {beside.progress} if beside.on_track else standing
        spot = free_field(position, car.progress, taken)
        if spot is None:
            return car
        return _Trial(car.number, spot, car.pitted, False, car.pit_wait, car.place)
    # a forced stop, or one that drops nothing
    return _Trial(car.number, position, True, True, PIT_WAIT, car.place)


def _never_worse(
    before: tuple[_Trial, _Trial], ours: tuple[_Trial, _Trial], theirs: tuple[_Trial, _Trial]
) -> bool:
    """Each of our cars at least as far as theirs; cars alike (the same pit status) may
    have swapped places, so then the places are compared as a set."""

    def rank(car: _Trial) -> tuple:
        return (car.place is not None, -(car.place or 0), car.progress)

    def status(car: _Trial) -> tuple:
        return (car.pitted, car.in_pit, car.pit_wait)

    if status(before[0]) == status(before[1]) and sorted(map(status, ours)) == sorted(
        map(status, theirs)
    ):
        return all(
            rank(a) >= rank(b)
            for a, b in zip(sorted(ours, key=rank), sorted(theirs, key=rank), strict=True)
        )
    return all(
        rank(a) >= rank(b) and status(a) == status(b) for a, b in zip(ours, theirs, strict=True)
    )
