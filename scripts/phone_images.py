"""Pictures as a phone shows them, scaled to 400 px wide: docs/phone/<what>-<label>.png.

    .venv/bin/python scripts/phone_images.py after     # docs/phone/<game>-after.png ...
    PYTHONPATH=/path/to/old/checkout python scripts/phone_images.py before

One busy board per game (the most seats, late in an AI game, a preview where the game
has one), then the bot's own pictures where the checkout has them (bot/picture_samples.py):
the leaderboard, a /stats chart and each game's /rules picture.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

from PIL import Image

import render
from render.samples import samples

PHONE_WIDTH = 400
OUT = Path(__file__).resolve().parent.parent / "docs" / "phone"
BOARDS = {
    "formula": lambda: samples("formula", moves=4)[-3],
    "pacman": lambda: samples("pacman", moves=2, steps=400)[-2],
    "passtally": lambda: samples("passtally", moves=4)[-2],
    "push": lambda: samples("push", moves=4, players=6)[-2],
}


def main(label: str) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, pick in BOARDS.items():
        board = pick()
        save(Image.open(io.BytesIO(render.board(board.state, **board.options))), name, label)
    try:
        from bot import picture_samples
    except ImportError:  # an older checkout: the leaderboard and /stats were text then
        print("no leaderboard, /stats or /rules pictures in this checkout")
        return
    save(picture_samples.leaderboard_picture(), "leaderboard", label)
    save(picture_samples.stats_picture(), "stats", label)
    for name, image in picture_samples.rules_pictures().items():
        save(image, f"rules-{name}", label)


def save(image: Image.Image, name: str, label: str) -> None:
    image = image.convert("RGB")
    height = round(image.height * PHONE_WIDTH / image.width)
    phone = image.resize((PHONE_WIDTH, height), Image.Resampling.LANCZOS)
    phone.save(OUT / f"{name}-{label}.png", optimize=True)
    print(OUT / f"{name}-{label}.png")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "after")
