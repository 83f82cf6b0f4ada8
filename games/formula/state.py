"""The state of a Formula 1 championship: cars, the race in progress, results so far."""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, Field

from games.core import Options, State

POINTS = [10, 6, 4, 3, 2, 1]  # 1st..6th place of a race (sheet, "Punktacja")
CARS = 6  # every race has six cars (sheet: "We wszystkich wyścigach bierze udział sześć")
# [house] the colours of the six cars; the renderer draws owners' seat colours instead
CAR_COLOURS = ["red", "blue", "green", "yellow", "white", "black"]


class FormulaOptions(Options):
    """Lobby options: how many of the four Grands Prix to race ([house], default all 4)."""

    races: int = Field(
        default=4,
        ge=1,
        le=4,
        json_schema_extra={
            "choices": {
                "1": "A single Grand Prix: the quickest game",
                "2": "The first 2 of the 4 Grands Prix, points added up",
                "3": "The first 3 of the 4 Grands Prix, points added up",
                "4": "The whole season: all 4 Grands Prix, points added up",
            }
        },
    )


class Phase(StrEnum):
    TURN = "turn"  # the acting player rolls for their cars, one `Roll` each
    PIT = "pit"  # a move paused at an optional pit entry: `Pit now` or `Stay out`
    EXTRA = "extra"  # the last-placed player rolls for the extra cars
    OVER = "over"


class Car(BaseModel):
    """One of the six cars. `progress` counts fields driven in this race (48 = a lap)."""

    number: int  # 1..6
    owner: int | None  # seat, or None for an extra car
    progress: int = 0
    pitted: bool = False  # has stopped in this race (compulsory once)
    in_pit: bool = False  # off the track, in the pit beside its pit entry
    pit_wait: int = 0  # turns still to sit out in the pit
    place: int | None = None  # finishing place in this race, once finished

    @property
    def racing(self) -> bool:
        return self.place is None


class PausedMove(BaseModel):
    """A move stopped at an optional pit entry, waiting for `Pit now` or `Stay out`."""

    car: int
    entry: int  # distance of the pit entry from the start
    left: int  # pips still to drive if the car stays out
    start: int  # where the move began (progress): a car is never put back behind it
    extra: bool = False  # an extra car's move (the extra cars' phase goes on after it)


class LastRoll(BaseModel):
    """The most recent roll, for the board: who rolled, for which car, what."""

    seat: int
    car: int
    value: int


class FormulaState(State):
    game: Literal["formula"] = "formula"
    races: int = 4  # Grands Prix in this championship
    race: int = 0  # index of the Grand Prix being raced (0 = Monaco)
    round: int = 1  # round of the current race
    cars: list[Car] = Field(default_factory=list)
    order: list[int] = Field(default_factory=list)  # seat order this race, starter first
    start_rolls: list[list[int]] = Field(default_factory=list)  # per attempt, per seat in play
    order_pos: int = 0  # whose turn in `order`; len(order) means the extra cars' turn
    phase: Phase = Phase.TURN
    acting: int = 0  # the seat that must decide now
    to_move: list[int] = Field(default_factory=list)  # cars still to roll this turn
    paused: PausedMove | None = None
    rolling_on: bool = False  # RollAll: after the pit question, roll the player's other cars
    extras_left: list[int] = Field(default_factory=list)  # extra cars still to roll
    finishers: list[int] = Field(default_factory=list)  # car numbers, in finishing order
    results: list[list[int]] = Field(default_factory=list)  # finishing orders of past races
    last_roll: LastRoll | None = None

    def car(self, number: int) -> Car:
        return self.cars[number - 1]

    def cars_of(self, seat: int | None) -> list[Car]:
        return [car for car in self.cars if car.owner == seat]
