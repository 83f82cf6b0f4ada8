from __future__ import annotations

from games.push.state import PushState


def choose(state: PushState, seat: int):
    from games.push.game import GAME

    return GAME.legal_actions(state, seat)[0]
