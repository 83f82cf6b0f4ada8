"""The local playground: the real bot on SimCord's in-memory Discord, played in a browser.

`python -m bot` (./run.sh) without a DISCORD_TOKEN lands here. The unmodified bot
(`create_bot(settings)`) runs on `simcord` with one server, a `#games` channel and three
members; SimCord's preview serves that channel on a loopback page where you type `/play`,
switch member with "Viewing as" and click the bot's real buttons.

What the playground does around the bot, and why:

- **Games in the channel.** A preview shows one channel and cannot open threads, so the
  bot runs with `game_place="channel"`: boards are posted under the lobby, in #games.
- **A stable world.** Games are saved in the bot's own SQLite file (settings.database_path),
  so the server, channel and members must keep their ids from one run to the next. The
  server id is pinned; SimCord numbers everything else from a fixed virtual instant in
  creation order, so the world is built first, before the bot starts (its command sync
  takes ids too). The ids are written beside the database and checked on the next run.
- **The clock.** The bot keeps its deadlines in the wall clock (`bot.now = time.time`),
  as on Discord. SimCord's own clock starts at 2026-01-01 each run and stands still
  between actions; it is moved to the wall clock at start (so new message ids never meet
  ids stored by an earlier run, and timestamps are real), then once a minute while nobody
  clicks. Deadlines cannot follow that clock: it lags the wall clock while people click
  and jumps when it catches up, which showed deadlines minutes early and fired a turn's
  time-out as early as the lag (a 6-minute turn ran out after 5). Bot timers
  (asyncio.sleep in bot tasks) last their real length: SimCord backs each one with a
  real-time fallback, and a timer the clock's jump wakes early finds its deadline not yet
  due and sleeps again. What the bot posts on its own is shown to the page by a refresh.
- **A page that follows the game.** SimCord's page closed select menus after a click and
  opened at the top; bot/playground_page.py fixes a few lines of it as they are served.
- **Messages after a restart.** The in-memory Discord starts empty each run, so lobbies and
  boards of games still open in #games are posted again (the stored ones are gone).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import signal
import sys
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import discord
import simcord

from bot import playground_page
from bot.app import GameBot, create_bot
from bot.settings import Settings
from bot.store import Status
from bot.ui.lobby import post_lobby

log = logging.getLogger(__name__)

GUILD_ID = 1_100_000_000_000_000_001  # pinned: the playground server is the same every run
GUILD_NAME = "Board games playground"
BOT_NICK = "Board games"  # the bot's nickname here (SimCord's bot user is "TestBot")
CHANNEL = "games"
MEMBERS = (("alice", "Alice"), ("bob", "Bob"), ("carol", "Carol"))
DEFAULT_PORT = 8765
CHECK_SECONDS = 1.0  # how often the ticker looks (it acts far less often, see _Ticker)
QUIET_SECONDS = 5.0
CLOCK_SECONDS = 60.0


@dataclass
class Playground:
    """A running playground: the SimCord environment, its world and the preview."""

    bot: GameBot
    env: simcord.Env
    guild: simcord.GuildHandle
    channel: simcord.ChannelHandle
    members: list[simcord.MemberActor]
    preview: simcord.Preview
    restored: int = 0
    ticker: _Ticker | None = None

    @property
    def url(self) -> str:
        return self.preview.url

    @property
    def refreshes(self) -> int:
        """How many times the playground has refreshed the pages on its own."""
        return self.ticker.refreshes if self.ticker else 0

    async def quiet(self) -> None:
        """Return once the playground has seen QUIET_SECONDS without a click: what the
        bot posts on its own from then on reaches the pages by the playground's refresh."""
        await self.ticker.quiet.wait()

    async def refreshed(self, after: int) -> None:
        """Return once the playground has refreshed the pages more than `after` times."""
        async with self.ticker.changed:
            await self.ticker.changed.wait_for(lambda: self.ticker.refreshes > after)

    def member(self, name: str) -> simcord.MemberActor:
        return next(m for m in self.members if m.name == name)


def playground_settings(settings: Settings) -> Settings:
    """The bot's settings for the playground: games in the channel, one shard, no dev guild
    (it would not exist here). The database stays the one the settings name."""
    return settings.model_copy(
        update={"game_place": "channel", "shard_count": 1, "dev_guild_id": None}
    )


@contextlib.asynccontextmanager
async def open_playground(
    settings: Settings, *, port: int | None = DEFAULT_PORT
) -> AsyncIterator[Playground]:
    """Start the bot on SimCord with the playground world and serve the preview on
    127.0.0.1:`port` (another free port if that one is taken; 0 or None: any free port)."""
    bot = create_bot(playground_settings(settings))
    bot.start_clock_when_ready = False  # started below, once SimCord's clock is caught up
    bot.now = time.time  # deadlines in the wall clock, not in SimCord's jumping one
    env = simcord.Env(bot)
    # The world before the bot: its ids then depend on this order alone.
    guild = env.create_guild(GUILD_NAME, id=GUILD_ID)
    channel = guild.create_text_channel(CHANNEL, topic="Type /play to open a game.")
    members = [
        guild.add_member(env.create_user(name, global_name=shown)) for name, shown in MEMBERS
    ]
    _check_ids(settings.database_path, channel, members)
    await env.start()
    try:
        with env.time_context():
            await _catch_up_with_wall_clock(env)
            bot.clock.start()  # deadlines missed while the playground was off come first
            await bot.get_guild(GUILD_ID).me.edit(nick=BOT_NICK)
            restored = await _restore_messages(bot, channel.id)
            await env.settle()
            preview = await _open_preview(env, channel, members, port)
            try:
                clock = _Ticker(bot, env, preview)
                ticker = asyncio.create_task(clock.run(), name="playground clock")
                try:
                    yield Playground(bot, env, guild, channel, members, preview, restored, clock)
                finally:
                    ticker.cancel()
                    await asyncio.gather(ticker, return_exceptions=True)
            finally:
                await preview.close()
    finally:
        try:
            await env.shutdown()
        finally:
            tables = getattr(bot, "tables", None)
            if tables is not None:
                await tables.store.close()


async def _open_preview(env, channel, members, port: int | None) -> simcord.Preview:
    options = {"viewers": members, "layout": "channel"}
    try:
        preview = env.preview(channel, port=port or 0, **options)
        playground_page.install(preview)
        return await preview.__aenter__()
    except simcord.SetupError:
        if not port:
            raise
        log.warning("port %s is taken: serving the playground on another port", port)
        preview = env.preview(channel, port=0, **options)
        playground_page.install(preview)
        return await preview.__aenter__()


def _check_ids(database: Path, channel, members) -> None:
    """Compare the world's ids with the last run's (saved beside the database)."""
    ids = {
        "guild": channel.guild.id,
        "channel": channel.id,
        "members": {m.name: m.id for m in members},
    }
    path = database.with_name(database.stem + ".playground.json")
    try:
        before = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        before = None
    if before is not None and before != ids:
        log.warning(
            "The playground's server, channel or members got new ids (a different SimCord "
            "version?): games from earlier playground runs stay in %s but are not shown, "
            "and ratings start afresh.",
            database,
        )
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(ids, indent=2) + "\n", encoding="utf-8")
    except OSError as error:
        log.warning("could not save the playground ids to %s: %s", path, error)


def _wall_lag(env: simcord.Env) -> float:
    """How far SimCord's clock is behind the wall clock, in seconds."""
    return (datetime.now(UTC) - env.now()).total_seconds()


async def _catch_up_with_wall_clock(env: simcord.Env) -> None:
    lag = _wall_lag(env)
    if lag > 0:
        await env.advance_time(lag)
    else:  # a wall clock before 2026: message ids may repeat those of earlier runs
        log.warning("the wall clock is before SimCord's epoch; timestamps will look odd")


class _Ticker:
    """Keeps SimCord's clock near the wall clock, shows the page what the bot did on its
    own (a timer's message) and logs errors the bot swallowed.

    Both the clock move and the page refresh are SimCord operations, and a click that
    reaches the page's server during one is refused and leaves that page's buttons grey
    until it is reloaded. So they run only when nobody has clicked for QUIET_SECONDS, the
    clock at most every CLOCK_SECONDS (it is only for timestamps and utcnow: timers fire
    on time without it), the refresh only when the bot made REST calls outside clicks."""

    def __init__(self, bot: GameBot, env: simcord.Env, preview: simcord.Preview) -> None:
        self.env, self.preview = env, preview
        self.interactions = 0
        self.refreshes = 0  # the pages refreshed on the ticker's own account
        self.quiet = asyncio.Event()  # set while nobody has clicked for QUIET_SECONDS
        self.changed = asyncio.Condition()  # notified after each of those refreshes
        bot.add_listener(self._on_interaction, "on_interaction")

    async def _on_interaction(self, interaction: discord.Interaction) -> None:
        self.interactions += 1
        self.quiet.clear()

    async def run(self) -> None:
        env = self.env
        errors, calls, interactions = env.error_cursor, len(env.http_requests), 0
        active = moved = time.monotonic()  # the wall clock (SimCord's applies in the bot)
        while True:
            await asyncio.sleep(CHECK_SECONDS)
            now = time.monotonic()
            if self.interactions != interactions:
                interactions, active = self.interactions, now
            if now - active < QUIET_SECONDS:
                calls = len(env.http_requests)  # clicks publish what they caused
            else:
                try:
                    if now - moved >= CLOCK_SECONDS:
                        moved = now
                        await env.advance_time(max(0.0, _wall_lag(env)))
                    if len(env.http_requests) > calls:
                        await self.preview.refresh()
                        self.refreshes += 1
                        async with self.changed:
                            self.changed.notify_all()
                    calls = len(env.http_requests)
                    self.quiet.set()
                except simcord.SetupError:
                    pass  # a click is being handled: try again on the next look
                except TimeoutError as error:
                    log.warning("the bot did not settle while the clock moved: %s", error)
            for error in env.errors_since(errors):
                log.error("the bot raised an error", exc_info=error)
            errors = env.error_cursor


async def _restore_messages(bot: GameBot, channel_id: int) -> int:
    """Post again the lobby or board of every game still open in the channel (the
    in-memory Discord starts empty). Returns how many games were restored."""
    tables = bot.tables
    restored = 0
    for row in await tables.store.games_where(place_id=channel_id):
        try:
            restored += await _restore_game(bot, channel_id, row.id)
        except Exception:  # one broken game must not keep the playground from starting
            log.exception("could not post game #%s again", row.id)
    return restored


async def _restore_game(bot: GameBot, channel_id: int, game_id: int) -> int:
    tables = bot.tables
    async with tables.lock(game_id):
        table = await tables.table(game_id)
        if table.row.status is Status.LOBBY:
            await post_lobby(bot, table)
            return 1
        if table.row.status is not Status.ACTIVE or table.state is None:
            return 0
        if await _message_exists(bot, channel_id, table.row.board_message_id):
            return 0  # posted in this run already (an AI move owed at start)
        message_id = await tables.publisher.post_board(table, [])
        await tables.store.set_places(
            table.id, board_message_id=message_id, board_turn=table.state.turn
        )
        return 1


async def _message_exists(bot: GameBot, channel_id: int, message_id: int | None) -> bool:
    if message_id is None:
        return False
    channel = bot.get_channel(channel_id)
    try:
        await channel.fetch_message(message_id)
    except discord.HTTPException:
        return False
    return True


WELCOME = """\
Board games playground: the real bot on an in-memory Discord (no token needed).

  Open {url}

  Server "{guild}", channel #{channel}, members {members}.
  Pick who you are in "Viewing as" (top of the page); open more tabs to play as
  several members side by side (a tab updates when you act in it or press Refresh).
  Type /play in the message box to open a game; /leaderboard, /games, /rules too.
{restored}
  Games are saved in {database}. Ctrl-C stops the playground.
  To run the bot on Discord instead, put DISCORD_TOKEN in .env (see .env.example).
"""


async def serve(settings: Settings, *, port: int | None = DEFAULT_PORT) -> None:
    """Run the playground until Ctrl-C (or "End preview session" in the page)."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(signum, stop.set)
    async with open_playground(settings, port=port) as playground:
        restored = (
            f"  {playground.restored} open game(s) from the last run are posted again.\n"
            if playground.restored
            else ""
        )
        print(
            WELCOME.format(
                url=playground.url,
                guild=GUILD_NAME,
                channel=CHANNEL,
                members=", ".join(shown for _, shown in MEMBERS),
                restored=restored,
                database=settings.database_path,
            ),
            flush=True,
        )
        closed = asyncio.create_task(playground.preview.wait_closed())
        stopping = asyncio.create_task(stop.wait())
        await asyncio.wait((closed, stopping), return_when=asyncio.FIRST_COMPLETED)
        for task in (closed, stopping):
            task.cancel()
    print("Playground stopped; games are saved.", flush=True)


def main(settings: Settings) -> int:
    raw = os.environ.get("PLAYGROUND_PORT", "").strip() or str(DEFAULT_PORT)
    if not raw.isdigit() or int(raw) > 65535:
        print(f"PLAYGROUND_PORT must be a port number, not {raw!r}.", file=sys.stderr)
        return 2
    port = int(raw)
    try:
        asyncio.run(serve(settings, port=port))
    except KeyboardInterrupt:
        pass
    except simcord.SetupError as error:
        print(f"The playground could not start: {error}", file=sys.stderr)
        return 1
    return 0


__all__ = ["Playground", "main", "open_playground", "playground_settings", "serve"]
