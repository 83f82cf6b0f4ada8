"""Boards to measure and to learn palettes from: one seeded AI game of each game, with the
seats and options its catalogue entry's `samples` give (every seat colour drawn), previews
beside its moves and its end screen.

    for board in samples("passtally", moves=20):
        png = render.board(board.state, **board.options)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import games

NAMES = ["Ana", "Bo", "Chris", "Dee", "Eli", "Fay"]


@dataclass
class Board:
    """One board to render: a state and the presentation options the bot would pass."""

    state: Any
    options: dict[str, Any]


def ai_states(
    name: str, seed: int = 7, players: int | None = None, steps: int = 20_000
) -> list[Any]:
    """The states of one seeded AI game: all of them (the end included), or its first
    `steps` actions."""
    game, wanted = games.get(name), games.entry(name).samples
    full = wanted.players or game.max_players
    players = players or full
    options = game.Options(**wanted.options) if players == full else None
    state = game.setup(players=players, seed=seed, options=options)
    states = [state]
    for _ in range(steps):
        if game.outcome(state) is not None:
            break
        seat = game.to_act(state)[0]
        state = game.apply(state, seat, game.ai_action(state, seat))
        states.append(state)
    return states


def samples(
    name: str, moves: int, seed: int = 7, players: int | None = None, steps: int = 20_000
) -> list[Board]:
    """`moves` boards spread over one game (or its first `steps` actions), a preview beside
    each, and the last board."""
    states = ai_states(name, seed, players, steps)
    step = max(1, (len(states) - 1) // moves)
    boards = []
    for state in states[:-1:step][:moves]:
        names = NAMES[: state.players]
        boards.append(Board(state, {"names": names}))
        preview = _preview(name, state)
        if preview is not None:
            boards.append(Board(state, {"names": names, **preview}))
    boards.append(Board(states[-1], {"names": NAMES[: states[-1].players]}))
    return boards


def _preview(name: str, state) -> dict[str, Any] | None:
    """What the bot draws beside a move (a move's preview, a private view): the game's
    catalogue entry says."""
    game, preview = games.get(name), games.entry(name).samples.preview
    if preview is None or game.outcome(state) is not None:
        return None
    return preview(state, game.to_act(state)[0])
