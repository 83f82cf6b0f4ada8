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
from lang import tr


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
        self,
        *,
        guild_id: int,
        channel_id: int,
        user_id: int,
        name: str,
        game: str,
        language: str = "en",
    ) -> Table:
        """A new lobby; `language` is the one its shared messages will be written in."""
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
            language=language,
        )
        await self.timer.lobby_opened(await self.table(game_id))
        return await self.table(game_id)

    async def join(self, game_id: int, user_id: int, name: str) -> Table:
        async with self.lock(game_id):
            table = await self._lobby(game_id)
            if table.seat_of(user_id):
                raise LobbyRefusal("error-already-in")
            if len(table.seats) >= table.player_range()[1]:
                raise LobbyRefusal("error-full")
            seats = [(s.user_id, s.name) for s in table.seats] + [(user_id, name)]
            await self.store.set_seats(game_id, seats)
            return await self.table(game_id)

    async def leave(self, game_id: int, user_id: int) -> Table:
        async with self.lock(game_id):
            table = await self._lobby(game_id)
            if table.seat_of(user_id) is None:
                raise LobbyRefusal("error-not-in")
            if user_id == table.row.host_id:
                raise LobbyRefusal("error-host-cannot-leave")
            seats = [(s.user_id, s.name) for s in table.seats if s.user_id != user_id]
            await self.store.set_seats(game_id, seats)
            return await self.table(game_id)

    async def add_ai(self, game_id: int, user_id: int) -> Table:
        async with self.lock(game_id):
            table = await self._lobby(game_id, host=user_id)
            if len(table.seats) >= table.player_range()[1]:
                raise LobbyRefusal("error-full")
            number = 1 + sum(1 for s in table.seats if s.user_id is None)
            seats = [(s.user_id, s.name) for s in table.seats]
            seats.append((None, ai_name(table.lang, number)))
            await self.store.set_seats(game_id, seats)
            return await self.table(game_id)

    async def remove_ai(self, game_id: int, user_id: int) -> Table:
        async with self.lock(game_id):
            table = await self._lobby(game_id, host=user_id)
            ai = [s for s in table.seats if s.user_id is None]
            if not ai:
                raise LobbyRefusal("error-no-ai-seat")
            seats = [(s.user_id, s.name) for s in table.seats if s is not ai[-1]]
            await self.store.set_seats(game_id, seats)
            return await self.table(game_id)

    async def set_option(self, game_id: int, user_id: int, field: str, value: object) -> Table:
        async with self.lock(game_id):
            table = await self._lobby(game_id, host=user_id)
            data = table.options.model_dump()
            if field not in data:
                raise LobbyRefusal(
                    "error-no-such-option", game=table.game.title, option=repr(clip(field, 40))
                )
            data[field] = value
            try:
                options = table.game.Options.model_validate(data)
            except ValueError:  # pydantic's own words name types and URLs: not for players
                title = table.game.Options.model_fields[field].title or field.replace("_", " ")
                raise LobbyRefusal(
                    "error-bad-option-value", value=clip(repr(value), 40), option=title
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
            raise NotRunning("error-still-going")
        if old.seat_of(user_id) is None:
            raise NotAPlayer("error-rematch-players")
        new = await self.open_lobby(
            guild_id=old.row.guild_id,
            channel_id=old.row.channel_id,
            user_id=user_id,
            name=name,
            game=old.game.name,
            language=old.lang,
        )
        await self.store.set_options(new.id, old.row.options)
        await self.store.set_clock(
            new.id, turn_seconds=old.row.turn_seconds, afk_limit=old.row.afk_limit
        )
        ai = sum(1 for seat in old.seats if seat.user_id is None)
        seats = [(user_id, name)] + [(None, ai_name(new.lang, n)) for n in range(1, ai + 1)]
        await self.store.set_seats(new.id, seats)
        return await self.table(new.id)

    async def _lobby(self, game_id: int, *, host: int | None = None) -> Table:
        table = await self.table(game_id)
        if table.row.status is not Status.LOBBY:
            raise NotRunning("error-lobby-closed")
        if host is not None and host != table.row.host_id:
            raise NotHost()
        return table

    # -- playing -----------------------------------------------------------------------


def ai_name(language: str, number: int) -> str:
    """An AI seat's name in the game's language ("AI 2"); it stays the seat's name."""
    return tr(language, "ai-seat-name", number=str(number))
