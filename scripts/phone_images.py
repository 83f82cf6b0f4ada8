"""Pictures as a phone shows them, scaled to 320 px wide: docs/phone/<what>.png.

    .venv/bin/python scripts/phone_images.py            # docs/phone/<game>.png ...
    PYTHONPATH=/path/to/old/checkout python scripts/phone_images.py before

One busy board per game (the most seats, late in an AI game, a preview where the game
has one), in English and, for the games whose boards take a language, in each of the
others (`<game>-<locale>.png`); then the bot's own pictures where the checkout has them
(bot/picture_samples.py): the leaderboard, a /stats chart and each game's /rules picture.
With a label (`before`), the boards alone, named `<game>-<label>.png`.
"""

from __future__ import annotations

import inspect
import io
import sys
from pathlib import Path

from PIL import Image

import render
from render.samples import samples

PHONE_WIDTH = 320
OUT = Path(__file__).resolve().parent.parent / "docs" / "phone"
BOARDS = {
    "formula": lambda: samples("formula", moves=4)[-3],
    "pacman": lambda: samples("pacman", moves=2, steps=400)[-2],
    "passtally": lambda: samples("passtally", moves=4)[-2],
    "push": lambda: samples("push", moves=4, players=6)[-2],
}


def main(label: str | None) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, pick in BOARDS.items():
        board = pick()
        png = render.board(board.state, **board.options)
        save(Image.open(io.BytesIO(png)), f"{name}-{label}" if label else name)
        if label or not _takes_a_language(name):
            continue
        import lang

        for locale in [code for code in lang.locales()[1:] if "-" not in code]:  # not es-419
            png = render.board(board.state, **board.options, lang=locale)
            save(Image.open(io.BytesIO(png)), f"{name}-{locale}")
    if label:
        return
    from bot import picture_samples

    save(picture_samples.leaderboard_picture(), "leaderboard")
    save(picture_samples.stats_picture(), "stats")
    for name, image in picture_samples.rules_pictures().items():
        save(image, f"rules-{name}")


def _takes_a_language(game: str) -> bool:
    draw = render.renderer(game) if hasattr(render, "renderer") else None
    return draw is not None and "lang" in inspect.signature(draw).parameters


def save(image: Image.Image, name: str) -> None:
    image = image.convert("RGB")
    height = round(image.height * PHONE_WIDTH / image.width)
    phone = image.resize((PHONE_WIDTH, height), Image.Resampling.LANCZOS)
    phone.save(OUT / f"{name}.png", optimize=True)
    print(OUT / f"{name}.png")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else None)
