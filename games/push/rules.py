"""The rules of PUSH as small pure functions, in the order of the rule sheet.

- A number card goes into a column with no card of its number and none of its colour; a
  roll card into a column without a roll card; at most three columns (rules/push.md).
- A card that fits no column busts the pusher.
- The collecting direction comes from the switch cards (one function: `direction`).
- Collecting: the pusher first (unless busted), then the others in that direction, one
  column each; columns left when it comes back round are discarded.
- A roll (after a bust or a collected roll card) discards every benched card of the
  rolled colour; a star is safe, or in the harder variant discards the whole bench.
"""

from __future__ import annotations

from games.phrase import Phrase
from games.push.cards import STAR, Card, Kind, card, colour_names
from games.push.state import PushState, SwitchRule

MAX_COLUMNS = 3
CLOCKWISE, COUNTER_CLOCKWISE = 1, -1


def refusal(column: list[int], new: Card) -> Phrase | None:
    """Why `new` may not go into this column ('already holds a red card (red 1)'), or None
    if it may."""
    for held in map(card, column):
        if new.kind is Kind.ROLL and held.kind is Kind.ROLL:
            return Phrase.of("push-holds-roll")
        if new.kind is Kind.NUMBER and held.kind is Kind.NUMBER:
            name = Phrase.of("push-card", colour=held.colour or "", number=held.number or 0)
            if held.colour == new.colour:
                return Phrase.of("push-holds-colour", colour=new.colour or "", card=name)
            if held.number == new.number:
                return Phrase.of("push-holds-number", number=new.number or 0, card=name)
    return None


def fits(column: list[int], new: Card) -> bool:
    return refusal(column, new) is None


def open_columns(columns: list[list[int]], new: Card) -> list[int]:
    """Indexes (0-based) of the existing columns that may take the card."""
    return [i for i, column in enumerate(columns) if fits(column, new)]


def can_place(columns: list[list[int]], new: Card) -> bool:
    """False means the card busts the pusher: three columns and none takes it."""
    return len(columns) < MAX_COLUMNS or bool(open_columns(columns, new))


def direction(state: PushState) -> int:
    """The collecting direction: CLOCKWISE (seat order) or COUNTER_CLOCKWISE.

    [house] pile rule: the switch pile lasts the game and each card reverses the one
    below it. Publisher's rule (option): an odd count drawn this turn reverses it.
    """
    if state.options.switch_rule is SwitchRule.TURN:
        flips = state.switches_this_turn
    else:
        flips = len(state.switch_pile)
    return COUNTER_CLOCKWISE if flips % 2 else CLOCKWISE


def collecting_order(pusher: int, players: int, way: int, pusher_collects: bool) -> list[int]:
    """Who picks a column, in order: the pusher (if not busted), then the others."""
    others = [(pusher + way * k) % players for k in range(1, players)]
    return [pusher, *others] if pusher_collects else others


def roll_face(faces: list[str], value: int) -> str:
    """The die face for a roll of 1..6."""
    return faces[value - 1]


def roll_losses(bench: list[int], face: str, harder: bool) -> list[int]:
    """The benched cards a roll of `face` discards (banked cards are never at risk)."""
    if face == STAR:
        return list(bench) if harder else []
    return [i for i in bench if card(i).colour == face]


def score(bench: list[int], bank: list[int]) -> int:
    """Each number card on the bench and in the bank scores its number."""
    return sum(card(i).points for i in [*bench, *bank])


def bench_by_colour(bench: list[int]) -> dict[str, list[int]]:
    """The numbers on a bench, colour by colour (colours held only), each list sorted:
    what a player sees laid out before them, and what the Bank choice offers."""
    numbers = {
        c: sorted(card(i).points for i in bench if card(i).colour == c) for c in colour_names()
    }
    return {c: held for c, held in numbers.items() if held}


def bust_chance(columns: list[list[int]], deck: list[int]) -> float:
    """The chance that the next card busts: the share of the cards left that fit no
    column (only possible with three columns). Counted from what is left, not its order."""
    if not deck or len(columns) < MAX_COLUMNS:
        return 0.0
    return sum(not can_place(columns, card(i)) for i in deck) / len(deck)
