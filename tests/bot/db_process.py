"""A second bot process for the tests that share one PostgreSQL database between
processes (tests/bot/test_bot_processes.py): the table service and turn clock without
Discord, driven by JSON lines on stdin, answering JSON lines on stdout.

    python tests/bot/db_process.py postgresql://...
    {"do": "play", "game": 1, "user": 10, "version": 0, "action": "add-1"}
    {"do": "clock", "ahead": 100000, "shards": [2, [0]]}
    {"do": "hang_in_move", ...the fields of play}   # stops inside the move's transaction
"""

from __future__ import annotations

import asyncio
import importlib.util
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from bot.clock import TurnClock  # noqa: E402
from bot.errors import TableError  # noqa: E402
from bot.publisher import NullPublisher  # noqa: E402
from bot.store import Shards, open_store  # noqa: E402
from bot.store.sql import SqlStore  # noqa: E402
from bot.tables import Tables  # noqa: E402
from games import registry  # noqa: E402


def register_tiny_game() -> None:
    spec = importlib.util.spec_from_file_location(
        "db_process_tiny", Path(__file__).parent / "tiny_game.py"
    )
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    registry.register(module.ENTRY)


def say(**fields) -> None:
    print(json.dumps(fields), flush=True)


async def play(tables: Tables, command: dict) -> dict:
    try:
        await tables.play(command["game"], command["user"], command["version"], command["action"])
    except TableError as refused:
        return {"refused": type(refused).__name__}
    return {"applied": True}


async def clock(store: SqlStore, command: dict) -> dict:
    ahead = command["ahead"]
    shards = command.get("shards")
    store.shards = Shards(shards[0], tuple(shards[1])) if shards else None
    tables = Tables(store, NullPublisher(), now=lambda: time.time() + ahead)
    handled: list[int] = []
    on_due = tables.on_due

    async def noting(due):
        done = await on_due(due)
        if done and due.kind == "deadline":
            handled.append(due.game_id)
        return done

    tables.on_due = noting
    await TurnClock(tables).catch_up()
    return {"handled": handled}


async def hang_in_move(tables: Tables, command: dict) -> dict:
    """Start the move, then stop for good inside its transaction (after the versioned
    UPDATE, before the move's line): the test kills this process there."""

    async def stop_here(*args, **kwargs):
        say(mid_move=True)
        await asyncio.sleep(3600)

    SqlStore._append_move = stop_here
    return await play(tables, command)


async def main(url: str) -> None:
    register_tiny_game()
    store = await open_store(url)
    tables = Tables(store, NullPublisher())
    say(ready=True)
    loop = asyncio.get_running_loop()
    while line := await loop.run_in_executor(None, sys.stdin.readline):
        command = json.loads(line)
        if command["do"] == "play":
            say(**await play(tables, command))
        elif command["do"] == "clock":
            say(**await clock(store, command))
        elif command["do"] == "hang_in_move":
            say(**await hang_in_move(tables, command))
    await store.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
