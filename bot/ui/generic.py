"""The controls every game gets for free: its legal actions as buttons or select menus.

A game with a better way to choose (a preview, a two-step pick) subclasses GameUI in
bot/ui/<game>.py and overrides what it needs; everything else falls back to this.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.ui.controls import (
    MAX_BUTTONS_ON_BOARD,
    SELECT_OPTIONS,
    Button,
    Choice,
    Control,
    Panel,
    Select,
    Summary,
    chunks,
)
from games.core import Action
from render import words

if TYPE_CHECKING:
    from bot.store import SeatRow
    from bot.tables import Table

SELECTS_ON_BOARD = 4
SELECTS_IN_PANEL = 3  # the last row keeps Previous / Next


class GameUI:
    """How players choose moves in one game. The default reads only the contract."""

    def board_controls(self, table: Table) -> list[Control]:
        """The public controls under the turn's board (anyone may click; the service
        refuses those who may not act)."""
        actions = self.acting_actions(table)
        if not actions:
            return []
        return self.action_controls(actions, page_button=Button("Choose a move…", panel="0"))

    def facts(self, table: Table) -> str | None:
        """A line of game facts under the seats (scores...); None for nothing."""
        return None

    def panel(self, table: Table, seat: SeatRow, draft: str) -> Panel:
        """The private panel for `seat`; the generic one pages through every action."""
        actions = table.game.legal_actions(table.state, seat.seat)
        per_page = SELECTS_IN_PANEL * SELECT_OPTIONS
        pages = chunks(actions, per_page) or [[]]
        page = min(int(draft) if draft.isdigit() else 0, len(pages) - 1)
        controls: list[Control] = []
        first = page * per_page + 1
        for i, part in enumerate(chunks(pages[page], SELECT_OPTIONS)):
            start = first + i * SELECT_OPTIONS
            controls.append(Select(f"Moves {start}–{start + len(part) - 1}", _choices(part), row=i))
        if page > 0:
            controls.append(Button("◀ Previous", panel=str(page - 1), row=4))
        if page + 1 < len(pages):
            controls.append(Button("Next ▶", panel=str(page + 1), row=4))
        return Panel(f"Choose your move (page {page + 1} of {len(pages)}).", controls)

    def prompt(self, table: Table) -> str:
        """What the humans pinged under the board must do now (after their mention)."""
        return "your move."

    def info(self, table: Table, seat: SeatRow, draft: str) -> Panel:
        """A private answer to an `info` button: any player of the game, at any time
        (not a move). Games with hidden information a player may look at override it."""
        return Panel("There is nothing private to show in this game.")

    def status(self, table: Table) -> list[str]:
        """Lines for the board message, above the ping: the game's own word on the moment
        (whose roll, the last roll...). The default says nothing more."""
        return []

    def summary(self, table: Table) -> Summary | None:
        """A summary to post before this board (or with the final results), when the last
        move closed a chapter of the game (a race of a championship). Default: none."""
        return None

    # -- helpers for subclasses ---------------------------------------------------------
    def acting_actions(self, table: Table) -> list[Action]:
        """The legal actions of every human who must act now, without repeats."""
        seen: dict[str, Action] = {}
        for seat in table.humans_to_act():
            for action in table.game.legal_actions(table.state, seat.seat):
                seen.setdefault(action.key, action)
        return list(seen.values())

    def action_controls(
        self, actions: list[Action], *, page_button: Button, first_row: int = 0
    ) -> list[Control]:
        """Buttons when they fit, else select menus, else a button to a paged panel."""
        rows = 5 - first_row
        if len(actions) <= min(MAX_BUTTONS_ON_BOARD, rows * 5):
            return [
                Button(_short(words.label(a), 80), act=a.key, row=first_row + i // 5)
                for i, a in enumerate(actions)
            ]
        groups = chunks(actions, SELECT_OPTIONS)
        if len(groups) <= min(SELECTS_ON_BOARD, rows):
            return [
                Select("Choose a move", _choices(group), row=first_row + i)
                for i, group in enumerate(groups)
            ]
        return [page_button]


def _choices(actions: list[Action]) -> list[Choice]:
    return [Choice(_short(words.label(a), 100), a.key) for a in actions]


def _short(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
