"""A first Passtally AI: take the action that leaves the most passes on own lines."""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.passtally.board import Board
from games.passtally.state import PasstallyState

if TYPE_CHECKING:
    from games.passtally.rules import Action, Passtally


def choose(game: Passtally, state: PasstallyState, seat: int) -> Action:
    legal = game.legal_actions(state, seat)

    def value(action: Action) -> tuple[int, str]:
        after = game.apply(state, seat, action)
        lines = Board(after.placed).complete_lines(after.markers[seat])
        return sum(line.passes for line in lines), action.key

    return max(legal, key=value)
