"""A publisher that tells nobody (the protocol is the table service's own:
bot/tables/publisher.py, re-exported here).

The Discord publisher (bot/discord_publisher.py) posts boards and results; the null
publisher lets benchmarks and unit tests drive the service without Discord.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.boards import BoardJob
from bot.render_pool import RenderPool
from bot.tables.publisher import Publisher
from bot.ui import ui_for

if TYPE_CHECKING:
    from bot.store import ResultRow
    from bot.tables import Table

__all__ = ["NullPublisher", "Publisher"]


class NullPublisher:
    """Publishes nothing (benchmarks, service tests). `render` (True, or a RenderPool)
    still draws every board, as the Discord publisher would."""

    def __init__(self, *, render: bool | RenderPool = False) -> None:
        if render is True:
            render = RenderPool(processes=0)
        self.renders: RenderPool | None = render or None
        self.boards = 0
        self._next_id = 1
        self.said: list[str] = []  # notices and reminders, for tests
        self.shown: list[str] = []  # the events listed on boards, for tests
        self.expired: list[int] = []
        self.archived: list[int] = []

    async def started(self, table: Table) -> int | None:
        return None

    async def post_board(self, table: Table, events: list[str], *, ping: bool = True) -> int | None:
        self.shown += events
        await self._draw(table)
        self._next_id += 1
        return self._next_id

    async def edit_board(self, table: Table, events: list[str]) -> bool:
        await self._draw(table)
        return True

    def backlog(self, coming: int = 0) -> float:
        return self.renders.backlog(coming) if self.renders is not None else 0.0

    def pauses_at(self, table: Table) -> bool:
        return ui_for(table.game.name).summary(table) is not None

    async def ended(self, table: Table, results: list[ResultRow], events: list[str]) -> None:
        await self._draw(table)

    async def notice(self, table: Table, text: str) -> None:
        self.said.append(text)

    async def remind(self, table: Table, text: str, *, ping: list[int]) -> None:
        self.said.append(text)

    async def lobby_expired(self, table: Table) -> None:
        self.expired.append(table.id)

    async def archive(self, table: Table) -> None:
        self.archived.append(table.id)

    async def _draw(self, table: Table) -> None:
        self.boards += 1
        if self.renders is not None and table.state is not None:
            await self.renders.draw(table.id, BoardJob.of(table))
