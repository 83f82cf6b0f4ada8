"""The table service: the one path every change to a game takes.

    find the game -> check the clicker may act -> lock the game -> apply -> save
    -> publish (render off the loop, post or edit) -> let AI seats move the same way

Humans (buttons), the AI (empty and resigned seats) and time-outs (bot/turns.py, driven
by the scheduler in bot/clock.py) all go through `_apply_and_save`. Nothing a click
needs lives only in memory: the game id, state version and action key come from the
button, everything else from the store.

Benchmark entry point: `await tables.play(game_id, user_id, version, action_key)`.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Callable, Collection
from dataclasses import replace

import games
from bot.errors import (
    BrokenGame,
    LobbyRefusal,
    NoSuchGame,
    NotAPlayer,
    NotHost,
    NotRunning,
    NotYourTurnYet,
    RuleBroken,
    StaleButton,
)
from bot.publisher import NullPublisher, Publisher
from bot.ratings import Standing, rate
from bot.store import GameRow, SeatRow, Status, Store
from bot.tables.lobby import Lobbies
from bot.tables.table import Table
from bot.throttle import a_few_at_a_time
from bot.turns import TurnClockMixin
from bot.ui import ui_for
from games.core import Action, format_event
from games.errors import BadActionKey, GameError, UnknownGame

log = logging.getLogger(__name__)


class Tables(Lobbies, TurnClockMixin):
    """Lobbies, moves, resignations and endings of every game, for humans and AI alike
    (the turn clock's part is in bot/turns.py)."""

    def __init__(
        self,
        store: Store,
        publisher: Publisher | None = None,
        *,
        seeds: Callable[[], int] = lambda: secrets.randbelow(2**31),
        now: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self.publisher: Publisher = publisher or NullPublisher()
        self._seeds = seeds
        self.now = now  # the wall clock deadlines are kept in (UNIX seconds)
        self.wake: Callable[[], None] = lambda: None  # the scheduler's: a deadline changed
        self._locks: dict[int, asyncio.Lock] = {}
        # What each game's current board message lists, so an edit within a turn keeps
        # the turn's earlier events. Only for display: after a restart it starts afresh.
        self._shown: dict[int, list[str]] = {}

    # -- reading -----------------------------------------------------------------------
    async def table(self, game_id: int) -> Table:
        """The game as stored. A row that cannot be read (a damaged state, a game no
        longer known) closes that game and raises BrokenGame: the rest go on."""
        row = await self.store.game(game_id)
        if row is None:
            raise NoSuchGame()
        seats = await self.store.seats(game_id)
        try:
            game = games.get(row.game)
            state = game.load_state(row.state) if row.state else None
        except (UnknownGame, ValueError) as error:  # pydantic's errors are ValueErrors
            await self._close_broken(row, seats, error)
            raise BrokenGame() from None
        return Table(row, seats, game, state)

    async def _close_broken(self, row: GameRow, seats: list[SeatRow], error: Exception) -> None:
        log.error("game %d cannot be loaded, closing it: %s", row.id, error)
        if row.status in (Status.LOBBY, Status.ACTIVE):
            await self.store.finish(row.id, status=Status.ABANDONED, results=[], ratings=[])
            table = Table(row, seats, None, None)  # type: ignore[arg-type]
            await self._safely(self.publisher.notice(table, BrokenGame().message), None)

    def lock(self, game_id: int) -> asyncio.Lock:
        return self._locks.setdefault(game_id, asyncio.Lock())

    # -- lobby -------------------------------------------------------------------------
    async def start(self, game_id: int, user_id: int) -> Table:
        """Deal the game, tell the publisher (it may open a thread), post the first board
        and let AI seats play until a human must act."""
        async with self.lock(game_id):
            table = await self._lobby(game_id, host=user_id)
            low, high = table.player_range()
            if not low <= len(table.seats) <= high:
                raise LobbyRefusal(
                    f"{table.game.title} needs {low}–{high} players; "
                    f"there are {len(table.seats)}. Invite someone or add an AI."
                )
            try:
                state = table.game.setup(len(table.seats), table.row.seed, table.options)
            except GameError as error:
                raise LobbyRefusal(error.reason) from None
            if not await self.store.start(game_id, state.model_dump_json()):
                raise NotRunning("This game has already started.")
            table = await self.table(game_id)
            thread_id = await self._safely(self.publisher.started(table), None)
            if thread_id is not None:
                await self.store.set_places(game_id, thread_id=thread_id)
                table = await self.table(game_id)
            return await self._advance(table, self._named(table, table.state.events))

    async def play(self, game_id: int, user_id: int, version: int, action_key: str) -> Table:
        """A human's move from a button: checks, applies, saves, publishes, then lets AI
        seats answer. Raises a TableError whose message the clicker should see."""
        async with self.lock(game_id):
            table = await self.table(game_id)
            seat = self._acting_seat(table, user_id, version)
            try:
                action = table.game.parse_action(action_key)
            except BadActionKey:
                raise StaleButton("That button is not a move of this game.") from None
            table, events = await self._apply_and_save(table, seat.seat, action, user_id)
            return await self._advance(table, events)

    async def acting_seat(self, game_id: int, user_id: int, version: int) -> tuple[Table, SeatRow]:
        """The table and the clicker's seat if they may act on this version now (for
        control panels that build a move before it is played)."""
        table = await self.table(game_id)
        return table, self._acting_seat(table, user_id, version)

    def _acting_seat(self, table: Table, user_id: int, version: int) -> SeatRow:
        if table.row.status is Status.LOBBY:
            raise NotRunning("This game hasn't started yet.")
        if table.row.status is not Status.ACTIVE:
            raise NotRunning("This game is over.")
        seat = table.seat_of(user_id)
        if seat is None:
            raise NotAPlayer()
        if seat.resigned:
            raise NotAPlayer("You resigned from this game: the AI plays your seat now.")
        if version != table.version:
            raise StaleButton()
        if seat.seat not in table.to_act():
            waiting = ", ".join(s.name for s in table.humans_to_act()) or "the AI"
            raise NotYourTurnYet(f"It's not your turn: waiting for {waiting}.")
        return seat

    async def _apply_and_save(
        self, table: Table, seat: int, action: Action, user_id: int | None, *, auto: bool = False
    ) -> tuple[Table, list[str]]:
        """The one place a move happens: the rules apply it, the store saves it."""
        assert table.state is not None
        try:
            state = table.game.apply(table.state, seat, action)
        except GameError as error:
            raise RuleBroken(error.reason) from None
        raw = state.model_dump_json()
        saved = await self.store.record_move(
            table.id,
            version=table.version,
            state=raw,
            seat=seat,
            user_id=user_id,
            action=action.key,
            auto=auto,
        )
        if not saved:
            raise StaleButton()
        row = replace(table.row, state=raw, version=table.version + 1)
        return replace(table, row=row, state=state), self._named(table, state.events)

    @staticmethod
    def _named(table: Table, events: list[str]) -> list[str]:
        """Events with the players' names in bold in place of the seat placeholders."""
        names = [f"**{name}**" for name in table.names]
        return [format_event(event, names) for event in events]

    async def _advance(self, table: Table, events: list[str]) -> Table:
        """Let AI seats play until a human must act or the game ends, then publish.

        Only what a human must answer is shown: an AI's moves are listed on the next
        human's board (or the results), not drawn step by step. A move that closes a
        chapter (a race of a championship) is shown too, with the game's summary."""
        while table.outcome is None:
            ai = [s for s in table.to_act() if table.seats[s].is_ai]
            if not ai:
                table = await self._arm(table)  # humans must act: their turn clock runs
                return await self._show(table, events)
            if ui_for(table.game.name).summary(table) is not None:
                table, events = await self._show(table, events), []
            action = await asyncio.to_thread(table.game.ai_action, table.state, ai[0])
            table, new = await self._apply_and_save(table, ai[0], action, None)
            events += new
        self._shown.pop(table.id, None)
        await self._end(table, events)
        return await self.table(table.id)

    async def _show(self, table: Table, events: list[str]) -> Table:
        """Edit this turn's board (keeping the turn's earlier events), or post a new one
        when the turn has passed."""
        row = table.row
        same_turn = row.board_message_id is not None and row.board_turn == table.state.turn
        if same_turn:
            shown = self._shown.get(table.id, []) + events
            if await self._safely(self.publisher.edit_board(table, shown), False):
                self._shown[table.id] = shown
                return table
        message_id = await self._safely(self.publisher.post_board(table, events), None)
        self._shown[table.id] = list(events)
        await self.store.set_places(
            table.id, board_message_id=message_id, board_turn=table.state.turn
        )
        return replace(
            table, row=replace(row, board_message_id=message_id, board_turn=table.state.turn)
        )

    async def _safely(self, publishing, default):
        """A failed post must never lose a saved move: log it and carry on."""
        try:
            return await publishing
        except Exception:
            log.exception("publishing failed")
            return default

    # -- endings -----------------------------------------------------------------------
    async def _end(self, table: Table, events: list[str], *, early: bool = False) -> None:
        outcome = table.outcome
        standings = []
        last = len(table.seats)  # resigned players share the last rank
        for seat in table.seats:
            if early:
                rank, score = (last if seat.resigned else 1), None
            else:
                rank, score = outcome.ranks[seat.seat], outcome.scores[seat.seat]
                if seat.resigned:
                    rank = last
            standings.append(
                Standing(seat.seat, seat.user_id, seat.name, rank, score, seat.resigned)
            )
        humans = [s.user_id for s in table.seats if s.user_id is not None]
        current = await self.store.ratings(table.row.guild_id, table.game.name, humans)
        results, ratings = rate(table.row.guild_id, table.game.name, table.id, standings, current)
        await self.store.finish(table.id, status=Status.FINISHED, results=results, ratings=ratings)
        await self._ended_clock(table)
        table = await self.table(table.id)
        await self._safely(self.publisher.ended(table, results, events), None)
        self._locks.pop(table.id, None)

    async def resign(self, game_id: int, user_id: int) -> Table:
        """The seat goes to the AI for good; the player ranks last. When fewer than two
        humans are left playing, the game ends at once."""
        async with self.lock(game_id):
            table = await self.table(game_id)
            if table.row.status is not Status.ACTIVE:
                raise NotRunning("This game is not being played.")
            seat = table.seat_of(user_id)
            if seat is None:
                raise NotAPlayer("You are not playing in this game.")
            if seat.resigned:
                raise NotAPlayer("You have already resigned from this game.")
            if not await self.store.resign(game_id, version=table.version, seat=seat.seat):
                raise StaleButton("The game moved on while you resigned; try again.")
            table = await self.table(game_id)
            await self._safely(
                self.publisher.notice(table, f"**{seat.name}** resigned; the AI plays their seat."),
                None,
            )
            if self._too_few_playing(table):
                await self._end(table, [f"**{seat.name}** resigned."], early=True)
                return await self.table(game_id)
            return await self._advance(table, [])

    def _too_few_playing(self, table: Table) -> bool:
        """After a resignation: nobody left playing, or one human left of several."""
        playing = [s for s in table.seats if s.user_id is not None and not s.resigned]
        humans = [s for s in table.seats if s.user_id is not None]
        return not playing or (len(humans) >= 2 and len(playing) == 1)

    async def abandon(self, game_id: int, user_id: int, *, manager: bool = False) -> Table:
        """End a game without results or ratings (the host or a server manager)."""
        async with self.lock(game_id):
            table = await self.table(game_id)
            if table.row.status not in (Status.LOBBY, Status.ACTIVE):
                raise NotRunning("This game is already over.")
            if not manager and user_id != table.row.host_id:
                raise NotHost("Only the host or a server manager can abandon this game.")
            await self.store.finish(game_id, status=Status.ABANDONED, results=[], ratings=[])
            await self._ended_clock(table)
            table = await self.table(game_id)
            await self._safely(self.publisher.ended(table, [], []), None)
            self._locks.pop(game_id, None)
            return table

    async def play_for_absent(self, game_id: int, version: int) -> Table:
        """The AI finishes the turn of the humans who must act now (their timer ran out),
        through the same path as a click; the moves are logged without a user. Stale if
        anyone moved since `version`."""
        async with self.lock(game_id):
            table = await self.table(game_id)
            if table.row.status is not Status.ACTIVE or table.version != version:
                raise StaleButton("The game has moved on.")
            table, events = await self._play_for_absent(table)
            return await self._advance(table, events)

    async def _play_for_absent(self, table: Table) -> tuple[Table, list[str]]:
        """The AI plays what the humans to act owe this turn; moves logged as `auto`."""
        events: list[str] = []
        absent = {seat.seat for seat in table.humans_to_act()}
        turn = table.state.turn
        while table.outcome is None and table.state.turn == turn:
            acting = [seat for seat in table.to_act() if seat in absent]
            if not acting:
                break
            action = await asyncio.to_thread(table.game.ai_action, table.state, acting[0])
            table, new = await self._apply_and_save(table, acting[0], action, None, auto=True)
            events += new
        return table, events

    async def repost(self, game_id: int) -> Table:
        """Post the current board again as a new message (a lost or buried board)."""
        async with self.lock(game_id):
            table = await self.table(game_id)
            if table.row.status is not Status.ACTIVE:
                raise NotRunning("This game is not being played.")
            table = replace(table, row=replace(table.row, board_turn=None))
            return await self._advance(table, [])

    async def resume(self, guild_ids: Collection[int] | None = None) -> int:
        """After a restart: let AI seats finish moves they owed, in the given servers (the
        ones this bot can see; a database may also hold another bot's games, such as the
        local playground's), a few games at a time (bot/throttle.py: no storm of renders
        and posts; clicks are answered meanwhile). Returns the games touched."""
        rows = [
            row
            for row in await self.store.games_where(statuses=(Status.ACTIVE,))
            if guild_ids is None or row.guild_id in guild_ids
        ]
        return sum(bool(done) for done in await a_few_at_a_time(rows, self._resume_one))

    async def _resume_one(self, row: GameRow) -> bool:
        async with self.lock(row.id):
            try:
                table = await self.table(row.id)
            except BrokenGame:
                return False
            if any(table.seats[s].is_ai for s in table.to_act()) or table.outcome:
                await self._advance(table, [])
                return True
            return False
