"""Formula 1's catalogue entry (games/registry.py): where the bot and the renderers find it."""

from __future__ import annotations

from games.formula import GAME
from games.registry import Entry, Samples, Scene, page_path

ENTRY = Entry(
    game=GAME,
    renderer="render.formula",
    controls="bot.ui.formula",
    regions="render.formula_regions",
    # the turn's one Roll; a pit question or two close cars add one (max 3)
    clicks_per_turn=1,
    rules_page=page_path("formula"),
    rules_scene=Scene(players=2, moves=40, seed=3),
    samples=Samples(players=6, options={"races": 1}),
)
