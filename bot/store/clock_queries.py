"""The turn clock's part of the store: deadlines, reminders, time-outs, server settings.
Mixed into SqlStore (bot/store/sql.py), whose connection it uses, for both databases.

`games.deadline` is one instant per game whose meaning follows the status: a lobby
expires, an active game's acting seats time out, a finished game's thread is archived.
`games.remind_at` is the one reminder before an active game's deadline.

Several processes may share one PostgreSQL database, each running some Discord shards: a
store whose `shards` is set sees only the deadlines of its shards' servers, and handling a
deadline claims it with a guarded UPDATE (`mark_reminded`, `claim_deadline`, the game's
version), so even two clocks looking at one deadline handle it once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from bot.store.records import Due, GuildSettings, Shards, Status

if TYPE_CHECKING:
    from bot.store.records import Row


class ClockQueries:
    """Uses `_write`, `_one`, `_all` and `_clock` of the store it is mixed into."""

    _clock: Callable[[], float]
    shards: Shards | None = None  # None: the clock sees every game

    if TYPE_CHECKING:

        async def _write(self, sql: str, *args: Any) -> int: ...
        async def _one(self, sql: str, *args: Any) -> Row | None: ...
        async def _all(self, sql: str, *args: Any) -> list[Row]: ...

    async def set_clock(self, game_id: int, *, turn_seconds: int | None, afk_limit: int) -> None:
        """A lobby's turn clock: seconds a turn (None: no clock) and time-outs allowed."""
        await self._write(
            "UPDATE games SET turn_seconds = ?, afk_limit = ? WHERE id = ?",
            turn_seconds,
            afk_limit,
            game_id,
        )

    async def set_deadline(
        self,
        game_id: int,
        deadline: float | None,
        *,
        remind_at: float | None = None,
        clock_for: str | None = None,
    ) -> None:
        """Set (or clear, with None) the game's deadline and its one reminder."""
        await self._write(
            "UPDATE games SET deadline = ?, remind_at = ?, clock_for = ? WHERE id = ?",
            deadline,
            remind_at,
            clock_for,
            game_id,
        )

    async def next_due(self) -> Due | None:
        """The earliest pending deadline or reminder of any game of this store's shards
        (ties: deadline first)."""
        mine, args = "", []
        if self.shards is not None:
            marks = ", ".join("?" for _ in self.shards.ids)
            mine = f" AND (guild_id >> 22) % ? IN ({marks})"
            args = [self.shards.count, *self.shards.ids] * 2
        row = await self._one(
            "SELECT id, kind, at, status, version FROM ("
            " SELECT id, 'deadline' AS kind, deadline AS at, status, version FROM games"
            f" WHERE deadline IS NOT NULL{mine}"
            " UNION ALL"
            " SELECT id, 'remind' AS kind, remind_at AS at, status, version FROM games"
            f" WHERE remind_at IS NOT NULL{mine}"
            ") AS due ORDER BY at, kind, id LIMIT 1",
            *args,
        )
        if row is None:
            return None
        return Due(row["id"], row["kind"], row["at"], Status(row["status"]), row["version"])

    async def mark_reminded(self, game_id: int, remind_at: float) -> bool:
        """Clear a due reminder; False if it was already sent or has moved."""
        changed = await self._write(
            "UPDATE games SET remind_at = NULL WHERE id = ? AND remind_at = ?", game_id, remind_at
        )
        return changed == 1

    async def claim_deadline(self, game_id: int, deadline: float) -> bool:
        """Take a due deadline for handling (clears it); False if another clock took it or
        it has moved, so a deadline two processes see is handled once."""
        changed = await self._write(
            "UPDATE games SET deadline = NULL WHERE id = ? AND deadline = ?", game_id, deadline
        )
        return changed == 1

    async def count_timeouts(self, game_id: int, seats: Sequence[int]) -> dict[int, int]:
        """One more time-out in a row for each of these seats; returns their counts."""
        if not seats:
            return {}
        marks = ", ".join("?" for _ in seats)
        await self._write(
            f"UPDATE seats SET timeouts = timeouts + 1 WHERE game_id = ? AND seat IN ({marks})",
            game_id,
            *seats,
        )
        rows = await self._all(
            f"SELECT seat, timeouts FROM seats WHERE game_id = ? AND seat IN ({marks})",
            game_id,
            *seats,
        )
        return {r["seat"]: r["timeouts"] for r in rows}

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        row = await self._one(
            "SELECT turn_seconds, afk_limit, results_animation, language FROM guild_settings"
            " WHERE guild_id = ?",
            guild_id,
        )
        if row is None:
            return GuildSettings(guild_id)
        return GuildSettings(
            guild_id,
            row["turn_seconds"],
            row["afk_limit"],
            bool(row["results_animation"]),
            row["language"],
        )

    async def set_guild_settings(self, settings: GuildSettings) -> None:
        await self._write(
            "INSERT INTO guild_settings (guild_id, turn_seconds, afk_limit, results_animation,"
            " language, updated_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE"
            " SET turn_seconds = excluded.turn_seconds, afk_limit = excluded.afk_limit,"
            " results_animation = excluded.results_animation, language = excluded.language,"
            " updated_at = excluded.updated_at",
            settings.guild_id,
            settings.turn_seconds,
            settings.afk_limit,
            int(settings.results_animation),
            settings.language,
            self._clock(),
        )
