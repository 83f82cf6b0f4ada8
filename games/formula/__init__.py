"""Formula 1 by Tactic: the four-Grand-Prix dice-racing championship.

Modules: circuit (the track as data), state, actions, moving (one car's move), flow (turns,
rounds, races), scoring, ai, text, game (the engine contract).
"""

from __future__ import annotations

from games.formula.game import FormulaGame

GAME = FormulaGame()

__all__ = ["GAME", "FormulaGame"]
