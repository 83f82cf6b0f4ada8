"""PUSH's catalogue entry (games/registry.py): where the bot and the renderers find it."""

from __future__ import annotations

from games.push import GAME
from games.registry import Entry, Samples, Scene, page_path


def _preview(state, seat: int) -> dict:
    """What the bot draws beside a move: the board as the acting seat sees it (its bank)."""
    return {"viewer": seat}


ENTRY = Entry(
    game=GAME,
    renderer="render.push",
    controls="bot.ui.push",
    # draw, place, push or stop, the column picks: each a decision (median 5.5, max 18)
    clicks_per_turn=12,
    rules_page=page_path("push"),
    rules_scene=Scene(players=3, moves=14, seed=3),
    samples=Samples(players=5, preview=_preview),
)
