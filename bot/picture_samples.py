"""The bot's own pictures with made-up players, as members see them: a /leaderboard of
every game, a /stats rating chart and each game's /rules picture. For the phone-width
images in docs/phone/ (scripts/phone_images.py) and the legibility test
(tests/render/test_phone_text.py)."""

from __future__ import annotations

import io

from PIL import Image

import games
from bot import leaderboard
from bot.rules_pages import has_page
from bot.rules_pages import picture as rules_picture
from bot.store import RatingRow
from lang import tr
from render.rating_chart import Series, chart_picture
from render.table_image import tables_picture

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve", "Flo", "Gus", "Hal", "Ivy", "Jo"]
# (mu, sigma, games, wins, best score) for each player, strongest first
RECORDS = [
    (31.2, 2.9, 24, 15, 61),
    (28.4, 3.1, 19, 9, 55),
    (27.0, 3.8, 12, 6, 58),
    (25.9, 4.6, 8, 3, 47),
    (24.1, 6.2, 3, 1, 40),
]


def leaderboard_picture(language: str = "en") -> Image.Image:
    """/leaderboard with no game named: each game's top five in one picture."""
    sections = []
    for turn, name in enumerate(games.names()):
        rules = games.get(name)
        rows = [
            RatingRow(1, name, seat + 1, mu, sigma, played, wins, best, solo_games=2 * (seat == 0))
            for seat, (mu, sigma, played, wins, best) in enumerate(RECORDS)
        ]
        names = {seat + 1: NAMES[(seat + 3 * turn) % len(NAMES)] for seat in range(len(RECORDS))}
        ranked = leaderboard.ranked(rules, rows)
        sections.append(leaderboard.section(rules, ranked, names, language))
    return tables_picture(leaderboard.stacked(sections))


def stats_picture(language: str = "en") -> Image.Image:
    """/stats for a member who plays two games (the catalogue's last two)."""
    first, second = (games.get(name).title for name in games.names()[-2:])
    series = [
        Series(first, [1000, 1041, 1088, 1069, 1114, 1152, 1137, 1171]),
        Series(second, [1000, 962, 1003, 1030, 1058]),
    ]
    return chart_picture(tr(language, "stats-chart-title", name="Ann"), series, language)


def rules_pictures() -> dict[str, Image.Image]:
    """Each game's /rules picture."""
    return {
        name: Image.open(io.BytesIO(rules_picture(name)))
        for name in games.names()
        if has_page(name)
    }
