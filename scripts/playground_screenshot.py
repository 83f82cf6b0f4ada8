"""docs/playground.png: the playground in chromium, a Passtally turn with the tile panel.

    .venv/bin/python scripts/playground_screenshot.py [docs/playground.png]

Alice and Bob play Passtally against an AI in a throw-away database; the set-up markers
and the panel steps are clicked by SimCord members, then Debian's chromium shows the page
as the player whose turn it is, with their private panel and its preview image.
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
from tests.bot.browser import browser_page, page_settled  # noqa: E402


def latest_board(playground):
    me = playground.bot.user.id
    return [m for m in playground.channel.history() if m.author.id == me and m.attachments][-1]


async def to_act(playground):
    """The newest board once it pings a player (boards are drawn in the render pool, so
    the next one may still be on its way)."""
    for _ in range(200):
        board = latest_board(playground)
        if any(f"<@{m.id}>" in board.content for m in playground.members):
            return board
        await asyncio.sleep(0.05)
    raise TimeoutError("no board pings a player")


def pinged(playground, board):
    """The member the board pings: the player to act."""
    return next(m for m in playground.members if f"<@{m.id}>" in board.content)


async def shoot(target: Path) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(database_path=Path(tmp) / "bot.sqlite3", discord_token=None)
        async with open_playground(settings, port=0) as playground:
            alice, bob = playground.member("alice"), playground.member("bob")
            await alice.slash(playground.channel, "play", game="passtally")
            lobby = playground.channel.last_message
            await bob.click(lobby, label="Join")
            await alice.click(lobby, label="Add AI")
            await alice.click(lobby, label="Start")
            while "begins" not in (board := await to_act(playground)).content:
                member = pinged(playground, board)
                controls = [c for row in board.components for c in row.children]
                if controls[0].type.name == "select":
                    menu = controls[0]
                    middle = menu.options[len(menu.options) // 2].value
                    await member.select(board, [middle], custom_id=menu.custom_id)
                else:
                    middle = controls[len(controls) // 2]
                    await member.click(board, custom_id=middle.custom_id)
            board = await to_act(playground)
            player = pinged(playground, board)
            tile = next(
                c
                for row in board.components
                for c in row.children
                if c.type.name == "button" and c.label.startswith("Place tile 2")
            )
            panel = (await player.click(board, custom_id=tile.custom_id)).response
            menu = panel.message.components[0].children[0]  # the places, best first
            value = menu.options[0].value
            panel = (await player.select(panel, [value], custom_id=menu.custom_id)).response
            await playground.preview.refresh()
            viewport = {"width": 1280, "height": 1000}
            async with browser_page(playground.url, Path(tmp) / "profile", viewport) as page:
                await page.locator("#viewer-picker").wait_for()
                await page_settled(page)
                await page.select_option("#viewer-picker", label=player.name.capitalize())
                await page.get_by_text("Only you can see this").last.wait_for()  # their panel
                await page_settled(page)
                await page.wait_for_function(  # the page has scrolled to the panel
                    "() => { const t = document.querySelector('.channel-timeline')"
                    ".getBoundingClientRect(); const b = [...document.querySelectorAll("
                    "'article.channel-message .component-button')].pop()"
                    "?.getBoundingClientRect(); return b && b.bottom <= t.bottom + 1; }"
                )
                await page_settled(page)
                await page.screenshot(path=str(target))
    print(target)


if __name__ == "__main__":
    asyncio.run(shoot(Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "docs/playground.png")))
