"""What the table service tells the outside world: the protocol it owns.

The service calls these and nothing else outside itself and the store; the Discord publisher
(bot/discord_publisher.py) and the null publisher (bot/publisher.py) implement them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from bot.store import ResultRow
    from bot.tables.table import Table


class Publisher(Protocol):
    async def started(self, table: Table) -> int | None:
        """The game left the lobby; returns the thread id it will be played in, if any."""

    async def post_board(self, table: Table, events: list[str], *, ping: bool = True) -> int | None:
        """Post a new board message (a new turn) and strip the controls of the previous
        one; returns the new message id (None if it could not be posted). `ping`: mention
        the humans who must act (never anyone else); False for a board asked for again."""

    async def edit_board(self, table: Table, events: list[str]) -> bool:
        """Refresh the current turn's board message; False if it is gone."""

    def backlog(self, coming: int = 0) -> float:
        """Seconds a board asked for now would wait to be drawn, with `coming` more
        boards on their way ahead of it (0: at once)."""

    def pauses_at(self, table: Table) -> bool:
        """True when this state closes a chapter worth showing before the AI moves on
        (a race of a championship, with its summary)."""

    async def ended(self, table: Table, results: list[ResultRow], events: list[str]) -> None:
        """The game is over (finished or abandoned): final board, ranks, ratings, rematch."""

    async def notice(self, table: Table, text: str) -> None:
        """A short line in the game's place (a resignation...); pings nobody."""

    async def remind(self, table: Table, text: str, *, ping: list[int]) -> None:
        """A line in the game's place that pings exactly the users in `ping` (the clock)."""

    async def lobby_expired(self, table: Table) -> None:
        """Nobody started the lobby in time: say so on it and remove its buttons."""

    async def archive(self, table: Table) -> None:
        """Archive the finished game's thread."""
