"""The bot object: settings in, a configured discord.py AutoShardedBot out."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from pathlib import Path

import discord
from discord.ext import commands

import lang
from bot.channel_limit import ChannelLimit
from bot.client import Clicks
from bot.clock import TurnClock, wall_clock
from bot.commands.config import ConfigCommands
from bot.commands.game_pick import PICK_ITEMS
from bot.commands.play import PlayCommands
from bot.commands.stats import StatsCommands
from bot.discord_publisher import DiscordPublisher
from bot.i18n import Translator, words
from bot.memory import freeze_start_up_objects
from bot.render_pool import RenderPool
from bot.replay.commands import ReplayCommands
from bot.replay.viewer import REPLAY_ITEMS
from bot.settings import Settings
from bot.store import Shards, open_store
from bot.tables import Tables
from bot.ui.answers import FAILED, CommandTree, guard, older_board
from bot.ui.auto_roll import SETTING_ITEMS
from bot.ui.items import GAME_ITEMS
from bot.ui.lobby import LOBBY_ITEMS

log = logging.getLogger(__name__)
SHUTDOWN_WAIT = 10.0  # seconds running click handlers get to finish at shutdown


class GameBot(commands.AutoShardedBot):
    """Slash commands, lobby and game buttons, one table service over one store."""

    tables: Tables
    clock: TurnClock

    def __init__(self, settings: Settings) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
            help_command=None,
            tree_cls=CommandTree,
            shard_count=settings.shard_count,
            shard_ids=list(settings.shard_ids) if settings.shard_ids is not None else None,
            # nobody is pinged unless a message names the users it means to ping
            allowed_mentions=discord.AllowedMentions.none(),
        )
        self.settings = settings
        self.clicks = Clicks()  # shutdown waits for running click handlers
        self._item_patterns: list = []  # custom ids some registered item handles
        self._resumed = False
        # The local playground first moves SimCord's clock to the wall clock, then starts
        # the turn clock itself (so the scheduler doesn't tick through months of jump).
        self.start_clock_when_ready = True
        # The clock deadlines are kept in: discord.py's (SimCord's virtual time in tests).
        # The playground sets the wall clock itself, as SimCord's clock moves in jumps.
        self.now: Callable[[], float] = wall_clock

    async def setup_hook(self) -> None:
        settings = self.settings
        shards = None  # a process running some of the shards times only their servers' games
        if settings.shard_ids is not None and settings.shard_count is not None:
            shards = Shards(settings.shard_count, settings.shard_ids)
        store = await open_store(
            settings.database_url or str(settings.database_path),
            self.now,
            pool_size=settings.database_pool_size,
            shards=shards,
        )
        self.renders = RenderPool(settings.render_processes)
        limit = ChannelLimit(settings.channel_messages_per_5s, 5)
        publisher = DiscordPublisher(self, settings.game_place, renders=self.renders, limit=limit)
        self.tables = Tables(store, publisher, now=self.now)
        publisher.on_failure = self.tables.board_failed  # boards catch up by themselves
        self.clock = TurnClock(self.tables)
        self.add_dynamic_items(
            *GAME_ITEMS, *SETTING_ITEMS, *LOBBY_ITEMS, *REPLAY_ITEMS, *PICK_ITEMS
        )
        await self.add_cog(PlayCommands(self))
        await self.add_cog(StatsCommands(self))
        await self.add_cog(ConfigCommands(self))
        await self.add_cog(ReplayCommands(self))
        self.tree.on_error = self.on_app_command_error
        await self.tree.set_translator(Translator())  # descriptions in every language
        if self.settings.dev_guild_id:  # a development server sees changes at once
            guild = discord.Object(self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()
        await self.renders.start()  # every worker warm before the first move
        await asyncio.to_thread(lang.warm_up)  # every language read before the first move
        freeze_start_up_objects()

    async def on_ready(self) -> None:
        log.info("connected as %s to %d servers", self.user, len(self.guilds))
        if not self._resumed:  # on_ready fires again after reconnects
            self._resumed = True
            touched = await self.tables.resume({guild.id for guild in self.guilds})
            if touched:
                log.info("resumed %d games that owed AI moves", touched)
            if self.start_clock_when_ready:
                self.clock.start()  # deadlines missed while down come first, oldest first

    def add_dynamic_items(self, *items: type[discord.ui.DynamicItem]) -> None:
        """Register buttons and menus; each answers every click (bot/ui/answers.py)."""
        guard(*items)
        self._item_patterns += [item.__discord_ui_compiled_template__ for item in items]
        super().add_dynamic_items(*items)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """A button or menu no registered item knows: it is from an older board."""
        if interaction.type is not discord.InteractionType.component:
            return
        custom_id = str((interaction.data or {}).get("custom_id", ""))
        if not any(pattern.fullmatch(custom_id) for pattern in self._item_patterns):
            await older_board(interaction)

    async def on_app_command_error(
        self, interaction: discord.Interaction, error: discord.app_commands.AppCommandError
    ) -> None:
        log.error("command failed", exc_info=error)
        text = words(interaction, FAILED)
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)

    async def close(self) -> None:
        """Graceful: stop taking clicks, let running handlers finish, stop the clock,
        disconnect, and only then close the store."""
        if not await self.clicks.drain(timeout=SHUTDOWN_WAIT):
            log.warning("shutting down with click handlers still running")
        clock = getattr(self, "clock", None)
        if clock is not None:
            await clock.stop()
        tables = getattr(self, "tables", None)
        if tables is not None:
            await tables.close()
        publisher = getattr(tables, "publisher", None)
        if isinstance(publisher, DiscordPublisher):  # boards still on their way
            await asyncio.wait_for(publisher.flush(), timeout=10)
        await super().close()
        if tables is not None:
            await tables.store.close()
        renders = getattr(self, "renders", None)
        if renders is not None:
            await renders.close()


def create_bot(settings: Settings | str | Path | None = None) -> GameBot:
    """A configured bot. Pass Settings, or just a database path (tests, playground); with
    no argument the environment's settings (DATABASE_URL, when set, wins over
    DATABASE_PATH)."""
    if settings is None:
        settings = Settings()
    elif not isinstance(settings, Settings):
        settings = Settings(database_path=Path(settings))
    return GameBot(settings)
