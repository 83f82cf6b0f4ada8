"""The moves nobody is asked for, played as the bot plays them: in a solo game the ghost
AI's choices, which the PAC-MAN seat owes without a click (`Game.unasked_action`)."""

from __future__ import annotations

import games
from games.pacman.state import PacmanState

GAME = games.get("pacman")


def settle(state: PacmanState, events: list[str] | None = None) -> PacmanState:
    """`state` after every unasked move; its `events` are `events` (default: its own)
    and then theirs, as the bot lists a click's events with the moves it led to."""
    said = list(state.events if events is None else events)
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        action = GAME.unasked_action(state, seat)
        if action is None:
            break
        state = GAME.apply(state, seat, action)
        said += state.events
    state.events = said
    return state


def play(state: PacmanState, seat: int, key: str) -> PacmanState:
    """Apply `key` for `seat`, then the moves nobody is asked for."""
    return settle(GAME.apply(state, seat, GAME.parse_action(key)))
