"""The PUSH card table as a PNG, laid out for a phone: 800 px wide, taller than wide.

Top: what the player to act must do, whose turn it is, cards left, the collecting
direction and order. Middle: the three columns with their totals, the drawn card, the
switch pile and the last roll. Bottom: two lines per player: name, bench and bank totals;
then the bench, colour by colour (the bank's points only for `viewer`, or for everyone
once the game is over). Every card colour comes with its shape (colour-blind players),
every seat with its letter. The words are the catalogue's, in `lang`
(data/locales/<locale>/boards-push.ftl); what a player needs for the next decision is at
least 9 px tall once the board is shown 320 px wide (render/fitting.needed_text).
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from games.push import rules
from games.push.cards import STAR, Kind, card, points
from games.push.game import GAME
from games.push.state import Phase, PushState
from lang import tr
from render.common import SEAT_COLOURS, font, seat_letters, seat_names
from render.engine import BoardKind, Draw, Palette, Pen, drawn_once
from render.fitting import fitting_font, needed_text, shorten, wrap
from render.push_cards import (
    CARD_H,
    CARD_INK,
    CARD_RGB,
    CARD_STEP,
    CARD_W,
    FELT,
    FELT_DARK,
    INK,
    MUTED,
    PAPER,
    WIDTH,
    draw_shape,
    paste_card,
    shape_of,
)

# Lengths in the board's own pixels.
NEED = needed_text(WIDTH)  # what a player needs: 9 px at 320 px wide
DETAIL = 16  # what only the full view needs (the old 8 px at 400 px wide)
MARGIN = 16
TOP = 132  # the header's three lines
TABLE = 404  # the columns and the side panel
ROW = 92  # one player: two lines
COLUMN_STEP = CARD_W + 40  # from one column's left edge to the next one's
SIDE_X = MARGIN + rules.MAX_COLUMNS * COLUMN_STEP + 8
SIDE_W = WIDTH - SIDE_X - MARGIN
GOLD = (255, 220, 120)  # the places the drawn card may go
PALETTE = Palette("push")
HEAD = (MARGIN + 44, 26)  # the headline's start, right of the badge


def background(players: int, lang: str) -> Image.Image:
    """The felt with the fixed frames and the columns' names: drawn once per player
    count and language."""
    height = TOP + TABLE + players * ROW + MARGIN
    img = Image.new("RGB", (WIDTH, height), FELT)
    d = Draw(img)
    d.rectangle((0, 0, WIDTH, TOP - 6), fill=FELT_DARK)
    for k in range(rules.MAX_COLUMNS):
        x = MARGIN + k * COLUMN_STEP
        d.rounded_rectangle(column_frame(x), radius=10, outline=(60, 120, 92), width=2)
        name = tr(lang, "board-push-column", column=k + 1)
        label = fitting_font(d, name, COLUMN_STEP - 6, NEED + 1, NEED, bold=True)
        d.text((x + CARD_W / 2, TOP + 16), name, font=label, fill=INK, anchor="mm")
    d.line((0, TOP + TABLE, WIDTH, TOP + TABLE), fill=FELT_DARK, width=3)
    return img


def column_frame(x: int) -> tuple[int, int, int, int]:
    """The frame around the column whose cards start at `x`."""
    return (x - 7, TOP + 34, x + CARD_W + 7, TOP + TABLE - 10)


def seat_badge(d: ImageDraw.ImageDraw, seat: int, letter: str, cx: int, cy: int, r: int) -> None:
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=SEAT_COLOURS[seat], outline=INK, width=2)
    d.text((cx, cy), letter, font=font(max(NEED, int(r * 1.2)), True), fill=CARD_INK, anchor="mm")


def board(
    state: PushState,
    *,
    names: list[str] | None = None,
    viewer: int | None = None,
    lang: str | None = None,
    **_: object,
) -> bytes:
    """The PNG of the table in `lang`. `viewer`: whose bank points to show (their
    private view)."""
    return BOARD.png(state, names=names, viewer=viewer, lang=lang)


def picture(
    state: PushState,
    *,
    names: list[str] | None = None,
    viewer: int | None = None,
    lang: str | None = None,
) -> Image.Image:
    """The table as a Pillow image, drawn plainly (board() draws the same pixels)."""
    return BOARD.picture(state, names=names, viewer=viewer, lang=lang)


def _draw(
    pen: Pen,
    state: PushState,
    *,
    names: list[str] | None = None,
    viewer: int | None = None,
    lang: str | None = None,
    **_: object,
) -> None:
    """What a state draws over the felt of its player count and language, in parts, each
    a function of what it shows (pen.part): a part seen before is neither drawn again
    nor mapped, only laid (render/engine)."""
    lang = lang or "en"
    letters = seat_letters(names, state.players)
    shown = seat_names(names, state.players, lang)
    over = state.phase is Phase.OVER
    badge = None if over else (state.actor, letters[state.actor])
    pen.part(HEADER_LINES[0], _headline_line, (badge, _headline(state, shown, lang)))
    left = tr(lang, "board-push-cards-left", count=len(state.deck))
    if not over:
        left = tr(lang, "board-push-turn", player=shown[state.pusher]) + " · " + left
    pen.part(HEADER_LINES[1], _header_line, (66, left, INK))
    if not over:
        pen.part(HEADER_LINES[2], _header_line, (102, _collecting(state, letters, lang), MUTED))
    places = _open_places(state)
    for k in range(rules.MAX_COLUMNS):  # each column drawn once for what it holds
        x = MARGIN + k * COLUMN_STEP
        box = (max(0, x - 20), TOP + 34, x + CARD_W + 20, TOP + TABLE - 4)
        pen.part(box, _column, (k, k in places, _slot(state, k, places), lang))
    _side(pen, state, shown, lang)
    for seat in range(state.players):
        top = TOP + TABLE + 6 + seat * ROW
        row = (
            seat,
            letters[seat],
            shown[seat],
            seat == state.actor and not over,
            over,
            viewer == seat,
            tuple(state.benches[seat]),
            tuple(state.banks[seat]),
            lang,
        )
        pen.part((0, top, WIDTH, top + ROW), _player_row, row)  # a seat's row


def _headline(state: PushState, shown: list[str], lang: str) -> str:
    if state.phase is Phase.OVER:
        outcome = GAME.outcome(state)
        winners = [shown[s] for s in outcome.winners]
        return tr(
            lang,
            "board-push-over",
            winners=" & ".join(winners),
            count=len(winners),
            points=outcome.scores[outcome.winners[0]],
        )
    phase = "bust" if state.busted and state.phase is Phase.ROLL else state.phase.value
    return tr(lang, "board-push-headline", player=shown[state.actor], phase=phase)


# The header's three lines, each drawn once for what it says: (left, top, right, bottom).
HEADER_LINES = ((0, 0, WIDTH, 48), (0, 48, WIDTH, 84), (0, 84, WIDTH, TOP - 6))


def _headline_line(d: Pen, badge: tuple[int, str] | None, headline: str) -> None:
    """The header's first line: the badge of the seat to act (`badge`: its seat and
    letter; None once the game is over) and what it must do, or who won."""
    x = MARGIN if badge is None else HEAD[0]
    if badge is not None:
        seat_badge(d, badge[0], badge[1], MARGIN + 18, HEAD[1], 18)
    width = WIDTH - MARGIN - x
    big = fitting_font(d, headline, width, NEED + 5, NEED, bold=True)
    d.text((x, HEAD[1]), shorten(d, headline, big, width), font=big, fill=INK, anchor="lm")


def _header_line(d: Pen, y: int, words: str, fill: tuple[int, int, int]) -> None:
    """A line of the header below the headline, its middle at `y`."""
    line = font(NEED)
    d.text((MARGIN, y), shorten(d, words, line, WIDTH - 2 * MARGIN), font=line, fill=fill,
           anchor="lm")  # fmt: skip


def _collecting(state: PushState, letters: list[str], lang: str) -> str:
    """The collecting direction and order, as the header's last line says them."""
    way = rules.direction(state)
    order = rules.collecting_order(state.pusher, state.players, way, not state.busted)
    return tr(
        lang,
        "board-push-collecting",
        way="clockwise" if way == rules.CLOCKWISE else "counter-clockwise",
        order=" → ".join(letters[s] for s in order),
    )


def _open_places(state: PushState) -> set[int]:
    """The column slots (0-based) framed in gold: where the drawn card may go (a new column
    included), or the columns left to take while collecting."""
    if state.phase is Phase.COLLECT:
        return {k for k, column in enumerate(state.columns) if column}
    if state.phase is not Phase.PLACE or state.drawn is None:
        return set()
    drawn = card(state.drawn)
    places = set(rules.open_columns(state.columns, drawn))
    if len(state.columns) < rules.MAX_COLUMNS:
        places.add(len(state.columns))
    return places


def _lines(d, lines: list[str], cx: float, y: float, text_font, fill) -> None:
    """Lines centred on `cx`, the first centred on `y`."""
    for k, one in enumerate(lines):
        d.text((cx, y + k * (text_font.size + 4)), one, font=text_font, fill=fill, anchor="mm")


def _slot(state: PushState, k: int, places: set[int]) -> tuple[int, ...] | str:
    """What column slot k shows: its cards, or "new" (where the drawn card may start a
    column), "empty" or "taken"."""
    if k >= len(state.columns):
        return "new" if k == len(state.columns) and k in places else "empty"
    return tuple(state.columns[k]) or "taken"


def _column(d: Pen, k: int, framed: bool, slot: tuple[int, ...] | str, lang: str) -> None:
    """Column k: its cards and their total, or what its slot says (`_slot`); `framed`:
    framed in gold, where the drawn card may go."""
    bold = font(NEED, True)
    x = MARGIN + k * COLUMN_STEP
    y0 = TOP + 44
    centre = x + CARD_W / 2
    if framed:
        d.rounded_rectangle(column_frame(x), radius=10, outline=GOLD, width=4)
    if slot == "new":
        words = wrap(d, tr(lang, "board-push-new-column"), bold, CARD_W + 8)
        _lines(d, words, centre, y0 + 34, bold, GOLD)
        return
    if slot == "empty":
        words = wrap(d, tr(lang, "board-push-empty"), font(DETAIL), CARD_W + 8)
        _lines(d, words, centre, y0 + 34, font(DETAIL), (110, 160, 135))
        return
    if slot == "taken":
        words = wrap(d, tr(lang, "board-push-taken"), bold, CARD_W + 8)
        _lines(d, words, centre, y0 + 34, bold, MUTED)
        return
    column = list(slot)
    for n, i in enumerate(column):
        paste_card(d, card(i), x, y0 + n * CARD_STEP, lang)
    total = [f"= {points(column)}"]
    if any(card(i).kind is Kind.ROLL for i in column):
        total.append(tr(lang, "board-push-plus-roll"))
    y_end = y0 + (len(column) - 1) * CARD_STEP + CARD_H + 18
    _lines(d, [shorten(d, t, bold, COLUMN_STEP - 6) for t in total], centre, y_end, bold, INK)


# The side panel's three parts, (top, bottom): the drawn card, the switch pile, the die.
SIDE_PARTS = ((TOP, TOP + 122), (TOP + 122, TOP + 212), (TOP + 212, TOP + TABLE - 4))
SIDE_CARD_Y = TOP + 16  # each part's title line, its middle
SIDE_SWITCH_Y = SIDE_CARD_Y + 18 + CARD_H + 30
SIDE_ROLL_Y = SIDE_SWITCH_Y + 90


def _side(pen: Pen, state: PushState, shown: list[str], lang: str) -> None:
    """Right of the columns: the drawn card, the switch pile, the die; each part drawn
    once for what it shows."""
    drawn, switch, roll = ((SIDE_X - 4, top, WIDTH, bottom) for top, bottom in SIDE_PARTS)
    if state.drawn is not None:
        pen.part(drawn, _side_card, ("board-push-drawn", INK, state.drawn, lang))
    elif state.busted and state.discard:
        bust = ("board-push-bust-with", (255, 200, 120), state.discard[-1], lang)
        pen.part(drawn, _side_card, bust)
    way = rules.direction(state) if state.switch_pile else None
    arrow = None if way is None else "↻" if way == rules.CLOCKWISE else "↺"
    pen.part(switch, _side_switch, (state.players == 2, len(state.switch_pile), arrow, lang))
    roller = None if state.last_roller is None else shown[state.last_roller]
    pen.part(roll, _side_roll, (state.last_roll, roller, lang))


def _side_title(d: Pen, y: int, text: str, fill=INK) -> None:
    d.text((SIDE_X, y), shorten(d, text, font(NEED, True), SIDE_W), font=font(NEED, True),
           fill=fill, anchor="lm")  # fmt: skip


def _side_card(d: Pen, title: str, fill, shown: int, lang: str) -> None:
    """The card drawn (or the one that busted) under its title (a catalogue key)."""
    y = SIDE_CARD_Y
    _side_title(d, y, tr(lang, title), fill)
    paste_card(d, card(shown), SIDE_X, y + 18, lang)


def _side_switch(d: Pen, two: bool, count: int, arrow: str | None, lang: str) -> None:
    """The switch pile: how many cards it holds (no pile with two players) and, while it
    holds any, the arrow of the way cards are collected."""
    x, y = SIDE_X, SIDE_SWITCH_Y
    if two:
        small = font(DETAIL)
        for k, one in enumerate(wrap(d, tr(lang, "board-push-no-switch"), small, SIDE_W)):
            d.text((x, y + k * 20), one, font=small, fill=MUTED, anchor="lm")
    else:
        _side_title(d, y, tr(lang, "board-push-switch-pile", count=count))
    if arrow is not None:
        d.rounded_rectangle(
            (x, y + 16, x + 56, y + 64), radius=7, fill=(230, 230, 235), outline=CARD_INK, width=2
        )
        d.text((x + 28, y + 40), arrow, font=font(32, True), fill=CARD_INK, anchor="mm")


def _side_roll(d: Pen, face: str | None, roller: str | None, lang: str) -> None:
    """The last roll's face and who rolled it."""
    x, y = SIDE_X, SIDE_ROLL_Y
    label = font(NEED, True)
    _side_title(d, y, tr(lang, "board-push-last-roll"))
    if not face:
        d.text((x, y + 34), tr(lang, "board-push-none-yet"), font=font(DETAIL), fill=MUTED,
               anchor="lm")  # fmt: skip
        return
    d.rounded_rectangle((x, y + 18, x + 60, y + 78), radius=8, fill=PAPER, outline=CARD_INK,
                        width=2)  # fmt: skip
    rgb = CARD_RGB.get(face, (240, 190, 20))
    shape = STAR if face == STAR else shape_of(face)
    draw_shape(d, shape, x + 30, y + 48, 20, fill=rgb, outline=CARD_INK)
    words = SIDE_W - 72
    said = tr(lang, "board-push-face", face=face)
    d.text((x + 70, y + 36), shorten(d, said, label, words), font=label, fill=INK, anchor="lm")
    if roller is not None:
        by = tr(lang, "board-push-by", player=roller)
        small = font(DETAIL)
        d.text((x + 70, y + 64), shorten(d, by, small, words), font=small, fill=MUTED,
               anchor="lm")  # fmt: skip


CHIP_H = 38  # a bench chip: its colour's shape, its cards and their total
BENCH_X = MARGIN + 40  # where a player's line of chips starts
BENCH_SPACE = WIDTH - MARGIN - BENCH_X


def _chip_width(d: ImageDraw.ImageDraw, held: list[int], full: bool) -> int:
    width = 36 + int(d.textlength(f"={sum(held)}", font=font(NEED, True))) + 8
    if full:
        width += int(d.textlength(" ".join(map(str, held)), font=font(NEED))) + 6
    return width


def chip_frame(d, colour: str, x: int, y: int, width: int) -> None:
    """A bench chip without its numbers, its top left at (x, y): the frame in the card
    colour and its shape (drawing calls, so a seat's row is known by them)."""
    rgb = CARD_RGB[colour]
    d.rounded_rectangle((x, y, x + width, y + CHIP_H), radius=7, fill=PAPER, outline=rgb,
                        width=3)  # fmt: skip
    draw_shape(d, shape_of(colour), x + 17, y + CHIP_H // 2, 10, fill=rgb, outline=CARD_INK,
               width=1)  # fmt: skip


def _totals(bench: list[int], bank: list[int], over: bool, seen: bool, lang: str) -> str:
    """'bench 35 · bank 2 cards', with the bank's points where this viewer may see them
    (`seen`) or once the game is over."""
    if over:
        return tr(
            lang,
            "board-push-final",
            score=rules.score(bench, bank),
            bench=points(bench),
            bank=points(bank),
        )
    if seen:
        return tr(lang, "board-push-bench-bank-seen", bench=points(bench), count=len(bank),
                  points=points(bank))  # fmt: skip
    return tr(lang, "board-push-bench-bank", bench=points(bench), count=len(bank))


@drawn_once
def lit_row(seat: int) -> Image.Image:
    """The lit frame of the acting seat's row over the felt under it (a row's top left
    is (5, its top)): one opaque picture, laid without a mask."""
    lit = Image.new("RGB", (WIDTH - 9, ROW - 5), FELT)
    Draw(lit).rounded_rectangle(
        (0, 0, WIDTH - 10, ROW - 6), radius=9, fill=(44, 110, 82), outline=SEAT_COLOURS[seat],
        width=3,
    )  # fmt: skip
    return lit


def _player_row(
    d: Pen,
    seat: int,
    letter: str,
    name: str,
    acting: bool,
    over: bool,
    seen: bool,
    bench: tuple[int, ...],
    bank: tuple[int, ...],
    lang: str,
) -> None:
    """A seat's two lines: its badge, name and totals, then its bench colour by colour;
    `acting`: the seat to act, its row lit; `seen`: its bank's points shown."""
    y = TOP + TABLE + 6 + seat * ROW
    if acting:
        d.block(lit_row, (seat,), (5, y))
    top = y + 22
    seat_badge(d, seat, letter, MARGIN + 15, top, 15)
    totals = _totals(list(bench), list(bank), over, seen, lang)
    line = font(NEED, bold=over)
    bold = font(NEED, True)
    room = WIDTH - MARGIN - (MARGIN + 40)
    # the totals take what the name leaves, the name at least a third of the row: a short
    # name ("AI 1") leaves a Greek final score its whole line
    named = min(d.textlength(name, font=bold), room * 0.34)
    totals = shorten(d, totals, line, room - named - 16)
    right = d.textlength(totals, font=line)
    fill = GOLD if over else INK
    d.text((WIDTH - MARGIN, top), totals, font=line, fill=fill, anchor="rm")
    d.text((MARGIN + 40, top), shorten(d, name, bold, room - right - 16), font=bold, fill=INK,
           anchor="lm")  # fmt: skip
    chips = list(rules.bench_by_colour(list(bench)).items())
    cy = y + 62
    if not chips:
        d.text((MARGIN + 40, cy), tr(lang, "board-push-bench-empty"), font=font(DETAIL),
               fill=MUTED, anchor="lm")  # fmt: skip
        return
    full = sum(_chip_width(d, held, True) + 8 for _, held in chips) <= BENCH_SPACE
    x = BENCH_X
    for colour, held in chips:
        width = _chip_width(d, held, full)
        chip_frame(d, colour, x, cy - CHIP_H // 2, width)
        if full:  # the numbers when they fit, else the colour's total alone
            numbers = " ".join(map(str, held))
            d.text((x + 34, cy), numbers, font=font(NEED), fill=CARD_INK, anchor="lm")
        d.text((x + width - 8, cy), f"={sum(held)}", font=bold, fill=CARD_INK, anchor="rm")
        x += width + 8


BOARD = BoardKind(
    "push",
    palette=PALETTE,
    key=lambda state, *, lang=None, **_: (state.players, lang or "en"),
    layer=lambda key: background(*key),
    draw=_draw,
)
