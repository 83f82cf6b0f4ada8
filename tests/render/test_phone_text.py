"""Boards stay legible on a phone: shown 400 px wide, no text is under 8 px.

Each game's busiest boards are drawn with every cached picture forgotten, so every text
the renderer draws (sprites and static layers included) reports its size."""

from __future__ import annotations

import importlib
import io
from collections import Counter

import pytest
from PIL import Image

import games
from bot.picture_samples import leaderboard_picture, stats_picture
from bot.rules_pages import has_page, scene
from bot.rules_pages import picture as rules_picture
from bot.rules_regions import drawn_board
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


# -- the bot's own pictures: leaderboard, /stats chart, /rules ---------------------------
@pytest.mark.parametrize("name", ["leaderboard", "stats"])
def test_the_leaderboard_and_stats_pictures_are_legible_at_phone_width(name):
    draw_it = {"leaderboard": leaderboard_picture, "stats": stats_picture}[name]
    with text_sizes() as sizes:
        image = draw_it()
    assert len(sizes) > 10, "the picture no longer reports its text sizes"
    smallest = min(sizes) * PHONE_WIDTH / image.width
    assert smallest >= PHONE_TEXT, f"{name}: text {smallest:.1f} px tall at {PHONE_WIDTH} px"


@pytest.mark.parametrize("name", [n for n in games.names() if has_page(n)])
def test_rules_pictures_are_legible_at_phone_width(name):
    """The board fills the picture's width, so its texts keep their phone size; the
    callouts' numbers are drawn at the picture's own scale (what they mean is text in the
    message, bot/rules_pages.notes)."""
    state, names = scene(name)
    with text_sizes() as board_sizes:
        board = drawn_board(name, state, names).image
    with text_sizes() as sizes:
        image = Image.open(io.BytesIO(rules_picture.__wrapped__(name)))
    own = list((Counter(sizes) - Counter(board_sizes)).elements())  # the badges'
    assert board_sizes and len(own) >= 5
    on_board = min(board_sizes) * PHONE_WIDTH / board.width
    badges = min(own) * PHONE_WIDTH / image.width
    assert min(on_board, badges) >= PHONE_TEXT, (name, on_board, badges)
