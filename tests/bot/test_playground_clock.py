"""The playground keeps real time (issue 31.2): a turn's deadline, its countdown and its
time-out follow the wall clock, as on Discord, whatever SimCord's clock does.

SimCord's clock stands still between actions and the playground moves it to the wall
clock only when nobody clicks; deadlines used to be kept in it (shown early by the lag)
and a time-out fired early when it caught up. The page counted "in N minutes" from its
last refresh. The test runs a short PUSH turn (15 s, the game's default for the test)
in Chromium, lets Alice's time run out, and checks what the page showed and when the AI
played, against the wall clock.
"""

from __future__ import annotations

import re
import time
from datetime import datetime
from pathlib import Path

import pytest

from bot import Settings, turns
from bot import playground as playground_module
from bot.playground import open_playground
from bot.tables import timer
from tests.bot.browser import browser_page, needs_chromium, open_lobby_with_ai

TURN = 15  # seconds: longer than SimCord's 5 s settling, short enough to wait out


@pytest.fixture
def pg_settings(tmp_path: Path) -> Settings:
    return Settings(database_path=tmp_path / "bot.sqlite3", discord_token=None)


@needs_chromium
async def test_a_turn_runs_out_on_the_wall_clock(pg_settings, tmp_path, monkeypatch):
    for module in (turns, timer):  # PUSH's own clock, where lobbies and the timer read it
        monkeypatch.setattr(module, "game_default", lambda game: TURN)
    async with open_playground(pg_settings, port=0) as playground:
        async with browser_page(playground.url, tmp_path / "profile") as page:
            await open_lobby_with_ai(page, "push")
            started = time.time()
            await page.locator("button.component-button", has_text="Start").last.click()
            # Alice's turn: the newest board pings her with a deadline and a countdown.
            board = page.locator("article.channel-message", has_text="Deadline").last
            countdown = board.locator("time.discord-timestamp[data-relative-unix]")
            await countdown.wait_for(timeout=30_000)
            shown = time.time()
            deadline = int(await countdown.get_attribute("data-relative-unix"))
            assert int(started) + TURN <= deadline <= shown + TURN, (started, deadline, shown)
            clock = board.locator("time.discord-timestamp:not([data-relative-unix])")
            iso = await clock.get_attribute("datetime")
            assert datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp() == deadline
            words = await countdown.inner_text()
            seconds = int(re.fullmatch(r"in (\d+) seconds?", words).group(1))
            assert 0 < seconds <= TURN, words
            # It counts down as the reader's clock moves (Discord updates it too).
            await page.wait_for_function(
                "([unix, words]) => [...document.querySelectorAll("
                "`time[data-relative-unix='${unix}']`)].some(t => t.textContent !== words)",
                arg=[str(deadline), words],
            )
            # Meanwhile SimCord's clock catches up with the wall clock whenever nobody
            # clicks, as it does between turns in real play: the jump must not cut the turn.
            monkeypatch.setattr(playground_module, "QUIET_SECONDS", 0.5)
            monkeypatch.setattr(playground_module, "CLOCK_SECONDS", 1.0)
            await page.get_by_text("ran out of time").first.wait_for(timeout=(TURN + 30) * 1000)
            seen = time.time()
        moves = await playground.bot.tables.store.moves(1)
        auto = [m for m in moves if m.auto]
        assert auto, moves
        assert auto[0].at >= deadline, f"the AI played {deadline - auto[0].at:.1f} s early"
        assert auto[0].at <= seen, "the AI played before the page said the time ran out"
        assert auto[0].at >= started + TURN, "the turn lasted its whole length of wall time"
        assert playground.env.errors == []
