"""What the table service tells the outside world, and a publisher that tells nobody.

The Discord publisher (bot/discord_publisher.py) posts boards and results; the null
publisher lets benchmarks and unit tests drive the service without Discord.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from bot.boards import BoardJob
from bot.render_pool import RenderPool

if TYPE_CHECKING:
    from bot.store import ResultRow
    from bot.tables import Table


class Publisher(Protocol):
    async def started(self, table: Table) -> int | None:
        """The game left the lobby; returns the thread id it will be played in, if any."""

    async def post_board(self, table: Table, events: list[str]) -> int | None:
        """Post a new board message (a new turn) and strip the controls of the previous
        one; returns the new message id (None if it could not be posted)."""

    async def edit_board(self, table: Table, events: list[str]) -> bool:
        """Refresh the current turn's board message; False if it is gone."""

    async def ended(self, table: Table, results: list[ResultRow], events: list[str]) -> None:
        """The game is over (finished or abandoned): final board, ranks, ratings, rematch."""

    async def notice(self, table: Table, text: str) -> None:
        """A short line in the game's place (a resignation...)."""

    async def remind(self, table: Table, text: str) -> None:
        """A line in the game's place that pings the players it mentions (the clock)."""

    async def lobby_expired(self, table: Table) -> None:
        """Nobody started the lobby in time: say so on it and remove its buttons."""

    async def archive(self, table: Table) -> None:
        """Archive the finished game's thread."""


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
        self.expired: list[int] = []
        self.archived: list[int] = []

    async def started(self, table: Table) -> int | None:
        return None

    async def post_board(self, table: Table, events: list[str]) -> int | None:
        await self._draw(table)
        self._next_id += 1
        return self._next_id

    async def edit_board(self, table: Table, events: list[str]) -> bool:
        await self._draw(table)
        return True

    async def ended(self, table: Table, results: list[ResultRow], events: list[str]) -> None:
        await self._draw(table)

    async def notice(self, table: Table, text: str) -> None:
        self.said.append(text)

    async def remind(self, table: Table, text: str) -> None:
        self.said.append(text)

    async def lobby_expired(self, table: Table) -> None:
        self.expired.append(table.id)

    async def archive(self, table: Table) -> None:
        self.archived.append(table.id)

    async def _draw(self, table: Table) -> None:
        self.boards += 1
        if self.renders is not None and table.state is not None:
            await self.renders.draw(table.id, BoardJob.of(table))
