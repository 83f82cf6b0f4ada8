"""What /leaderboard and /stats show: tables people read at a glance.

A game with two or more seats is ranked by rating (an Elo-like number, bot/ratings.py);
a game one can play alone (PAC-MAN) is a high-score table, where solo games count for the
best score and never as wins.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

import games
from bot.ratings import shown_rating
from bot.store import RatingRow
from lang import number, tr
from render.table_image import Section

DASH = "—"


def is_high_score_game(rules: games.Game) -> bool:
    """A game one can play alone is ranked by best score."""
    return rules.min_players == 1


def ranked(rules: games.Game, rows: list[RatingRow]) -> list[RatingRow]:
    """The rows in leaderboard order."""
    if is_high_score_game(rules):
        return sorted(rows, key=lambda r: (-(r.best_score or 0), -r.wins, r.games, r.user_id))
    return sorted(rows, key=lambda r: (-rating(r), -r.wins, -r.games, r.user_id))


def rating(row: RatingRow) -> int:
    return shown_rating(row.mu, row.sigma)


def wins_text(row: RatingRow, language: str = "en") -> tuple[str, str]:
    """('3', '60 %') or dashes when the player never played with others."""
    if row.games_with_others == 0:
        return DASH, DASH
    share = round(100 * row.wins / row.games_with_others)
    return number(language, row.wins), tr(language, "stats-percent", share=share)


def places(keys: list[object]) -> list[int]:
    """1, 2, 2, 4...: equal keys share a place."""
    out: list[int] = []
    for index, key in enumerate(keys):
        out.append(out[-1] if index and key == keys[index - 1] else index + 1)
    return out


def columns(language: str, *keys: str) -> list[str]:
    return ["#", *(tr(language, f"board-column-{key}") for key in keys)]


def section(
    rules: games.Game, rows: list[RatingRow], names: Mapping[int, str], language: str = "en"
) -> Section:
    """One game's table in `language`, rows already in leaderboard order."""
    best = [DASH if r.best_score is None else number(language, r.best_score) for r in rows]
    meaning = tr(language, "rating-meaning")
    if is_high_score_game(rules):
        ranks = places([r.best_score for r in rows])
        cells = [
            [
                str(place),
                names[r.user_id],
                score,
                number(language, r.games),
                *wins_text(r, language),
                _rating_or_dash(r),
            ]
            for place, r, score in zip(ranks, rows, best, strict=True)
        ]
        return Section(
            tr(language, "board-high-scores", title=rules.title),
            columns(language, "player", "best", "games", "wins", "win-share", "rating"),
            cells,
            notes=[tr(language, "board-high-score-note"), meaning],
            sorted_by=2,
            lead=0 if rows and rows[0].best_score is not None else None,
        )
    ranks = places([(rating(r), r.wins) for r in rows])
    cells = [
        [
            str(place),
            names[r.user_id],
            str(rating(r)),
            number(language, r.games),
            *wins_text(r, language),
            score,
        ]
        for place, r, score in zip(ranks, rows, best, strict=True)
    ]
    return Section(
        tr(language, "board-leaderboard", title=rules.title),
        columns(language, "player", "rating", "games", "wins", "win-share", "best"),
        cells,
        notes=[meaning],
        sorted_by=2,
    )


def stacked(sections: list[Section]) -> list[Section]:
    """Several games' tables in one picture: the rating's meaning (every section's last
    note) is said once, at the end."""
    said = [replace(s, notes=s.notes[:-1]) for s in sections]
    return said[:-1] + sections[-1:]


def alt_text(sections: list[Section]) -> str:
    """The tables in words, for the image's description (screen readers, search)."""
    parts = []
    for s in sections:
        rows = "; ".join(
            f"{cells[0]}. {cells[1]} "
            + ", ".join(
                f"{column.lower()} {cell}"
                for column, cell in zip(s.columns[2:], cells[2:], strict=True)
            )
            for cells in s.rows
        )
        parts.append(f"{s.title}: {rows}.")
    return " ".join(parts)[:1000]


def stats_line(rules: games.Game, row: RatingRow, language: str = "en") -> str:
    """'Passtally: rating **1137** · 3 wins in 5 games (60 %) · best 38'"""
    parts = []
    if is_high_score_game(rules) and row.best_score is not None:
        parts.append(tr(language, "stats-best-bold", score=row.best_score))
    if row.games_with_others:
        parts.append(tr(language, "stats-rating", rating=str(rating(row))))
        share = round(100 * row.wins / row.games_with_others)
        key = "stats-wins-with-others" if row.solo_games else "stats-wins"
        parts.append(tr(language, key, wins=row.wins, count=row.games_with_others, share=share))
    if row.solo_games:
        parts.append(tr(language, "stats-solo-games", count=row.solo_games))
    if not is_high_score_game(rules) and row.best_score is not None:
        parts.append(tr(language, "stats-best", score=row.best_score))
    return f"{rules.title}: " + " · ".join(parts)


def _rating_or_dash(row: RatingRow) -> str:
    return str(rating(row)) if row.games_with_others else DASH
