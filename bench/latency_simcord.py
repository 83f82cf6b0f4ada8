"""bench/latency.py's load through the real bot on SimCord: Discord's side included.

    .venv/bin/python bench/latency_simcord.py                    # 1,000 live games, 30 s
    .venv/bin/python bench/latency_simcord.py --games 200 --seconds 20 --warm 10

The bot is `create_bot(settings)` as in production and in tests/bot/conftest.py: the
Discord publisher, the render pool (one worker process per core), a SQLite file, the
channels' 5-messages-per-5-s pacing, on SimCord in this process. Servers of 50 games,
each with a #games channel and a member with Manage Server who sets the turn clock to
24 h (`/config turn_timer`). N games, the four in turn as bench/latency.py has them:
Formula 1, PAC-MAN and PUSH with two humans and an AI, Passtally with two humans,
each opened through the bot's own commands and buttons (`/play`, Join, Add AI, Start),
one after the other with SimCord's ordinary settling actions, the moves not yet running.

Then each game's humans play: the member the newest board pings waits a log-normal
think time (median 8 s, seeded as in bench/latency.py) and clicks a random enabled
control of the board that plays a move or opens a panel, and in a panel the same
(Passtally's tiles, PAC-MAN's walks), until a click plays a move. Clicks are delivered
as the gateway would and not waited for (bench/simcord_drive.py says how and why), so a
thousand games' members click at once. Per click it times the acknowledgement (the
interaction's callback: Discord wants one within 3 s, the bot aims at 1 s) and, for a
click that plays a move, the board (the first call carrying a PNG to the game's thread or
to the click's own answer), and it counts the clicks answered privately that the bot is
busy; a refused move is tried again on the same board after another think. A game that
ends is not replaced (at a move per human per 11 s few end in a run).

It prints offered, played and refused moves/s, ack p50/p99/max of every click and of
the moves, board p50/p99/max, CPU a played move of the process tree (this process holds
SimCord, Discord's side, and the members, as well as the bot; plus the render
workers), REST calls a move and RSS a live game after the set-up (SimCord's stored
messages and PNGs included, the PNGs' bytes also shown apart; its logs of calls and
events are emptied as the run goes); and, to tell what limited a run, the event loop
thread's CPU, the render workers' CPU against their time on jobs, boards drawn a move
and the posts that waited for a channel's slot.

Timers: SimCord's clock follows the wall clock (bench/simcord_drive.py's `WallClock`),
so the bot's timers fire on time, as on Discord. The turn clock would then fire too, but
with 24 h turns no deadline, reminder or lobby expiry falls within a run (the report
counts what it handled). tests/bot/test_latency_simcord.py runs the plumbing on 12 games.
"""

from __future__ import annotations

import argparse
import asyncio
import math
import os
import random
import re
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

if str(Path(__file__).resolve().parent) not in sys.path:  # (imported by a test)
    sys.path.append(str(Path(__file__).resolve().parent))

import discord
import simcord
from latency_probes import cpu_seconds, settled_rss, ticker
from latency_report import percentile
from simcord_drive import Click, WallClock, Wire, deliver

from bot import Settings, create_bot
from lang import tr

GAMES = ("formula", "pacman", "push", "passtally")
WITH_AI = {"formula", "pacman", "push"}  # two humans and an AI; Passtally two humans
THINK_MEDIAN = 8.0  # seconds, as bench/latency.py
THINK_SIGMA = 0.8
GAMES_A_SERVER = 50
DAY = 86400  # the servers' turn clock: no deadline falls within a run
QUIET = 60.0  # seconds a game may show no board to act on before its humans give up
GAME_CONTROL = re.compile(r"^(a|as|p|ps):(\d+):(\d+):")
MENTION = re.compile(r"<@(\d+)>")
PANEL_DEPTH = 8  # clicks into panels before a member takes only controls that play


@dataclass
class Game:
    kind: str
    thread_id: int
    members: dict[int, object]  # user id -> SimCord member
    version: int = -1  # of the board last clicked


@dataclass
class Figures:
    measuring: bool = False
    stopping: bool = False
    offered: int = 0  # clicks that play a move
    played: int = 0  # of those, with a board
    refused: int = 0  # answered that the bot is busy
    other_answers: int = 0  # answered privately otherwise (an older board...)
    unanswered: int = 0  # nothing within QUIET
    panel_clicks: int = 0
    sent: int = 0  # clicks of every kind
    played_by_game: dict[str, int] = field(default_factory=dict)
    acks: list[float] = field(default_factory=list)  # every click
    move_acks: list[float] = field(default_factory=list)
    boards: list[float] = field(default_factory=list)
    stalled: int = 0  # games whose humans gave up
    busy_text: str = field(default_factory=lambda: tr("en", "error-busy"))


class Load:
    """The members of N live games, clicking on what the bot posted."""

    def __init__(self, env, wire: Wire, seed: int, think_median: float = THINK_MEDIAN):
        self.env, self.wire = env, wire
        self.random = random.Random(seed)
        self.think_median = think_median
        self.figures = Figures()
        self.moves = asyncio.Event()  # set on every played move (tests wait on it)
        self.clicking: set[asyncio.Task] = set()  # humans between a click and its answer

    def think(self) -> float:
        return self.random.lognormvariate(math.log(self.think_median), THINK_SIGMA)

    # -- reading what the bot posted (SimCord's stored messages) ----------------------------
    def messages(self, channel_id: int) -> dict:
        return self.env.backend.messages.get(channel_id, {})

    def board(self, game: Game):
        """The game's newest board with move controls, if it pings one of its humans."""
        bot = self.env.backend.bot_user.id
        for message in sorted(self.messages(game.thread_id).values(), key=lambda m: -m.id):
            if message.author_id != bot or message.flags & 64:
                continue
            if not controls(message):
                continue
            lines = message.content.splitlines()
            pinged = [int(i) for i in MENTION.findall(lines[-1] if lines else "")]
            return message if any(i in game.members for i in pinged) else None
        return None

    async def my_turn(self, game: Game):
        """The newest board that asks one of the game's humans to act (newer than the one
        clicked last), once it is there; None if none comes within QUIET."""
        event = self.wire.changed(game.thread_id)
        while True:
            event.clear()
            board = self.board(game)
            if board is not None and version(board) > game.version:
                return board
            try:
                await asyncio.wait_for(event.wait(), QUIET)
            except TimeoutError:
                return None

    # -- playing ---------------------------------------------------------------------------
    async def humans(self, game: Game) -> None:
        figures = self.figures
        pick = random.Random(game.thread_id)
        await asyncio.sleep(self.think() * self.random.random())  # a random phase
        while not figures.stopping:
            board = await self.my_turn(game)
            if board is None:
                figures.stalled += 1
                return
            await asyncio.sleep(self.think())
            if figures.stopping:
                return
            board = self.board(game) or board  # (what the member sees now)
            game.version = version(board)
            pinged = [int(i) for i in MENTION.findall(board.content.splitlines()[-1])]
            member = next(game.members[i] for i in pinged if i in game.members)
            task = asyncio.current_task()
            self.clicking.add(task)
            try:
                if not await self.move(game, member, board, pick):
                    game.version = -1  # refused: the member tries again on the same board
            finally:
                self.clicking.discard(task)

    async def move(self, game: Game, member, board, pick: random.Random) -> bool:
        """Click until a move is played or refused: the board's controls, then the panels
        they open. Whether the move was played (its board came)."""
        figures = self.figures
        message = board
        for depth in range(PANEL_DEPTH + 2):
            options = controls(message)
            if depth >= PANEL_DEPTH:
                options = [o for o in options if o[2]] or options
            if not options:
                return False
            component, values, act = pick.choice(options)
            measured = figures.measuring
            record = deliver(self.env, member, message, component, values)
            click = self.wire.track(Click(record, game.thread_id, act))
            figures.sent += measured
            try:
                await asyncio.wait_for(click.done.wait(), QUIET)
            except TimeoutError:
                figures.unanswered += measured
                return False
            finally:
                self.wire.forget(click)
            if measured and click.acked is not None:
                figures.acks.append(click.acked - click.sent)
            if not act:
                figures.panel_clicks += measured
                message = self.panel(game, record, message)
                if message is None:
                    return False  # the panel was refused (a newer board...)
                continue
            if measured:
                figures.offered += 1
                figures.move_acks.append(click.acked - click.sent)
                if click.board is not None:
                    figures.played += 1
                    figures.boards.append(click.board - click.sent)
                    by_game = figures.played_by_game
                    by_game[game.kind] = by_game.get(game.kind, 0) + 1
                elif click.private == figures.busy_text:
                    figures.refused += 1
                else:
                    figures.other_answers += 1
            self.moves.set()
            return click.board is not None
        return False

    def panel(self, game: Game, record, source):
        """The private panel a click opened or changed, if it shows controls."""
        stored = self.messages(game.thread_id)
        for message_id in (*reversed(record.followup_ids), record.message_id, source.id):
            message = stored.get(message_id)
            if message is not None and message.flags & 64 and controls(message):
                return message
        return None


def controls(message) -> list[tuple[dict, list[str] | None, bool]]:
    """(component, select values, whether it plays) of every enabled game control."""
    found = []
    for row in message.components:
        for item in row.get("components", ()):
            match = GAME_CONTROL.match(item.get("custom_id", ""))
            if match is None or item.get("disabled"):
                continue
            act = match[1] in ("a", "as")
            if item.get("type") == 2:
                found.append((item, None, act))
            else:
                found += [(item, [o["value"]], act) for o in item.get("options", ())]
    return found


def version(message) -> int:
    return max(int(GAME_CONTROL.match(c["custom_id"])[3]) for c, _, _ in controls(message))


# -- the world --------------------------------------------------------------------------------
async def open_games(env, count: int) -> list[Game]:
    """Servers of GAMES_A_SERVER games; each game opened through /play and the lobby's
    buttons (SimCord's settling actions, one at a time)."""
    games: list[Game] = []
    admins = None
    for n in range(count):
        if n % GAMES_A_SERVER == 0:
            guild = env.create_guild(name=f"Bench {n // GAMES_A_SERVER}")
            channel = guild.create_text_channel("games")
            admins = guild.create_role("admins", permissions=discord.Permissions(manage_guild=True))
            admin = guild.add_member(env.create_user(f"admin{n}"), roles=[admins])
            await admin.slash(channel, "config", turn_timer=DAY)
            if n:
                print(f"  {n} games open", file=sys.stderr, flush=True)
        kind = GAMES[n % len(GAMES)]
        host = guild.add_member(env.create_user(f"h{n}"))
        guest = guild.add_member(env.create_user(f"g{n}"))
        lobby = (await host.slash(channel, "play", game=kind)).response
        await guest.click(lobby, label=tr("en", "lobby-join"))
        if kind in WITH_AI:
            await host.click(lobby, label=tr("en", "lobby-add-ai"))
        await host.click(lobby, label=tr("en", "lobby-start"))
        games.append(Game(kind, lobby.id, {host.id: host, guest.id: guest}))
    return games


def settings(folder: Path) -> Settings:
    return Settings(
        database_path=folder / "bench.sqlite3",
        discord_token=None,
        game_place="thread",
        shard_count=1,
    )


async def measure(
    count: int,
    seconds: float,
    warm: float,
    seed: int,
    *,
    think_median: float = THINK_MEDIAN,
    until=None,
) -> dict:
    """Run the load; measure for `seconds` after `warm` (or, with `until`, from the
    start until `until(figures)` holds after a move: the test's way, no clock involved)."""
    wire = Wire()
    wire.install()
    try:
        with tempfile.TemporaryDirectory() as folder:
            bot = create_bot(settings(Path(folder)))
            async with simcord.run(bot) as env:
                env.settle_timeout = 60.0  # a set-up action waits for its first board
                clock = WallClock(env)
                clock.start()
                try:
                    return await _run(
                        env, bot, wire, clock, count, seconds, warm, seed, think_median, until
                    )
                finally:
                    await clock.stop()
                    await bot.tables.store.close()  # SimCord detaches the bot, open
                    await bot.renders.close()
    finally:
        wire.uninstall()


async def _run(env, bot, wire, clock, count, seconds, warm, seed, think_median, until) -> dict:
    rss_before = settled_rss()
    set_up = time.perf_counter()
    games = await open_games(env, count)
    set_up = time.perf_counter() - set_up
    forget_logs(env)
    rss_games = settled_rss()
    load = Load(env, wire, seed, think_median)
    humans = [asyncio.create_task(load.humans(game)) for game in games]
    figures = load.figures
    if until is None:
        await asyncio.sleep(warm)
    lags: list[float] = []
    stop = asyncio.Event()
    tick = asyncio.create_task(ticker(lags, stop))
    pids = [os.getpid(), *bot.renders.pids]
    paced = pace_waits(bot)
    due = count_due(bot)
    cpu, calls, wall = cpu_seconds(pids), wire.calls, time.perf_counter()
    loop_cpu, workers_cpu = time.thread_time(), cpu_seconds(pids[1:])
    drawing, drawn, waits = bot.renders.busy, bot.renders.drawn, list(paced)
    figures.measuring = True
    if until is None:
        end = wall + seconds
        while time.perf_counter() < end:
            await asyncio.sleep(min(1.0, end - time.perf_counter()))
            forget_logs(env)
    else:
        while not until(figures):
            load.moves.clear()
            try:
                await asyncio.wait_for(load.moves.wait(), QUIET)
            except TimeoutError:
                break  # no move any more: the caller's checks will say what is missing
    figures.measuring = False
    wall = time.perf_counter() - wall
    cpu = cpu_seconds(pids) - cpu
    loop_cpu, workers_cpu = time.thread_time() - loop_cpu, cpu_seconds(pids[1:]) - workers_cpu
    drawing, drawn = bot.renders.busy - drawing, bot.renders.drawn - drawn
    waits = paced[len(waits) :]
    calls = wire.calls - calls
    stop.set()
    await tick
    figures.stopping = True  # the clicks on their way are answered, the rest stop
    for task in humans:
        if task not in load.clicking:
            task.cancel()
    await asyncio.gather(*humans, return_exceptions=True)
    await env.settle(timeout=60)  # the clicks still on their way
    forget_logs(env)
    played = max(1, figures.played)
    return {
        "games": count,
        "seconds": wall,
        "set_up": set_up,
        "offered": figures.offered / wall,
        "played": figures.played / wall,
        "refused": figures.refused / wall,
        "other_answers": figures.other_answers,
        "unanswered": figures.unanswered,
        "stalled": figures.stalled,
        "clicks": figures.sent,
        "acked": len(figures.acks),
        "played_by_game": figures.played_by_game,
        "panel_clicks": figures.panel_clicks,
        "moves": figures.offered,
        "boards": len(figures.boards),
        **spread("ack", figures.acks),
        **spread("move_ack", figures.move_acks),
        **spread("board", figures.boards),
        "ack_over_1s": sum(a > 1.0 for a in figures.acks),
        "ack_over_3s": sum(a > 3.0 for a in figures.acks),
        "lag_p99": percentile(lags, 99) * 1000,
        "cpu_per_move": cpu / played * 1000,
        "cpu_busy": cpu / wall / len(os.sched_getaffinity(0)),
        "loop_busy": loop_cpu / wall,  # of one core: the event loop's thread
        "workers_cpu": workers_cpu / wall,  # cores
        "workers_drawing": drawing / wall / bot.renders.workers,
        "boards_per_move": drawn / played,
        "paced_per_move": sum(w > 0.001 for w in waits) / played,
        "paced_mean": sum(waits) / max(1, sum(w > 0.001 for w in waits)) * 1000,
        "rest_per_move": calls / played,
        "rss_per_game": (rss_games - rss_before) / count / 1000,
        "pngs_per_game": sum(map(len, env.backend.cdn._blobs.values())) / count / 1000,
        "timers_fired": clock.fired,
        "bot_errors": len(env.errors),
        "turn_clock_due": len(due),
    }


def pace_waits(bot) -> list[float]:
    """The seconds each post or edit of the bot waited for its channel's slot (the
    5-per-5-s pacing), from now on: the bot's ChannelLimit, timed."""
    limit = bot.tables.publisher.limit
    slot, waits = limit.slot, []

    async def timed(channel_id: int) -> None:
        start = time.perf_counter()
        await slot(channel_id)
        waits.append(time.perf_counter() - start)

    limit.slot = timed
    return waits


def count_due(bot) -> list:
    """The deadlines and reminders the turn clock hands to the table service from now
    on (none with the servers' 24 h turns: the result is not the clock's)."""
    tables = bot.tables
    on_due, handled = tables.on_due, []

    async def counted(due):
        handled.append(due)
        return await on_due(due)

    tables.on_due = counted
    return handled


def spread(name: str, values: list[float]) -> dict:
    return {
        f"{name}_p50": percentile(values, 50) * 1000,
        f"{name}_p99": percentile(values, 99) * 1000,
        f"{name}_max": max(values, default=math.nan) * 1000,
    }


def forget_logs(env) -> None:
    """Empty SimCord's logs of REST calls and gateway events (a test's transcript; over
    a run they would hold every board's request)."""
    env.backend.http_requests.clear()
    env.backend.transcript.clear()


def report(r: dict) -> str:
    return (
        f"{r['games']} live games on SimCord, {r['seconds']:.0f} s measured "
        f"(set up in {r['set_up']:.0f} s): offered {r['offered']:.1f} moves/s, "
        f"played {r['played']:.1f}, refused {r['refused']:.2f} "
        f"({r['other_answers']} other private answers, {r['unanswered']} unanswered, "
        f"{r['stalled']} games stalled)\n"
        f"  ack (all {r['clicks']} clicks, {r['panel_clicks']} of them into panels) "
        f"p50 {r['ack_p50']:.0f} ms, p99 {r['ack_p99']:.0f} ms, max {r['ack_max']:.0f} ms; "
        f"over 1 s: {r['ack_over_1s']}, over 3 s: {r['ack_over_3s']}\n"
        f"  ack (the {r['moves']} moves) p50 {r['move_ack_p50']:.0f} ms, "
        f"p99 {r['move_ack_p99']:.0f} ms, max {r['move_ack_max']:.0f} ms\n"
        f"  board p50 {r['board_p50']:.0f} ms, p99 {r['board_p99']:.0f} ms, "
        f"max {r['board_max']:.0f} ms; loop lag p99 {r['lag_p99']:.0f} ms\n"
        f"  CPU {r['cpu_per_move']:.1f} ms a played move (bot + SimCord + members, and the "
        f"render workers; {r['cpu_busy']:.0%} of the cores), {r['rest_per_move']:.2f} REST "
        f"calls a move, {r['boards_per_move']:.2f} boards drawn a move; event loop thread "
        f"{r['loop_busy']:.0%} of a core, render workers {r['workers_cpu']:.2f} cores "
        f"(drawing {r['workers_drawing']:.0%} of the time); waits for a channel's slot "
        f"{r['paced_per_move']:.2f} a move, {r['paced_mean']:.0f} ms each;\n"
        f"  RSS {r['rss_per_game']:.0f} KB a live game (of which SimCord's stored "
        f"PNGs {r['pngs_per_game']:.0f} KB); "
        f"bot errors {r['bot_errors']}, turn clock items handled {r['turn_clock_due']}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="live games")
    parser.add_argument("--seconds", type=float, default=30.0, help="measured")
    parser.add_argument("--warm", type=float, default=15.0, help="load before measuring")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    result = asyncio.run(measure(args.games, args.seconds, args.warm, args.seed))
    print(report(result), flush=True)
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)


if __name__ == "__main__":
    main()
