"""Passtally on Discord.

Set-up: a button per free space on the edge in play (a menu of all 24 for the first
marker; `to_act` says whose marker it is). A turn: the marker moves in one menu on the
board, and **Place a tile…**, which opens a private panel: pick a face-up tile, the side
its second half lies on, a row, then a column (only legal ones are offered, so a select
never passes 25 options), look at the preview and Confirm.

Panel drafts: "t" + stack (1-3) + facing (N/E/S/W) + row (1-6) + column (A-F), each part
optional in that order, e.g. "t2E4B" = tile 2, second half east, anchor half on B4.
"""

from __future__ import annotations

import re
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
from bot.ui.generic import GameUI
from games.passtally import Phase, PlaceTile
from games.passtally.tiles import design_name
from render.passtally import preview_note

if TYPE_CHECKING:
    from bot.store import SeatRow
    from bot.tables import Table

DRAFT = re.compile(r"t([1-3])?([NESW])?([1-6])?([A-F])?")
ARROWS = {"N": "↑ N", "E": "→ E", "S": "↓ S", "W": "← W"}
CLOSE = "x"


class UI(GameUI):
    def board_controls(self, table: Table) -> list[Control]:
        actions = self.acting_actions(table)
        if table.state.phase is not Phase.PLAY:
            if len(actions) > SELECT_OPTIONS or len(actions) <= MAX_BUTTONS_ON_BOARD:
                # in reading order (Left 2, Left 3... not clockwise: Left 6, Left 5...)
                actions = sorted(actions, key=lambda a: a.label)
                return self.action_controls(actions, page_button=Button("Choose…", panel="0"))
            # the first marker of the set-up: any of the 24 spaces
            return [Select("Place your first marker: any edge…", _choices(actions))]
        controls: list[Control] = []
        if any(isinstance(a, PlaceTile) for a in actions):
            controls.append(Button("Place a tile…", panel="t", style="primary", row=0))
        moves = [a for a in actions if not isinstance(a, PlaceTile)]
        # up to 4 markers x 4 spaces: one menu, not four rows of look-alike buttons
        for i, group in enumerate(chunks(moves, SELECT_OPTIONS)):
            controls.append(Select("Move a marker…", _choices(group), row=1 + i))
        return controls

    def prompt(self, table: Table) -> str:
        state = table.state
        if state.phase is Phase.SETUP:
            where = table.game.setup_where(state)
            if not state.setup_edges:
                where += " (it starts the set-up)"
            elif len(table.game.setup_edge_choices(state)) > 1:
                where += " (you choose the third edge; the fourth is its opposite)"
            return f"place a marker on {where}."
        return "lay a tile (**Place a tile…**) or move a marker (**Move a marker…**)."

    def facts(self, table: Table) -> str | None:
        state, game = table.state, table.game
        scores = " · ".join(
            # bold: "AI 1 **0**", not "AI 1 0"
            f"{name} **{score}**"
            for name, score in zip(table.names, state.scores, strict=True)
        )
        stacks = "/".join(str(game.face_down_left(state, k)) for k in range(3))
        line = f"Scores: {scores} · face-down left {stacks}"
        if state.phase is Phase.PLAY:
            line += f" · {state.actions_left} action{'s' if state.actions_left != 1 else ''} left"
        if state.final_round:
            line += " · **final round**"
        return line

    def panel(self, table: Table, seat: SeatRow, draft: str) -> Panel:
        if draft == CLOSE:
            return Panel("Closed: nothing was played.")
        match = DRAFT.fullmatch(draft)
        if table.state.phase is not Phase.PLAY or match is None:
            return super().panel(table, seat, draft if draft.isdigit() else "0")
        tiles = [
            a for a in table.game.legal_actions(table.state, seat.seat) if isinstance(a, PlaceTile)
        ]
        if not tiles:
            return Panel("No tile can be laid now: move a marker instead.")
        stack, facing, row, column = match.groups()
        stacks = sorted({a.stack for a in tiles})
        stack = int(stack) if stack and int(stack) in stacks else None
        controls: list[Control] = []
        face_up = table.state.face_up
        for k in (1, 2, 3):
            tile = face_up[k - 1]
            label = f"Tile {k}: {design_name(tile)}" if tile is not None else f"Stack {k} is empty"
            controls.append(
                Button(
                    label,
                    panel=f"t{k}",
                    row=0,
                    disabled=k not in stacks,
                    style="primary" if k == stack else "secondary",
                )
            )
        text = ["**Place a tile** — pick a face-up tile."]
        if stack is None:
            return Panel("\n".join(text), [*controls, _close()])
        tiles = [a for a in tiles if a.stack == stack]
        facings = [f for f in "NESW" if any(a.facing == f for a in tiles)]
        facing = facing if facing in facings else ("E" if "E" in facings else facings[0])
        for f in "NESW":
            controls.append(
                Button(
                    ARROWS[f],
                    panel=f"t{stack}{f}",
                    row=1,
                    disabled=f not in facings,
                    style="primary" if f == facing else "secondary",
                )
            )
        tiles = [a for a in tiles if a.facing == facing]
        rows = sorted({a.cell[1] for a in tiles})
        row = row if row in rows else None
        controls.append(
            Select(
                "Row of the tile's first half",
                [Choice(f"Row {r}", f"t{stack}{facing}{r}", default=r == row) for r in rows],
                kind="panel",
                row=2,
            )
        )
        text = [
            f"**Tile {stack}** ({design_name(face_up[stack - 1])}), second half towards "
            f"{facing}. Choose a row, then a column."
        ]
        if row is None:
            return Panel("\n".join(text), [*controls, _close()])
        columns = sorted({a.cell[0] for a in tiles if a.cell[1] == row})
        column = column if column in columns else None
        controls.append(
            Select(
                "Column of the tile's first half",
                [
                    Choice(
                        f"Column {c} ({c}{row})", f"t{stack}{facing}{row}{c}", default=c == column
                    )
                    for c in columns
                ],
                kind="panel",
                row=3,
            )
        )
        if column is None:
            return Panel("\n".join(text), [*controls, _close()])
        action = PlaceTile(stack=stack, cell=f"{column}{row}", facing=facing)
        text = [
            preview_note(table.state, action, table.names),
            "Confirm to lay it (the next tile of the stack then turns up).",
        ]
        return Panel(
            "\n".join(text),
            [*controls, Button("Confirm", act=action.key, style="success", row=4), _close()],
            preview=action,
        )


def _choices(actions: list) -> list[Choice]:
    return [Choice(a.label, a.key) for a in actions]


def _close() -> Button:
    return Button("Cancel", panel=CLOSE, style="danger", row=4)
