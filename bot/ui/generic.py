"""The controls every game gets for free: its legal actions as buttons or select menus.

A game with a better way to choose (a preview, a two-step pick) subclasses GameUI in
bot/ui/<game>.py and overrides what it needs; everything else falls back to this.
"""

from __future__ import annotations

from collections.abc import Sequence
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
from lang import tr
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
        return self.action_controls(
            actions,
            page_button=Button(tr(table.lang, "moves-choose-more"), panel="0"),
            language=table.lang,
            names=table.names,
        )

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
        language = table.lang
        for i, part in enumerate(chunks(pages[page], SELECT_OPTIONS)):
            start = first + i * SELECT_OPTIONS
            title = tr(language, "moves-page", first=start, last=start + len(part) - 1)
            controls.append(Select(title, _choices(part, language, table.names), row=i))
        if page > 0:
            controls.append(Button(tr(language, "moves-previous"), panel=str(page - 1), row=4))
        if page + 1 < len(pages):
            controls.append(Button(tr(language, "moves-next"), panel=str(page + 1), row=4))
        said = tr(language, "moves-panel", page=page + 1, pages=len(pages))
        return Panel(said, controls)

    def prompt(self, table: Table) -> str:
        """What the humans pinged under the board must do now (after their mention)."""
        return tr(table.lang, "moves-your-move")

    def info(self, table: Table, seat: SeatRow, draft: str) -> Panel:
        """A private answer to an `info` button: any player of the game, at any time
        (not a move). Games with hidden information a player may look at override it."""
        return Panel(tr(table.lang, "moves-nothing-private"))

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
        self,
        actions: list[Action],
        *,
        page_button: Button,
        first_row: int = 0,
        language: str = "en",
        names: Sequence[str] = (),
    ) -> list[Control]:
        """Buttons when they fit, else select menus, else a button to a paged panel."""
        rows = 5 - first_row
        if len(actions) <= min(MAX_BUTTONS_ON_BOARD, rows * 5):
            return [
                Button(
                    _short(action_label(a, language, names), 80),
                    act=a.key,
                    row=first_row + i // 5,
                )
                for i, a in enumerate(actions)
            ]
        groups = chunks(actions, SELECT_OPTIONS)
        if len(groups) <= min(SELECTS_ON_BOARD, rows):
            choose = tr(language, "moves-choose")
            return [
                Select(choose, _choices(group, language, names), row=first_row + i)
                for i, group in enumerate(groups)
            ]
        return [page_button]


def action_label(action: Action, language: str, names: Sequence[str] = ()) -> str:
    """A move's label as a button or menu shows it, in `language`. The rules name their
    actions (`Action.label`); where an action says what it is as a phrase (a catalogue
    key and its arguments), its words come from the catalogue instead (render.words)."""
    return words.label(action, language)


def _choices(
    actions: list[Action], language: str = "en", names: Sequence[str] = ()
) -> list[Choice]:
    return [Choice(_short(action_label(a, language, names), 100), a.key) for a in actions]


def _short(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
