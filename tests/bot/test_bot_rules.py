"""/rules that teach: a picture with callouts, "How to play here" naming the real
controls, then short sections in plain words (with the rules of issue 16)."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from PIL import Image

import games
from bot import rules_pages

ROOT = Path(__file__).resolve().parents[2]
PHONE = 400
JARGON = ("sheet's order", "A·A", "X·X", "1 more passes", "[house]", "the sheet")


def controls_source(name: str) -> str:
    """Every text the bot's controls for a game can show: its UI, its actions and their
    English words."""
    files = [*ROOT.glob(f"bot/ui/{name}*.py"), *ROOT.glob(f"games/{name}/*.py")]
    files += ROOT.glob("data/locales/en/*.ftl")  # the words of its controls
    return "\n".join(path.read_text(encoding="utf-8") for path in files)


@pytest.mark.parametrize("name", games.names())
def test_each_game_has_a_page_that_names_its_real_controls(name):
    page = rules_pages.page(name)
    headings = [heading for heading, _ in page.sections]
    assert headings[0] == "How to play here" and "House choices" in headings
    assert len(page.callouts) >= 4  # where each points: tests/bot/test_rules_callouts.py
    text = page.intro + "".join(body for _, body in page.sections)
    assert not [word for word in JARGON if word in text]
    assert all(len(body) <= 1024 for _, body in page.sections)  # an embed field
    assert len(text) + sum(len(c.text) for c in page.callouts) < 5500  # an embed's total
    source = controls_source(name)
    how = page.sections[0][1]
    labels = [label for label in re.findall(r"\*\*(.+?)\*\*", how) if label[-1] not in ":."]
    missing = [label for label in labels if label not in source]
    assert labels and not missing, f"{name}: no control says {missing}"


def test_the_pages_say_the_rules_as_they_are_now():
    text = {name: str(rules_pages.page(name)) for name in games.names()}
    assert "stop at any moment, even before any card went into a column" in text["push"]
    assert "collected more cards" in text["push"]  # the tie-break, a house choice
    assert "first player picks which of the two remaining edges comes third" in text["passtally"]
    assert "last face-down tile turns face up" in text["passtally"]
    assert "**levels per inning** (auto, 1, 2, 3 or unlimited)" in text["pacman"]
    assert "Auto, the default, is 2 levels when the AI moves the ghosts" in text["pacman"]
    assert "Extra cars are driven by the last-placed player" in text["formula"]


@pytest.mark.parametrize("name", games.names())
def test_the_picture_reads_on_a_phone(name):
    image = Image.open(io.BytesIO(rules_pages.picture(name)))
    assert image.width == rules_pages.WIDTH
    assert rules_pages.BADGE * PHONE / image.width >= 14  # a callout's badge, px on a phone
    # no legend drawn under the board (the notes are text): not taller than the board is
    assert image.height == rules_pages.badges(name)[0].height
    assert len(rules_pages.picture(name)) < 200_000


async def test_rules_answer_with_the_picture_and_the_sections(world):
    _env, channel, m = world
    answer = (await m["alice"].slash(channel, "rules", game="passtally")).response
    assert answer.ephemeral
    (embed,) = answer.message.embeds
    assert embed.title == "Passtally · 2–3 players (4 with an option)"
    names = [f.name for f in embed.fields]
    assert names[:3] == ["The numbers on the picture", "How to play here", "Set-up"]
    notes = embed.fields[0].value.splitlines()
    callouts = rules_pages.page("passtally").callouts
    assert notes == [f"**{c.number}.** {c.text}" for c in callouts]  # legible as text
    assert embed.image.url is None  # the message's own image: Discord shows it larger
    assert len(embed) <= 6000
    (picture,) = answer.message.attachments
    assert picture.description.startswith("1: The 24 spaces around the board")
    assert Image.open(io.BytesIO(await picture.read())).width == rules_pages.WIDTH
