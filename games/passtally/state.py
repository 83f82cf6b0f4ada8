"""Passtally's state and lobby options as data."""

from __future__ import annotations

from enum import StrEnum
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from games.core import Options, State
from games.passtally.geometry import Side
from games.phrase import Phrase

ACTIONS_PER_TURN = 2
MARKERS_ON_BOARD = 4


class PasstallyOptions(Options):
    four_players: bool = Field(
        default=False,
        title="4 players (unofficial)",
        description="Unofficial variant: up to 4 players, 16 markers on the 24 spaces.",
        json_schema_extra={
            "choices": {
                "no": "The sheet: 2 or 3 players",
                "yes": "Unofficial variant: up to 4 players, 16 markers on the 24 spaces",
            }
        },
    )
    sixty_second_turns: bool = Field(
        default=False,
        title="60-second turns",
        description="The sheet's variant: 60 seconds a turn; the AI finishes a late turn.",
    )


class Phase(StrEnum):
    SETUP = "setup"  # players put their markers on the edges in the sheet's order
    PLAY = "play"
    OVER = "over"


class Placed(BaseModel):
    """A tile on the board: anchor half on `cell`, second half towards `facing`."""

    model_config = ConfigDict(frozen=True)

    tile: int
    cell: tuple[int, int]
    facing: Side
    level: int


class PasstallyState(State):
    game: Literal["passtally"] = "passtally"
    first: int  # the first player's seat
    phase: Phase = Phase.SETUP
    stacks: list[list[int]]  # face-down tiles of stacks 1-3; the last one is on top
    face_up: list[int | None]  # the face-up tile beside each stack
    placed: list[Placed] = Field(default_factory=list)  # in the order laid
    markers: list[list[int]]  # the spaces of each seat's markers on the board
    scores: list[int]
    current: int  # whose turn it is (in set-up: who places a marker next)
    actions_left: int = ACTIONS_PER_TURN
    setup_edges: list[Side] = Field(default_factory=list)  # the set-up's edges, in order
    final_round: bool = False  # someone passed 50 points or a stack ran out
    end_reason: Phrase | str | None = None  # a sentence in games stored before phrases
    last_passes: int | None = None  # passes the last finished turn scored, for the log
