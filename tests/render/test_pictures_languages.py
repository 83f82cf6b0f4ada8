"""The pictures outside the boards speak their reader's language (issue 26): the /stats
rating chart (private: the viewer's), the /leaderboard table (the server's) and the
animated summary's captions (the game's, or a private viewer's), in every language we
ship. Checked on what is drawn: every one-line text the picture draws (render.common's
drawn_texts) is made of the catalogue's words in that language, names, game titles and
numbers; the captions are read from the animation's job."""

from __future__ import annotations

import re

import pytest

import games
import lang
from bot.picture_samples import NAMES, leaderboard_picture, stats_picture
from bot.replay.frames import animation_job
from bot.replay.record import GameRecord
from bot.store import GameRow, MoveRow, SeatRow, Status
from bot.tables import Table
from render.animation import WIDTH
from render.common import drawn_texts, font

WORD = re.compile(r"[^\W\d_][^\W\d_'’.-]*", re.UNICODE)
TITLES = {word for name in games.names() for word in WORD.findall(games.get(name).title)}


def words_of(texts) -> set[str]:
    return {word for text in texts for word in WORD.findall(text)}


def vocabulary(locale: str, *keys: str, **args: object) -> set[str]:
    """The words the catalogue of `locale` holds for these keys (every plural form)."""
    found = set()
    for key in keys:
        for count in (1, 2, 5, 22):
            found |= words_of([lang.tr(locale, key, **{**args, "count": count, "turns": count})])
    return found


@pytest.mark.parametrize("locale", lang.locales())
def test_the_rating_chart_is_worded_in_its_readers_language(locale):
    with drawn_texts() as drawn:
        stats_picture(locale)
    texts = [d.text for d in drawn]
    assert lang.tr(locale, "board-chart-games-played") in texts
    allowed = vocabulary(locale, "board-chart-games-played", "stats-chart-title", name="Ann")
    assert words_of(texts) <= allowed | TITLES, words_of(texts) - allowed - TITLES


@pytest.mark.parametrize("locale", lang.locales())
def test_the_leaderboard_is_worded_in_its_readers_language(locale):
    with drawn_texts() as drawn:
        leaderboard_picture(locale)
    texts = [d.text for d in drawn]
    columns = [f"board-column-{c}" for c in
               ("player", "rating", "games", "wins", "win-share", "best")]
    for key in columns:
        assert lang.tr(locale, key) in texts
    allowed = vocabulary(
        locale, "board-leaderboard", "board-high-scores", "board-high-score-note",
        "rating-meaning", "stats-percent", *columns, title="", share=5,
    )
    unknown = words_of(texts) - allowed - TITLES - set(NAMES)
    assert not unknown, unknown


def finished_push(game_id: int = 7) -> GameRecord:
    """A short PUSH game played to the end by the AI, as the store hands it to replays."""
    rules = games.get("push")
    state = rules.setup(2, 3, rules.Options())
    moves = []
    while rules.outcome(state) is None:
        seat = rules.to_act(state)[0]
        action = rules.ai_action(state, seat)
        state = rules.apply(state, seat, action)
        moves.append(MoveRow(game_id, len(moves) + 1, seat, None, action.key, 0.0))
    row = GameRow(
        id=game_id, guild_id=1, channel_id=1, thread_id=None, lobby_message_id=None,
        board_message_id=None, board_turn=None, game="push", status=Status.FINISHED,
        host_id=1, options=rules.Options().model_dump_json(), seed=3,
        state=state.model_dump_json(), version=len(moves), deadline=None,
        created_at=0.0, updated_at=0.0,
    )
    seats = [SeatRow(game_id, seat, None, NAMES[seat]) for seat in range(2)]
    return GameRecord(Table(row, seats, rules, state), moves, [])


@pytest.mark.parametrize("locale", lang.locales())
def test_the_animation_is_captioned_in_its_readers_language(locale):
    record = finished_push()
    record = GameRecord(record.table.read_by(locale), record.moves, record.results)
    captions = animation_job(record).captions
    last = len(captions) - 1
    assert captions[0] == lang.tr(locale, "board-replay-start", id="7")
    assert captions[-1] == lang.tr(locale, "board-replay-end", id="7", turns=last)
    assert captions[1] == lang.tr(locale, "board-replay-turn", turn=1, turns=last)
    # the strip under the board holds the longest caption (a game of 999 turns)
    longest = lang.tr(locale, "board-replay-end", id="123456", turns=999)
    assert font(16, True).getlength(longest) <= WIDTH - 20, longest
