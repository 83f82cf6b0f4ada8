"""The masks one-line texts are stamped from, rasterised once per text, and a new text
of several words put together from its words' masks.

Rasterising a text (FreeType loads, hints and renders every glyph) is the dearest thing
a status line does, and a line like "Rolled 2 + 6 + 4 = 12: 12 steps left" is rarely seen
twice. Its words are: "Rolled", "+", "steps" and the numbers come back board after
board. So a text not seen before is put together from its words, each rendered where
it falls in the line (its pen position's fraction of a pixel included) and cached:

    mask, (dx, dy) = text_mask(font, "Rolled 2 + 6 + 4 = 12: 12 steps left", None, 0, "L")

The pixels are the ones FreeType draws for the whole line (tests/render/test_text_masks.py
checks this for the fonts in data/fonts): a word's glyphs sit where the whole line puts
them, because the fonts do not kern across a space. A text whose words' masks would
overlap is rasterised whole.
"""

from __future__ import annotations

import itertools
import re
from functools import lru_cache

from PIL import Image, ImageFont

_PIECES = re.compile(r"[^ ]+| +")  # words and the runs of spaces between them


@lru_cache(maxsize=4096)
def text_mask(font: ImageFont.FreeTypeFont, text: str, anchor, stroke: float, mode: str):
    """The mask of `text` and its offset from the anchor point, as `font.getmask2` gives
    them (an ImagingCore "L" or "1", and (dx, dy))."""
    if stroke or mode != "L" or not _by_words(anchor) or " " not in text.strip(" "):
        return font.getmask2(text, mode, anchor=anchor, stroke_width=stroke, stroke_filled=True)
    return _from_words(font, text, anchor)


@lru_cache(maxsize=4096)
def text_length(font: ImageFont.FreeTypeFont, text: str, mode: str) -> float:
    """How far the pen moves over `text` (ImageFont.getlength, cached); Draw.textlength
    on an RGB picture measures in mode "L"."""
    return font.getlength(text, mode)


def _by_words(anchor: str | None) -> bool:
    """Texts anchored at their left on a line the font sets (ascender, middle, baseline,
    descender), not by their own ink (top, bottom) or width (middle, right)."""
    return anchor is None or (anchor[0] == "l" and anchor[1] in "amsd")


def _from_words(font: ImageFont.FreeTypeFont, text: str, anchor):
    pen, pieces = 0.0, []  # each word's mask and its corner, from the anchor point
    for piece in _PIECES.findall(text):
        if piece[0] != " ":
            whole = int(pen)
            mask, (dx, dy) = _word_mask(font, piece, anchor, pen - whole)
            pieces.append((mask, whole + dx, dy))
        pen += text_length(font, piece, "L")
    for (before, x0, _), (_, x1, _) in itertools.pairwise(pieces):
        if x0 + before.size[0] > x1:  # a word's glyphs reach into the next one's box
            return font.getmask2(text, "L", anchor=anchor)
    left = pieces[0][1]
    top = min(y for _, _, y in pieces)
    last, x, _ = pieces[-1]
    line = Image.new("L", (x + last.size[0] - left, max(y + m.size[1] for m, _, y in pieces) - top))
    for mask, x, y in pieces:
        line.im.paste(mask, (x - left, y - top, x - left + mask.size[0], y - top + mask.size[1]))
    return line.im, (left, top)


@lru_cache(maxsize=4096)
def _word_mask(font: ImageFont.FreeTypeFont, word: str, anchor, fraction: float):
    """A word's mask with its pen starting `fraction` of a pixel right of a whole pixel."""
    return font.getmask2(word, "L", anchor=anchor, start=(fraction, 0))
