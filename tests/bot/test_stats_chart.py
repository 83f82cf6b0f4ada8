"""/stats' rating chart (issue 31.8): two games whose ratings moved alike (Passtally and PUSH
played in turn, won alike) used to be drawn on top of each other, both lines at game 1, 2,
3... Each point now sits at its place among all the member's games, so the lines lie apart,
and the second line is dashed."""

from __future__ import annotations

from dataclasses import replace

from bot.commands.stats import rating_series
from bot.store import FinishedGame, GameRow, ResultRow, Status
from render.common import SEAT_COLOURS
from render.rating_chart import Series, chart_picture

ME, OTHER = 7, 8


def finished(number: int, game: str, before: float, after: float) -> FinishedGame:
    row = GameRow(
        id=number, guild_id=1, channel_id=2, thread_id=None, lobby_message_id=None,
        board_message_id=None, board_turn=None, game=game, status=Status.FINISHED, host_id=ME,
        options="{}", seed=1, state=None, version=1, deadline=None, created_at=number,
        updated_at=number,
    )  # fmt: skip
    mine = ResultRow(number, 0, ME, "me", 1, None, False, before, 8.0, after, 7.5)
    theirs = replace(mine, seat=1, user_id=OTHER, name="them", rank=2)
    return FinishedGame(row, [mine, theirs])


def test_two_games_rated_alike_are_drawn_apart():
    played = []
    for k in range(4):  # the same rating moves in both games, played in turn
        played.append(finished(2 * k + 1, "passtally", 25 + k, 26 + k))
        played.append(finished(2 * k + 2, "push", 25 + k, 26 + k))
    series = rating_series(played, ME)
    assert [s.label for s in series] == ["Passtally", "PUSH"]
    passtally, push = series
    assert passtally.ratings == push.ratings  # the same numbers...
    assert passtally.at == [0, 1, 3, 5, 7] and push.at == [1, 2, 4, 6, 8]  # ...drawn apart
    apart = chart_picture("me: rating", series)
    together = chart_picture("me: rating", [Series(s.label, s.ratings) for s in series])
    second = tuple(max(0, c - 60) for c in SEAT_COLOURS[1])  # the second line's ink

    def second_line_pixels(image) -> int:
        return {colour: n for n, colour in image.getcolors(1 << 20)}.get(second, 0)

    # drawn on top of each other, the first line hid most of the second one
    assert second_line_pixels(apart) > 2 * second_line_pixels(together)
