"""Boards stay legible on a phone: shown 400 px wide, no text is under 8 px.

Each game's busiest boards are drawn with every cached picture forgotten, so every text
the renderer draws (sprites and static layers included) reports its size."""

from __future__ import annotations

import importlib

import pytest

from render.common import PHONE_TEXT, PHONE_WIDTH, text_sizes
from render.samples import samples

BUSIEST = {  # most seats, a preview, late in the game (end screens included)
    "formula": lambda: samples("formula", moves=3),
    "pacman": lambda: samples("pacman", moves=2, steps=400),
    "passtally": lambda: samples("passtally", moves=3),
    "push": lambda: samples("push", moves=3, players=6),
}


@pytest.mark.parametrize("name", sorted(BUSIEST))
def test_no_text_is_under_8_px_at_phone_width(name):
    module = importlib.import_module(f"render.{name}")
    with text_sizes() as sizes:
        widths = {module.picture(b.state, **b.options).width for b in BUSIEST[name]()}
    assert len(sizes) > 20, "the renderer no longer reports its text sizes"
    smallest = min(sizes) * PHONE_WIDTH / max(widths)
    assert smallest >= PHONE_TEXT, f"{name}: text {smallest:.1f} px tall at {PHONE_WIDTH} px"
