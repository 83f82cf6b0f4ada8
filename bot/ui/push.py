"""PUSH on Discord: every control sits on the turn's board message (few choices at a time).

- the pusher, at the start of a turn: **Draw**, and a **Bank a colour…** select listing the
  bench colour by colour with its totals;
- after a draw: one button per legal place (`Column 1/2/3`, `New column`);
- mid-push (no drawn card waiting): **Stop** / **Draw again**, even before any column;
- after a bust or a collected roll card: **Roll the die**;
- collecting: one button per remaining column (with its cards); the line under the board
  names the player whose pick it is (the service refuses anyone else);
- always: **My bank**, which shows the clicker their banked cards and total privately, with
  the board drawn as they see it (any player, at any time: it is not a move).

Draws and placements keep `state.turn`, so they edit the turn's board; a bust and the end
of collecting (the next turn) post a new board (the table service does that).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.ui.controls import Button, Choice, Control, Panel, Select
from bot.ui.generic import GameUI
from games.push import Phase, PushState
from games.push.actions import Bank, Draw, NewColumn, PlaceIn, Roll, Stop, Take
from games.push.cards import card, spec
from games.push.rules import MAX_COLUMNS, bench_by_colour, open_columns, refusal, score

if TYPE_CHECKING:
    from bot.store import SeatRow
    from bot.tables import Table

BANK = "bank"  # the info draft of the My bank button
GLYPHS = {"triangle": "▲", "square": "■", "diamond": "◆", "circle": "●", "cross": "✚"}


def glyph(colour: str) -> str:
    """The colour's shape as a character (the renderer draws the same shape)."""
    shape = next(c.shape for c in spec().colours if c.name == colour)
    return GLYPHS.get(shape, "•")


def colour_sum(colour: str, numbers: list[int]) -> str:
    """'▲ red 3 + 5 = 8'."""
    return f"{glyph(colour)} {colour} {' + '.join(map(str, numbers))} = {sum(numbers)}"


def column_label(state: PushState, number: int) -> str:
    """'Take column 2 · R3 B5 ⚂ · 8 pts' (at most 80 characters)."""
    cards = [card(i) for i in state.columns[number - 1]]
    total = sum(c.points for c in cards)
    shown = " ".join(c.short for c in cards)
    return f"Take column {number} · {shown} · {_count(total, 'pt')}"[:80]


def place_prompt(state: PushState) -> str:
    """'put the **red 3** into column 2 or a new column (column 1 already holds a red card
    (red 1))': where the drawn card may go, and why the other columns refuse it."""
    drawn = card(state.drawn)
    places = [f"column {k + 1}" for k in open_columns(state.columns, drawn)]
    if len(state.columns) < MAX_COLUMNS:
        places.append("a new column")
    where = places[-1] if len(places) == 1 else f"{', '.join(places[:-1])} or {places[-1]}"
    text = f"put the **{drawn.name}** into {where}"
    closed = [
        f"column {k} {reason}"
        for k, column in enumerate(state.columns, start=1)
        if (reason := refusal(column, drawn)) is not None
    ]
    if closed:
        text += " — " + "; ".join(closed)
    return text + "."


class UI(GameUI):
    def board_controls(self, table: Table) -> list[Control]:
        state: PushState = table.state
        controls: list[Control] = []
        if table.humans_to_act():
            seat = state.actor
            controls = self._moves(state, table.game.legal_actions(state, seat))
        if state.phase is not Phase.OVER:
            controls.append(Button("My bank", info=BANK, row=4))
        return controls

    def _moves(self, state: PushState, actions: list) -> list[Control]:
        controls: list[Control] = []
        for action in actions:
            if isinstance(action, Draw):
                label = "Draw again" if state.phase is Phase.PUSH else "Draw"
                controls.append(Button(label, act=action.key, style="primary", row=0))
            elif isinstance(action, Stop):
                controls.append(Button("Stop", act=action.key, style="success", row=0))
            elif isinstance(action, PlaceIn | NewColumn):
                controls.append(Button(action.label, act=action.key, style="primary", row=0))
            elif isinstance(action, Roll):
                controls.append(Button("Roll the die", act=action.key, style="danger", row=0))
            elif isinstance(action, Take):
                label = column_label(state, action.column)
                controls.append(
                    Button(label, act=action.key, style="primary", row=action.column - 1)
                )
        banks = [a for a in actions if isinstance(a, Bank)]
        if banks:
            bench = bench_by_colour(state.benches[state.actor])
            choices = [
                Choice(
                    f"Bank {colour_sum(a.colour, bench[a.colour])}",
                    a.key,
                    description=_count(len(bench[a.colour]), "card")
                    + " into your bank, safe for good",
                )
                for a in banks
            ]
            controls.append(Select("Or bank a colour (instead of pushing)…", choices, row=1))
        return controls

    def prompt(self, table: Table) -> str:
        state: PushState = table.state
        names = [f"**{n}**" for n in table.names]
        if state.phase is Phase.START:
            if not state.benches[state.actor]:
                return "your turn: **Draw** to push (nothing on your bench to bank yet)."
            return "your turn: **Draw** to push, or bank a colour from the menu."
        if state.phase is Phase.PLACE:
            return place_prompt(state)
        if state.phase is Phase.PUSH:
            if not state.columns:
                return "**Draw again**, or **Stop** (no column yet: you collect nothing)."
            return "**Draw again**, or **Stop** and collect."
        if state.phase is Phase.ROLL:  # the event above says why (a bust, a roll card)
            star = "you lose your whole bench" if state.options.harder else "you lose nothing"
            return f"**roll the die**: you lose the rolled colour from your bench (a star: {star})."
        if state.phase is Phase.COLLECT:
            left = [str(i + 1) for i, column in enumerate(state.columns) if column]
            which = f"column {left[0]}" if len(left) == 1 else "one of columns " + ", ".join(left)
            text = f"**your pick**: take {which}"
            if state.actor != state.pusher:
                text += f" from {names[state.pusher]}'s push"
            later = state.pickers[: len(left) - 1]  # the others get no column
            if later:
                text += "; then " + ", ".join(names[s] for s in later)
            return text + "."
        return super().prompt(table)

    def info(self, table: Table, seat: SeatRow, draft: str) -> Panel:
        state: PushState = table.state
        mine = seat.seat
        bank, bench = state.banks[mine], state.benches[mine]
        lines = [f"**Your bank** (only you see this): {_cards_total(bank)}."]
        lines += [f"• {colour_sum(c, n)}" for c, n in bench_by_colour(bank).items()]
        lines.append(f"Your bench (at risk until banked): {_cards_total(bench)}.")
        lines.append(f"Your score so far: **{score(bench, bank)}**.")
        return Panel("\n".join(lines), viewer=mine)


def _cards_total(cards: list[int]) -> str:
    """'3 cards = 10 points'."""
    return f"{_count(len(cards), 'card')} = {_count(sum(card(i).points for i in cards), 'point')}"


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"
