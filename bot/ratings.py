"""Ratings per server and game: OpenSkill's Plackett-Luce model, one team per seat.

Every seat of a game with two or more seats takes part: AI seats count as opponents of a
newcomer's strength, fixed (they neither gain nor lose), so beating the AI raises a
player's rating and losing to it lowers it. A solo game (one seat, PAC-MAN alone) leaves
the rating alone and is no win: it counts as a game and for the best score only.

Players see `shown_rating`: OpenSkill's cautious ordinal (mu - 3 sigma) on an Elo-like
scale, 1000 for a newcomer.
"""

from __future__ import annotations

from dataclasses import dataclass

from openskill.models import PlackettLuce

from bot.store.records import RatingRow, ResultRow

MODEL = PlackettLuce()
NEWCOMER = 1000  # the shown rating of mu - 3 sigma = 0: a player with no results
SCALE = 40  # shown points per unit of mu - 3 sigma
# what the rating means, in words: `rating-meaning` in data/locales/*/bot.ftl


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
    solo = len(standings) < 2
    if not solo and humans:
        teams = [[_strength(s, before)] for s in standings]
        new = MODEL.rate(teams, ranks=[float(s.rank) for s in standings])
        for s, (rating,) in zip(standings, new, strict=True):
            if s.user_id is not None:
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
            # a solo game stopped by resigning keeps the score its sheet gives the stop
            if s.score is not None and (solo or not s.resigned):
                best = s.score if best is None else max(best, s.score)
            won = not solo and s.rank == 1 and not s.resigned
            ratings.append(
                RatingRow(
                    guild_id=guild_id,
                    game=game,
                    user_id=s.user_id,
                    mu=mu,
                    sigma=sigma,
                    games=old.games + 1,
                    wins=old.wins + won,
                    best_score=best,
                    solo_games=old.solo_games + solo,
                )
            )
    return results, ratings


def ordinal(mu: float, sigma: float) -> float:
    """OpenSkill's cautious estimate, mu - 3 sigma: 0 for a newcomer."""
    return mu - 3 * sigma


def shown_rating(mu: float, sigma: float) -> int:
    """The rating players see: 1000 for a newcomer, 40 points per unit of mu - 3 sigma,
    never below 0."""
    return max(0, round(NEWCOMER + SCALE * ordinal(mu, sigma)))


def _strength(standing: Standing, before: dict[int, RatingRow]):
    """A seat's rating going into the game: the player's, or a newcomer's for the AI."""
    if standing.user_id is None:
        return MODEL.rating()
    row = before[standing.user_id]
    return MODEL.rating(mu=row.mu, sigma=row.sigma)


def _fresh(guild_id: int, game: str, user_id: int) -> RatingRow:
    start = MODEL.rating()
    return RatingRow(guild_id, game, user_id, start.mu, start.sigma, 0, 0, None)
