"""Move a SQLite database into PostgreSQL: every table, row for row, then the counts.

    python -m bot.store copy --from sqlite:///var/bot.sqlite3 --to postgresql://...

Both ends are first brought to the same (newest) schema by opening them as stores. The
copy is one PostgreSQL transaction (binary COPY, tables in foreign-key order), so a
failure leaves the target as it was; it refuses a target that already holds games. The
counts of every table are compared at the end, and identity sequences moved past the
copied ids so new games get new numbers.
"""

from __future__ import annotations

from dataclasses import dataclass
from graphlib import TopologicalSorter

import aiosqlite
import asyncpg

from bot.store.opening import is_postgresql, open_store, sqlite_path


class CopyRefused(RuntimeError):
    """The copy cannot be made (nothing was written)."""


@dataclass(frozen=True)
class Copied:
    table: str
    source: int
    target: int

    @property
    def ok(self) -> bool:
        return self.source == self.target


async def copy_database(source_url: str, target_url: str) -> list[Copied]:
    """Copy everything from a SQLite database into an empty PostgreSQL one; returns the
    row counts of each table on both sides."""
    path = sqlite_path(source_url)
    if path is None or not path.exists():
        raise CopyRefused(f"the source must be an existing SQLite file: {source_url}")
    if not is_postgresql(target_url):
        raise CopyRefused(f"the target must be a postgresql:// URL: {target_url}")
    for url in (source_url, target_url):  # both at the newest schema
        await (await open_store(url)).close()

    async with aiosqlite.connect(path) as source:
        tables = await _tables_in_order(source)
        target = await asyncpg.connect(target_url)
        try:
            async with target.transaction():
                if await target.fetchval("SELECT EXISTS (SELECT 1 FROM games)"):
                    raise CopyRefused("the target database already holds games: use an empty one")
                for table, columns in tables.items():
                    rows = await source.execute_fetchall(
                        f"SELECT {', '.join(columns)} FROM {table}"
                    )
                    await target.execute(f"DELETE FROM {table}")  # e.g. defaults a migration made
                    if rows:
                        await target.copy_records_to_table(
                            table, records=[tuple(row) for row in rows], columns=columns
                        )
                await _move_sequences(target)
            return [
                Copied(
                    table,
                    (await source.execute_fetchall(f"SELECT COUNT(*) FROM {table}"))[0][0],
                    await target.fetchval(f"SELECT COUNT(*) FROM {table}"),
                )
                for table in tables
            ]
        finally:
            await target.close()


async def _tables_in_order(db: aiosqlite.Connection) -> dict[str, list[str]]:
    """Every table's columns, referenced tables before the tables that refer to them."""
    names = [
        name
        for (name,) in await db.execute_fetchall(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            " ORDER BY name"
        )
    ]
    order = TopologicalSorter(
        {
            name: {row[2] for row in await db.execute_fetchall(f"PRAGMA foreign_key_list({name})")}
            for name in names
        }
    )
    return {
        name: [row[1] for row in await db.execute_fetchall(f"PRAGMA table_info({name})")]
        for name in order.static_order()
        if name in names
    }


async def _move_sequences(db: asyncpg.Connection) -> None:
    identities = await db.fetch(
        "SELECT table_name, column_name FROM information_schema.columns"
        " WHERE table_schema = 'public' AND is_identity = 'YES'"
    )
    for row in identities:
        table, column = row["table_name"], row["column_name"]
        await db.execute(
            f"SELECT setval(pg_get_serial_sequence('{table}', '{column}'),"
            f" COALESCE((SELECT MAX({column}) FROM {table}), 0) + 1, false)"
        )
