"""The side panel of Passtally's board image: the turn (or set-up edge, or result), the
scores on a track to 50, the three face-up tiles with their stack sizes, the preview's
caption and the last events."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from games.passtally import GAME, PasstallyState, Phase, PlaceTile
from games.passtally.geometry import EDGE_NAMES, Side
from games.passtally.tiles import halves
from lang import tr
from render import passtally_sprites as sprites
from render import words
from render.common import SEAT_COLOURS, font, seat_letters, seat_names
from render.engine import Pen, Sketch
from render.fitting import shorten, wrap

if TYPE_CHECKING:
    from render.passtally_layout import Layout

TEXT = (236, 236, 236)
MUTED = (170, 172, 178)
HIGHLIGHT = (72, 76, 84)
GOOD = (120, 220, 140)
BAD = (240, 110, 100)
TRACK_TO = 50  # the end comes once someone has more than 50


def status(state: PasstallyState, names: list[str] | None, lang: str | None) -> tuple[str, str]:
    """The headline and the line under it: whose turn, the set-up edge, or the result."""
    shown = seat_names(names, state.players, lang)
    if state.phase is Phase.OVER:
        outcome = GAME.outcome(state)
        assert outcome is not None
        winners = words.join([shown[seat] for seat in outcome.winners], lang)
        result = tr(lang, "board-passtally-winners", winners=winners,
                    count=len(outcome.winners), points=max(state.scores))  # fmt: skip
        return tr(lang, "board-passtally-over"), result
    name = shown[state.current]
    if state.phase is Phase.SETUP:
        return tr(lang, "board-passtally-setup", player=name), _setup_where(state, lang)
    return (
        tr(lang, "board-passtally-turn", player=name),
        tr(lang, "board-passtally-actions-left", count=state.actions_left),
    )


def _setup_where(state: PasstallyState, lang: str | None) -> str:
    """Where the next set-up marker goes, in words."""
    edges = [EDGE_NAMES[side] for side in GAME.setup_edge_choices(state)]
    if len(edges) == 1:
        return tr(lang, "board-passtally-setup-edge", edge=edges[0])
    if len(edges) == 2:
        return tr(lang, "board-passtally-setup-edges", first=edges[0], second=edges[1])
    return tr(lang, "board-passtally-setup-any")


def draw_panel(pen: Pen, layout: Layout, state: PasstallyState, names,
               caption: tuple[str, str, bool] | None, preview,
               lang: str | None = None) -> None:  # fmt: skip
    """The panel under the board, in two columns: on the left whose turn it is, the
    preview's caption and the last events; on the right the scores and the face-up
    tiles. Words a player needs are at least `layout.needed` px. The columns do not meet:
    the renderer draws the right one first (draw_tiles_column) and the left one last."""
    draw_tiles_column(pen, layout, state, names, preview, lang)
    draw_turn_column(pen, layout, state, names, caption, lang)


def draw_tiles_column(pen: Pen, layout: Layout, state: PasstallyState, names, preview,
                      lang: str | None = None) -> None:  # fmt: skip
    """The panel's right column: the scores and the face-up tiles, their rows drawn once
    per what they show (pen.area: first on a board, nothing drawn before them is looked
    through)."""
    px = layout.px
    half = (layout.width - px(60)) // 2
    right = px(40) + half
    y = _draw_scores(pen, pen, layout, state, names, right, half,
                     layout.panel_y + px(22), lang)  # fmt: skip
    _draw_face_up(pen, pen, layout, state, preview, right, half, y + px(8), lang)


def draw_turn_column(pen: Pen, layout: Layout, state: PasstallyState, names,
                     caption: tuple[str, str, bool] | None,
                     lang: str | None = None) -> None:  # fmt: skip
    """The panel's left column: whose turn it is (or the set-up edge, or the result), the
    preview's caption and the last events."""
    draw = pen
    px = layout.px
    need = layout.needed
    half = (layout.width - px(60)) // 2
    x0, width = px(20), half
    y = layout.panel_y + px(22)
    # whose turn (or the set-up edge, or the result), boxed in the colour of who acts
    headline, detail = status(state, names, lang)
    big, mid = font(max(need + 4, px(30)), bold=True), font(need)
    details = _wrapped(detail, mid, width)[:2]
    bottom = y + big.size + px(16) + (mid.size + px(6)) * len(details)
    if state.phase is Phase.OVER:
        outcome = GAME.outcome(state)
        colour = SEAT_COLOURS[outcome.winners[0]] if outcome else TEXT
    else:
        colour = SEAT_COLOURS[state.current]
    draw.rounded_rectangle([x0 - px(8), y - px(6), x0 + width + px(8), bottom],
                           radius=px(12), fill=HIGHLIGHT, outline=colour,
                           width=px(4))  # fmt: skip
    draw.text((x0, y), shorten(draw, headline, big, width), font=big, fill=TEXT)
    for k, line in enumerate(details):
        draw.text((x0, y + big.size + px(12) + k * (mid.size + px(6))), line, font=mid,
                  fill=TEXT)  # fmt: skip
    y = bottom + px(18)
    step = mid.size + px(5)
    if caption is not None:
        title, text, ok = caption
        said = tr(lang, "board-passtally-preview" if ok else "board-passtally-not-allowed")
        draw.text((x0, y), said, font=font(need, bold=True), fill=GOOD if ok else BAD)
        y += step
        for line in _wrapped(title, font(need, bold=True), width)[:2]:
            draw.text((x0, y), line, font=font(need, bold=True), fill=TEXT)
            y += step
        for line in _wrapped(text, mid, width)[:6]:
            draw.text((x0, y), line, font=mid, fill=TEXT)
            y += step
        y += px(10)
    # the last events, as many whole ones as room allows (the message lists them too)
    small = font(layout.detail)
    for event in state.events[-3:]:
        said = words.say(event, lang, seat_names(names, state.players, lang))
        lines = _wrapped(said, small, width)
        if y + len(lines) * (small.size + px(4)) > layout.height - px(8):
            break
        for line in lines:
            draw.text((x0, y), line, font=small, fill=MUTED)
            y += small.size + px(4)


@lru_cache(maxsize=1024)
def _wrapped(text: str, text_font, width: float) -> tuple[str, ...]:
    """`wrap` of a text, remembered: a board's last events and the line under its headline
    come back board after board, and wrapping measures every line as it grows. A pen
    measures as this picture's Sketch does (render/engine: Pillow's lengths in mode "L")."""
    return tuple(wrap(_MEASURE, text, text_font, width))


_MEASURE = Sketch(Image.new("RGB", (1, 1)))  # measures texts for _wrapped


def _draw_scores(pen, draw, layout, state, names, x0, width, y, lang) -> int:
    """Each seat's row (its marker, name, score and bar towards 50), drawn once per what
    it shows (pen.area)."""
    px = layout.px
    shown = seat_names(names, state.players, lang)
    letters = seat_letters(names, state.players)
    outcome = GAME.outcome(state)
    row_font, score_font = font(layout.needed), font(max(layout.needed, px(26)), bold=True)
    r = px(20)
    track_max = max(TRACK_TO + 10, *state.scores)
    goals = []
    for seat in range(state.players):
        colour = SEAT_COLOURS[seat]
        box = (x0 - px(8), y - px(4), x0 + width + px(8) + 1, y + px(66) - px(4))  # to the next
        with pen.area(box) as row:  # tuples, not lists: a recording keeps them as they are
            if seat == state.current and state.phase is not Phase.OVER:
                row.rounded_rectangle((x0 - px(8), y - px(4), x0 + width + px(8), y + px(60)),
                                      radius=px(8), fill=HIGHLIGHT)  # fmt: skip
            row.sprite(sprites.marker, (colour, letters[seat], r), (x0, y))
            score = str(state.scores[seat])
            score_w = int(row.textlength(score, font=score_font))
            name = shown[seat]
            if outcome is not None:
                name = tr(lang, "board-passtally-rank", rank=outcome.ranks[seat], player=name)
            text_x = x0 + 2 * r + px(12)
            name = shorten(row, name, row_font, width - (text_x - x0) - score_w - px(10))
            row.text((text_x, y + r + 2), name, font=row_font, fill=TEXT, anchor="lm")
            row.text((x0 + width, y + r + 2), score, font=score_font, fill=TEXT, anchor="rm")
            # the score track: a bar towards 50
            bar_y = y + 2 * r + px(10)
            row.rounded_rectangle((text_x, bar_y, x0 + width, bar_y + px(8)), radius=px(4),
                                  fill=(34, 36, 40))  # fmt: skip
            end = x0 + width - text_x
            filled = text_x + end * min(state.scores[seat], track_max) / track_max
            if state.scores[seat]:
                row.rounded_rectangle((text_x, bar_y, filled, bar_y + px(8)), radius=px(4),
                                      fill=colour)  # fmt: skip
            # 50 marked across the bar: draw.line's pixels, as a fill (a line's box, a
            # pixel to spare, would reach into the next row's)
            goal = text_x + (x0 + width - text_x) * TRACK_TO / track_max
            columns = _down_line(goal - int(goal), px(2))
            top, bottom = bar_y - px(3), bar_y + px(11)
            if columns is None:
                goals.append((goal, top, goal, bottom))
            else:
                left, right = int(goal) + columns[0], int(goal) + columns[1]
                row.rectangle((left, top, right - 1, bottom), fill=TEXT)
        y += px(66)
    for points in goals:  # a line width Pillow draws otherwise: drawn once the rows are
        pen.line(points, fill=TEXT, width=px(2))
    return y


@lru_cache(maxsize=64)
def _down_line(fraction: float, width: int) -> tuple[int, int] | None:
    """The columns draw.line fills for a line straight down, `width` px wide, at
    `fraction` of a pixel right of a whole pixel (from that pixel, the last excluded), if
    it fills them from its first row to its last: asked of Pillow, on a small picture."""
    image = Image.new("L", (40, 40))
    ImageDraw.Draw(image).line([(20 + fraction, 10), (20 + fraction, 30)], fill=255, width=width)
    left, top, right, bottom = image.getbbox() or (0, 0, 0, 0)
    if (top, bottom) != (10, 31) or image.histogram()[255] != 21 * (right - left):
        return None
    return left - 20, right - 20


def _draw_face_up(pen, draw, layout, state, preview, x0, width, y, lang) -> int:
    """The face-up tiles, each row (its stack's number, the tile, what is left under it)
    drawn once per what it shows (pen.area)."""
    px = layout.px
    need = font(layout.needed, bold=True)
    spare = px(4)  # the rows' boxes reach this far above and below their tiles
    with pen.area((x0, y, x0 + width + 1, y + need.size + px(10) - spare)) as header:
        header.text((x0, y), shorten(header, tr(lang, "board-passtally-face-up"), need, width),
                    font=need, fill=TEXT)  # fmt: skip
    y += need.size + px(10)
    cell = px(44)
    taking = preview.stack if isinstance(preview, PlaceTile) else None
    for stack, tile in enumerate(state.face_up, start=1):
        left = GAME.face_down_left(state, stack - 1)
        with pen.area((x0, y - spare, x0 + width + 1, y + cell + 1 + spare)) as row:
            _face_up_row(row, layout, state, stack, tile, left, taking, x0, width, y, lang)
        y += cell + px(12)
    return y


def _face_up_row(row, layout, state, stack, tile, left, taking, x0, width, y, lang) -> None:
    px = layout.px
    cell = px(44)
    label_font, count_font = font(max(layout.needed, px(26)), bold=True), font(layout.needed)
    row.text((x0 + px(12), y + cell // 2), str(stack), font=label_font, fill=TEXT,
             anchor="mm")  # fmt: skip
    tx = x0 + px(30)
    note_x = tx + 2 * cell + px(8)
    if tile is None:
        row.rectangle((tx, y, tx + 2 * cell, y + cell), outline=MUTED, width=px(2))
        empty = shorten(row, tr(lang, "board-passtally-empty"), count_font, 2 * cell)
        row.text((tx + cell, y + cell // 2), empty, font=count_font, fill=MUTED,
                 anchor="mm")  # fmt: skip
    else:
        for k, kind in enumerate(halves(tile, Side.E)):
            row.block(sprites.half, (kind, 1, cell), (tx + k * cell, y))
        outline = SEAT_COLOURS[state.current] if stack == taking else sprites.INK
        w = px(5) if stack == taking else px(2)
        row.rectangle((tx, y, tx + 2 * cell, y + cell), outline=outline, width=w)
        row.line(((tx + cell, y), (tx + cell, y + cell)), fill=(190, 170, 140), width=1)
    if stack == taking:
        note = tr(lang, "board-passtally-laying")
    else:
        note = tr(lang, "board-passtally-face-down", count=left)
    note = shorten(row, note, count_font, x0 + width - note_x)
    row.text((note_x, y + cell // 2), note, font=count_font,
             fill=TEXT if stack == taking else MUTED, anchor="lm")  # fmt: skip
