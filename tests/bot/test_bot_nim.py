"""A fifth game the bot has never heard of: Nim (tests/nim/), its rules, renderer, controls,
/rules page and catalogue entry in its own folder. Registered here, it is played end to end
through Discord (SimCord) like the four real games: lobby, board pictures, clicks, results."""

from __future__ import annotations

import io
import re
import subprocess
from pathlib import Path

import pytest
from PIL import Image

from games import registry
from tests.bot.conftest import private
from tests.nim.catalogue import ENTRY

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def nim():
    """Nim's catalogue entry, registered before the bot is built (it offers the games
    registered then)."""
    registry.register(ENTRY)
    yield ENTRY.game
    registry.unregister(ENTRY.name)


async def picture(message) -> Image.Image:
    return Image.open(io.BytesIO(await message.attachments[0].read())).convert("RGB")


def badge(colour) -> bool:
    """A callout badge's yellow (255, 214, 0), as the PNG's palette keeps it."""
    return all(abs(a - b) < 4 for a, b in zip(colour, (255, 214, 0), strict=True))


async def test_nim_is_played_end_to_end(world, driver):
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    lobby = (await alice.slash(channel, "play", game="nim")).response
    assert "Nim" in lobby.content and "2 min" in lobby.content  # its clock, from its entry
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    (thread,) = channel.threads
    board = driver.board(thread)
    assert "Heaps: A 3 · B 4 · C 5" in board.content  # its own controls' facts line
    first = await picture(board)
    assert first.size[0] == 800
    labels = [c.label for c in driver.controls(board) if c.type.name == "button"]
    assert "Take 5 from C" in labels and "Take 1 from A" in labels

    wrong = bob if driver.to_act(board) is alice else alice
    refused = await wrong.click(board, label="Take 1 from A")
    assert "not your turn" in private(refused).lower()

    seen = [first.tobytes()]
    for _ in range(12):  # 12 stones: at most 12 moves
        board = driver.board(thread)
        if "is over" in board.content:
            break
        member = driver.to_act(board)
        buttons = [c for c in driver.controls(board) if (c.label or "").startswith("Take ")]
        take = max(buttons, key=lambda b: int(b.label.split()[1]))  # the most stones
        await member.click(board, custom_id=take.custom_id)
        seen.append((await picture(driver.board(thread))).tobytes())
    assert "is over" in board.content and "🥇" in board.content
    assert len(set(seen)) == len(seen)  # every move drew a new board
    assert not env.errors


async def test_nim_has_a_rules_page_with_callouts(world):
    _env, channel, m = world
    answer = (await m["alice"].slash(channel, "rules", game="nim")).response
    assert answer.ephemeral
    (embed,) = answer.message.embeds
    assert embed.title == "Nim · 2 players"
    assert [f.name for f in embed.fields] == [
        "The numbers on the picture",  # the callouts in words
        "How to play here",
        "Winning",
    ]
    shown = await picture(answer.message)
    assert shown.width == 800
    # the callouts' badges sit on the board (a callout that names nothing on it fails)
    on_board = shown.crop((0, 0, 800, 390))  # the board
    assert any(badge(colour) for _n, colour in on_board.getcolors(1 << 20))


def test_no_other_file_knows_nim():
    """Nim is its folder, this test and nothing else: no other source file names it."""
    files = subprocess.run(
        ["git", "ls-files", "*.py", "data", "*.toml"], cwd=ROOT, capture_output=True, text=True
    ).stdout.split()
    mine = {"tests/bot/test_bot_nim.py"}
    named = [
        path
        for path in files
        if not path.startswith("tests/nim/") and path not in mine
        and re.search(r"\bnim\b", (ROOT / path).read_text(errors="replace"), re.IGNORECASE)
    ]
    assert named == []
