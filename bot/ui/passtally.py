"""Passtally on Discord.

Set-up: a button per free space on the edge in play (a menu of all 24 for the first
marker; `to_act` says whose marker it is). A turn: **Place tile 1/2/3** on the board, one
button per face-up tile, each opening the private panel of that tile's places, ranked
and labelled (bot/ui/passtally_places.py: choose a place, look at the preview, Confirm);
and the marker moves in one menu, **Move a marker…**, which plays at once.

Panel drafts: see passtally_places ("t2", "t2B4E", "t2B4E.1"); "x" closes the panel.
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
    chunks,
)
from bot.ui.generic import GameUI, action_label
from bot.ui.passtally_places import CLOSE, place_buttons, places_panel
from games.passtally import Phase, PlaceTile
from lang import tr
from render.words import say

if TYPE_CHECKING:
    from bot.store import SeatRow
    from bot.tables import Table


class UI(GameUI):
    def board_controls(self, table: Table) -> list[Control]:
        actions = self.acting_actions(table)
        if table.state.phase is not Phase.PLAY:
            if len(actions) > SELECT_OPTIONS or len(actions) <= MAX_BUTTONS_ON_BOARD:
                # in reading order (Left 2, Left 3... not clockwise: Left 6, Left 5...)
                actions = sorted(actions, key=lambda a: a.label)
                more = Button(tr(table.lang, "passtally-choose"), panel="0")
                return self.action_controls(
                    actions, page_button=more, language=table.lang, names=table.names
                )
            # the first marker of the set-up: any of the 24 spaces
            first = tr(table.lang, "passtally-first-marker")
            return [Select(first, _choices(actions, table.lang, table.names))]
        stacks = {a.stack for a in actions if isinstance(a, PlaceTile)}
        controls: list[Control] = (
            place_buttons(table.state, stacks, language=table.lang) if stacks else []
        )
        moves = [a for a in actions if not isinstance(a, PlaceTile)]
        # up to 4 markers x 4 spaces: one menu, not four rows of look-alike buttons
        for i, group in enumerate(chunks(moves, SELECT_OPTIONS)):
            move = tr(table.lang, "passtally-move-marker")
            controls.append(Select(move, _choices(group, table.lang, table.names), row=1 + i))
        return controls

    def prompt(self, table: Table) -> str:
        state, language = table.state, table.lang
        if state.phase is Phase.SETUP:
            where = say(table.game.setup_where(state), language)
            if not state.setup_edges:
                return tr(language, "passtally-prompt-setup-first", where=where)
            if len(table.game.setup_edge_choices(state)) > 1:
                return tr(language, "passtally-prompt-setup-third", where=where)
            return tr(language, "passtally-prompt-setup", where=where)
        return tr(language, "passtally-prompt-turn")

    def facts(self, table: Table) -> str | None:
        state, game, language = table.state, table.game, table.lang
        scores = " · ".join(
            # bold: "AI 1 **0**", not "AI 1 0"
            f"{name} **{score}**"
            for name, score in zip(table.names, state.scores, strict=True)
        )
        stacks = "/".join(str(game.face_down_left(state, k)) for k in range(3))
        line = tr(language, "passtally-facts", scores=scores, stacks=stacks)
        if state.phase is Phase.PLAY:
            line += " · " + tr(language, "passtally-actions-left", count=state.actions_left)
        if state.final_round:
            line += " · " + tr(language, "passtally-final-round")
        return line

    def panel(self, table: Table, seat: SeatRow, draft: str) -> Panel:
        if draft == CLOSE:
            return Panel(tr(table.lang, "panel-closed"))
        if table.state.phase is not Phase.PLAY or not draft.startswith("t"):
            return super().panel(table, seat, draft if draft.isdigit() else "0")
        return places_panel(table.state, seat.seat, table.plain_names, draft, table.lang)


def _choices(actions: list, language: str, names: list[str]) -> list[Choice]:
    return [Choice(action_label(a, language, names), a.key) for a in actions]
