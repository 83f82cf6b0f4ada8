"""`python -m bot.store copy --from sqlite:///var/bot.sqlite3 --to postgresql://...`:
move the bot's SQLite database into PostgreSQL (bot/store/copy.py) and check the counts."""

from __future__ import annotations

import argparse
import asyncio
import sys

import asyncpg

from bot.store.copy import CopyRefused, copy_database


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.store")
    commands = parser.add_subparsers(dest="command", required=True)
    copy = commands.add_parser(
        "copy", help="copy every game, seat, move, result and rating into PostgreSQL"
    )
    copy.add_argument("--from", dest="source", required=True, help="sqlite:///path/to/bot.sqlite3")
    copy.add_argument(
        "--to", dest="target", required=True, help="postgresql://user:pass@host:port/db"
    )
    args = parser.parse_args(argv)
    try:
        counts = asyncio.run(copy_database(args.source, args.target))
    except CopyRefused as error:
        print(f"Nothing was copied: {error}.", file=sys.stderr)
        return 1
    except (OSError, ValueError, asyncpg.PostgresError) as error:
        print(f"Nothing was copied: {type(error).__name__}: {error}", file=sys.stderr)
        return 1
    width = max(len(c.table) for c in counts)
    for c in counts:
        mark = "ok" if c.ok else "MISMATCH"
        print(f"{c.table:<{width}}  {c.source:>8} -> {c.target:>8}  {mark}")
    if not all(c.ok for c in counts):
        print("The counts differ: do not switch over.", file=sys.stderr)
        return 1
    print(f"Copied {sum(c.source for c in counts)} rows in {len(counts)} tables; counts match.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
