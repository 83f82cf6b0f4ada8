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
from lang import tr
from render.words import say

if TYPE_CHECKING:
    from bot.store import SeatRow
    from bot.tables import Table

BANK = "bank"  # the info draft of the My bank button
GLYPHS = {"triangle": "▲", "square": "■", "diamond": "◆", "circle": "●", "cross": "✚"}


def glyph(colour: str) -> str:
    """The colour's shape as a character (the renderer draws the same shape)."""
    shape = next(c.shape for c in spec().colours if c.name == colour)
    return GLYPHS.get(shape, "•")


def colour_word(colour: str, language: str) -> str:
    """'red', 'κόκκινο': a card colour in `language`."""
    return tr(language, "push-ui-colour", colour=colour)


def card_words(c, language: str) -> str:
    """'red 3', 'roșu 3', 'the roll card' for a card in a sentence of `language`."""
    if c.colour is not None and c.number is not None:
        colour = colour_word(c.colour, language)
        return tr(language, "push-ui-card", colour=colour, number=c.number)
    return tr(language, "push-ui-special-card", kind=c.kind.value)


def card_short(c, language: str) -> str:
    """'R3' in English (the colour's letter), '▲3' elsewhere (the shape the board draws:
    no English initials); '⚂' a roll card, '⇄' a switch card."""
    if language == "en" or c.colour is None:
        return c.short
    return f"{glyph(c.colour)}{c.number}"


def colour_sum(colour: str, numbers: list[int], language: str = "en") -> str:
    """'▲ red 3 + 5 = 8'."""
    word = colour_word(colour, language)
    return f"{glyph(colour)} {word} {' + '.join(map(str, numbers))} = {sum(numbers)}"


def column_label(state: PushState, number: int, language: str = "en") -> str:
    """'Take column 2 · R3 B5 ⚂ · 8 pts' (at most 80 characters)."""
    cards = [card(i) for i in state.columns[number - 1]]
    total = sum(c.points for c in cards)
    shown = " ".join(card_short(c, language) for c in cards)
    return tr(language, "push-take-column", column=number, cards=shown, points=total)[:80]


def place_prompt(state: PushState, language: str = "en") -> str:
    """'put the **red 3** into column 2 or a new column (column 1 already holds a red card
    (red 1))': where the drawn card may go, and why the other columns refuse it."""
    drawn = card(state.drawn)
    places = [
        tr(language, "push-into-column", column=k + 1)
        for k in open_columns(state.columns, drawn)
    ]
    if len(state.columns) < MAX_COLUMNS:
        places.append(tr(language, "push-into-new-column"))
    if len(places) == 1:
        where = places[-1]
    else:
        where = tr(language, "push-or", first=", ".join(places[:-1]), last=places[-1])
    text = tr(language, "push-prompt-place", card=card_words(drawn, language), where=where)
    closed = [
        tr(language, "push-column-refuses", column=k, reason=say(reason, language))
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
            controls = self._moves(state, table.game.legal_actions(state, seat), table.lang)
        if state.phase is not Phase.OVER:
            controls.append(Button(tr(table.lang, "push-my-bank"), info=BANK, row=4))
        return controls

    def _moves(self, state: PushState, actions: list, language: str = "en") -> list[Control]:
        controls: list[Control] = []
        for action in actions:
            if isinstance(action, Draw):
                key = "push-draw-again" if state.phase is Phase.PUSH else "push-draw"
                controls.append(Button(tr(language, key), act=action.key, style="primary", row=0))
            elif isinstance(action, Stop):
                stop = tr(language, "push-button-stop")
                controls.append(Button(stop, act=action.key, style="success", row=0))
            elif isinstance(action, PlaceIn):
                column = tr(language, "push-column-button", column=action.column)
                controls.append(Button(column, act=action.key, style="primary", row=0))
            elif isinstance(action, NewColumn):
                new = tr(language, "push-button-new-column")
                controls.append(Button(new, act=action.key, style="primary", row=0))
            elif isinstance(action, Roll):
                roll = tr(language, "push-roll")
                controls.append(Button(roll, act=action.key, style="danger", row=0))
            elif isinstance(action, Take):
                label = column_label(state, action.column, language)
                controls.append(
                    Button(label, act=action.key, style="primary", row=action.column - 1)
                )
        banks = [a for a in actions if isinstance(a, Bank)]
        if banks:
            bench = bench_by_colour(state.benches[state.actor])
            choices = [
                Choice(
                    tr(
                        language,
                        "push-bank",
                        colour=colour_sum(a.colour, bench[a.colour], language),
                    ),
                    a.key,
                    description=tr(language, "push-bank-about", count=len(bench[a.colour])),
                )
                for a in banks
            ]
            controls.append(Select(tr(language, "push-bank-placeholder"), choices, row=1))
        return controls

    def prompt(self, table: Table) -> str:
        state: PushState = table.state
        language = table.lang
        names = [f"**{n}**" for n in table.names]
        if state.phase is Phase.START:
            if not state.benches[state.actor]:
                return tr(language, "push-prompt-start-empty")
            return tr(language, "push-prompt-start")
        if state.phase is Phase.PLACE:
            return place_prompt(state, language)
        if state.phase is Phase.PUSH:
            if not state.columns:
                return tr(language, "push-prompt-push-empty")
            return tr(language, "push-prompt-push")
        if state.phase is Phase.ROLL:  # the event above says why (a bust, a roll card)
            harder = "yes" if state.options.harder else "no"
            return tr(language, "push-prompt-roll", harder=harder)
        if state.phase is Phase.COLLECT:
            left = [str(i + 1) for i, column in enumerate(state.columns) if column]
            if len(left) == 1:
                which = tr(language, "push-column", column=left[0])
            else:
                which = tr(language, "push-one-of-columns", columns=", ".join(left))
            if state.actor != state.pusher:
                pusher = names[state.pusher]
                text = tr(language, "push-prompt-pick-from", which=which, pusher=pusher)
            else:
                text = tr(language, "push-prompt-pick", which=which)
            later = state.pickers[: len(left) - 1]  # the others get no column
            if later:
                text += tr(language, "push-prompt-then", names=", ".join(names[s] for s in later))
            return text + "."
        return super().prompt(table)

    def info(self, table: Table, seat: SeatRow, draft: str) -> Panel:
        state: PushState = table.state
        mine, language = seat.seat, table.lang
        bank, bench = state.banks[mine], state.benches[mine]
        lines = [tr(language, "push-your-bank", total=_cards_total(bank, language))]
        lines += [f"• {colour_sum(c, n, language)}" for c, n in bench_by_colour(bank).items()]
        lines.append(tr(language, "push-your-bench", total=_cards_total(bench, language)))
        lines.append(tr(language, "push-your-score", score=score(bench, bank)))
        return Panel("\n".join(lines), viewer=mine)


def _cards_total(cards: list[int], language: str = "en") -> str:
    """'3 cards = 10 points'."""
    points = sum(card(i).points for i in cards)
    return tr(language, "push-cards-total", count=len(cards), points=points)
