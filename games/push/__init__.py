"""PUSH, the Ravensburger push-your-luck card game (rules: shared/rules/push.md).

- cards.py     the 120-card deck and the die, from data/push/deck.json
- state.py     the state, phases and lobby options (harder variant, switch rule)
- actions.py   Draw, PlaceIn/NewColumn, Stop, Roll, Take, Bank: one button each
- rules.py     the rules as small pure functions (fit, bust, direction, order, rolls)
- game.py      the Game: setup, whose turn, legal actions, applying them, the end
- ai.py        the expected-value AI; baseline.py the players it is measured against
- text.py      the short text form; scenario.py hand-built positions for tests
"""

from __future__ import annotations

from games.push.game import GAME, PushGame
from games.push.state import Phase, PushOptions, PushState

__all__ = ["GAME", "Phase", "PushGame", "PushOptions", "PushState"]
