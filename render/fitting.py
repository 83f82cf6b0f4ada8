"""Laying out words whose length depends on the language: a size that fits, a line
shortened with an ellipsis, words wrapped onto lines.

Greek and Polish run 20-40 % longer than English, so a renderer measures the words it is
handed instead of trusting a width chosen for English.
"""

from __future__ import annotations

import math

from PIL import ImageDraw, ImageFont

from render.common import font

# Discord shows a board about 320 px wide on a phone: a text a player needs for the next
# decision is at least this tall there (detail only the full view needs may be smaller).
PHONE_WIDTH, PHONE_NEEDED = 320, 9


def needed_text(width: int) -> int:
    """The smallest font size (px) for a needed text on a picture `width` px wide."""
    return math.ceil(PHONE_NEEDED * width / PHONE_WIDTH)


def fitting_font(
    draw: ImageDraw.ImageDraw, text: str, width: float, largest: int, smallest: int, bold=False
) -> ImageFont.FreeTypeFont:
    """The largest font from `largest` down to `smallest` px in which `text` fits `width`
    (`smallest` when none does: shorten or wrap it then)."""
    for size in range(largest, smallest, -1):
        if draw.textlength(text, font=font(size, bold)) <= width:
            return font(size, bold)
    return font(smallest, bold)


def shorten(draw: ImageDraw.ImageDraw, text: str, text_font, width: float) -> str:
    """The text, cut with '…' to fit `width` pixels (a name beside other words)."""
    if draw.textlength(text, font=text_font) <= width:
        return text
    while text and draw.textlength(text + "…", font=text_font) > width:
        text = text[:-1]
    return text + "…"


def wrap(draw: ImageDraw.ImageDraw, text: str, text_font, width: float) -> list[str]:
    """The words on as many lines as they need within `width` pixels (a single word
    wider than that is shortened)."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and draw.textlength(trial, font=text_font) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    lines.append(line)
    return [shorten(draw, one, text_font, width) for one in lines]
