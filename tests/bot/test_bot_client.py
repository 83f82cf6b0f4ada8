"""Handlers reach the bot's services through `bot.client.game_bot`, typed: the bot holds
everything that protocol names, and no module reads them off `interaction.client` untyped."""

from __future__ import annotations

import re
from pathlib import Path

from bot.client import GameClient, game_bot

BOT = Path(__file__).resolve().parents[2] / "bot"


async def test_the_running_bot_holds_what_its_handlers_reach(world):
    env, _channel, _members = world
    served = game_bot(env.bot)
    for name in GameClient.__annotations__:
        assert getattr(served, name, None) is not None, name


def test_no_handler_reads_the_services_off_a_client_untyped():
    untyped = re.compile(r"\b(client|bot)\.(tables|renders|clicks)\b.*# type: ignore")
    found = [
        f"{path.relative_to(BOT)}:{number}"
        for path in sorted(BOT.rglob("*.py"))
        if path.name != "client.py"  # its docstring shows what it replaces
        for number, line in enumerate(path.read_text().splitlines(), start=1)
        if untyped.search(line)
    ]
    assert found == []
