"""Boards to measure and to learn palettes from: one seeded AI game of each game, with the
most seats it takes (every seat colour drawn), previews beside its moves and its end screen.

    for board in samples("passtally", moves=20):
        png = render.board(board.state, **board.options)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import games

NAMES = ["Ana", "Bo", "Chris", "Dee", "Eli", "Fay"]
PLAYERS = {"passtally": 4, "push": 5, "formula": 6, "pacman": 4}
OPTIONS: dict[str, dict[str, Any]] = {
    "passtally": {"four_players": True},
    "formula": {"races": 1},
    "pacman": {"mode": "arcade"},
}


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
    game = games.get(name)
    players = players or PLAYERS.get(name, game.max_players)
    options = game.Options(**OPTIONS.get(name, {})) if players == PLAYERS.get(name) else None
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
    game = games.get(name)
    states = ai_states(name, seed, players, steps)
    step = max(1, (len(states) - 1) // moves)
    boards = []
    for state in states[:-1:step][:moves]:
        names = NAMES[: state.players]
        boards.append(Board(state, {"names": names}))
        preview = _preview(name, game, state)
        if preview is not None:
            boards.append(Board(state, {"names": names, **preview}))
    boards.append(Board(states[-1], {"names": NAMES[: states[-1].players]}))
    return boards


def _preview(name: str, game, state) -> dict[str, Any] | None:
    """What the bot draws beside a move: a tile or route preview, PUSH's private bank."""
    if game.outcome(state) is not None:
        return None
    seat = game.to_act(state)[0]
    if name == "push":
        return {"viewer": seat}
    if name not in ("passtally", "pacman"):
        return None
    actions = game.legal_actions(state, seat)
    wanted = "PlaceTile" if name == "passtally" else "Route"
    found = [a for a in actions if type(a).__name__ == wanted]
    return {"preview": found[len(found) // 2]} if found else None
