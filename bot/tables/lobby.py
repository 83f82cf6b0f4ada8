"""Lobbies: who sits where, AI seats, options, cancelling and rematches (host rules)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

import games
from bot.errors import LobbyRefusal, NotAPlayer, NotHost, NotRunning
from bot.store import Status, Store
from bot.tables.table import Table
from bot.tables.timer import TurnTimer
from bot.text import clip


class Lobbies:
    """The lobby half of the table service (mixed into Tables)."""

    store: Store
    timer: TurnTimer
    _seeds: Callable[[], int]

    def lock(self, game_id: int) -> asyncio.Lock:
        raise NotImplementedError

    async def table(self, game_id: int) -> Table:
        raise NotImplementedError

    async def open_lobby(
        self, *, guild_id: int, channel_id: int, user_id: int, name: str, game: str
    ) -> Table:
        rules = games.get(game)
        game_id = await self.store.create_lobby(
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=user_id,
            host_name=name,
            game=rules.name,
            options=rules.Options().model_dump_json(),
            seed=self._seeds(),
            expires_at=self.timer.expiry(),
        )
        await self.timer.lobby_opened(await self.table(game_id))
        return await self.table(game_id)

    async def join(self, game_id: int, user_id: int, name: str) -> Table:
        async with self.lock(game_id):
            table = await self._lobby(game_id)
            if table.seat_of(user_id):
                raise LobbyRefusal("You are already in this game.")
            if len(table.seats) >= table.player_range()[1]:
                raise LobbyRefusal("This game is full.")
            seats = [(s.user_id, s.name) for s in table.seats] + [(user_id, name)]
            await self.store.set_seats(game_id, seats)
            return await self.table(game_id)

    async def leave(self, game_id: int, user_id: int) -> Table:
        async with self.lock(game_id):
            table = await self._lobby(game_id)
            if table.seat_of(user_id) is None:
                raise LobbyRefusal("You are not in this game.")
            if user_id == table.row.host_id:
                raise LobbyRefusal("The host can't leave: use Cancel to close the lobby.")
            seats = [(s.user_id, s.name) for s in table.seats if s.user_id != user_id]
            await self.store.set_seats(game_id, seats)
            return await self.table(game_id)

    async def add_ai(self, game_id: int, user_id: int) -> Table:
        async with self.lock(game_id):
            table = await self._lobby(game_id, host=user_id)
            if len(table.seats) >= table.player_range()[1]:
                raise LobbyRefusal("This game is full.")
            number = 1 + sum(1 for s in table.seats if s.user_id is None)
            seats = [(s.user_id, s.name) for s in table.seats] + [(None, f"AI {number}")]
            await self.store.set_seats(game_id, seats)
            return await self.table(game_id)

    async def remove_ai(self, game_id: int, user_id: int) -> Table:
        async with self.lock(game_id):
            table = await self._lobby(game_id, host=user_id)
            ai = [s for s in table.seats if s.user_id is None]
            if not ai:
                raise LobbyRefusal("There is no AI seat to remove.")
            seats = [(s.user_id, s.name) for s in table.seats if s is not ai[-1]]
            await self.store.set_seats(game_id, seats)
            return await self.table(game_id)

    async def set_option(self, game_id: int, user_id: int, field: str, value: object) -> Table:
        async with self.lock(game_id):
            table = await self._lobby(game_id, host=user_id)
            data = table.options.model_dump()
            if field not in data:
                raise LobbyRefusal(f"{table.game.title} has no option {clip(field, 40)!r}.")
            data[field] = value
            try:
                options = table.game.Options.model_validate(data)
            except ValueError:  # pydantic's own words name types and URLs: not for players
                title = table.game.Options.model_fields[field].title or field.replace("_", " ")
                raise LobbyRefusal(
                    f"{clip(repr(value), 40)} is not a choice for {title}: pick one in the menu."
                ) from None
            await self.store.set_options(game_id, options.model_dump_json())
            table = await self.table(game_id)
            if await self.timer.options_changed(table):
                table = await self.table(game_id)
            return table

    async def set_timer(
        self,
        game_id: int,
        user_id: int,
        *,
        seconds: int | None = None,
        afk_limit: int | None = None,
    ) -> Table:
        """The host picks the turn clock or the time-outs allowed, in the lobby."""
        async with self.lock(game_id):
            table = await self._lobby(game_id, host=user_id)
            await self.timer.choose(table, seconds=seconds, afk_limit=afk_limit)
            return await self.table(game_id)

    async def cancel(self, game_id: int, user_id: int, *, manager: bool = False) -> Table:
        async with self.lock(game_id):
            await self._lobby(game_id, host=None if manager else user_id)
            await self.store.finish(
                game_id,
                status=Status.ABANDONED,
            )
            return await self.table(game_id)

    async def rematch(self, game_id: int, user_id: int, name: str) -> Table:
        """A new lobby for the same game and options, hosted by the clicker, with as many
        AI seats as before; the other players join again."""
        old = await self.table(game_id)
        if old.row.status not in (Status.FINISHED, Status.ABANDONED):
            raise NotRunning("This game is still going.")
        if old.seat_of(user_id) is None:
            raise NotAPlayer("Only the players of this game can ask for a rematch.")
        new = await self.open_lobby(
            guild_id=old.row.guild_id,
            channel_id=old.row.channel_id,
            user_id=user_id,
            name=name,
            game=old.game.name,
        )
        await self.store.set_options(new.id, old.row.options)
        await self.store.set_clock(
            new.id, turn_seconds=old.row.turn_seconds, afk_limit=old.row.afk_limit
        )
        ai = sum(1 for seat in old.seats if seat.user_id is None)
        seats = [(user_id, name)] + [(None, f"AI {n}") for n in range(1, ai + 1)]
        await self.store.set_seats(new.id, seats)
        return await self.table(new.id)

    async def _lobby(self, game_id: int, *, host: int | None = None) -> Table:
        table = await self.table(game_id)
        if table.row.status is not Status.LOBBY:
            raise NotRunning("This lobby is closed: the game has started or was cancelled.")
        if host is not None and host != table.row.host_id:
            raise NotHost("Only the host can do that.")
        return table

    # -- playing -----------------------------------------------------------------------
