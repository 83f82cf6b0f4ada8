"""The cheap encode keeps the board's colours: every seat colour survives exactly, and the
board kind's fixed palette (data/palettes/) still fits what its renderer draws."""

from __future__ import annotations

import importlib
import io
from functools import cache

import pytest
from PIL import Image, ImageChops

import games
import render
from render.common import SEAT_COLOURS
from render.samples import samples

GAMES = ["formula", "pacman", "passtally", "push"]
FAR = 12  # grey levels: a pixel further than this from its drawn colour is visibly off


@cache
def boards(name: str):
    """A few boards of a game with the most seats it takes, mid-game and previews."""
    return samples(name, moves=3, steps=300)


def decoded(board) -> Image.Image:
    png = render.board(board.state, **board.options)
    return Image.open(io.BytesIO(png)).convert("RGB")


def colours(image: Image.Image) -> dict[tuple[int, int, int], int]:
    return {rgb: count for count, rgb in image.getcolors(maxcolors=1 << 24)}


@pytest.mark.parametrize("name", GAMES)
def test_every_seat_colour_is_in_the_png_exactly(name):
    board = boards(name)[-2]
    seats = SEAT_COLOURS[: board.state.players]
    assert len(seats) >= 4
    module = importlib.import_module(games.entry(name).renderer)
    drawn = colours(module.picture(board.state, **board.options))
    assert set(seats) <= set(drawn), "the renderer no longer draws every seat colour"
    assert set(seats) <= set(colours(decoded(board)))


@pytest.mark.parametrize("name", GAMES)
def test_the_fixed_palette_still_fits_the_renderer(name):
    """If this fails after a colour change: .venv/bin/python scripts/learn_palettes.py"""
    module = importlib.import_module(games.entry(name).renderer)
    for board in boards(name):
        picture = module.picture(board.state, **board.options).convert("RGB")
        hist = ImageChops.difference(picture, decoded(board)).histogram()  # 3 x 256 bins
        samples = 3 * picture.width * picture.height
        mean_error = sum((v % 256) * n for v, n in enumerate(hist)) / samples
        far = sum(n for v, n in enumerate(hist) if v % 256 > FAR) / samples
        assert mean_error < 1.5, f"data/palettes/{name}.png is off by {mean_error:.2f} on average"
        assert far < 0.005, f"{far:.1%} of {name}'s pixels are off by more than {FAR} levels"
