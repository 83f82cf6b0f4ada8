"""The discord.py adapter: settings, store, tables, commands and views.

from bot import create_bot
bot = create_bot("var/bot.sqlite3")      # or create_bot(Settings(...))
"""

from __future__ import annotations

from bot.app import GameBot, create_bot
from bot.settings import Settings

__all__ = ["GameBot", "Settings", "create_bot"]
