"""Ratings per server and game: OpenSkill's Plackett-Luce model, one team per player.

Only human seats are rated; AI seats play but neither gain nor lose. A game with fewer
than two humans counts in games/wins/best score but leaves mu and sigma alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from openskill.models import PlackettLuce

from bot.store.records import RatingRow, ResultRow

MODEL = PlackettLuce()


@dataclass(frozen=True)
class Standing:
    """Where one seat finished."""

    seat: int
    user_id: int | None
    name: str
    rank: int
    score: int | None
    resigned: bool = False


def rate(
    guild_id: int,
    game: str,
    game_id: int,
    standings: list[Standing],
    current: list[RatingRow],
) -> tuple[list[ResultRow], list[RatingRow]]:
    """The results to record and the players' new ratings."""
    known = {row.user_id: row for row in current}
    humans = [s for s in standings if s.user_id is not None]
    before = {s.user_id: known.get(s.user_id) or _fresh(guild_id, game, s.user_id) for s in humans}
    after = {uid: (row.mu, row.sigma) for uid, row in before.items()}
    if len(humans) >= 2:
        teams = [
            [MODEL.rating(mu=before[s.user_id].mu, sigma=before[s.user_id].sigma)] for s in humans
        ]
        new = MODEL.rate(teams, ranks=[float(s.rank) for s in humans])
        for s, (rating,) in zip(humans, new, strict=True):
            after[s.user_id] = (rating.mu, rating.sigma)
    results, ratings = [], []
    for s in standings:
        old = before.get(s.user_id) if s.user_id is not None else None
        mu, sigma = after[s.user_id] if old else (None, None)
        results.append(
            ResultRow(
                game_id=game_id,
                seat=s.seat,
                user_id=s.user_id,
                name=s.name,
                rank=s.rank,
                score=s.score,
                resigned=s.resigned,
                mu_before=old.mu if old else None,
                sigma_before=old.sigma if old else None,
                mu_after=mu,
                sigma_after=sigma,
            )
        )
        if old is not None and s.user_id is not None:
            best = old.best_score
            if s.score is not None and not s.resigned:
                best = s.score if best is None else max(best, s.score)
            ratings.append(
                RatingRow(
                    guild_id=guild_id,
                    game=game,
                    user_id=s.user_id,
                    mu=mu,
                    sigma=sigma,
                    games=old.games + 1,
                    wins=old.wins + (s.rank == 1 and not s.resigned),
                    best_score=best,
                )
            )
    return results, ratings


def ordinal(mu: float, sigma: float) -> float:
    """The shown rating, mu - 3 sigma: 0 for a newcomer, climbing as results come in."""
    return mu - 3 * sigma


def _fresh(guild_id: int, game: str, user_id: int) -> RatingRow:
    start = MODEL.rating()
    return RatingRow(guild_id, game, user_id, start.mu, start.sigma, 0, 0, None)
