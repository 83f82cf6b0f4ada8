"""A finished game as the store keeps it (row, seats, moves, results), the checks that
decide who may replay it, and its export as JSON."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING

import lang
from bot.errors import NoSuchGame, NotRunning
from bot.store import MoveRow, ResultRow, Status

if TYPE_CHECKING:
    from bot.tables import Table, Tables


@dataclass(frozen=True)
class GameRecord:
    table: Table  # the finished game, its state the final one
    moves: list[MoveRow]
    results: list[ResultRow]

    @property
    def id(self) -> int:
        return self.table.id

    @property
    def log(self) -> list[tuple[int, str]]:
        return [(move.seat, move.action) for move in self.moves]

    def heading(self, language: str | None = None) -> str:
        """'**Passtally** — game #12 · Alice, Bob · 30 Nov 2026' (in the table's language
        unless another is given)."""
        language = language or self.table.lang
        names = ", ".join(self.table.names)
        date = played_on(self.table.row.updated_at, language)
        title = self.table.game.title
        number = str(self.id)
        return lang.tr(language, "replay-heading", title=title, id=number, names=names, date=date)


def played_on(timestamp: float, language: str = "en") -> str:
    """'30 Nov 2026' (UTC), in `language`."""
    return lang.date(language, timestamp)


async def load_finished(tables: Tables, game_id: int, guild_id: int | None) -> GameRecord:
    """The record of a finished game of this server; a TableError saying why not (another
    server's game, one still being played, an abandoned one)."""
    row = await tables.store.game(game_id)
    if row is None or row.guild_id != guild_id:
        raise NoSuchGame("error-replay-no-game", id=str(game_id))
    if row.status in (Status.LOBBY, Status.ACTIVE):
        raise NotRunning("error-replay-not-over", id=str(game_id))
    if row.status is not Status.FINISHED or row.state is None:
        raise NotRunning("error-replay-abandoned", id=str(game_id))
    table = await tables.table(game_id)
    moves = await tables.store.moves(game_id)
    results = await tables.store.results(game_id)
    return GameRecord(table, moves, results)


def export_json(record: GameRecord) -> bytes:
    """Everything needed to replay the game elsewhere: the game, seed, options, players
    in seat order and every action with its seat, in order."""
    table = record.table
    data = {
        "format": "boardgame-bot replay 1",
        "game": table.game.name,
        "id": table.id,
        "seed": table.row.seed,
        "options": json.loads(table.row.options),
        "players": [
            {"seat": seat.seat, "name": seat.name, "ai": seat.user_id is None}
            for seat in table.seats
        ],
        "moves": [
            {"seq": move.seq, "seat": move.seat, "action": move.action, "at": move.at}
            for move in record.moves
        ],
        "results": [
            {"seat": r.seat, "name": r.name, "rank": r.rank, "score": r.score}
            for r in record.results
        ],
        "finished_at": table.row.updated_at,
    }
    return json.dumps(data, indent=1, ensure_ascii=False).encode()
