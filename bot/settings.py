"""The bot's settings, from the environment or a `.env` file (pydantic-settings).

DISCORD_TOKEN   the bot token (secret: never logged, never printed)
DATABASE_PATH   the SQLite file, default var/bot.sqlite3
DATABASE_URL    postgresql://user:pass@host:port/db: use PostgreSQL instead (wins over
                DATABASE_PATH); several bot processes can share one such database
DATABASE_POOL_SIZE  connections each process keeps to PostgreSQL at most (default 10)
SHARD_COUNT     Discord shards in all (default: as many as Discord recommends)
SHARD_IDS       this process's shards, comma-separated ("0,1"; default: all of them);
                its turn clock handles only the games of these shards' servers
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
from typing import Annotated, Literal

from pydantic import Field, SecretStr, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_file=".env", env_file_encoding="utf-8", extra="ignore")

    discord_token: SecretStr | None = None
    database_path: Path = Path("var/bot.sqlite3")
    dev_guild_id: int | None = None
    log_level: str = "INFO"
    game_place: Literal["thread", "channel"] = "thread"
    database_url: str | None = None
    database_pool_size: int = 10
    shard_count: int | None = None  # None: as many as Discord recommends
    render_processes: int | None = Field(default=None, ge=0)  # None: one per core
    channel_messages_per_5s: int = Field(default=5, ge=1)
    shard_ids: Annotated[tuple[int, ...] | None, NoDecode] = None  # None: every shard

    @field_validator("database_url", mode="before")
    @classmethod
    def _blank_url_is_none(cls, value: object) -> object:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("database_url")
    @classmethod
    def _postgresql_url(cls, value: str | None) -> str | None:
        if value is not None and not value.startswith(("postgresql://", "postgres://")):
            raise ValueError("use postgresql://user:password@host:port/database")
        return value

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _comma_separated(cls, value: object) -> object:
        if isinstance(value, str):
            parts = [part.strip() for part in value.split(",") if part.strip()]
            return tuple(int(part) for part in parts) if parts else None
        return value

    @model_validator(mode="after")
    def _shards_in_range(self) -> Settings:
        if self.shard_ids is not None:
            if self.shard_count is None:
                raise ValueError("SHARD_IDS needs SHARD_COUNT")
            wrong = [i for i in self.shard_ids if not 0 <= i < self.shard_count]
            if wrong:
                raise ValueError(f"shard ids {wrong} are not within 0..{self.shard_count - 1}")
        return self

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
