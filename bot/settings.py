"""The bot's settings, from the environment or a `.env` file (pydantic-settings).

DISCORD_TOKEN   the bot token (secret: never logged, never printed)
DATABASE_PATH   the SQLite file, default var/bot.sqlite3
DEV_GUILD_ID    sync slash commands to this server at once (handy while developing)
LOG_LEVEL       DEBUG, INFO, WARNING...
GAME_PLACE      "thread" (a thread per game) or "channel" (games in the lobby's channel,
                for servers where the bot may not create threads, and the playground)
CHANNEL_MESSAGES_PER_5S  messages the bot sends to one channel within 5 s at most
                (Discord allows about 5; default 5)
RENDER_PROCESSES  worker processes that draw boards (default: one per core; 0 draws in a
                thread of the bot's own process)
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: SecretStr | None = None
    database_path: Path = Path("var/bot.sqlite3")
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    game_place: Literal["thread", "channel"] = "thread"
    shard_count: int | None = None  # None: as many as Discord recommends
    render_processes: int | None = Field(default=None, ge=0)  # None: one per core
    channel_messages_per_5s: int = Field(default=5, ge=1)

    @field_validator("discord_token", mode="before")
    @classmethod
    def _blank_is_none(cls, value: object) -> object:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("log_level")
    @classmethod
    def _upper(cls, value: str) -> str:
        level = value.strip().upper() or "INFO"
        if level not in LEVELS:
            raise ValueError(f"use one of {', '.join(LEVELS)}")
        return level
