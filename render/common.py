"""What every renderer shares: fonts from data/, the seat colours and names; the engine's
Draw, palettes and PNG encoding, re-exported for the bot's own pictures."""

from __future__ import annotations

import math
from functools import cache

from PIL import ImageFont

from games.datafiles import DATA_DIR
from lang import tr
from render.engine.draw import (
    Draw,
    DrawnText,
    drawn_often,
    drawn_once,
    drawn_texts,
    text_sizes,
)
from render.engine.palette import PALETTE_DIR, Palette, to_png

FONT_DIR = DATA_DIR / "fonts"

# Okabe–Ito colours: distinguishable with the common colour-vision deficiencies.
# Every seat also gets a letter or shape, never colour alone.
SEAT_COLOURS = [
    (230, 159, 0),  # orange
    (86, 180, 233),  # sky blue
    (0, 158, 115),  # bluish green
    (204, 121, 167),  # reddish purple
    (240, 228, 66),  # yellow
    (213, 94, 0),  # vermillion
]
SEAT_COLOUR_NAMES = ["orange", "blue", "green", "pink", "yellow", "red"]

# Discord shows a board about 400 px wide on a phone; text under ~8 px there is unreadable.
PHONE_WIDTH, PHONE_TEXT = 400, 8


def smallest_text(width: int) -> int:
    """The smallest font size (px) a board `width` px wide may use: PHONE_TEXT px tall
    once the board is shown PHONE_WIDTH px wide."""
    return math.ceil(PHONE_TEXT * width / PHONE_WIDTH)


@cache
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans shipped in data/fonts, so every machine draws the same pixels."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(FONT_DIR / name), size)


def seat_letters(names: list[str] | None, players: int) -> list[str]:
    """One letter per seat: the name's initial when initials are unique, else A, B, C..."""
    default = [chr(ord("A") + seat) for seat in range(players)]
    if not names or len(names) != players:
        return default
    initials = [(name.strip()[:1] or "?").upper() for name in names]
    return initials if len(set(initials)) == players else default


def seat_names(names: list[str] | None, players: int, lang: str | None = None) -> list[str]:
    """The names to print: the given ones, or Player 1, Player 2... in `lang`."""
    if names and len(names) == players:
        return list(names)
    return [tr(lang, "board-player", number=seat + 1) for seat in range(players)]




__all__ = [
    "FONT_DIR",
    "PALETTE_DIR",
    "PHONE_TEXT",
    "PHONE_WIDTH",
    "SEAT_COLOURS",
    "SEAT_COLOUR_NAMES",
    "Draw",
    "DrawnText",
    "Palette",
    "drawn_often",
    "drawn_once",
    "drawn_texts",
    "font",
    "seat_letters",
    "seat_names",
    "smallest_text",
    "text_sizes",
    "to_png",
]
