"""What /leaderboard and /stats show: tables people read at a glance.

A game with two or more seats is ranked by rating (an Elo-like number, bot/ratings.py);
a game one can play alone (PAC-MAN) is a high-score table, where solo games count for the
best score and never as wins.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

import games
from bot.ratings import RATING_MEANING, shown_rating
from bot.store import RatingRow
from render.table_image import Section

HIGH_SCORE_NOTE = (
    "Ranked by best score. Wins and win % count the games played with others; "
    "a game played alone is never a win."
)
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


def wins_text(row: RatingRow) -> tuple[str, str]:
    """('3', '60 %') or dashes when the player never played with others."""
    if row.games_with_others == 0:
        return DASH, DASH
    return str(row.wins), f"{round(100 * row.wins / row.games_with_others)} %"


def places(keys: list[object]) -> list[int]:
    """1, 2, 2, 4...: equal keys share a place."""
    out: list[int] = []
    for index, key in enumerate(keys):
        out.append(out[-1] if index and key == keys[index - 1] else index + 1)
    return out


def section(rules: games.Game, rows: list[RatingRow], names: Mapping[int, str]) -> Section:
    """One game's table, rows already in leaderboard order."""
    best = [DASH if r.best_score is None else str(r.best_score) for r in rows]
    if is_high_score_game(rules):
        ranks = places([r.best_score for r in rows])
        cells = [
            [str(place), names[r.user_id], score, str(r.games), *wins_text(r), _rating_or_dash(r)]
            for place, r, score in zip(ranks, rows, best, strict=True)
        ]
        columns = ["#", "Player", "Best", "Games", "Wins", "Win %", "Rating"]
        return Section(
            f"{rules.title} — high scores",
            columns,
            cells,
            notes=[HIGH_SCORE_NOTE, RATING_MEANING],
            sorted_by=2,
            lead=0 if rows and rows[0].best_score is not None else None,
        )
    ranks = places([(rating(r), r.wins) for r in rows])
    cells = [
        [str(place), names[r.user_id], str(rating(r)), str(r.games), *wins_text(r), score]
        for place, r, score in zip(ranks, rows, best, strict=True)
    ]
    columns = ["#", "Player", "Rating", "Games", "Wins", "Win %", "Best"]
    return Section(
        f"{rules.title} — leaderboard", columns, cells, notes=[RATING_MEANING], sorted_by=2
    )


def stacked(sections: list[Section]) -> list[Section]:
    """Several games' tables in one picture: the rating's meaning is said once, at the end."""
    said = [replace(s, notes=[n for n in s.notes if n != RATING_MEANING]) for s in sections]
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


def stats_line(rules: games.Game, row: RatingRow) -> str:
    """'Passtally: rating **1137** · 3 wins in 5 games (60 %) · best 38'"""
    parts = []
    if is_high_score_game(rules) and row.best_score is not None:
        parts.append(f"best score **{row.best_score}**")
    if row.games_with_others:
        parts.append(f"rating **{rating(row)}**")
        others = " with others" if row.solo_games else ""
        parts.append(
            f"{plural(row.wins, 'win')} in {plural(row.games_with_others, 'game')}{others}"
            f" ({round(100 * row.wins / row.games_with_others)} %)"
        )
    if row.solo_games:
        parts.append(f"{plural(row.solo_games, 'solo game')}")
    if not is_high_score_game(rules) and row.best_score is not None:
        parts.append(f"best score {row.best_score}")
    return f"{rules.title}: " + " · ".join(parts)


def plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _rating_or_dash(row: RatingRow) -> str:
    return str(rating(row)) if row.games_with_others else DASH
