"""bench/latency_simcord.py's plumbing, so it cannot rot: a dozen live games of the real
bot on SimCord, the members clicking the posted controls concurrently (no settling), until
every game kind has had moves played through its buttons. No clock is read: the run ends
on the moves themselves."""

from __future__ import annotations

from bench import latency_simcord
from bench.latency_simcord import GAMES


def enough(figures) -> bool:
    return figures.offered >= 24 and all(
        figures.played_by_game.get(kind, 0) >= 2 for kind in GAMES
    )


async def test_members_play_moves_through_the_buttons_and_every_click_is_timed():
    r = await latency_simcord.measure(12, 0, 0, seed=1, think_median=0.01, until=enough)

    assert all(r["played_by_game"].get(kind, 0) >= 2 for kind in GAMES), r["played_by_game"]
    assert r["moves"] >= 24
    assert r["clicks"] == r["acked"] == r["moves"] + r["panel_clicks"]  # every click acked
    assert r["boards"] == sum(r["played_by_game"].values())  # every played move's board
    assert r["moves"] == r["boards"] + round(r["refused"] * r["seconds"]) + r["other_answers"]
    assert r["unanswered"] == 0 and r["stalled"] == 0 and r["bot_errors"] == 0
    assert r["turn_clock_due"] == 0  # 24 h turns: no deadline or reminder within a run
    assert r["rest_per_move"] >= 1  # at least the click's own answer
    assert r["ack_max"] >= r["ack_p50"] > 0 and r["board_max"] >= r["board_p50"] > 0
