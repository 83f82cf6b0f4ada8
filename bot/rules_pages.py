"""/rules pages that teach: a picture of the board with numbered callouts, "How to play
here" (which buttons do what), then the rules in short sections.

The words live in one file a game, the `rules_page` of its catalogue entry
(data/rules/<game>.md for the games of games/), and the position pictured is its
`rules_scene`:

    # Title
    One or two lines: what the game is about.
    ## Picture
    1. "RACE ORDER" left | What callout 1 points at: a text the board shows, or a
       region of its layout (bot/rules_regions.py), and the side its badge sits on.
    ## How to play here
    ...
    ## Any other section
    ...
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw

import games
import lang
from bot.rules_regions import Box, drawn_board
from render.common import Draw, font, to_png

PICTURE = "Picture"
WIDTH = 800  # the picture's width: a phone shows it at 400 px, text at half size
BADGE = 30  # px at WIDTH: at least 15 px on a phone, its number 10
RADIUS, GAP = BADGE / 2 + 2, 2  # a badge's outer radius; its gap to what it points at
CALLOUT = re.compile(r'(\d+)\.\s+("[^"]+"|[a-z ]+?)\s+(left|right|above|below|on)\s*\|\s*(.+)')
NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Flo"]


@dataclass(frozen=True)
class Callout:
    number: int
    target: str  # a quoted text on the board, or a region's name (bot/rules_regions.py)
    side: str  # where the badge sits: left, right, above or below the target, or on it
    text: str


@dataclass(frozen=True)
class RulesPage:
    title: str
    intro: str
    callouts: list[Callout]
    sections: list[tuple[str, str]]  # (heading, text), "How to play here" first


def has_page(name: str) -> bool:
    path = games.entry(name).rules_page
    return path is not None and path.exists()


def page_file(name: str, language: str = "en") -> Path:
    """The file of the game's page in `language`: its translation (data/rules/<locale>/
    <game>.md) along the language's fallback chain, else the English page."""
    path = games.entry(name).rules_page
    if path is None:
        raise LookupError(f"{name} has no /rules page")
    for catalogue in lang.catalogues.chain(language):
        translated = path.parent / catalogue.name / path.name
        if catalogue.name != lang.DEFAULT and translated.exists():
            return translated
    return path


@cache
def page(name: str, language: str = "en") -> RulesPage:
    """The game's page in `language`, read from its catalogue entry's `rules_page`
    (data/rules/<game>.md, English) or its translation beside it (data/rules/<locale>/
    <game>.md, along the language's fallback chain). A translation keeps the English
    page's callouts, numbers and targets (the English words the callout points at: the
    picture finds them in its own language), and its sections in the same order."""
    text = page_file(name, language).read_text(encoding="utf-8")
    head, *parts = re.split(r"^## ", text, flags=re.MULTILINE)
    title, _, intro = head.removeprefix("# ").partition("\n")
    callouts, sections = [], []
    for part in parts:
        heading, _, body = part.partition("\n")
        if heading.strip() == PICTURE:
            for line in body.splitlines():
                if match := CALLOUT.match(line.strip()):
                    number, target, side, words = match.groups()
                    callouts.append(Callout(int(number), target, side, words.strip()))
        else:
            sections.append((heading.strip(), body.strip()))
    return RulesPage(title.strip(), " ".join(intro.split()), callouts, sections)


def scene(name: str):
    """A game in progress, played by the AI from a fixed seed."""
    game, at = games.get(name), games.entry(name).rules_scene
    state = game.setup(players=at.players, seed=at.seed, options=game.Options())
    for _ in range(at.moves):
        acting = game.to_act(state)
        if not acting:
            break
        state = game.apply(state, acting[0], game.ai_action(state, acting[0]))
    return state, NAMES[: at.players]


@cache
def picture(name: str, language: str = "en") -> bytes:
    """The board of a game in progress, its words in `language`, with its numbered
    callouts. What each number means is text beside it (`notes`), not drawn under the
    board: a picture a legend made tall was shown small, its notes barely legible."""
    board, spots = badges(name, language)
    draw = Draw(board)
    for c in page(name).callouts:
        _badge(draw, *spots[c.number], c.number)
    return to_png(board)


def notes(name: str, language: str = "en") -> str:
    """What each number on the picture points at, one line each, for the message."""
    return "\n".join(f"**{c.number}.** {c.text}" for c in page(name, language).callouts)


def badges(name: str, language: str = "en") -> tuple[Image.Image, dict[int, tuple[float, float]]]:
    """The board in `language` scaled to WIDTH, and where each callout's badge goes on it:
    beside (or on) what it names, as the renderer drew it, kept inside the picture."""
    state, names = scene(name)
    drawn = drawn_board(name, state, names, lang.normalise(language))
    scale = WIDTH / drawn.image.width
    board = drawn.image.resize((WIDTH, round(drawn.image.height * scale)), Image.LANCZOS)
    spots = {}
    for c in page(name).callouts:
        box = drawn.find(c.target)
        if box is None:
            raise LookupError(f"{name}: callout {c.number} names {c.target}, not on the board")
        x, y = beside(tuple(v * scale for v in box), c.side)
        spots[c.number] = (_within(x, board.width), _within(y, board.height))
    return board, spots


def beside(box: Box, side: str) -> tuple[float, float]:
    """The centre of a badge touching `box` on that side (or centred on it)."""
    left, top, right, bottom = box
    reach = RADIUS + GAP
    x, y = (left + right) / 2, (top + bottom) / 2
    return {
        "left": (left - reach, y),
        "right": (right + reach, y),
        "above": (x, top - reach),
        "below": (x, bottom + reach),
        "on": (x, y),
    }[side]


def _within(value: float, size: int) -> float:
    return min(max(value, RADIUS), size - RADIUS)


def _badge(draw: ImageDraw.ImageDraw, x: float, y: float, number: int) -> None:
    r = RADIUS
    draw.ellipse((x - r, y - r, x + r, y + r), fill=(255, 214, 0), outline=(20, 20, 20), width=3)
    draw.text((x, y), str(number), font=font(20, bold=True), fill=(20, 20, 20), anchor="mm")
