"""User text made safe to show on Discord: names escaped, echoes cut short.

Display names are chosen by users: they may hold markdown (`**`, masked links), mentions
(`@everyone`, `<@123>`), zero-width or direction-changing characters. Wherever the bot shows
one, it goes through `safe_name`; anything else a user typed that is echoed back goes
through `clip`.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

import discord

NAME_LIMIT = 32  # Discord's own limit for display names
# zero-width characters and bidirectional controls (they hide or reorder what follows)
_INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\u00ad]")


def clip(text: str, limit: int) -> str:
    """`text` on one line, at most `limit` characters (an ellipsis says it was cut)."""
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def plain(text: str) -> str:
    """Without invisible characters or control codes."""
    text = _INVISIBLE.sub("", unicodedata.normalize("NFC", text))
    return "".join(c for c in text if unicodedata.category(c) != "Cc")


@lru_cache(maxsize=4096)  # the same few names are shown on every board
def plain_name(name: str) -> str:
    """A display name for pictures and thread titles: no hidden characters, no escaping,
    at most NAME_LIMIT characters (an empty result becomes "?")."""
    return clip(plain(name), NAME_LIMIT) or "?"


@lru_cache(maxsize=4096)
def safe_name(name: str) -> str:
    """A display name as text on Discord: no markdown, no mentions, no hidden characters,
    at most NAME_LIMIT characters (an empty result becomes "?")."""
    return discord.utils.escape_mentions(discord.utils.escape_markdown(plain_name(name)))
