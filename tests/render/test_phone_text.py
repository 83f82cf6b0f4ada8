"""Boards stay legible on a phone.

The rule (issue 31): every text a player needs for the next decision is at least 9 px tall
when the board is shown 320 px wide; detail only the full view needs may be smaller, but
never under the older floor of 8 px at 400 px wide. A game laid out for it (PHONE_FIRST)
says which size its detail texts use (`DETAIL`) and which words those are; every other
text must meet 9 px. Games not laid out for it yet keep the older floor for all texts.

Each game's busiest boards are drawn in every language with every cached picture
forgotten, so every text the renderer draws (sprites and static layers included) reports
its size and where it landed."""

from __future__ import annotations

import importlib
import io
from collections import Counter

import pytest
from PIL import Image

import games
import lang
from bot.picture_samples import leaderboard_picture, stats_picture
from bot.rules_pages import has_page, scene
from bot.rules_pages import picture as rules_picture
from bot.rules_regions import drawn_board
from games.formula.circuit import circuit
from render import words
from render.common import PHONE_TEXT, PHONE_WIDTH, drawn_texts, text_sizes
from render.fitting import PHONE_NEEDED
from render.fitting import PHONE_WIDTH as PHONE_320
from render.samples import samples

BUSIEST = {  # most seats, a preview, late in the game (end screens included)
    "formula": lambda: samples("formula", moves=3),
    "pacman": lambda: samples("pacman", moves=2, steps=400),
    "passtally": lambda: samples("passtally", moves=3),
    "push": lambda: samples("push", moves=3, players=6),
}
# games laid out for 9 px at 320 px wide: what their detail texts say on a board


def _push_detail(board, locale: str) -> list[str]:
    """PUSH's detail: the catalogue's words for an empty column, no roll yet, who rolled,
    the 2-player note, the colour under a card's number (its shape says it too)."""
    keys = ["board-push-empty", "board-push-none-yet", "board-push-by", "board-push-no-switch",
            "board-push-face", "board-push-bench-empty"]  # fmt: skip
    found = []
    for key in keys:
        for face in ("red", "blue", "green", "yellow", "purple", "star"):
            text = lang.tr(locale, key, player="|", face=face, count=2)
            found.append(text.split("|")[0].strip() or text.split("|")[-1].strip())
    return found


def _passtally_detail(board, locale: str) -> list[str]:
    """Passtally's detail: the last events under the preview (the message lists them)."""
    names = board.options.get("names")
    return [words.say(event, locale, names) for event in board.state.events]


def _formula_detail(board, locale: str) -> list[str]:
    """Formula 1's detail: what the circuit says (the fields' numbers, in one string so
    that a lone digit excuses no other text; the Grand Prix badges and names; the start
    grid's label), the last roll's car beside its die, and the podium's later finishers'
    places and their row's label."""
    circ = circuit()
    state = board.state
    found = [" ".join(str(field) for field in range(circ.fields))]
    found += [gp.name.upper() for gp in circ.grands_prix]
    found += [lang.tr(locale, "board-formula-grid", field=gp.start) for gp in circ.grands_prix]
    found.append(lang.tr(locale, "board-formula-then"))
    if state.last_roll is not None:
        found.append(lang.tr(locale, "board-formula-last-roll", car=state.last_roll.car))
    found += [lang.tr(locale, "board-formula-place", place=place) for place in range(4, 7)]
    return found


def _pacman_detail(board, locale: str) -> list[str]:
    """PAC-MAN's detail: the ghost card's order, what was eaten, why the score waits for
    a section, and the ghosts' initials on their pawns (their colours say it too)."""
    from render.pacman_status import _card_text

    state = board.state
    found = [_card_text(state, locale), "B", "P", "I", "C"]
    found += [lang.tr(locale, "board-pacman-fruit-eaten")]
    found += [lang.tr(locale, "board-pacman-ghosts-eaten", count=state.ghosts_eaten)]
    found += [lang.tr(locale, "board-pacman-why", points=800)]
    return found


PHONE_FIRST = {
    "push": _push_detail,
    "passtally": _passtally_detail,
    "formula": _formula_detail,
    "pacman": _pacman_detail,
}


def _detail_size(module) -> int:
    return module.DETAIL if hasattr(module, "DETAIL") else module.Layout(module.WIDTH).detail


@pytest.mark.parametrize("name", sorted(BUSIEST))
def test_no_text_is_under_8_px_at_phone_width(name):
    module = importlib.import_module(games.entry(name).renderer)
    with text_sizes() as sizes:
        widths = {module.picture(b.state, **b.options).width for b in BUSIEST[name]()}
    assert len(sizes) > 20, "the renderer no longer reports its text sizes"
    smallest = min(sizes) * PHONE_WIDTH / max(widths)
    assert smallest >= PHONE_TEXT, f"{name}: text {smallest:.1f} px tall at {PHONE_WIDTH} px"


@pytest.mark.parametrize("locale", lang.locales())
@pytest.mark.parametrize("name", sorted(PHONE_FIRST))
def test_what_a_player_needs_is_9_px_tall_at_320_px_wide(name, locale):
    module = importlib.import_module(games.entry(name).renderer)
    detail, needed = _detail_size(module), []
    for board in BUSIEST[name]():
        with text_sizes() as sizes, drawn_texts() as texts:
            width = module.picture(board.state, **board.options, lang=locale).width
        assert len(sizes) == len(texts) > 20, "the renderer no longer reports its texts"
        words_of_detail = PHONE_FIRST[name](board, locale)
        for size, text in zip(sizes, texts, strict=True):
            shown = size * PHONE_320 / width
            if shown >= PHONE_NEEDED:
                continue
            assert size == detail, (text.text, f"{shown:.1f} px at {PHONE_320} px")
            if not any(text.text.rstrip("…") in w or w in text.text for w in words_of_detail):
                needed.append(text.text)
        assert detail * PHONE_WIDTH / width >= PHONE_TEXT  # detail: the older floor
    assert not needed, f"{name} in {locale}: needed texts drawn as detail: {needed}"


# -- the bot's own pictures: leaderboard, /stats chart, /rules ---------------------------
@pytest.mark.parametrize("name", ["leaderboard", "stats"])
def test_the_leaderboard_and_stats_pictures_are_legible_at_phone_width(name):
    draw_it = {"leaderboard": leaderboard_picture, "stats": stats_picture}[name]
    with text_sizes() as sizes:
        image = draw_it()
    assert len(sizes) > 10, "the picture no longer reports its text sizes"
    smallest = min(sizes) * PHONE_WIDTH / image.width
    assert smallest >= PHONE_TEXT, f"{name}: text {smallest:.1f} px tall at {PHONE_WIDTH} px"


@pytest.mark.parametrize("name", [n for n in games.names() if has_page(n)])
def test_rules_pictures_are_legible_at_phone_width(name):
    """The board fills the picture's width, so its texts keep their phone size; the
    callouts' numbers are drawn at the picture's own scale (what they mean is text in the
    message, bot/rules_pages.notes)."""
    state, names = scene(name)
    with text_sizes() as board_sizes:
        board = drawn_board(name, state, names).image
    with text_sizes() as sizes:
        image = Image.open(io.BytesIO(rules_picture.__wrapped__(name)))
    own = list((Counter(sizes) - Counter(board_sizes)).elements())  # the badges'
    assert board_sizes and len(own) >= 5
    on_board = min(board_sizes) * PHONE_WIDTH / board.width
    badges = min(own) * PHONE_WIDTH / image.width
    assert min(on_board, badges) >= PHONE_TEXT, (name, on_board, badges)
