"""What a player sees in the playground: screenshots of each game, at a desktop's and a
phone's width, mid-game and at the end, and of a lobby.

    .venv/bin/python scripts/playground_tour.py OUT_DIR [--languages en,el]

For each language a fresh playground (a throw-away database) is set to it as
`/config language` does (the playground's members may not run /config: it is for server
managers, and SimCord offers no way to give a member a role without renumbering the
playground's saved ids), then for each game Alice opens it, adds an AI
and starts; SimCord members play (the first move offered, the best place in a panel then
Confirm) and Debian's chromium opens the page as Alice. Written to OUT_DIR/<language>/:

- `lobby-desktop.png`, `lobby-phone.png`: Formula 1's lobby with an AI seat and its options;
- `<game>-mid-desktop.png`, `<game>-mid-phone.png`: Alice's turn after a few moves, the
  newest board and its controls as the page shows them;
- `<game>-end-desktop.png`, `<game>-end-phone.png`: the game played to its end (Alice
  resigns if it has not ended after MAX_CLICKS clicks, 1500 but for PAC-MAN; it says so).

Desktop is 1280 x 900, phone 360 x 740 (Discord's narrowest common phone width).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import sys
import tempfile
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.async_api import TimeoutError as PlaywrightTimeout  # noqa: E402

from bot import Settings  # noqa: E402
from bot import playground as playground_module  # noqa: E402
from bot.playground import open_playground  # noqa: E402
from tests.bot.browser import DESKTOP, SMALL_PHONE, browser_page, page_settled  # noqa: E402

GAMES = ("passtally", "push", "formula", "pacman")
MID_CLICKS = {"passtally": 6, "push": 6, "formula": 6, "pacman": 6}  # Alice's turn after
MAX_CLICKS = {"pacman": 250}  # clicks before Alice resigns (PAC-MAN's ghosts run long)
SHORT = {"formula": "Races"}  # a lobby menu set to its smallest choice: a shorter game
VIEWPORTS = (("desktop", DESKTOP), ("phone", SMALL_PHONE))

IN_VIEW = """kind => {
  const timeline = document.querySelector('.channel-timeline').getBoundingClientRect();
  const all = [...document.querySelectorAll('article.channel-message')];
  const boards = all.filter(m => m.querySelector('img.attachment-image')
    && m.querySelector('.component-button, .select-trigger'));
  const target = kind === 'board' ? boards[boards.length - 1] : all[all.length - 1];
  if (!target) return false;
  const controls = [...target.querySelectorAll('.component-button, .select-trigger')];
  const last = (controls[controls.length - 1] || target).getBoundingClientRect();
  return last.bottom <= timeline.bottom + 1 && last.bottom > timeline.top;
}"""


def boards(playground):
    me = playground.bot.user.id
    return [m for m in playground.channel.history() if m.author.id == me and m.attachments]


def pinged(playground, board):
    return next((m for m in playground.members if f"<@{m.id}>" in board.content), None)


def controls_of(message):
    return [
        c
        for row in message.components
        for c in row.children
        if getattr(c, "custom_id", None) and not getattr(c, "disabled", False)
    ]


async def act(member, message, depth: int = 0) -> None:
    """One move's worth of clicks on `message` (a board or a panel): a move if one is
    offered, else open the panel and choose in it (the best place, then Confirm)."""
    controls = controls_of(message)
    # on a board: a move's button, a panel's, then their menus; in a panel: Confirm (a
    # move), then its menus (the best place first), never its buttons (another tile, Cancel)
    order = ("a:", "ps:") if depth else ("a:", "p:", "as:", "ps:")
    ranked = sorted(
        (c for c in controls if c.custom_id.startswith(order)),
        key=lambda c: order.index(c.custom_id.split(":")[0] + ":"),
    )
    control = (ranked or [None])[0]
    if control is None:
        return
    custom_id = control.custom_id
    if control.type.name == "select":
        result = await member.select(message, [control.options[0].value], custom_id=custom_id)
    else:
        result = await member.click(message, custom_id=custom_id)
    panel = getattr(result.response, "message", None)  # a panel opened or drawn again
    opened = panel is not None and panel.components  # (an answer to a menu: not ephemeral)
    if opened and depth < 6 and not custom_id.startswith(("a:", "as:")):
        await act(member, panel, depth + 1)


async def shorten(playground, lobby, game: str) -> None:
    """Set the lobby's menu named in SHORT to its first (smallest) choice."""
    alice = playground.member("alice")
    for control in controls_of(lobby):
        if control.type.name != "select" or SHORT.get(game) is None:
            continue
        if any(o.label.startswith(SHORT[game]) for o in control.options):
            smallest = min(control.options, key=lambda o: o.label)
            await alice.select(lobby, [smallest.value], custom_id=control.custom_id)


async def current_board(playground, game_id: int):
    """The game's board message once it shows the game's current version (boards are drawn
    in the render pool, so the next one may still be on its way); None once it is over."""
    store = playground.bot.tables.store
    for _ in range(1200):  # a script's patience: 60 s
        row = await store.game(game_id)
        if row.status != "active":
            return None
        shown = row.board_message_id
        board = next((m for m in playground.channel.history() if m.id == shown), None)
        mark = f":{game_id}:{row.version}:"
        if board is not None and any(mark in c.custom_id for c in controls_of(board)):
            return board
        await asyncio.sleep(0.05)
    raise TimeoutError(f"game #{game_id}: no board shows its current version")


async def play(playground, game_id: int, clicks: int) -> bool:
    """Up to `clicks` clicks by whoever is pinged; True once the game is over."""
    for _ in range(clicks):
        board = await current_board(playground, game_id)
        if board is None:
            return True
        member = pinged(playground, board)
        if member is None:
            raise RuntimeError(f"game #{game_id}: the board pings nobody: {board.content[:80]}")
        await act(member, board)
    return await current_board(playground, game_id) is None


async def shoot(playground, out: Path, name: str, kind: str, profile: Path) -> list[Path]:
    """The page as Alice sees it now, at both widths; `kind` is what must be in view at
    the bottom of the channel: the newest 'board' with its controls, or the newest 'message'."""
    for attempt in range(3):  # a loaded machine may take longer than SimCord's 5 s settling
        try:
            await playground.preview.refresh()
            break
        except TimeoutError:
            if attempt == 2:
                raise
    shots = []
    for width, viewport in VIEWPORTS:
        async with browser_page(playground.url, profile / f"{name}-{width}", viewport) as page:
            for wait in (page_settled(page), in_view(page, kind), page_settled(page)):
                try:
                    await wait
                except PlaywrightTimeout:  # photographed all the same: the page's fault to see
                    print(f"{out.name}/{name}-{width}: not settled, or not in view", flush=True)
            shot = out / f"{name}-{width}.png"
            await page.screenshot(path=str(shot))
            shots.append(shot)
    return shots


async def in_view(page, kind: str) -> None:
    await page.wait_for_function(IN_VIEW, arg=kind, timeout=30_000)


async def tour(out: Path, language: str, games: tuple[str, ...] = GAMES) -> list[Path]:
    out.mkdir(parents=True, exist_ok=True)
    # The tour refreshes the pages itself; the playground's own clock moves and refreshes
    # (after 5 s without clicks: a slow board) would overlap its clicks.
    playground_module.QUIET_SECONDS = float("inf")
    shots: list[Path] = []
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(database_path=Path(tmp) / "bot.sqlite3", discord_token=None)
        async with open_playground(settings, port=0) as playground:
            alice, channel = playground.member("alice"), playground.channel
            if language != "en":  # what `/config language` saves for the server
                store = playground.bot.tables.store
                chosen = await store.guild_settings(playground.guild.id)
                await store.set_guild_settings(replace(chosen, language=language))
            for number, game in enumerate(games, start=1):
                await alice.slash(channel, "play", game=game)
                lobby = channel.last_message
                await alice.click(lobby, custom_id=f"l:{number}:ai")  # Add AI
                await shorten(playground, channel.last_message, game)
                if game == "formula":
                    shots += await shoot(playground, out, "lobby", "message", Path(tmp))
                lobby = next(m for m in channel.history() if m.id == lobby.id)
                await alice.click(lobby, custom_id=f"l:{number}:start")
                await play(playground, number, MID_CLICKS[game])
                for _ in range(600):  # the AI's reply may still be on its way: Alice's turn
                    board = await current_board(playground, number)
                    if board is None or pinged(playground, board) is alice:
                        break
                    await asyncio.sleep(0.05)
                else:
                    print(f"{game}: mid-game, the board pings someone else", flush=True)
                shots += await shoot(playground, out, f"{game}-mid", "board", Path(tmp))
                clicks = MAX_CLICKS.get(game, 1500)
                if not await play(playground, number, clicks):
                    print(f"{game}: not over after {clicks} clicks: Alice resigns", flush=True)
                    with contextlib.suppress(TimeoutError):  # still settling: shoot() waits
                        await alice.slash(channel, "resign", game_id=number)
                shots += await shoot(playground, out, f"{game}-end", "message", Path(tmp))
    return shots


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="the directory the screenshots go to")
    parser.add_argument("--languages", default="en", help="e.g. en,el (a /config language)")
    parser.add_argument("--games", default=",".join(GAMES), help="e.g. pacman (all four)")
    args = parser.parse_args()
    games = tuple(args.games.split(","))
    for language in args.languages.split(","):
        for path in asyncio.run(tour(args.out / language, language, games)):
            print(path, flush=True)


if __name__ == "__main__":
    main()
