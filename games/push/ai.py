"""The PUSH AI: expected-value play with real risk estimates.

It knows what any careful player can count: which cards are still in the draw pile (every
card that left it was seen face up), never their order. Values are in points, from the
AI's seat: its own gain minus the average gain of its opponents.

- A card on a bench is worth `survival` of its points (bench cards can still be rolled
  away), a banked card its full points. `survival` falls with the turns left.
- Collecting: each collector takes the column best for them; a roll card in a column
  costs its collector the expected roll loss (bench + column) / 6 (twice that in the
  harder variant, where a star costs the whole bench).
- Draw or stop: draw when the expected value of drawing one more card and placing it as
  well as possible (bust chance counted from the cards left) beats stopping now.
- Where to put a card: the placement whose position is best after one more look ahead.
- Bank instead of pushing when the points a colour would keep safe outweigh a turn.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache

from games.push import rules
from games.push.actions import Bank, Draw, NewColumn, PlaceIn, PushAction, Roll, Stop, Take
from games.push.cards import Kind, all_cards, colour_names
from games.push.state import Phase, PushState


@dataclass(frozen=True)
class Style:
    """The AI's knobs (bench/push_ai.py measures them)."""

    risk_per_turn: float = 0.05  # chance a benched colour is lost per own turn
    cards_per_turn: float = 6.0  # cards drawn per turn, to count the turns left
    turn_value: float = 3.0  # what a pushing turn is worth, against banking instead
    draw_margin: float = 0.0  # draw only if it beats stopping by this much


DEFAULT = Style()

ROLL_TYPE, SWITCH_TYPE = 30, 31


@cache
def _tables() -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """Per card id: colour index (-1 for none), number (0 for none), type (0..31)."""
    names = colour_names()
    colour, number, kind = [], [], []
    for c in all_cards():
        if c.kind is Kind.NUMBER:
            colour.append(names.index(c.colour))
            number.append(c.number)
            kind.append(names.index(c.colour) * 6 + c.number - 1)
        else:
            colour.append(-1)
            number.append(0)
            kind.append(ROLL_TYPE if c.kind is Kind.ROLL else SWITCH_TYPE)
    return tuple(colour), tuple(number), tuple(kind)


class Col:
    """A column as the AI sees it: masks for fitting, points, roll card or not."""

    __slots__ = ("colours", "numbers", "points", "roll")

    def __init__(self, colours: int = 0, numbers: int = 0, points: int = 0, roll: bool = False):
        self.colours, self.numbers, self.points, self.roll = colours, numbers, points, roll

    @classmethod
    def of(cls, ids: list[int]) -> Col:
        col = cls()
        for i in ids:
            col = col.plus(_tables()[2][i])
        return col

    def fits(self, kind: int) -> bool:
        if kind == ROLL_TYPE:
            return not self.roll
        return not (self.colours >> (kind // 6) & 1 or self.numbers >> (kind % 6) & 1)

    def plus(self, kind: int) -> Col:
        if kind == ROLL_TYPE:
            return Col(self.colours, self.numbers, self.points, True)
        return Col(
            self.colours | 1 << (kind // 6),
            self.numbers | 1 << (kind % 6),
            self.points + kind % 6 + 1,
            self.roll,
        )


class Judge:
    """Values positions of one turn from `me`'s point of view."""

    def __init__(self, state: PushState, me: int, style: Style = DEFAULT) -> None:
        self.me, self.players, self.style = me, state.players, style
        self.pusher = state.pusher
        self.harder = state.options.harder
        turns_left = len(state.deck) / (style.cards_per_turn * state.players)
        self.survival = (1 - style.risk_per_turn * (2 if self.harder else 1)) ** turns_left
        colour, number, _ = _tables()
        self.bench = [sum(number[i] for i in bench) for bench in state.benches]
        self.bench_by_colour = [[0] * 5 for _ in range(state.players)]
        for seat, bench in enumerate(state.benches):
            for i in bench:
                self.bench_by_colour[seat][colour[i]] += number[i]
        kinds = Counter(_tables()[2][i] for i in state.deck)
        total = len(state.deck)
        self.odds = [(kind, count / total) for kind, count in kinds.items()] if total else []
        self.way = rules.direction(state)
        self.flipped_way = -self.way

    # -- collecting ---------------------------------------------------------------------

    def gain(self, seat: int, col: Col) -> float:
        """What a column is worth to the seat that collects it, roll risk included."""
        value = self.survival * col.points
        if col.roll:
            value -= self.survival * (self.bench[seat] + col.points) / 6 * (2 if self.harder else 1)
        return value

    def split(self, cols: list[Col], order: list[int]) -> float:
        """My net when each collector in order takes the column best for them."""
        left = list(cols)
        net = 0.0
        for seat in order:
            if not left:
                break
            best = max(range(len(left)), key=lambda k: self.gain(seat, left[k]))
            value = self.gain(seat, left.pop(best))
            net += value if seat == self.me else -value / (self.players - 1)
        return net

    def take_choice(self, cols: list[Col], order: list[int]) -> int:
        """Which of `cols` the first in `order` (me) should take: best net after the rest."""
        return max(
            range(len(cols)),
            key=lambda k: (
                self.gain(order[0], cols[k]) + self.split(cols[:k] + cols[k + 1 :], order[1:])
            ),
        )

    def stop_value(self, cols: list[Col], way: int | None = None) -> float:
        way = self.way if way is None else way
        order = rules.collecting_order(self.pusher, self.players, way, True)
        if not cols:
            return 0.0
        k = self.take_choice(cols, order)
        return self.gain(order[0], cols[k]) + self.split(cols[:k] + cols[k + 1 :], order[1:])

    def bust_value(self, cols: list[Col], way: int) -> float:
        loss = self.survival * self.bench[self.me] / 6 * (2 if self.harder else 1)
        order = rules.collecting_order(self.pusher, self.players, way, False)
        return -loss + self.split(cols, order)

    # -- pushing ------------------------------------------------------------------------

    def placements(self, cols: list[Col], kind: int) -> list[tuple[int, list[Col]]]:
        """(column index or len(cols) for a new one, columns after) for each legal place."""
        out = [
            (k, [*cols[:k], c.plus(kind), *cols[k + 1 :]])
            for k, c in enumerate(cols)
            if c.fits(kind)
        ]
        if len(cols) < rules.MAX_COLUMNS:
            out.append((len(cols), [*cols, Col().plus(kind)]))
        return out

    def draw_value(self, cols: list[Col], way: int, deeper: bool = False) -> float:
        """Expected net of drawing one card, placing it best, then stopping (or, when
        `deeper`, choosing between stopping and one more such draw)."""
        total = 0.0
        for kind, p in self.odds:
            if kind == SWITCH_TYPE:
                total += p * (self.stop_value(cols, -way) if cols else 0.0)
                continue
            options = self.placements(cols, kind)
            if not options:
                total += p * self.bust_value(cols, way)
                continue
            total += p * max(self.after_place(after, way, deeper) for _, after in options)
        return total

    def after_place(self, cols: list[Col], way: int, deeper: bool) -> float:
        stop = self.stop_value(cols, way)
        if not deeper:
            return stop
        return max(stop, self.draw_value(cols, way) - self.style.draw_margin)


def choose(state: PushState, seat: int, style: Style = DEFAULT) -> PushAction:
    """The AI's action for `seat` (deterministic: no randomness at all)."""
    if state.phase is Phase.ROLL:
        return Roll()
    judge = Judge(state, seat, style)
    cols = [Col.of(ids) for ids in state.columns]
    if state.phase is Phase.COLLECT:
        live = [k for k, ids in enumerate(state.columns) if ids]
        order = [seat, *state.pickers]
        pick = judge.take_choice([cols[k] for k in live], order)
        return Take(column=live[pick] + 1)
    if state.phase is Phase.PLACE:
        kind = _tables()[2][state.drawn]
        deeper = len(state.deck) > 0
        index, _ = max(
            judge.placements(cols, kind),
            key=lambda option: judge.after_place(option[1], judge.way, deeper),
        )
        return NewColumn() if index == len(cols) else PlaceIn(column=index + 1)
    if state.phase is Phase.PUSH:
        if not state.columns:  # stopping now collects nothing; a draw can't bust yet
            return Draw()
        stop = judge.stop_value(cols)
        return Draw() if judge.draw_value(cols, judge.way) > stop + style.draw_margin else Stop()
    return _start(state, seat, judge, style)


def _start(state: PushState, seat: int, judge: Judge, style: Style) -> PushAction:
    """Bank the richest colour when keeping it safe is worth more than a pushing turn."""
    by_colour = judge.bench_by_colour[seat]
    best = max(range(5), key=lambda c: by_colour[c])
    if by_colour[best] and (1 - judge.survival) * by_colour[best] > style.turn_value:
        return Bank(colour=colour_names()[best])
    return Draw()
