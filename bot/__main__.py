"""`python -m bot`: connect to Discord with DISCORD_TOKEN, else start the local playground
(bot/playground.py: the same bot on SimCord's in-memory Discord, in a browser).

A wrong token gives one clear line, never a traceback, never the token itself; so does a
database that cannot be used (not a database, damaged, read-only, a full disk, a folder that
cannot be made, a newer schema), checked before connecting: exit code 3, no hang.
"""

from __future__ import annotations

import asyncio
import logging
import sys

import aiohttp
import discord
from pydantic import ValidationError


def main() -> int:
    from bot import Settings, create_bot

    try:
        settings = Settings()
    except ValidationError as error:
        problems = "; ".join(
            f"{'.'.join(map(str, e['loc'])).upper()}: {e['msg']}" for e in error.errors()
        )
        print(f"The settings are not valid: {problems}", file=sys.stderr)
        return 2
    logging.basicConfig(
        level=settings.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    logging.getLogger("discord.client").addFilter(_no_voice_warning)
    from bot.store import StoreUnavailable

    try:
        asyncio.run(_check_database(settings))
    except StoreUnavailable as error:
        print(f"Cannot start: {error}", file=sys.stderr)
        return 3
    if settings.discord_token is None:
        # SimCord probes discord.py with an intents-less client when imported.
        logging.getLogger("discord.state").addFilter(_no_simcord_probe_warning)
        from bot import playground

        return playground.main(settings)
    bot = create_bot(settings)
    try:
        bot.run(settings.discord_token.get_secret_value(), log_handler=None)
    except StoreUnavailable as error:
        print(f"Cannot start: {error}", file=sys.stderr)
        return 3
    except discord.LoginFailure:
        print(
            "Discord refused the token: check DISCORD_TOKEN (in .env or the environment).",
            file=sys.stderr,
        )
        return 1
    except discord.PrivilegedIntentsRequired:
        print("Discord refused a privileged intent the bot asked for.", file=sys.stderr)
        return 1
    except (aiohttp.ClientError, OSError) as error:
        print(
            f"Could not reach Discord: {type(error).__name__}. Check the network.", file=sys.stderr
        )
        return 1
    except discord.HTTPException as error:
        print(f"Discord answered {error.status}: {error.text or 'no details'}.", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 0
    return 0


async def _check_database(settings) -> None:
    """Open the database once (creating or upgrading it) and close it again."""
    from bot.store import SqliteStore

    if settings.database_url:  # PostgreSQL: its own connection errors say what is wrong
        return
    store = await SqliteStore.open(settings.database_path)
    await store.close()


def _no_simcord_probe_warning(record: logging.LogRecord) -> bool:
    return "Guilds intent seems to be disabled" not in record.getMessage()


def _no_voice_warning(record: logging.LogRecord) -> bool:
    """The bot has no voice features: drop discord.py's warnings about voice libraries."""
    return "voice will NOT be supported" not in record.getMessage()


if __name__ == "__main__":
    sys.exit(main())
