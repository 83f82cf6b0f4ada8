"""`python -m bot`: connect to Discord with DISCORD_TOKEN, else explain how to set one up.

A wrong token gives one clear line, never a traceback, never the token itself.
"""

from __future__ import annotations

import logging
import sys

import aiohttp
import discord
from pydantic import ValidationError

NO_TOKEN = """\
No DISCORD_TOKEN is set, so there is no Discord to connect to.

To run the bot on Discord:
  1. Create an application and a bot at https://discord.com/developers/applications
  2. Put its token in a file named .env here:   DISCORD_TOKEN=your-token
     (or export DISCORD_TOKEN in the environment)
  3. Invite the bot with the scopes `bot` and `applications.commands`, then run ./run.sh again.
Optional: DATABASE_PATH (default var/bot.sqlite3), DEV_GUILD_ID, LOG_LEVEL, GAME_PLACE.
"""


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
    if settings.discord_token is None:
        print(NO_TOKEN)
        return 1
    bot = create_bot(settings)
    try:
        bot.run(settings.discord_token.get_secret_value(), log_handler=None)
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


def _no_voice_warning(record: logging.LogRecord) -> bool:
    """The bot has no voice features: drop discord.py's warnings about voice libraries."""
    return "voice will NOT be supported" not in record.getMessage()


if __name__ == "__main__":
    sys.exit(main())
