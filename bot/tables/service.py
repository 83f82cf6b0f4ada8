"""The table service: the one path every change to a game takes.

    find the game -> check the clicker may act -> lock the game -> apply -> save
    -> publish (render off the loop, post or edit) -> let AI seats move the same way

Humans (buttons), the AI (empty and resigned seats, moves that decide nothing, the rolls of
players who turned auto-roll on) and time-outs (deadlines kept by the
TurnTimer collaborator, bot/tables/timer.py; woken by the scheduler in bot/clock.py through
`on_due`) all take one path: each move is applied in memory by `_applied` (the rules and
the AI's choices off the loop where slow, in the one CPU thread: bot/tables/pending.py),
then `_save` writes the run of them (a player's move and the AI's replies, or a whole
time-out) in one transaction, then `_show` publishes. The service talks to the outside only through
the Publisher protocol it owns (bot/tables/publisher.py). Nothing a click
needs lives only in memory: the game id, state version and action key come from the
button, everything else from the store.

Benchmark entry point: `await tables.play(game_id, user_id, version, action_key)`.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import secrets
import time
from collections.abc import Callable, Collection
from dataclasses import replace

import games
from bot.errors import (
    BrokenGame,
    Busy,
    LobbyRefusal,
    NoSuchGame,
    NotAPlayer,
    NotHost,
    NotRunning,
    NotYourTurnYet,
    RuleBroken,
    StaleButton,
    TableError,
)
from bot.ratings import Standing, rate
from bot.store import (
    Clock,
    Due,
    GameRow,
    Played,
    Rating,
    RatingRow,
    ResultRow,
    SeatRow,
    Status,
    Store,
)
from bot.tables.lobby import Lobbies
from bot.tables.pending import Pending, ai_choice, applied
from bot.tables.publisher import Publisher
from bot.tables.table import Table
from bot.tables.timer import TurnTimer, first_due
from bot.text import safe_name
from bot.throttle import a_few_at_a_time
from games.core import Action, Game, State
from games.errors import BadActionKey, GameError, UnknownGame
from games.phrase import Phrase
from lang import tr
from render import words

log = logging.getLogger(__name__)
# A board that could not be shown is posted again after each of these seconds, then every
# last one, until it shows (the first is past SimCord's 5 s settling window).
REPOST_DELAYS = (10.0, 20.0, 40.0, 80.0, 160.0, 300.0)
REPOST_EVERY = 60.0  # /board: once a minute a game at most
BUSY_AFTER = 3.0  # seconds a board may already wait to be drawn before moves are refused


class Tables(Lobbies):
    """Lobbies, moves, resignations, time-outs and endings of every game, for humans and
    AI alike. Its turn clock (`timer`) keeps the deadlines."""

    def __init__(
        self,
        store: Store,
        publisher: Publisher,
        *,
        seeds: Callable[[], int] = lambda: secrets.randbelow(2**31),
        now: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self.publisher: Publisher = publisher
        self._seeds = seeds
        self.now = now  # the wall clock deadlines are kept in (UNIX seconds)
        self.timer = TurnTimer(store, lambda: self.now())
        self._locks: dict[int, asyncio.Lock] = {}
        # What each game's current board message lists, so an edit within a turn keeps
        # the turn's earlier events. Only for display: after a restart it starts afresh.
        self._shown: dict[int, list[str]] = {}
        self._retries: dict[int, asyncio.Task] = {}  # boards to post again
        self._reposted: dict[int, float] = {}  # when /board last posted each game's board
        self._moving = 0  # moves accepted and under way (their boards not drawn yet)

    @property
    def wake(self) -> Callable[..., None]:
        """The scheduler's: called when a deadline changed."""
        return self.timer.wake

    @wake.setter
    def wake(self, wake: Callable[..., None]) -> None:
        self.timer.wake = wake

    # -- reading -----------------------------------------------------------------------
    async def table(self, game_id: int) -> Table:
        """The game as stored. A row that cannot be read (a damaged state, a game no
        longer known) closes that game and raises BrokenGame: the rest go on."""
        row, seats = await self.store.game_and_seats(game_id)
        if row is None:
            raise NoSuchGame()
        try:
            game = games.get(row.game)
            state = game.load_state(row.state) if row.state else None
            _check_seats(seats, state)
        except (UnknownGame, ValueError) as error:  # pydantic's errors are ValueErrors
            await self._close_broken(row, seats, error)
            raise BrokenGame() from None
        return Table(row, seats, game, state)

    async def _close_broken(self, row: GameRow, seats: list[SeatRow], error: Exception) -> None:
        log.error("game %d cannot be loaded, closing it: %s", row.id, error)
        if row.status in (Status.LOBBY, Status.ACTIVE):
            await self.store.finish(
                row.id,
                status=Status.ABANDONED,
            )
            table = Table(row, seats, None, None)  # type: ignore[arg-type]
            await self._safely(self.publisher.notice(table, BrokenGame().text(row.language)), None)

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
                    "error-players-needed",
                    game=table.game.title,
                    least=low,
                    most=high,
                    count=len(table.seats),
                )
            try:
                state = table.game.setup(len(table.seats), table.row.seed, table.options)
            except GameError as error:
                raise LobbyRefusal.of(error) from None
            if not await self.store.start(game_id, state.model_dump_json()):
                raise NotRunning("error-started-already")
            table = await self.table(game_id)
            thread_id = await self._safely(self.publisher.started(table), None)
            if thread_id is not None:
                await self.store.set_places(game_id, thread_id=thread_id)
                table = await self.table(game_id)
            return await self._advance(table, self._named(table, table.state.events))

    async def play(self, game_id: int, user_id: int, version: int, action_key: str) -> Table:
        """A human's move from a button: checks, applies, saves, publishes, then lets AI
        seats answer. Raises a TableError whose message the clicker should see (Busy,
        before anything is played, when its board would wait too long to be drawn)."""
        self._refuse_if_busy()
        self._moving += 1
        try:
            return await self._play(game_id, user_id, version, action_key)
        finally:
            self._moving -= 1

    async def _play(self, game_id: int, user_id: int, version: int, action_key: str) -> Table:
        async with self.lock(game_id):
            table = await self.table(game_id)
            try:
                seat = self._acting_seat(table, user_id, version)
            except StaleButton:
                if await self._catch_up_board(table):
                    raise StaleButton("error-stale-board-reposted") from None
                raise
            try:
                action = table.game.parse_action(action_key)
            except BadActionKey:
                raise StaleButton("error-not-a-move") from None
            pending = Pending(table, [Played(seat.seat, user_id, action.key)])
            after = await self._applied(table, seat.seat, action, given=True)  # read for it
            events = self._named(after, after.state.events)
            return await self._advance(after, events, pending=pending, given=True)

    async def _catch_up_board(self, table: Table) -> bool:
        """If no board shows the saved state (a restart cut a handler short), post one."""
        if table.row.status is not Status.ACTIVE or table.row.board_version == table.version:
            return False
        table = await self._show(replace(table, row=replace(table.row, board_turn=None)), [])
        return table.row.board_version == table.version

    async def acting_seat(self, game_id: int, user_id: int, version: int) -> tuple[Table, SeatRow]:
        """The table and the clicker's seat if they may act on this version now (for
        control panels that build a move before it is played)."""
        self._refuse_if_busy()
        table = await self.table(game_id)
        return table, self._acting_seat(table, user_id, version)

    def _refuse_if_busy(self) -> None:
        """Past its capacity the bot says so at once rather than show a board seconds
        late: a click is refused, nothing played, while a board asked for now would wait
        BUSY_AFTER seconds or more to be drawn, behind those waiting and those of the
        moves under way (accepted, their boards not asked for yet); the boards in the
        queue catch up meanwhile."""
        if self.publisher.backlog(self._moving) >= BUSY_AFTER:
            raise Busy()

    def _acting_seat(self, table: Table, user_id: int, version: int) -> SeatRow:
        if table.row.status is Status.LOBBY:
            raise NotRunning("error-not-started")
        if table.row.status is not Status.ACTIVE:
            raise NotRunning("error-over")
        seat = table.seat_of(user_id)
        if seat is None:
            raise NotAPlayer()
        if seat.resigned:
            raise NotAPlayer("error-resigned")
        if version != table.version:
            raise StaleButton()
        if seat.seat not in table.to_act():
            waiting = ", ".join(safe_name(s.name) for s in table.humans_to_act())
            if not waiting:
                raise NotYourTurnYet()
            raise NotYourTurnYet("error-not-your-turn-waiting", waiting=waiting)
        return seat

    @staticmethod
    async def _applied(table: Table, seat: int, action: Action, *, given: bool = False) -> Table:
        """The one place a move happens, in memory: the rules apply it (off the loop
        where they are slow); `_save` then saves it with the moves that follow it.
        `given`: the table's state is this move's alone (see `applied`)."""
        try:
            return await applied(table, seat, action, given=given)
        except GameError as error:
            raise RuleBroken.of(error, [f"**{n}**" for n in table.names]) from None

    async def _save(self, table: Table, pending: Pending) -> Table:
        """Save what is pending in one transaction, with the turn clock the new state
        calls for; with nothing pending, start the humans' turn clock if they must act.
        StaleButton if the game moved on meanwhile (another process)."""
        if not pending:
            return table if table.outcome is not None else await self.timer.arm(table)
        saved = pending.saved
        raw = table.state.model_dump_json()
        row = replace(table.row, state=raw, version=saved.version + pending.steps)
        after = self.timer.planned(replace(table, row=row))
        clock = Clock.of(after.row)
        moved = clock != Clock.of(saved.row)
        done = await self.store.record_moves(
            table.id,
            version=saved.version,
            state=raw,
            moves=pending.moves,
            clock=clock if moved else None,  # the turn clock it leads to, in one go
            late=pending.late,
            hand_over=pending.hand_over,
        )
        if not done:
            raise StaleButton()
        if moved and clock.deadline is not None:
            self.timer.wake(first_due(clock.deadline, clock.remind_at))
        return after

    @staticmethod
    def _named(table: Table, events: list[Phrase | str]) -> list[str]:
        """Events in words, in the game's language, with the players' names in bold."""
        names = [f"**{name}**" for name in table.names]
        return [words.say(event, table.lang, names=names) for event in events]

    async def _advance(
        self,
        table: Table,
        events: list[str],
        *,
        ping: bool = True,
        pending: Pending | None = None,
        given: bool = False,
    ) -> Table:
        """Let AI seats play until a human must act or the game ends, save it all in one
        transaction (what was `pending` too), then publish.

        Only what a human must answer is shown: an AI's moves are listed on the next
        human's board (or the results), not drawn step by step. A move that closes a
        chapter (a race of a championship) is saved and shown too, with the game's
        summary, before the AI moves on.

        `given`: the table's state was made by a move here and not shown yet. The AI's
        moves are made on such a state; a state shown (the publisher may still hold it)
        is copied first."""
        pending = pending or Pending(table)
        while table.outcome is None:
            unasked = await self._unasked_move(table)
            if unasked is None:
                break
            if self.publisher.pauses_at(table):
                table = await self._save(table, pending)
                table, events = await self._show(table, events), []
                pending, given = Pending(table), False
            seat, action, auto = unasked
            table = await self._applied(table, seat, action, given=given)
            given = True  # made here, not shown
            pending.moves.append(Played(seat, None, action.key, auto))
            events += self._named(table, table.state.events)
        table = await self._save(table, pending)
        if table.outcome is None:
            return await self._show(table, events, ping=ping)
        self._shown.pop(table.id, None)
        await self._end(table, events)
        return await self.table(table.id)

    async def _unasked_move(self, table: Table) -> tuple[int, Action, bool] | None:
        """The next move nobody is asked for: (seat, action, logged as `auto`), or None
        when a human must decide. An AI seat's move; a move that decides nothing for
        anyone (`Game.unasked_action`); a roll of a player who turned auto-roll on
        (`Game.routine_action`)."""
        acting = table.to_act()
        ai = [s for s in acting if table.seats[s].is_ai]
        if ai:
            return ai[0], await ai_choice(table, ai[0]), False
        for seat in acting:
            action = table.game.unasked_action(table.state, seat)
            if action is not None:
                return seat, action, True
        if type(table.game).routine_action is Game.routine_action:
            return None  # a game whose every move is a decision
        # Whether a roll is routine may take a search (Formula 1: could the order of two
        # cars matter?): asked only for those who turned auto-roll on.
        users = {table.seats[s].user_id: s for s in acting if table.seats[s].user_id is not None}
        rollers = await self.store.auto_rollers(table.row.guild_id, table.game.name, list(users))
        for user in (u for u in users if u in rollers):
            action = table.game.routine_action(table.state, users[user])
            if action is not None:
                return users[user], action, True
        return None

    async def set_auto_roll(self, game_id: int, user_id: int, on: bool) -> Table:
        """A player of this game turns auto-roll on or off for its kind of game on this
        server; if it is their roll now, the AI rolls at once (the same path as any move)."""
        async with self.lock(game_id):
            table = await self.table(game_id)
            if table.seat_of(user_id) is None:
                raise NotAPlayer("error-auto-roll-players")
            await self.store.set_auto_roll(table.row.guild_id, user_id, table.game.name, on)
            if table.row.status is not Status.ACTIVE or table.state is None:
                return table
            if table.outcome is None and await self._unasked_move(table) is not None:
                return await self._advance(table, [])
            return table

    async def auto_roll(self, game_id: int, user_id: int) -> tuple[Table, bool]:
        """The game, and whether this user has auto-roll on for its kind on its server."""
        table = await self.table(game_id)
        on = await self.store.auto_rollers(table.row.guild_id, table.game.name, [user_id])
        return table, user_id in on

    async def _show(self, table: Table, events: list[str], *, ping: bool = True) -> Table:
        """Edit this turn's board (keeping the turn's earlier events), or post a new one
        when the turn has passed. The store notes which version the board shows; a board
        that could not be published is tried again later (`reconcile`)."""
        row = table.row
        same_turn = row.board_message_id is not None and row.board_turn == table.state.turn
        if same_turn:
            shown = self._shown.get(table.id, []) + events
            if await self._safely(self.publisher.edit_board(table, shown), False):
                self._shown[table.id] = shown
                await self.store.set_places(table.id, board_version=table.version)
                return replace(table, row=replace(row, board_version=table.version))
        message_id = await self._safely(self.publisher.post_board(table, events, ping=ping), None)
        self._shown[table.id] = list(events)
        places = {"board_message_id": message_id, "board_turn": table.state.turn}
        if message_id is not None:
            places["board_version"] = table.version
        else:
            self._reconcile_later(table.id)
        await self.store.set_places(table.id, **places)
        return replace(table, row=replace(row, **places))

    def _reconcile_later(self, game_id: int) -> None:
        """Try again, further and further apart, to show a board that failed."""
        if game_id in self._retries:
            return
        task = asyncio.get_running_loop().create_task(self._reconcile_retries(game_id))
        self._retries[game_id] = task

    async def board_failed(self, game_id: int, message_id: int) -> None:
        """The publisher could not show the saved state on this board message (after
        discord.py's own retries): the store no longer says it does, and the board is
        posted again in the background until it shows."""
        async with self.lock(game_id):
            row = await self.store.game(game_id)
            if row is None or row.board_message_id != message_id:
                return  # a newer board message (or none) is the game's board now
            if row.board_version is not None:
                await self.store.set_places(game_id, board_version=None)
        self._reconcile_later(game_id)

    async def _reconcile_retries(self, game_id: int) -> None:
        try:
            for attempt in itertools.count():
                await asyncio.sleep(REPOST_DELAYS[min(attempt, len(REPOST_DELAYS) - 1)])
                try:
                    if await self.reconcile(game_id) is not False:
                        return
                except TableError:
                    return
                except Exception:
                    log.exception("reposting the board of game %d failed", game_id)
        finally:
            self._retries.pop(game_id, None)

    async def close(self) -> None:
        """Stop trying to repost boards (shutdown)."""
        tasks = list(self._retries.values())
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    async def _safely(self, publishing, default):
        """A failed post must never lose a saved move: log it and carry on."""
        try:
            return await publishing
        except Exception:
            log.exception("publishing failed")
            return default

    # -- endings -----------------------------------------------------------------------
    async def _end(
        self, table: Table, events: list[str], *, early: bool = False, final: State | None = None
    ) -> None:
        """Rank, rate and publish the end. `final`: the finished state of a game stopped by
        a resignation (not a move: it is shown and scored, the moves stay as played)."""
        if final is not None:
            table = table.showing(final)
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
        guild, game = table.row.guild_id, table.game.name

        def rated(old: list[RatingRow]) -> tuple[list[ResultRow], list[RatingRow]]:
            return rate(guild, game, table.id, standings, old)

        rating = Rating(guild, game, humans, rated)
        await self.store.finish(table.id, status=Status.FINISHED, rating=rating)
        results = await self.store.results(table.id)
        await self.timer.ended(table)
        table = await self.table(table.id)
        if final is not None:
            table = table.showing(final)
        await self._safely(self.publisher.ended(table, results, events), None)
        self._locks.pop(table.id, None)

    async def resign(self, game_id: int, user_id: int) -> Table:
        """The seat goes to the AI for good; the player ranks last. When fewer than two
        humans are left playing, the game ends at once: a solo player's game finished as
        its sheet scores a stop (solo PAC-MAN keeps his inning's score), any other without
        scores."""
        async with self.lock(game_id):
            table = await self.table(game_id)
            if table.row.status is not Status.ACTIVE:
                raise NotRunning("error-not-being-played")
            seat = table.seat_of(user_id)
            if seat is None:
                raise NotAPlayer("error-not-playing")
            if seat.resigned:
                raise NotAPlayer("error-resigned-already")
            if not await self.store.resign(game_id, version=table.version, seat=seat.seat):
                raise StaleButton("error-moved-while-resigning")
            table = await self.table(game_id)
            name = safe_name(seat.name)
            if not self._too_few_playing(table):
                notice = tr(table.lang, "resign-ai-plays", name=name)
                await self._safely(self.publisher.notice(table, notice), None)
                return await self._advance(table, [])
            finished = (
                table.game.stopped(table.state, seat.seat) if len(table.seats) == 1 else None
            )
            key = "resign-score-kept" if finished is not None else "resign-game-ends"
            await self._safely(self.publisher.notice(table, tr(table.lang, key, name=name)), None)
            if finished is not None:
                await self._end(table, self._named(table, finished.events), final=finished)
            else:
                ended = tr(table.lang, "notice-resigned-end", name=f"**{name}**")
                await self._end(table, [ended], early=True)
            return await self.table(game_id)

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
                raise NotRunning("error-over-already")
            if not manager and user_id != table.row.host_id:
                raise NotHost("error-abandon-who")
            await self.store.finish(
                game_id,
                status=Status.ABANDONED,
            )
            await self.timer.ended(table)
            table = await self.table(game_id)
            await self._safely(self.publisher.ended(table, [], []), None)
            self._locks.pop(game_id, None)
            return table

    async def repost(self, game_id: int) -> Table:
        """Post the current board again as a new message (a lost or buried board), without
        pinging anyone; at most once a minute a game."""
        async with self.lock(game_id):
            table = await self.table(game_id)
            if table.row.status is not Status.ACTIVE:
                raise NotRunning("error-not-being-played")
            last = self._reposted.get(game_id)
            if last is not None and self.now() - last < REPOST_EVERY:
                raise TableError("error-reposted-recently", id=str(game_id))
            self._reposted[game_id] = self.now()
            table = replace(table, row=replace(table.row, board_turn=None))
            return await self._advance(table, [], ping=False)

    async def resume(self, guild_ids: Collection[int] | None = None) -> int:
        """After a restart, for every open game in the given servers (the ones this bot can
        see; a database may also hold another bot's games, such as the local playground's):
        AI seats finish moves they owed, each turn clock is set for the state as saved
        (deadlines missed while the bot was down get a grace period, and the players are
        told), a board older than the state is posted again, and a lobby without an expiry
        gets one. A game that cannot be loaded is closed; it never stops the others.
        Games are handled a few at a time (bot/throttle.py: no storm of renders and posts;
        clicks are answered meanwhile). Returns the games touched."""
        rows = [
            row
            for row in await self.store.games_where(statuses=(Status.LOBBY, Status.ACTIVE))
            if guild_ids is None or row.guild_id in guild_ids
        ]
        return sum(n or 0 for n in await a_few_at_a_time(rows, self._resume_row))

    async def _resume_row(self, row: GameRow) -> int:
        try:
            async with self.lock(row.id):
                return await self._resume(row.id)
        except BrokenGame:
            return 0
        except Exception as error:  # one game's trouble must not stop the rest
            log.exception("game %d could not be resumed", row.id)
            await self._safely(self._close_broken(row, [], error), None)
            return 0

    async def _resume(self, game_id: int) -> int:
        table = await self.table(game_id)
        row = table.row
        if row.status is Status.LOBBY:
            if row.deadline is None:  # opened by a /play that was cut short
                await self.timer.lobby_expiry(table)
                return 1
            return 0
        if table.outcome is None and self._too_few_playing(table):
            await self._end(table, [], early=True)
            return 1
        ai_to_act = any(table.seats[s].is_ai for s in table.to_act())
        if table.outcome or ai_to_act or await self._unasked_move(table) is not None:
            await self._advance(table, [])
            return 1
        if self.timer.missed(table) is not None:
            # the bot, not the player, was away: a whole turn again, on a fresh board (with
            # its ping and countdown) that says so
            table = await self.timer.grant_grace(table)
            until = f"<t:{int(table.row.deadline)}:R>"
            note = tr(table.lang, "notice-grace", until=until)
            await self._show(replace(table, row=replace(table.row, board_turn=None)), [note])
            return 1
        table = await self.timer.arm(table)
        if table.row.board_version != table.version:
            await self._show(replace(table, row=replace(table.row, board_turn=None)), [])
            return 1
        return 0

    async def reconcile(self, game_id: int) -> bool | None:
        """Post the board again if the one shown is older than the saved state (after a
        publishing failure or a crash between saving and showing). None: it was current;
        True: a fresh board is up; False: posting failed again."""
        async with self.lock(game_id):
            table = await self.table(game_id)
            if table.row.status is not Status.ACTIVE or table.row.board_version == table.version:
                return None
            return await self._catch_up_board(table)

    # -- what the scheduler calls ------------------------------------------------------
    async def on_due(self, due: Due) -> bool:
        """Do what is due; False if nothing was (the game moved on meanwhile)."""
        if due.kind == "remind":
            return await self.remind(due.game_id, due.at)
        if due.status is Status.LOBBY:
            return await self.expire_lobby(due.game_id)
        if due.status is Status.ACTIVE:
            return await self.time_out(due.game_id, due.version)
        return await self.archive(due.game_id)

    async def drop_due(self, due: Due) -> None:
        """Forget a due item that cannot be handled (so the scheduler never spins)."""
        await self.timer.drop(due)

    async def time_out(self, game_id: int, version: int) -> bool:
        """The acting humans ran out of time: the AI plays what they owe this turn. The
        whole time-out (the AI's moves, the count, seats handed over, the next deadline,
        and the moves of AI seats that follow unless a seat was handed over) is saved in
        one transaction: a crash leaves it all done or not begun."""
        async with self.lock(game_id):
            table = await self.table(game_id)
            row = table.row
            if (
                row.status is not Status.ACTIVE
                or row.version != version
                or not self.timer.is_due(row.deadline)
            ):
                return False
            late = table.humans_to_act()
            counts = {s.seat: s.timeouts + 1 for s in late}
            pending = Pending(table, late=sorted(counts))
            after, events = await self._play_absent(table, pending)
            gone = [s for s in late if counts[s.seat] >= row.afk_limit]
            if after.outcome is not None:
                gone = []
            pending.hand_over = [s.seat for s in gone]
            seats = [
                replace(
                    s,
                    timeouts=counts.get(s.seat, s.timeouts),
                    resigned=s.resigned or s in gone,
                    away=s.away or s in gone,
                )
                for s in table.seats
            ]
            after = replace(after, seats=seats)
            notes = [
                tr(
                    table.lang,
                    "notice-timed-out",
                    name=f"**{safe_name(s.name)}**",
                    count=counts[s.seat],
                    limit=row.afk_limit,
                )
                for s in late
            ]
            try:
                if gone:  # saved before anyone is told the AI took their seat
                    after = await self._save(after, pending)
                    await self._handed_over(after, gone, events + notes)  # last: never cut
                else:  # saved with the AI's replies, in one transaction
                    await self._advance(after, events + notes, pending=pending)
            except StaleButton:  # another process's clock took it
                return False
            return True

    async def _play_absent(self, table: Table, pending: Pending) -> tuple[Table, list[str]]:
        """The AI plays, in memory, what the humans to act owe this turn (the moves added
        to `pending`, logged as `auto`); the table after them and their events."""
        events: list[str] = []
        absent = {seat.seat for seat in table.humans_to_act()}
        turn = table.state.turn
        while table.outcome is None and table.state.turn == turn:
            acting = [seat for seat in table.to_act() if seat in absent]
            if not acting:
                break
            action = await ai_choice(table, acting[0])
            table = await self._applied(table, acting[0], action)
            pending.moves.append(Played(acting[0], None, action.key, True))
            events += self._named(table, table.state.events)
        return table, events

    async def _handed_over(self, table: Table, gone: list[SeatRow], events: list[str]) -> None:
        """Seats that timed out too often went to the AI for good, as a resignation."""
        for seat in gone:
            await self._safely(
                self.publisher.remind(
                    table,
                    tr(
                        table.lang,
                        "notice-handed-over",
                        who=f"<@{seat.user_id}>",
                        count=table.row.afk_limit,
                    ),
                    ping=[seat.user_id],
                ),
                None,
            )
        ended = [
            tr(table.lang, "notice-replaced", name=f"**{safe_name(s.name)}**") for s in gone
        ]
        if self._too_few_playing(table):
            await self._end(table, events + ended, early=True)
        else:
            await self._advance(table, events + ended)

    async def remind(self, game_id: int, at: float) -> bool:
        """The one ping before a deadline, to the humans who must act."""
        async with self.lock(game_id):
            if not await self.store.mark_reminded(game_id, at):
                return False
            table = await self.table(game_id)
            deadline = table.row.deadline
            humans = table.humans_to_act()
            if table.row.status is not Status.ACTIVE or not humans or deadline is None:
                return False
            if deadline <= self.now():
                return False
            who = ", ".join(f"<@{s.user_id}>" for s in humans)
            await self._safely(
                self.publisher.remind(
                    table,
                    tr(
                        table.lang,
                        "notice-reminder",
                        who=who,
                        title=table.game.title,
                        id=str(table.id),
                        at=f"<t:{int(deadline)}:t>",
                        left=f"<t:{int(deadline)}:R>",
                    ),
                    ping=[s.user_id for s in humans],
                ),
                None,
            )
            return True

    async def expire_lobby(self, game_id: int) -> bool:
        """Nobody started this lobby in time: close it and say so."""
        async with self.lock(game_id):
            table = await self.table(game_id)
            row = table.row
            if row.status is not Status.LOBBY or row.deadline is None or row.deadline > self.now():
                return False
            if not await self.store.claim_deadline(game_id, row.deadline):
                return False  # another bot process's clock took it
            await self.store.finish(
                game_id,
                status=Status.ABANDONED,
            )
            table = await self.table(game_id)
            await self._safely(self.publisher.lobby_expired(table), None)
            return True

    async def archive(self, game_id: int) -> bool:
        """Archive a finished game's thread once its time has come."""
        table = await self.table(game_id)
        row = table.row
        if row.status in (Status.LOBBY, Status.ACTIVE) or row.deadline is None:
            return False
        if row.deadline > self.now():
            return False
        if not await self.store.claim_deadline(game_id, row.deadline):
            return False  # another bot process's clock took it
        if row.thread_id is not None:
            await self._safely(self.publisher.archive(table), None)
        return True


def _check_seats(seats: list[SeatRow], state: State | None) -> None:
    """Seats 0, 1, 2... with none missing, as many as the state has players."""
    numbers = [seat.seat for seat in seats]
    if not numbers or numbers != list(range(len(numbers))):
        raise ValueError(f"the seats are {numbers}, not 0 to {len(numbers) - 1}")
    if state is not None and state.players != len(seats):
        raise ValueError(f"{len(seats)} seats for {state.players} players")
