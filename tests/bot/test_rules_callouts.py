"""The /rules pictures' callouts point at what they name, wherever the renderer puts it,
in every language the board is drawn in."""

from __future__ import annotations

from fnmatch import fnmatchcase

import pytest

import games
import lang
from bot.rules_pages import GAP, RADIUS, WIDTH, badges, has_page, page, scene
from bot.rules_regions import drawn_board
from render.formula_parts import PIT_LANE
from render.pacman import DOT_COLOUR

# Regions without a text of their own, and a colour the renderer paints them with.
REGION_COLOURS = {"pit lane": PIT_LANE, "power pellet": DOT_COLOUR}


def distance(point, box) -> float:
    """From a point to the nearest point of a box (0 inside it)."""
    x, y = point
    left, top, right, bottom = box
    dx, dy = max(left - x, 0, x - right), max(top - y, 0, y - bottom)
    return (dx * dx + dy * dy) ** 0.5


def shows(image, box, colour, tolerance: int = 12) -> bool:
    left, top, right, bottom = (round(v) for v in box)
    region = image.crop((left, top, right, bottom))
    return any(
        all(abs(a - b) <= tolerance for a, b in zip(pixel, colour, strict=True))
        for _count, pixel in region.getcolors(region.width * region.height)
    )


@pytest.mark.parametrize("language", lang.locales())
@pytest.mark.parametrize("name", [n for n in games.names() if has_page(n)])
def test_every_callout_touches_what_it_names(name, language):
    state, names = scene(name)
    drawn = drawn_board(name, state, names, language)
    scale = WIDTH / drawn.image.width
    _board, spots = badges(name, language)
    callouts = page(name).callouts
    assert len(callouts) >= 3
    for c in callouts:
        box = drawn.find(c.target)
        assert box is not None, f"callout {c.number}: {c.target} is not on the board"
        left, top, right, bottom = box
        assert 0 <= left < right <= drawn.image.width and 0 <= top < bottom <= drawn.image.height
        if c.target in REGION_COLOURS:  # the region shows what it names
            assert shows(drawn.image, box, REGION_COLOURS[c.target]), c.target
        scaled = tuple(v * scale for v in box)
        gap = distance(spots[c.number], scaled) - RADIUS
        assert gap <= GAP + 0.5, f"callout {c.number} is {gap:.0f} px away from {c.target}"
    for a in callouts:  # and no badge hides another
        for b in callouts:
            if a.number < b.number:
                (ax, ay), (bx, by) = spots[a.number], spots[b.number]
                assert (ax - bx) ** 2 + (ay - by) ** 2 >= (2 * RADIUS) ** 2


# What the callouts point at on PUSH's and Passtally's boards, as the English board says it.
ENGLISH = {
    "push": ["Column 1", "Collecting*", "bench *", "Switch pile*", "* cards left"],
    "passtally": ["Face-up tiles"],
}


@pytest.mark.parametrize("language", [name for name in lang.locales() if name != lang.DEFAULT])
@pytest.mark.parametrize("name", list(ENGLISH))
def test_a_picture_in_another_language_points_at_its_words(name, language):
    """Those boards are drawn in every language: no English word is left where a callout
    points, and yet every callout finds its place (above)."""
    state, names = scene(name)
    drawn = drawn_board(name, state, names, language)
    english = drawn_board(name, state, names)
    for pattern in ENGLISH[name]:
        assert any(fnmatchcase(text, pattern) for text, _ in english.texts), pattern
        assert not any(fnmatchcase(text, pattern) for text, _ in drawn.texts), pattern
        assert drawn.find(f'"{pattern}"') is not None, pattern
