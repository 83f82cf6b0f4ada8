"""PUSH, the Ravensburger push-your-luck card game. The rules are in games/push/game.py."""

from __future__ import annotations

from games.push.game import GAME, PushGame
from games.push.state import Phase, PushOptions, PushState

__all__ = ["GAME", "Phase", "PushGame", "PushOptions", "PushState"]
