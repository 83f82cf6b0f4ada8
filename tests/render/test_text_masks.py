"""A text put together from its words' masks draws the pixels FreeType draws for the
whole text, in the fonts the boards use."""

from __future__ import annotations

import random

import pytest
from PIL import Image

from render.common import Draw, font
from render.engine import masks as text_masks
from render.engine.masks import text_mask

WORDS = [
    "Rolled",
    "2",
    "+",
    "6",
    "+",
    "4",
    "=",
    "12:",
    "12",
    "steps",
    "left",
    "SCORE",
    "1230",
    "LEVEL",
    "Ghosts:",
    "Inky",
    "moves",
    "(P1)",
    "Card:",
    "✓Blinky",
    "▶Pinky",
    "ENERGIZED:",
    "(power",
    "move",
    "of",
    "3)",
    "Fruit",
    "eaten:",
    "pts",
    "19/40",
    "Ævar",
    "Łukasz",
    "Jo",
    "Wave",
    "AVA",
    "To",
    "ff",
    "y,",
    "T.",
    "V",
    "“Yes”",
    "L'",
    "Ty",
    "j/",
    "_f",
    "Lap",
    "2/3",
    "P3",
    "✓",
]


def stamped(text: str, size: int, bold: bool, anchor, mask_of) -> bytes:
    image = Image.new("RGB", (1000, 70), (4, 4, 40))
    draw = Draw(image)
    mask, (dx, dy) = mask_of(font(size, bold), text, anchor)
    draw.draw.draw_bitmap((7 + dx, 30 + dy), mask, draw._ink((250, 230, 0)))
    return image.tobytes()


def whole(typeface, text, anchor):
    return typeface.getmask2(text, "L", anchor=anchor)


def by_words(typeface, text, anchor):
    return text_mask(typeface, text, anchor, 0, "L")


@pytest.mark.parametrize("bold", [False, True])
def test_a_text_put_together_from_its_words_draws_the_whole_texts_pixels(bold):
    rng = random.Random(5)
    text_mask.cache_clear()
    text_masks._word_mask.cache_clear()
    for _ in range(400):
        words = [rng.choice(WORDS) for _ in range(rng.randint(2, 8))]
        text = words[0] + "".join(rng.choice([" ", "  ", "   "]) + w for w in words[1:])
        size, anchor = rng.choice([12, 16, 18, 19, 20, 24, 28]), rng.choice([None, "la", "ls"])
        assert stamped(text, size, bold, anchor, by_words) == stamped(
            text, size, bold, anchor, whole
        ), (text, size, anchor)
    assert text_masks._word_mask.cache_info().currsize > 0  # the words were put together


def test_a_text_whose_words_would_overlap_is_rasterised_whole(monkeypatch):
    monkeypatch.setattr(text_masks, "text_length", lambda typeface, piece, mode: 2.0)
    text_mask.cache_clear()
    text = "Wave  AVA"
    assert stamped(text, 20, False, None, by_words) == stamped(text, 20, False, None, whole)
    text_mask.cache_clear()


def test_texts_set_by_their_ink_or_width_are_rasterised_whole():
    text_masks._word_mask.cache_clear()
    for anchor in ("mm", "ra", "rm", "lt", "lb"):
        text = "SCORE 1230   LEVEL 1"
        assert stamped(text, 24, True, anchor, by_words) == stamped(text, 24, True, anchor, whole)
    assert text_masks._word_mask.cache_info().currsize == 0
