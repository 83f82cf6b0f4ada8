"""The PUSH card table as a PNG.

Top: whose turn and what they must do, cards left, the switch pile with the collecting
direction and order, the last roll. Middle: the three columns and the drawn card. Bottom:
one row per player: their bench grouped by colour with totals, and their bank (the count of
banked cards is public; its points only for `viewer`, or for everyone once the game is over).
Every card colour comes with its shape (colour-blind players), every seat with its letter.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from games.push import rules
from games.push.cards import STAR, Kind, card, points
from games.push.game import GAME, WHAT_NOW
from games.push.state import Phase, PushState
from render.common import (
    SEAT_COLOURS,
    Draw,
    Palette,
    drawn_often,
    drawn_once,
    font,
    seat_letters,
    seat_names,
    smallest_text,
    to_png,
)
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
    px,
    shape_of,
)

# Every length is in the 1000 px design; px() turns it into the table's pixels.
TOP = px(96)
TABLE = px(420)
ROW = px(74)
MARGIN = px(20)
COLUMN_STEP = CARD_W + px(40)  # from one column's left edge to the next one's
GOLD = (255, 220, 120)  # the places the drawn card may go
SMALL = smallest_text(WIDTH)  # the smallest text: legible with the board 400 px wide
PALETTE = Palette("push")


@drawn_once
def background(players: int) -> Image.Image:
    """The felt with the fixed frames: drawn once per player count."""
    height = TOP + TABLE + players * ROW + MARGIN
    img = Image.new("RGB", (WIDTH, height), FELT)
    d = Draw(img)
    d.rectangle((0, 0, WIDTH, TOP - px(6)), fill=FELT_DARK)
    for k in range(rules.MAX_COLUMNS):
        x = MARGIN + k * COLUMN_STEP
        d.rounded_rectangle(column_frame(x), radius=px(12), outline=(60, 120, 92), width=2)
        d.text(
            (x + CARD_W / 2, TOP + px(16)),
            f"Column {k + 1}",
            font=font(px(20), True),
            fill=INK,
            anchor="mm",
        )
    d.line((0, TOP + TABLE, WIDTH, TOP + TABLE), fill=FELT_DARK, width=px(4))
    return img


def column_frame(x: int) -> tuple[int, int, int, int]:
    """The frame around the column whose cards start at `x`."""
    return (x - px(8), TOP + px(30), x + CARD_W + px(8), TOP + TABLE - px(12))


def seat_badge(d: ImageDraw.ImageDraw, seat: int, letter: str, cx: int, cy: int, r: int) -> None:
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=SEAT_COLOURS[seat], outline=INK, width=2)
    d.text((cx, cy), letter, font=font(max(SMALL, int(r * 1.1)), True), fill=CARD_INK, anchor="mm")


def board(
    state: PushState, *, names: list[str] | None = None, viewer: int | None = None, **_: object
) -> bytes:
    """The PNG of the table. `viewer`: whose bank points to show (their private view)."""
    return to_png(picture(state, names=names, viewer=viewer), PALETTE)


def picture(
    state: PushState, *, names: list[str] | None = None, viewer: int | None = None
) -> Image.Image:
    """The table as a Pillow image (board() encodes it)."""
    img = background(state.players).copy()
    d = Draw(img)
    letters = seat_letters(names, state.players)
    shown = seat_names(names, state.players)
    _header(d, state, letters, shown)
    _columns(img, d, state)
    _side(img, d, state, shown)
    for seat in range(state.players):
        _player_row(img, d, state, seat, letters[seat], shown[seat], viewer)
    return img


def _header(d: ImageDraw.ImageDraw, state: PushState, letters: list[str], shown: list[str]) -> None:
    if state.phase is Phase.OVER:
        outcome = GAME.outcome(state)
        winners = [shown[s] for s in outcome.winners]
        verb = "wins" if len(winners) == 1 else "share the win"
        best = outcome.scores[outcome.winners[0]]
        text = f"Game over: {' and '.join(winners)} {verb} with {best}"
        d.text((MARGIN, px(30)), text, font=font(px(28), True), fill=INK, anchor="lm")
    else:
        seat_badge(d, state.actor, letters[state.actor], MARGIN + px(20), px(30), px(20))
        what = WHAT_NOW[state.phase]
        if state.busted and state.phase is Phase.ROLL:
            what = "pushed too far: roll the die"
        d.text(
            (MARGIN + px(50), px(30)),
            f"{shown[state.actor]}: {what}",
            font=font(px(26), True),
            fill=INK,
            anchor="lm",
        )
    turn = f"{shown[state.pusher]}'s turn" if state.phase is not Phase.OVER else ""
    d.text((MARGIN, px(72)), turn, font=font(px(22)), fill=MUTED, anchor="lm")
    d.text(
        (WIDTH - MARGIN, px(30)),
        f"{len(state.deck)} cards left",
        font=font(px(26), True),
        fill=INK,
        anchor="rm",
    )
    if state.phase is Phase.OVER:
        return
    way = rules.direction(state)
    arrow = "↻ clockwise" if way == rules.CLOCKWISE else "↺ counter-clockwise"
    order = rules.collecting_order(state.pusher, state.players, way, not state.busted)
    d.text(
        (WIDTH - MARGIN, px(72)),
        f"Collecting {arrow}: " + " → ".join(letters[s] for s in order),
        font=font(px(22)),
        fill=MUTED,
        anchor="rm",
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


def _columns(img: Image.Image, d: ImageDraw.ImageDraw, state: PushState) -> None:
    places = _open_places(state)
    for k in range(rules.MAX_COLUMNS):
        x = MARGIN + k * COLUMN_STEP
        y0 = TOP + px(40)
        if k in places:  # where the drawn card may go, framed in gold
            d.rounded_rectangle(column_frame(x), radius=px(12), outline=GOLD, width=px(4))
        if k >= len(state.columns):
            new = k == len(state.columns) and k in places
            d.text(
                (x + CARD_W / 2, y0 + px(40)),
                "new column" if new else "empty",
                font=font(px(20), True) if new else font(SMALL),
                fill=GOLD if new else (110, 160, 135),
                anchor="mm",
            )
            continue
        column = state.columns[k]
        if not column:
            where = (x + CARD_W / 2, y0 + px(40))
            d.text(where, "taken", font=font(px(20), True), fill=MUTED, anchor="mm")
            continue
        for n, i in enumerate(column):
            paste_card(img, card(i), x, y0 + n * CARD_STEP)
        total = points(column)
        text = f"{total} point{'s' if total != 1 else ''}"
        if any(card(i).kind is Kind.ROLL for i in column):
            text += " + roll"
        y_end = y0 + (len(column) - 1) * CARD_STEP + CARD_H + px(16)
        d.text((x + CARD_W / 2, y_end), text, font=font(SMALL, True), fill=INK, anchor="mm")


def _side(img: Image.Image, d: ImageDraw.ImageDraw, state: PushState, shown: list[str]) -> None:
    """Right of the columns: the drawn card, the switch pile, the die."""
    x = MARGIN + rules.MAX_COLUMNS * COLUMN_STEP + px(30)
    y = TOP + px(16)
    label = font(SMALL, True)
    if state.drawn is not None:
        d.text((x, y), "Drawn card", font=label, fill=INK, anchor="lm")
        paste_card(img, card(state.drawn), x, y + px(16))
    elif state.busted and state.discard:
        d.text((x, y), "Pushed too far with", font=label, fill=(255, 200, 120), anchor="lm")
        paste_card(img, card(state.discard[-1]), x, y + px(16))
    y += px(16 + 30) + CARD_H
    if state.players == 2:
        d.text((x, y), "No switch cards (2 players)", font=label, fill=MUTED, anchor="lm")
    else:
        d.text((x, y), f"Switch pile: {len(state.switch_pile)}", font=label, fill=INK, anchor="lm")
    if state.switch_pile:
        way = rules.direction(state)
        arrow = "↻" if way == rules.CLOCKWISE else "↺"
        d.rounded_rectangle(
            (x, y + px(16), x + px(70), y + px(76)),
            radius=px(8),
            fill=(230, 230, 235),
            outline=CARD_INK,
            width=2,
        )
        where = (x + px(35), y + px(46))
        d.text(where, arrow, font=font(px(40), True), fill=CARD_INK, anchor="mm")
    y += px(100)
    d.text((x, y), "Last roll", font=label, fill=INK, anchor="lm")
    if state.last_roll:
        d.rounded_rectangle(
            (x, y + px(16), x + px(70), y + px(86)),
            radius=px(10),
            fill=PAPER,
            outline=CARD_INK,
            width=2,
        )
        face = state.last_roll
        rgb = CARD_RGB.get(face, (240, 190, 20))
        draw_shape(
            d,
            STAR if face == STAR else shape_of(face),
            x + px(35),
            y + px(51),
            px(24),
            fill=rgb,
            outline=CARD_INK,
        )
        d.text((x + px(82), y + px(38)), face, font=font(px(20), True), fill=INK, anchor="lm")
        if state.last_roller is not None:
            by = f"by {shown[state.last_roller]}"
            d.text((x + px(82), y + px(64)), by, font=font(SMALL), fill=MUTED, anchor="lm")
    else:
        d.text((x, y + px(30)), "none yet", font=font(SMALL), fill=MUTED, anchor="lm")


BENCH_X, BENCH_SPACE = px(200), px(590)
CHIP_SMALL, CHIP_BOLD = SMALL, SMALL + px(2)


def _chip_width(d: ImageDraw.ImageDraw, held: list[int], full: bool) -> int:
    total = f"={sum(held)}"
    width = px(38) + int(d.textlength(total, font=font(CHIP_BOLD, True))) + px(10)
    if full:
        width += int(d.textlength(" ".join(map(str, held)), font=font(CHIP_SMALL))) + px(8)
    return width


def _fit(d: ImageDraw.ImageDraw, name: str, width: int) -> str:
    """The name, cut with '…' to fit `width` pixels beside the bench chips."""
    bold = font(px(20), True)
    if d.textlength(name, font=bold) <= width:
        return name
    while name and d.textlength(name + "…", font=bold) > width:
        name = name[:-1]
    return name + "…"


@drawn_often(512)
def chip_frame(colour: str, width: int) -> Image.Image:
    """A bench chip without its numbers: the frame in the card colour and its shape."""
    height = 2 * px(22)
    chip = Image.new("RGBA", (width + 1, height + 1), (0, 0, 0, 0))
    d = Draw(chip)
    rgb = CARD_RGB[colour]
    d.rounded_rectangle((0, 0, width, height), radius=px(8), fill=PAPER, outline=rgb, width=px(4))
    shape = shape_of(colour)
    draw_shape(d, shape, px(20), height // 2, px(11), fill=rgb, outline=CARD_INK, width=1)
    return chip


def _player_row(
    img: Image.Image,
    d: ImageDraw.ImageDraw,
    state: PushState,
    seat: int,
    letter: str,
    name: str,
    viewer: int | None,
) -> None:
    y = TOP + TABLE + px(8) + seat * ROW
    if seat == state.actor and state.phase is not Phase.OVER:
        d.rounded_rectangle(
            (px(6), y, WIDTH - px(6), y + ROW - px(6)),
            radius=px(10),
            fill=(44, 110, 82),
            outline=SEAT_COLOURS[seat],
            width=px(3),
        )
    cy = y + (ROW - px(6)) // 2
    seat_badge(d, seat, letter, MARGIN + px(16), cy, px(16))
    where = (MARGIN + px(40), cy - px(12))
    d.text(where, _fit(d, name, px(130)), font=font(px(20), True), fill=INK, anchor="lm")
    bench = state.benches[seat]
    where = (MARGIN + px(40), cy + px(14))
    d.text(where, f"bench {points(bench)}", font=font(SMALL), fill=MUTED, anchor="lm")
    chips = list(rules.bench_by_colour(bench).items())
    small, bold = font(CHIP_SMALL), font(CHIP_BOLD, True)
    full = sum(_chip_width(d, held, True) + px(8) for _, held in chips) <= BENCH_SPACE
    x = BENCH_X
    for colour, held in chips:
        width = _chip_width(d, held, full)
        frame = chip_frame(colour, width)
        img.paste(frame, (x, cy - px(22)), frame)
        if full:  # the numbers when they fit, else the colour's total alone
            numbers = " ".join(map(str, held))
            d.text((x + px(38), cy), numbers, font=small, fill=CARD_INK, anchor="lm")
        d.text((x + width - px(9), cy), f"={sum(held)}", font=bold, fill=CARD_INK, anchor="rm")
        x += width + px(8)
    bank = state.banks[seat]
    over = state.phase is Phase.OVER
    text = f"bank: {len(bank)} card{'s' if len(bank) != 1 else ''}"
    if over or viewer == seat:
        text += f" = {points(bank)}"
    d.text((WIDTH - MARGIN, cy - px(12)), text, font=font(SMALL), fill=INK, anchor="rm")
    if over:
        total = rules.score(bench, bank)
        d.text(
            (WIDTH - MARGIN, cy + px(14)),
            f"score {total}",
            font=font(SMALL, True),
            fill=(255, 220, 120),
            anchor="rm",
        )
