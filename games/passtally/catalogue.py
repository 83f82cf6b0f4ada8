"""Passtally's catalogue entry (games/registry.py): where the bot and the renderers find it."""

from __future__ import annotations

from games.passtally import GAME
from games.passtally.actions import PlaceTile
from games.registry import Entry, Samples, Scene, page_path


def _preview(state, seat: int) -> dict | None:
    """What the bot draws beside a move: the middle one of the tile placements it may make."""
    found = [a for a in GAME.legal_actions(state, seat) if isinstance(a, PlaceTile)]
    return {"preview": found[len(found) // 2]} if found else None


ENTRY = Entry(
    game=GAME,
    renderer="render.passtally",
    controls="bot.ui.passtally",
    regions="render.passtally_regions",
    # two actions a turn; a tile placed through the panel (median 11, max 12 over 39
    # turns). The ranked select makes it 6 clicks, but each click then holds more of the
    # same decision (which placement), and a first tile turn ran out at 5 min: kept at 12
    # until turns are timed with first-timers
    clicks_per_turn=12,
    clock_options={"sixty_second_turns": 60},  # the sheet's variant: 60-second turns
    rules_page=page_path("passtally"),
    rules_scene=Scene(players=2, moves=30, seed=3),
    samples=Samples(players=4, options={"four_players": True}, preview=_preview),
)
