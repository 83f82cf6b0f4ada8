"""The PAC-MAN state: pure data, JSON round-trippable. The rules live in other modules."""

from __future__ import annotations

from enum import StrEnum
from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator

from games.core import Options, State
from games.pacman.deck import Ghost

DOT_POINTS_PURIST = 40  # arcade-purist scoring: every Pac-dot also scores 40
SECTION_POINTS = 800  # a mini-board token
GHOST_POINTS = 200  # a blue ghost token
FRUITS: tuple[tuple[str, int], ...] = (("cherry", 100), ("strawberry", 200), ("orange", 500))
ARCADE_LIVES = 3
AI_GHOSTS_LEVELS = 2  # [house] levels an inning lasts by default when no player moves ghosts
POWER_MOVES = 3  # one-die moves after a power pellet
PAC_DICE = 3


class Mode(StrEnum):
    CLASSIC = "classic"  # 1 life, 35 blue cards
    ARCADE = "arcade"  # 3 lives, all 40 cards


class PacmanOptions(Options):
    """Lobby options."""

    mode: Mode = Field(
        default=Mode.CLASSIC,
        description="Classic: 1 life, the 35 blue ghost cards. Arcade: 3 lives, all 40 cards",
        json_schema_extra={
            "choices": {
                "classic": "1 life; the ghosts play the 35 blue cards",
                "arcade": "3 lives; the ghosts play all 40 cards, the faster yellow ones too",
            }
        },
    )
    # [house] "auto", the default: a match against the ghost AI ends in one sitting (the
    # sheet's unlimited levels suit human ghosts, who hunt); see inning.level_limit
    levels_per_inning: Literal[1, 2, 3, "auto"] | None = Field(
        default="auto",
        description="Clearing this many levels ends the inning, score banked, as a catch "
        "does; unlimited: the sheet",
        json_schema_extra={
            "none_means": "unlimited",
            "choices": {
                "auto": f"{AI_GHOSTS_LEVELS} levels when the AI moves the ghosts (solo), "
                "else unlimited (the sheet)",
                "unlimited": "The sheet: the inning ends only when PAC-MAN is caught",
                "1": "Clearing 1 level ends the inning, score banked, as a catch does",
                "2": "Clearing 2 levels ends the inning, score banked, as a catch does",
                "3": "Clearing 3 levels ends the inning, score banked, as a catch does",
            },
        },
    )
    purist_scoring: bool = Field(
        default=False,
        description="Arcade purist: every Pac-dot also scores 40 points",
        json_schema_extra={
            "choices": {
                "no": "The sheet: Pac-dots score nothing themselves",
                "yes": "Arcade purist: every Pac-dot eaten also scores 40 points",
            }
        },
    )

    @field_validator("levels_per_inning", mode="before")
    @classmethod
    def _zero_is_unlimited(cls, value: Any) -> Any:
        """0 means unlimited too (stored as None); yes/no is not a number of levels.
        Games stored before "auto" existed keep what they had (None: unlimited)."""
        if isinstance(value, bool):
            raise ValueError("levels per inning is 1, 2, 3 or unlimited, not yes/no")
        return None if value == 0 else value


class Phase(StrEnum):
    ROLL = "roll"  # PAC-MAN rolls 3 dice
    MOVE = "move"  # PAC-MAN builds his move step by step, then confirms
    POWER_ROLL = "power_roll"  # power phase: roll one die
    POWER_MOVE = "power_move"  # power phase: build the one-die move
    GHOSTS = "ghosts"  # ghost players move the ghosts of the card, in its order
    OVER = "over"


class GhostPawn(BaseModel):
    """A ghost: on a space, in the cage (`at` None), or its eyes on the way home."""

    ghost: Ghost
    at: int | None = None
    eyes: bool = False


class PacmanState(State):
    game: str = "pacman"
    options: PacmanOptions = Field(default_factory=PacmanOptions)
    # the match
    scores: list[int | None] = Field(default_factory=list)  # per seat, once its inning ends
    pacman: int = 0  # seat playing PAC-MAN this inning
    control: list[int | None] = Field(default_factory=list)  # seat per ghost; None = the AI
    innings: int = 0  # innings started so far
    round: int = 0  # PAC-MAN turns so far (all innings)
    # the inning
    level: int = 1
    lives: int = 1
    score: int = 0
    ghosts_eaten: int = 0
    fruit_eaten: list[str] = Field(default_factory=list)
    sections: list[str] = Field(default_factory=list)  # cleared this level
    dots: list[int] = Field(default_factory=list)  # spaces still holding a Pac-dot
    pellets: list[int] = Field(default_factory=list)  # spaces still holding a power pellet
    fruit: str | None = None  # the fruit token on PAC-MAN's start space
    fruits_placed: int = 0  # this level (cherry, strawberry, orange)
    at: int = 0  # PAC-MAN's space
    ghosts: list[GhostPawn] = Field(default_factory=list)  # Blinky, Pinky, Inky, Clyde
    # the turn
    phase: Phase = Phase.ROLL
    roll: list[int] = Field(default_factory=list)  # the dice of the move being built
    path: list[int] = Field(default_factory=list)  # pending steps, nothing eaten yet
    power_left: int = 0  # one-die moves left in the power phase, this one included
    # the ghost deck
    deck: list[str] = Field(default_factory=list)  # draw pile, top first
    discard: list[str] = Field(default_factory=list)
    card: str | None = None  # the card the ghosts are moving by
    card_next: int = 0  # index in the card of the ghost to move now
    opening: bool = True  # the next card is the first since the pawns were set up
    shuffles: int = 0  # shuffles so far (keys the chance of the next one)

    @property
    def energized(self) -> bool:
        return self.phase in (Phase.POWER_ROLL, Phase.POWER_MOVE)

    @property
    def steps(self) -> int:
        """The number of spaces of the move being built."""
        return sum(self.roll)

    def pawn(self, ghost: Ghost) -> GhostPawn:
        return next(p for p in self.ghosts if p.ghost == ghost)

    def ghost_at(self, node: int) -> GhostPawn | None:
        """The ghost pawn (not eyes) standing on `node`, if any."""
        return next((p for p in self.ghosts if p.at == node and not p.eyes), None)
