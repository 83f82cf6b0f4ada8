"""Benchmark the move pipeline at service level: find -> check -> lock -> apply -> save
(one SQLite transaction) -> render off the event loop, as a button click runs it, minus
Discord. Compared with the bare PNG encode of the same board, then measured across many
concurrent games in one process.

    .venv/bin/python bench/bot_pipeline.py                # Passtally, 200 games
    .venv/bin/python bench/bot_pipeline.py --game push --games 50

Moves are seeded random legal moves, picked before the clock starts: only the pipeline
is timed, and the concurrent figure is not slowed by move choice.
"""

from __future__ import annotations

import argparse
import asyncio
import io
import random
import statistics
import tempfile
import time
from pathlib import Path

from PIL import Image

import games
import render
from bot.publisher import NullPublisher
from bot.store import SqliteStore
from bot.tables import Tables
from render.common import to_png

GUILD, CHANNEL = 1, 2


async def new_game(tables: Tables, game: str, players: int, first_user: int) -> int:
    table = await tables.open_lobby(
        guild_id=GUILD, channel_id=CHANNEL, user_id=first_user, name="P1", game=game
    )
    for seat in range(1, players):
        await tables.join(table.id, first_user + seat, f"P{seat + 1}")
    await tables.start(table.id, first_user)
    return table.id


async def play_moves(tables: Tables, game_id: int, moves: int, timings: list[float]) -> int:
    """Play up to `moves` moves as the humans whose turn it is; returns how many."""
    played = 0
    while played < moves:
        table = await tables.table(game_id)
        if table.outcome is not None or table.state is None:
            break
        seat = table.to_act()[0]
        action = random.Random(game_id * 1000 + played).choice(
            table.game.legal_actions(table.state, seat)
        )
        user = table.seats[seat].user_id
        start = time.perf_counter()
        await tables.play(game_id, user, table.version, action.key)
        timings.append(time.perf_counter() - start)
        played += 1
    return played


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def bare_encode_ms(game: str, players: int, seed: int, steps: int) -> tuple[float, float]:
    """Median ms of the full render and of the PNG encode alone, for a mid-game board."""
    rules = games.get(game)
    state = rules.setup(players=players, seed=seed)
    for _ in range(steps):
        if rules.outcome(state) is not None:
            break
        seat = rules.to_act(state)[0]
        state = rules.apply(state, seat, rules.ai_action(state, seat))
    png = render.board(state)
    image = Image.open(io.BytesIO(png)).convert("RGB")
    full, encode = [], []
    for _ in range(15):
        t = time.perf_counter()
        render.board(state)
        full.append(time.perf_counter() - t)
        t = time.perf_counter()
        to_png(image)
        encode.append(time.perf_counter() - t)
    return statistics.median(full) * 1000, statistics.median(encode) * 1000


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="passtally", choices=games.names())
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=200, help="concurrent games")
    parser.add_argument("--moves", type=int, default=10, help="moves per concurrent game")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as folder:
        store = await SqliteStore.open(Path(folder) / "bench.sqlite3")
        publisher = NullPublisher(render=True)
        tables = Tables(store, publisher, seeds=iter(range(10**6)).__next__)

        # 1. One game at a time: the latency of a single click.
        single: list[float] = []
        for k in range(5):
            game_id = await new_game(tables, args.game, args.players, 1000 * (k + 1))
            await play_moves(tables, game_id, 40, single)
        full_ms, encode_ms = bare_encode_ms(args.game, args.players, seed=3, steps=20)
        p50, p95 = percentile(single, 50) * 1000, percentile(single, 95) * 1000
        print(f"{args.game}, {args.players} players, {len(single)} moves one at a time:")
        print(f"  pipeline p50 {p50:.1f} ms, p95 {p95:.1f} ms")
        print(f"  render.board {full_ms:.1f} ms, of which PNG encode {encode_ms:.1f} ms")
        print(f"  pipeline p50 / bare PNG encode = {p50 / encode_ms:.1f}x")

        # 2. Many games at once in one process.
        ids = [
            await new_game(tables, args.game, args.players, 10**6 + 100 * k)
            for k in range(args.games)
        ]
        many: list[float] = []
        start = time.perf_counter()
        counts = await asyncio.gather(
            *(play_moves(tables, game_id, args.moves, many) for game_id in ids)
        )
        elapsed = time.perf_counter() - start
        moves = sum(counts)
        print(f"{args.games} concurrent games, {moves} moves in {elapsed:.1f} s:")
        print(f"  {moves / elapsed:.0f} moves/s with a board rendered for each")
        print(
            f"  per-move latency under load: p50 {percentile(many, 50) * 1000:.0f} ms, "
            f"p95 {percentile(many, 95) * 1000:.0f} ms"
        )
        await store.close()


if __name__ == "__main__":
    asyncio.run(main())
