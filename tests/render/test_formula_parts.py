"""Formula 1's header and race order are drawn in parts, each drawn once for what it
shows, when no car reached into their rows (render/formula.py), else whole over the
static board's pixels there: both ways give the same board."""

from __future__ import annotations

import pytest

import render.formula as formula
from render.samples import samples


@pytest.fixture
def reaching(monkeypatch):
    """Boards drawn as if a car had reached into the header and the panel."""
    cars = formula.draw_cars

    def draw_cars(pen, look):
        cars(pen, look)
        return 0, formula.HEIGHT

    monkeypatch.setattr(formula, "draw_cars", draw_cars)


def _boards():
    return samples("formula", moves=6)


@pytest.fixture(scope="module")
def in_parts():
    return [formula.board(board.state, **board.options, lang="pl") for board in _boards()]


def test_a_board_drawn_whole_is_the_board_drawn_in_parts(in_parts, reaching):
    for board, parts in zip(_boards(), in_parts, strict=True):
        whole = formula.board(board.state, **board.options, lang="pl")
        assert whole == parts
        assert whole == formula.BOARD.plain_png(board.state, **board.options, lang="pl")

