"""Two simple PUSH players to measure the AI against (bench/push_ai.py, tests).

- `random_action`: a uniformly random legal action (seeded from the state).
- `fixed_action`: "stop after 3 cards, bank the largest colour": at the start of a turn it
  banks its largest bench colour once that colour holds `bank_at` points or more, else it
  pushes; it puts each card into the first column that takes it (a new column when none
  does), stops once 3 cards lie in the columns, and collects the column with most points.
"""

from __future__ import annotations

from collections.abc import Callable

from games import chance
from games.push.actions import Bank, Draw, NewColumn, PushAction, Stop, Take
from games.push.cards import card
from games.push.game import GAME
from games.push.rules import bench_by_colour
from games.push.state import Phase, PushOptions, PushState

Policy = Callable[[PushState, int], PushAction]


def duel(seed: int, first: Policy, second: Policy, options: PushOptions | None = None):
    """One seeded 2-player game: `first` plays seat seed % 2, `second` the other seat.
    Returns the Outcome seen from `first`: (its rank, the other's rank, score, score)."""
    seat_of_first = seed % 2
    state = GAME.setup(players=2, seed=seed, options=options or PushOptions())
    while (outcome := GAME.outcome(state)) is None:
        seat = GAME.to_act(state)[0]
        policy = first if seat == seat_of_first else second
        state = GAME.apply(state, seat, policy(state, seat))
    other = 1 - seat_of_first
    return (
        outcome.ranks[seat_of_first],
        outcome.ranks[other],
        outcome.scores[seat_of_first],
        outcome.scores[other],
    )


def win_rate(
    games: int,
    first: Policy,
    second: Policy,
    first_seed: int = 0,
    options: PushOptions | None = None,
) -> tuple[float, float, float]:
    """(wins, ties, mean margin) of `first` over `games` seeded duels."""
    wins = ties = 0
    margin = 0.0
    for seed in range(first_seed, first_seed + games):
        mine, theirs, my_score, their_score = duel(seed, first, second, options)
        wins += mine == 1 and theirs == 2
        ties += mine == theirs
        margin += my_score - their_score
    return wins / games, ties / games, margin / games


def random_action(state: PushState, seat: int) -> PushAction:
    legal = GAME.legal_actions(state, seat)
    return chance.rng(state.seed, "random player", state.step).choice(legal)


def fixed_action(state: PushState, seat: int, bank_at: int = 10) -> PushAction:
    legal = GAME.legal_actions(state, seat)
    if state.phase is Phase.START:
        totals = {c: sum(held) for c, held in bench_by_colour(state.benches[seat]).items()}
        colour = max(totals, key=lambda c: totals[c], default=None)
        if colour is None:
            return Draw()
        return Bank(colour=colour) if totals[colour] >= bank_at else Draw()
    if state.phase is Phase.PUSH:
        placed = sum(len(column) for column in state.columns)
        return Stop() if placed >= 3 else Draw()
    if state.phase is Phase.PLACE:
        existing = [a for a in legal if not isinstance(a, NewColumn)]
        return existing[0] if existing else legal[0]
    if state.phase is Phase.COLLECT:
        return max(
            (a for a in legal if isinstance(a, Take)),
            key=lambda a: sum(card(i).points for i in state.columns[a.column - 1]),
        )
    return legal[0]
