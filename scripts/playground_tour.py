"""Screenshots of the playground for each game, at a desktop's and a phone's width.

    .venv/bin/python scripts/playground_tour.py [out-dir]   # default /tmp/playground-tour

For each game, Alice opens it, adds an AI, starts, and a few moves are played by SimCord
members; then Debian's chromium opens the page as the player to act and the newest board
is photographed: `<game>-desktop.png` (1280 x 900) and `<game>-phone.png` (390 x 844).
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot import Settings  # noqa: E402
from bot.playground import open_playground  # noqa: E402
from tests.bot.browser import DESKTOP, PHONE, browser_page  # noqa: E402

GAMES = ("passtally", "push", "formula", "pacman")
MOVES = 4


def boards(playground):
    me = playground.bot.user.id
    return [m for m in playground.channel.history() if m.author.id == me and m.attachments]


def pinged(playground, board):
    return next((m for m in playground.members if f"<@{m.id}>" in board.content), None)


async def play_a_little(playground, game: str) -> None:
    alice, channel = playground.member("alice"), playground.channel
    await alice.slash(channel, "play", game=game)
    lobby = channel.last_message
    await alice.click(lobby, label="Add AI")
    await alice.click(lobby, label="Start")
    for _ in range(MOVES):
        board = boards(playground)[-1]
        member = pinged(playground, board)
        controls = [c for row in board.components for c in row.children if c.custom_id]
        moves = [c for c in controls if c.custom_id.startswith("a:")]
        if member is None or not (moves or controls):
            break
        control = (moves or controls)[0]
        if control.type.name == "select":
            await member.select(board, [control.options[0].value], custom_id=control.custom_id)
        else:
            await member.click(board, custom_id=control.custom_id)


async def tour(out: Path) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    shots = []
    for game in GAMES:
        with tempfile.TemporaryDirectory() as tmp:
            settings = Settings(database_path=Path(tmp) / "bot.sqlite3", discord_token=None)
            async with open_playground(settings, port=0) as playground:
                await play_a_little(playground, game)
                await playground.preview.refresh()
                for name, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
                    profile = Path(tmp) / f"profile-{name}"
                    async with browser_page(playground.url, profile, viewport) as page:
                        newest = page.locator("article.channel-message").last
                        await newest.wait_for()
                        await page.wait_for_function(
                            "() => [...document.querySelectorAll('img')]"
                            ".every(img => img.complete && img.naturalWidth > 0)"
                        )
                        await page.wait_for_timeout(1500)  # the page's own scroll settles
                        shot = out / f"{game}-{name}.png"
                        await page.screenshot(path=str(shot))
                        shots.append(shot)
    return shots


if __name__ == "__main__":
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp/playground-tour")
    for path in asyncio.run(tour(target)):
        print(path)
