"""PAC-MAN's catalogue entry (games/registry.py): where the bot and the renderers find it."""

from __future__ import annotations

from games.pacman import GAME
from games.pacman.actions import Route
from games.registry import Entry, Samples, Scene, page_path


def _preview(state, seat: int) -> dict | None:
    """What the bot draws beside a move: the middle one of the routes it may walk."""
    found = [a for a in GAME.legal_actions(state, seat) if isinstance(a, Route)]
    return {"preview": found[len(found) // 2]} if found else None


ENTRY = Entry(
    game=GAME,
    renderer="render.pacman",
    controls="bot.ui.pacman",
    regions="render.pacman_regions",
    # Roll, choose, Confirm (median 3); a power phase makes the long turns (max 12)
    clicks_per_turn=12,
    rules_page=page_path("pacman"),
    rules_scene=Scene(players=2, moves=25, seed=3),
    samples=Samples(players=4, options={"mode": "arcade"}, preview=_preview),
)
