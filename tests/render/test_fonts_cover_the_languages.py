"""The fonts the boards draw with (data/fonts, DejaVu Sans and its bold) have a glyph for
every letter the catalogues hold: Greek, Polish (ą ę ł ń ś ź ż), Romanian (ă â î ș ț) and
Spanish (ñ, á, ¿), so no word is drawn as empty boxes."""

from __future__ import annotations

import unicodedata

import pytest
from PIL import Image, ImageDraw

import lang
from render.common import font

MISSING = "\U0010fffd"  # a private-use code point no font has: how a missing glyph looks


def _letters() -> set[str]:
    found: set[str] = set()
    for locale in lang.locales():
        catalogue = lang.catalogues.catalogue(locale)
        for path in sorted(catalogue.folder.glob("*.ftl")):
            text = path.read_text(encoding="utf-8")
            if path.name == "bot.ftl":  # Discord's messages: their emoji are Discord's to draw
                text = "".join(c for c in text if not _emoji(c))
            found.update(text)
    return {c for c in found if not c.isspace() and ord(c) > 127}


def _emoji(char: str) -> bool:
    """An emoji or its variation selector (🎲, ⏳, ▶️), as Discord shows in a message."""
    return (unicodedata.category(char) == "So" and ord(char) >= 0x2300) or char == "\ufe0f"


def _drawn(face, char: str) -> bytes:
    image = Image.new("L", (48, 48))
    ImageDraw.Draw(image).text((8, 8), char, font=face, fill=255)
    return image.tobytes()


def _has_glyph(face, char: str) -> bool:
    return _drawn(face, char) != _drawn(face, MISSING)


@pytest.mark.parametrize("bold", [False, True])
def test_every_letter_of_every_catalogue_has_a_glyph(bold):
    face = font(24, bold)
    letters = _letters()
    assert set("ąęłńśźżăâîșțñάέήίόύώ") <= letters  # the catalogues use them
    wanted = letters | set("ąęłńśźżĄĘŁŃŚŹŻăâîșțĂÂÎȘȚ")
    missing = sorted(c for c in wanted if not _has_glyph(face, c))
    assert not missing, [f"{c} U+{ord(c):04X}" for c in missing]
