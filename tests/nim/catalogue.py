"""Nim's catalogue entry. The tests add it with `games.registry.register(ENTRY)`; a game of
games/ keeps the same module in its package and is found without registering."""

from __future__ import annotations

from pathlib import Path

from games.registry import Entry, Samples, Scene
from tests.nim.rules import GAME, NimState


def _preview(state: NimState, seat: int) -> dict:
    """Beside a move, the bot draws the AI's move crossed out."""
    return {"preview": GAME.ai_action(state, seat)}


ENTRY = Entry(
    game=GAME,
    renderer="tests.nim.render",
    controls="tests.nim.ui",
    regions="tests.nim.render",
    clicks_per_turn=2,  # read the heaps, click a move
    rules_page=Path(__file__).with_name("rules.md"),
    rules_scene=Scene(players=2, moves=1, seed=1),
    samples=Samples(players=2, preview=_preview),
)
