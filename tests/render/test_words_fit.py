"""A board's words fit in every language: each sample board drawn in each language, no text
runs off the picture it is drawn on, and no two texts overlap (Greek and Polish run 20-40 %
longer than English; the renderers measure what they are handed).

Games whose boards take `lang` are listed; the others still draw English only."""

from __future__ import annotations

import importlib
import io
import re

import pytest
from PIL import Image

import lang
import render
from games.formula.circuit import circuit
from render.common import DrawnText, drawn_texts
from render.samples import samples

IN_EVERY_LANGUAGE = {
    "formula": lambda: samples("formula", moves=4) + samples("formula", moves=2, players=2),
    "pacman": lambda: samples("pacman", moves=3) + samples("pacman", moves=1, players=1, steps=9),
    "passtally": lambda: samples("passtally", moves=4) + samples("passtally", moves=1, steps=3),
    "push": lambda: samples("push", moves=4, players=6) + samples("push", moves=2, players=2),
}
PNG_LIMIT = 150_000
# names a board draws as they are in every language: Formula 1's circuits, PAC-MAN and
# his ghosts
KEPT_NAMES = {
    "formula": {gp.name.upper() for gp in circuit().grands_prix},
    "pacman": {"PAC", "MAN", "Blinky", "Pinky", "Inky", "Clyde"},
}


def _overlap(a: DrawnText, b: DrawnText) -> bool:
    (ax0, ay0, ax1, ay1), (bx0, by0, bx1, by1) = a.box, b.box
    return ax0 < bx1 - 1 and bx0 < ax1 - 1 and ay0 < by1 - 1 and by0 < ay1 - 1


def _problems(texts: list[DrawnText], board: tuple[float, float]) -> list[str]:
    """Texts off the picture they are drawn on (the board, a card, a chip), and texts
    drawn on the board itself over one another."""
    found = []
    for k, text in enumerate(texts):
        x0, y0, x1, y1 = text.box
        width, height = text.picture
        if x0 < -0.5 or y0 < -0.5 or x1 > width + 0.5 or y1 > height + 0.5:
            found.append(f"{text.text!r} runs off its picture: {text.box} in {text.picture}")
        if text.picture != board:
            continue
        for other in texts[k + 1 :]:
            same = other.text == text.text and other.box == text.box  # drawn twice
            if other.picture == board and _overlap(text, other) and not same:
                found.append(f"{text.text!r} overlaps {other.text!r}")
    return found


@pytest.mark.parametrize("locale", lang.locales())
@pytest.mark.parametrize("name", sorted(IN_EVERY_LANGUAGE))
def test_every_text_fits_its_board_in_every_language(name, locale):
    module = importlib.import_module(f"render.{name}")
    for board in IN_EVERY_LANGUAGE[name]():
        with drawn_texts() as texts:
            image = module.picture(board.state, **board.options, lang=locale)
        assert len(texts) > 20
        assert _problems(texts, (float(image.width), float(image.height))) == []
        png = render.board(board.state, **board.options, lang=locale)
        assert len(png) <= PNG_LIMIT and Image.open(io.BytesIO(png)).format == "PNG"


@pytest.mark.parametrize("name", sorted(IN_EVERY_LANGUAGE))
def test_a_greek_board_shows_no_english_word(name):
    """Greek has its own alphabet: a Latin word on a Greek board is English left over
    (the players' names and the seats' letters aside)."""
    module = importlib.import_module(f"render.{name}")
    for board in IN_EVERY_LANGUAGE[name]():
        with drawn_texts() as texts:
            module.picture(board.state, **board.options, lang="el")
        names = set(board.options.get("names") or []) | KEPT_NAMES.get(name, set())
        latin = {w for t in texts for w in re.findall(r"[A-Za-z]{2,}", t.text)} - names
        assert not latin, latin


@pytest.mark.parametrize("locale", lang.locales())
def test_push_final_scores_are_written_whole_beside_a_short_name(locale):
    """The finished board's 'score 124 (bench 89 + bank 35)' beside a short name (an AI
    seat's) is written whole in every language: a Greek board cut it to '… τράπεζα …'."""
    from games.push.state import Phase

    over = [b for b in samples("push", moves=1, players=2)
            if b.state.phase is Phase.OVER]  # fmt: skip
    assert over, "no finished PUSH sample"
    names = [lang.tr(locale, "ai-seat-name", number=str(n)) for n in (1, 2)]
    with drawn_texts() as texts:
        render.plain(over[0].state, **{**over[0].options, "names": names}, lang=locale)
    prefix = lang.tr(locale, "board-push-final", score=0, bench=0, bank=0).split("0")[0]
    finals = [t.text for t in texts if t.text.startswith(prefix)]
    assert len(finals) == 2, [t.text for t in texts]
    assert not [t for t in finals if t.endswith("…")], finals
