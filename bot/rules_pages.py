"""/rules pages that teach: a picture of the board with numbered callouts, "How to play
here" (which buttons do what), then the rules in short sections.

The words live in data/rules/<game>.md, one file a game:

    # Title
    One or two lines: what the game is about.
    ## Picture
    1. 0.05 0.44 | What callout 1 points at (x and y as fractions of the board image).
    ## How to play here
    ...
    ## Any other section
    ...
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass
from functools import cache

from PIL import Image, ImageDraw

import games
import render
from games.datafiles import DATA_DIR
from render.common import font, to_png

RULES_DIR = DATA_DIR / "rules"
PICTURE = "Picture"
WIDTH = 800  # the picture's width: a phone shows it at 400 px, text at half size
BADGE, LEGEND = 30, 22  # px at WIDTH: at least 11 px on a phone
CALLOUT = re.compile(r"(\d+)\.\s+([\d.]+)\s+([\d.]+)\s*\|\s*(.+)")
SCENES = {  # a position worth looking at: players, AI moves from the start, seed
    "passtally": (2, 30, 3),
    "push": (3, 14, 3),
    "formula": (2, 40, 3),
    "pacman": (2, 25, 3),
}
NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Flo"]


@dataclass(frozen=True)
class Callout:
    number: int
    x: float  # fractions of the board image
    y: float
    text: str


@dataclass(frozen=True)
class RulesPage:
    title: str
    intro: str
    callouts: list[Callout]
    sections: list[tuple[str, str]]  # (heading, text), "How to play here" first


def has_page(name: str) -> bool:
    return (RULES_DIR / f"{name}.md").exists()


@cache
def page(name: str) -> RulesPage:
    """The game's page, read from data/rules/<name>.md."""
    text = (RULES_DIR / f"{name}.md").read_text(encoding="utf-8")
    head, *parts = re.split(r"^## ", text, flags=re.MULTILINE)
    title, _, intro = head.removeprefix("# ").partition("\n")
    callouts, sections = [], []
    for part in parts:
        heading, _, body = part.partition("\n")
        if heading.strip() == PICTURE:
            for line in body.splitlines():
                if match := CALLOUT.match(line.strip()):
                    number, x, y, words = match.groups()
                    callouts.append(Callout(int(number), float(x), float(y), words.strip()))
        else:
            sections.append((heading.strip(), body.strip()))
    return RulesPage(title.strip(), " ".join(intro.split()), callouts, sections)


def scene(name: str):
    """A game in progress, played by the AI from a fixed seed."""
    players, moves, seed = SCENES[name]
    game = games.get(name)
    state = game.setup(players=players, seed=seed, options=game.Options())
    for _ in range(moves):
        acting = game.to_act(state)
        if not acting:
            break
        state = game.apply(state, acting[0], game.ai_action(state, acting[0]))
    return state, NAMES[:players]


@cache
def picture(name: str) -> bytes:
    """The board of a game in progress with numbered callouts and their legend below."""
    state, names = scene(name)
    board = Image.open(io.BytesIO(render.board(state, names=names))).convert("RGB")
    board = board.resize((WIDTH, round(board.height * WIDTH / board.width)), Image.LANCZOS)
    callouts = page(name).callouts
    legend = [_wrap(f"{c.number}  {c.text}", WIDTH - 60) for c in callouts]
    height = board.height + 16 + sum(30 * len(lines) + 8 for lines in legend)
    image = Image.new("RGB", (WIDTH, height), (250, 250, 247))
    image.paste(board, (0, 0))
    draw = ImageDraw.Draw(image)
    for c in callouts:
        _badge(draw, c.x * WIDTH, c.y * board.height, c.number)
    y = board.height + 12
    for c, lines in zip(callouts, legend, strict=True):
        _badge(draw, 26, y + 15, c.number)
        for line in lines:
            draw.text((52, y + 15), line, font=font(LEGEND), fill=(33, 37, 41), anchor="lm")
            y += 30
        y += 8
    return to_png(image)


def _badge(draw: ImageDraw.ImageDraw, x: float, y: float, number: int) -> None:
    r = BADGE / 2 + 2
    draw.ellipse((x - r, y - r, x + r, y + r), fill=(255, 214, 0), outline=(20, 20, 20), width=3)
    draw.text((x, y), str(number), font=font(20, bold=True), fill=(20, 20, 20), anchor="mm")


def _wrap(text: str, width: int) -> list[str]:
    lines, line = [], ""
    for word in text.split()[1:]:  # the number is drawn as a badge
        trial = f"{line} {word}".strip()
        if line and font(LEGEND).getlength(trial) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line]
