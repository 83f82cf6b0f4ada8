"""Moves worked out in memory and not saved yet: a player's move and the AI's replies to
it, or what the AI plays for seats whose time ran out. The table service applies them one
by one (the rules off the event loop where they are slow, in the one CPU thread, as are
the AI's choices) and then saves them all in one transaction (`Store.record_moves`)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import partial

from bot.cpu_thread import in_cpu_thread, off_loop_if_slow
from bot.store import Played
from bot.tables.table import Table
from games.core import Action


@dataclass
class Pending:
    """What happened to a game since `saved`, the table as the store has it."""

    saved: Table
    moves: list[Played] = field(default_factory=list)
    late: list[int] = field(default_factory=list)  # seats that ran out of time
    hand_over: list[int] = field(default_factory=list)  # seats the AI takes for good

    @property
    def steps(self) -> int:
        """How far the version moves when these are saved."""
        return len(self.moves) + len(self.hand_over)

    def __bool__(self) -> bool:
        return bool(self.moves or self.late or self.hand_over)


async def applied(table: Table, seat: int, action: Action, *, given: bool = False) -> Table:
    """The table after `seat` plays `action`, in memory (its row still the saved one's
    until the moves are saved). Raises the rules' GameError if it is not legal. `given`:
    the table's state is the caller's alone (read for this move, or made by the move
    before and not shown since), so the move is made on it, not on a copy; the caller
    drops it if the move fails."""
    kind = ("apply", table.game.name)
    move = partial(table.game.apply, given=given)
    state = await off_loop_if_slow(kind, move, table.state, seat, action)
    return replace(table, state=state)


async def ai_choice(table: Table, seat: int) -> Action:
    """The AI's move for `seat`, chosen in the CPU thread (a search may take tens of ms)."""
    return await in_cpu_thread(table.game.ai_action, table.state, seat)
