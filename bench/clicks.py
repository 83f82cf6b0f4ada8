"""How many clicks a move costs: games played through the bot's own controls on SimCord.

The members read the posted components only and choose as a player would: the AI's choice
where the game asks a real decision (PAC-MAN's walk, a pit stop), the best-ranked option
where the controls rank them (a PAC-MAN destination). Every click on a button or select
counts, panels included.

    .venv/bin/python bench/clicks.py                      # PAC-MAN, Formula 1, Passtally
    .venv/bin/python bench/clicks.py --pacman-moves 30 --seeds 3 --races 1
    .venv/bin/python bench/clicks.py --only formula --seeds 5
    .venv/bin/python bench/clicks.py --only passtally --seeds 5
    .venv/bin/python bench/clicks.py --only pacman-match --seeds 9   # whole solo matches

Run it on an older commit (a worktree) to compare: it needs nothing newer than the bot.
PAC-MAN: solo innings (the engine moves the ghosts), clicks per move (a roll and its
move; a power move counts as one) and per turn (PAC-MAN's roll until the ghosts move);
and whole solo matches under the default options, the median clicks from start to end.
Formula 1: two humans, one race each seed, presses per human per race, by kind of press
(a pit stop and the order of two close cars are decisions; the rest are the turn's Roll),
and per turn a member was asked; with auto-roll off, then on for both.
PUSH: two humans, a whole game each seed, clicks per turn of a member.
Per-turn figures (p90) set each game's default turn time (bot/turns.py).
Passtally: two humans, a whole game each seed. The member to act plays the AI's choice the
fewest clicks there through the posted controls (tests/bot/budget.py's Player: the same
search on any commit, whatever the controls are); clicks and REST calls per tile
placement, clicks per turn.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
from pathlib import Path
from types import SimpleNamespace

import simcord

import games
from bot import Settings, create_bot


def controls(message) -> list:
    """The components of a message, or of a panel (an interaction's response)."""
    message = getattr(message, "message", message)
    return [c for row in message.components for c in row.children]


def game_controls(message) -> list:
    return [c for c in controls(message) if c.custom_id and c.custom_id[0] in "ap"]


class Table:
    """A channel, its members, and the newest board of the game's thread."""

    def __init__(self, env, names: list[str]):
        guild = env.create_guild(name="Bench")
        self.env, self.channel = env, guild.create_text_channel("games")
        self.members = [guild.add_member(env.create_user(n)) for n in names]
        self.clicks = {m.name: 0 for m in self.members}

    def board(self):
        me = self.env.bot.user.id
        thread = self.channel.threads[-1]
        return [m for m in thread.history() if m.author.id == me and m.attachments][-1]

    def to_act(self, board):
        line = board.content.splitlines()[-1]
        return next((m for m in self.members if f"<@{m.id}>" in line), None)

    async def state(self, board):
        game_id = int(game_controls(board)[0].custom_id.split(":")[1])
        return await self.env.bot.tables.table(game_id)

    async def click(self, member, message, custom_id: str):
        self.clicks[member.name] += 1
        return await member.click(message, custom_id=custom_id)

    async def select(self, member, message, custom_id: str, value: str):
        self.clicks[member.name] += 1
        return await member.select(message, [value], custom_id=custom_id)

    async def play_key(self, member, board, key: str) -> None:
        """Use the board's control that carries this action key (a button or an option)."""
        for c in game_controls(board):
            if c.type.name == "button" and c.custom_id.endswith(f":{key}"):
                await self.click(member, board, c.custom_id)
                return
            if c.type.name == "select" and key in [o.value for o in c.options]:
                await self.select(member, board, c.custom_id, key)
                return
        raise LookupError(f"no control plays {key}: {[c.custom_id for c in controls(board)]}")


async def start(table: Table, game: str, seed: int, *, races: int | None = None) -> None:
    table.env.bot.tables._seeds = lambda: seed
    host, *guests = table.members
    lobby = (await host.slash(table.channel, "play", game=game)).response
    for guest in guests:
        await guest.click(lobby, label="Join")
    if races is not None:
        game_id = int(lobby.content.split("game #")[1].split(",")[0])
        await host.select(lobby, [str(races)], custom_id=f"lo:{game_id}:races")
    await host.click(lobby, label="Start")


# -- PAC-MAN ----------------------------------------------------------------------------------


async def pacman_inning(
    env, seed: int, max_moves: int, max_clicks: int | None = None
) -> tuple[list[int], list[int], bool]:
    """(clicks per move, clicks per turn, whether the match ended) of a solo match under
    the default options, cut at `max_moves` moves or `max_clicks` clicks."""
    game = games.get("pacman")
    table = Table(env, [f"p{seed}"])
    await start(table, "pacman", seed)
    (alice,) = table.members
    moves: list[int] = []
    turns: list[int] = []
    move = turn = 0
    over = False
    while len(moves) < max_moves and (max_clicks is None or sum(moves) < max_clicks):
        board = table.board()
        if table.to_act(board) is None or not game_controls(board):
            over = True
            break
        t = await table.state(board)
        state = t.state
        before = table.clicks[alice.name]
        if state.phase in ("roll", "power_roll"):
            if state.phase == "roll" and turn:
                turns.append(turn)
                turn = 0
            await table.play_key(alice, board, game.ai_action(state, 0).key)
        else:
            best = [
                c
                for c in game_controls(board)
                if c.type.name == "button" and ":d" in c.custom_id and c.custom_id[0] == "p"
            ]
            if best and not state.path:  # choose where to go: best choice, then Confirm
                panel = (await table.click(alice, board, best[0].custom_id)).response
                confirm = next(
                    c for c in controls(panel) if (getattr(c, "label", "") or "").startswith("✅")
                )
                await table.click(alice, panel, confirm.custom_id)
            else:  # step by step: the AI's walk with the arrows, then Confirm
                await table.play_key(alice, board, game.ai_action(state, 0).key)
        spent = table.clicks[alice.name] - before
        move += spent
        turn += spent
        after = (await table.state(board)).state
        if after.phase not in ("move", "power_move") and state.phase in ("move", "power_move"):
            moves.append(move)
            move = 0
    return moves, turns, over


# -- Formula 1 --------------------------------------------------------------------------------

DECISIONS = ("pit stop", "order of close cars")  # the kinds of press that decide something


def formula_press(state, key: str) -> str:
    """What kind of press the acting player makes on this state."""
    from games.formula.state import Phase

    try:
        from games.formula.moving import order_matters
    except ImportError:  # an older bot: every car had its own Roll
        return "roll, one car"
    if state.phase is Phase.PIT:
        return "pit stop"
    if state.phase is Phase.EXTRA:
        return "extra cars' roll"
    if len(state.to_move) == 1:
        return "roll, one car"
    if order_matters(state, state.to_move):
        return "order of close cars"
    return "roll, cars far apart"


async def auto_roll_on(table: Table, member) -> None:
    """The member turns auto-roll on: the board's button, then the private switch."""
    board = table.board()
    opener = next((c for c in controls(board) if (c.custom_id or "").startswith("set:")), None)
    if opener is None:
        raise LookupError("this bot has no auto-roll switch")
    panel = (await table.click(member, board, opener.custom_id)).response
    switch = next(c for c in controls(panel) if c.custom_id.endswith(":on"))
    await table.click(member, panel, switch.custom_id)


class FormulaRun:
    """One championship's presses: per human, per kind of press, per human turn."""

    def __init__(self, names: list[str]):
        self.presses = dict.fromkeys(names, 0)
        self.kinds: dict[str, int] = {}
        self.turns: dict[tuple[str, int], list[str]] = {}  # (member, turn) -> kinds pressed
        self.setup = 0  # presses turning auto-roll on (once per server, not per race)


async def formula_race(env, seed: int, races: int, *, auto_roll: bool = False) -> FormulaRun:
    """Presses of a championship of `races` races between two humans (`auto_roll`: both
    turn it on first, on the first board)."""
    game = games.get("formula")
    table = Table(env, [f"a{seed}{'r' * auto_roll}", f"b{seed}{'r' * auto_roll}"])
    await start(table, "formula", seed, races=races)
    run = FormulaRun([m.name for m in table.members])
    if auto_roll:
        for member in table.members:
            await auto_roll_on(table, member)
        run.setup = sum(table.clicks.values())
        table.clicks = dict.fromkeys(table.clicks, 0)
    for _ in range(2000):
        board = table.board()
        member = table.to_act(board)
        if member is None or not game_controls(board):
            break
        t = await table.state(board)
        seat = t.state.acting
        key = game.ai_action(t.state, seat).key
        kind = formula_press(t.state, key)
        run.kinds[kind] = run.kinds.get(kind, 0) + 1
        run.turns.setdefault((member.name, t.state.turn), []).append(kind)
        buttons = [c for c in game_controls(board) if c.type.name == "button"]
        exact = [c for c in buttons if c.custom_id.endswith(f":{key}")]
        if exact:
            await table.click(member, board, exact[0].custom_id)
            continue
        # one press for every car: the AI's car first where the order is asked
        first = [c for c in buttons if c.custom_id.endswith(f":roll-all-{key[5:]}")]
        await table.click(member, board, (first or buttons)[0].custom_id)
    run.presses = dict(table.clicks)
    return run


def p90(values: list[int]) -> float:
    return (
        statistics.quantiles(values, n=10, method="inclusive")[-1] if len(values) > 1 else values[0]
    )


def spread(values: list[float]) -> str:
    return f"median {statistics.median(values)}, min {min(values)}, max {max(values)}"


async def formula(env, seeds: int, races: int) -> None:
    for auto_roll in (False, True):
        if auto_roll and not Path("bot/ui/auto_roll.py").exists():
            break  # an older bot
        runs = [
            await formula_race(env, seed, races, auto_roll=auto_roll)
            for seed in range(1, seeds + 1)
        ]
        mode = "auto-roll on for both" if auto_roll else "auto-roll off"
        per_seed = [statistics.mean(r.presses.values()) / races for r in runs]
        per_human = [p / races for r in runs for p in r.presses.values()]
        print(
            f"Formula 1 ({mode}) presses per human per race (2 humans): {spread(per_human)} "
            f"over {len(per_human)} humans; per seed (mean of the two): "
            + ", ".join(f"{x:.1f}" for x in per_seed)
        )
        kinds: dict[str, int] = {}
        for r in runs:
            for kind, n in r.kinds.items():
                kinds[kind] = kinds.get(kind, 0) + n
        humans = len(per_human) * races
        print(
            "  per human per race, by kind: "
            + "; ".join(
                f"{kind} {n / humans:.1f}{' (decision)' * (kind in DECISIONS)}"
                for kind, n in sorted(kinds.items(), key=lambda kv: -kv[1])
            )
        )
        turns = [len(k) for r in runs for k in r.turns.values()]
        decisions = [sum(k in DECISIONS for k in ks) for r in runs for ks in r.turns.values()]
        if turns:
            print(
                f"  presses per asked turn: median {statistics.median(turns)}, p90 {p90(turns)}, "
                f"max {max(turns)}; decisions per asked turn: p90 {p90(decisions)}, "
                f"max {max(decisions)} ({len(turns)} turns)"
                + (f"; turning auto-roll on: {runs[0].setup} presses for two" if auto_roll else "")
            )


# -- PUSH ---------------------------------------------------------------------------------------


async def push_game(env, seed: int) -> list[int]:
    """Clicks per turn of a member (each push-or-stop, draw, placement, pick is a decision)
    of a whole two-human PUSH game, the members playing the AI's choice."""
    game = games.get("push")
    table = Table(env, [f"e{seed}", f"f{seed}"])
    await start(table, "push", seed)
    turns: dict[tuple[str, int], int] = {}
    for _ in range(3000):
        board = table.board()
        member = table.to_act(board)
        if member is None or not game_controls(board):
            break
        t = await table.state(board)
        seat = next(s.seat for s in t.humans_to_act() if s.user_id == member.id)
        await table.play_key(member, board, game.ai_action(t.state, seat).key)
        turns[(member.name, t.state.turn)] = turns.get((member.name, t.state.turn), 0) + 1
    return list(turns.values())


async def push(env, seeds: int) -> None:
    turns: list[int] = []
    for seed in range(1, seeds + 1):
        turns += await push_game(env, seed)
    print(
        f"PUSH clicks per turn of a member: median {statistics.median(turns)}, "
        f"p90 {p90(turns)}, max {max(turns)} ({len(turns)} turns)"
    )


async def pacman(env, seeds: int, max_moves: int) -> None:
    moves: list[int] = []
    turns: list[int] = []
    for seed in range(1, seeds + 1):
        m, t, _ = await pacman_inning(env, seed, max_moves)
        moves += m
        turns += t
    print(
        f"PAC-MAN   clicks per move: median {statistics.median(moves)}, "
        f"mean {statistics.mean(moves):.1f} ({len(moves)} moves); "
        f"per turn: median {statistics.median(turns)}, mean {statistics.mean(turns):.1f}, "
        f"p90 {p90(turns)}, max {max(turns)}"
    )


async def pacman_match(env, seeds: int, max_clicks: int) -> None:
    """Whole solo matches under the default options: how many clicks a first-timer
    playing the bot's best-ranked choices spends from /play to the final results."""
    clicks: list[int] = []
    ended = 0
    for seed in range(1, seeds + 1):
        m, _, over = await pacman_inning(env, seed, 10**9, max_clicks)
        clicks.append(sum(m))
        ended += over
        print(f"  seed {seed}: {sum(m)} clicks, {'ended' if over else 'cut'}", flush=True)
    cut = "" if ended == seeds else f" ({seeds - ended} cut at {max_clicks} clicks, unfinished)"
    print(
        f"PAC-MAN   solo match, default options: median {statistics.median(clicks)} clicks, "
        f"min {min(clicks)}, max {max(clicks)}; {ended} of {seeds} ended{cut}"
    )


# -- Passtally --------------------------------------------------------------------------------


async def passtally_game(env, seed: int) -> tuple[list[int], list[int], list[int]]:
    """(clicks per tile placement, REST calls per tile placement, clicks per turn) of a
    whole two-human game."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the tests' Player
    from tests.bot.budget import Player, RestMeter

    table = Table(env, [f"c{seed}", f"d{seed}"])
    await start(table, "passtally", seed)
    meter = RestMeter(env)
    driver = SimpleNamespace(board=table.board)
    player = Player(env, driver, {m.name: m for m in table.members}, meter)
    tiles: list[tuple[int, int]] = []
    turns: list[int] = []
    turn, clicks = None, 0
    for _ in range(1000):
        board = table.board()
        if table.to_act(board) is None or not game_controls(board):
            break  # over
        t = await table.state(board)
        if t.state.phase != "play":  # the set-up's markers are not counted
            await player.move(board, _pace(env, meter))
            continue
        if t.state.turn != turn:
            if turn is not None:
                turns.append(clicks)
            turn, clicks = t.state.turn, 0
        seat = t.humans_to_act()[0].seat
        tile = t.game.ai_action(t.state, seat).key.startswith("t")
        meter.take()
        await player.move(board, _pace(env, meter))
        spent, cost = player.costs[-1]
        clicks += spent
        if tile:
            tiles.append((spent, cost))
    return [c for c, _ in tiles], [r for _, r in tiles], turns


def _pace(env, meter):
    """Between two clicks: what the click cost, then a player's second (so the bot's
    5 messages per 5 s a channel are never waited for in real time)."""

    async def pace() -> None:
        meter.take()
        await env.advance_time(1.0)

    return pace


async def main() -> None:
    # clicks, not rates: boards render in-process and post without the channel's pacing
    # (else a board can still be queued when the member looks for it)
    os.environ.setdefault("RENDER_PROCESSES", "0")
    os.environ.setdefault("CHANNEL_MESSAGES_PER_5S", "1000")
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--pacman-moves", type=int, default=25)
    parser.add_argument("--races", type=int, default=1)
    parser.add_argument("--match-clicks", type=int, default=2000, help="cut a match here")
    parser.add_argument(
        "--only", choices=["pacman", "pacman-match", "formula", "passtally", "push"]
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        settings = Settings(
            database_path=Path(folder) / "bench.sqlite3",
            discord_token=None,
            game_place="thread",
            shard_count=1,
        )
        async with simcord.run(create_bot(settings)) as env:
            env.settle_timeout = 60.0  # a busy machine may draw a PAC-MAN board slowly
            if args.only in (None, "pacman"):
                await pacman(env, args.seeds, args.pacman_moves)
            if args.only in (None, "pacman-match"):
                await pacman_match(env, args.seeds, args.match_clicks)
            if args.only in (None, "formula"):
                await formula(env, args.seeds, args.races)
            if args.only in (None, "push"):
                await push(env, args.seeds)
            if args.only in (None, "passtally"):
                await passtally(env, args.seeds)
            await env.bot.tables.store.close()  # SimCord leaves it open: its thread would stay


async def passtally(env, seeds: int) -> None:
    clicks: list[int] = []
    calls: list[int] = []
    turns: list[int] = []
    for seed in range(1, seeds + 1):
        c, r, t = await passtally_game(env, seed)
        clicks, calls, turns = clicks + c, calls + r, turns + t
    print(
        f"Passtally clicks per tile placement: median {statistics.median(clicks)}, "
        f"mean {statistics.mean(clicks):.1f}, max {max(clicks)} ({len(clicks)} tiles); "
        f"REST calls per tile placement: median {statistics.median(calls)}, "
        f"mean {statistics.mean(calls):.1f}, max {max(calls)}; per turn: median "
        f"{statistics.median(turns)} clicks, mean {statistics.mean(turns):.1f}, "
        f"p90 {p90(turns)}, max {max(turns)} ({len(turns)} turns)"
    )


if __name__ == "__main__":
    asyncio.run(main())
