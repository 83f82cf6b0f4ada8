"""The side panel of Passtally's board image: the turn (or set-up edge, or result), the
scores on a track to 50, the three face-up tiles with their stack sizes, the preview's
caption and the last events."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PIL import ImageDraw

from games.passtally import GAME, PasstallyState, Phase, PlaceTile
from games.passtally.geometry import Side
from games.passtally.tiles import halves
from render import passtally_sprites as sprites
from render import words
from render.common import SEAT_COLOURS, font, seat_letters, seat_names
from render.engine import Pen

if TYPE_CHECKING:
    from render.passtally_layout import Layout

TEXT = (236, 236, 236)
MUTED = (170, 172, 178)
HIGHLIGHT = (72, 76, 84)
GOOD = (120, 220, 140)
BAD = (240, 110, 100)
TRACK_TO = 50  # the end comes once someone has more than 50


def status(state: PasstallyState, names: list[str] | None) -> tuple[str, str]:
    """The headline and the line under it: whose turn, the set-up edge, or the result."""
    shown = seat_names(names, state.players)
    if state.phase is Phase.OVER:
        outcome = GAME.outcome(state)
        assert outcome is not None
        winners = " and ".join(shown[seat] for seat in outcome.winners)
        verb = "win" if len(outcome.winners) > 1 else "wins"
        return "Game over", f"{winners} {verb} with {max(state.scores)}"
    name = shown[state.current]
    if state.phase is Phase.SETUP:
        return f"Set-up: {name}", f"places a marker on {GAME.setup_where(state)}"
    left = state.actions_left
    return f"{name}'s turn", f"{left} action{'s' if left != 1 else ''} left"


def _fit(draw: ImageDraw.ImageDraw, text: str, text_font, width: int) -> str:
    """The text, shortened with an ellipsis to fit `width` pixels."""
    if draw.textlength(text, font=text_font) <= width:
        return text
    while text and draw.textlength(text + "…", font=text_font) > width:
        text = text[:-1]
    return text + "…"


def _wrap(draw: ImageDraw.ImageDraw, text: str, text_font, width: int) -> list[str]:
    lines, line = [], ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if draw.textlength(trial, font=text_font) <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    return [*lines, line] if line else lines


def draw_panel(pen: Pen, layout: Layout, state: PasstallyState, names,
               caption: tuple[str, str, bool] | None, preview) -> None:  # fmt: skip
    draw = pen
    px = layout.px
    x0, width = layout.panel_x + px(20), layout.width - layout.panel_x - px(40)
    y = px(22)
    # whose turn (or the set-up edge, or the result), boxed in the colour of who acts
    headline, detail = status(state, names)
    big, mid, small = font(px(30), bold=True), font(px(23)), font(px(22))
    details = _wrap(draw, detail, mid, width)[:2]
    bottom = y + px(44) + px(30) * len(details)
    if state.phase is Phase.OVER:
        outcome = GAME.outcome(state)
        colour = SEAT_COLOURS[outcome.winners[0]] if outcome else TEXT
    else:
        colour = SEAT_COLOURS[state.current]
    draw.rounded_rectangle([x0 - px(8), y - px(6), x0 + width + px(8), bottom],
                           radius=px(12), fill=HIGHLIGHT, outline=colour,
                           width=px(4))  # fmt: skip
    draw.text((x0, y), _fit(draw, headline, big, width), font=big, fill=TEXT)
    for k, line in enumerate(details):
        draw.text((x0, y + px(42) + k * px(30)), line, font=mid, fill=TEXT)
    y = bottom + px(18)
    if caption is not None:
        title, text, ok = caption
        draw.text((x0, y), "Preview" if ok else "Not allowed", font=font(px(22), bold=True),
                  fill=GOOD if ok else BAD)  # fmt: skip
        y += px(30)
        for line in _wrap(draw, title, mid, width)[:2]:
            draw.text((x0, y), line, font=mid, fill=TEXT)
            y += px(29)
        for line in _wrap(draw, text, small, width)[:4]:
            draw.text((x0, y), line, font=small, fill=TEXT)
            y += px(27)
        y += px(10)
    y = _draw_scores(pen, draw, layout, state, names, x0, width, y)
    y = _draw_face_up(pen, draw, layout, state, preview, x0, width, y + px(8))
    # the last events, as many whole ones as room allows
    y += px(6)
    for event in state.events[-3:]:
        said = words.say(event, names=seat_names(names, state.players))
        lines = _wrap(draw, said, small, width)
        if y + len(lines) * px(26) > layout.height - px(8):
            return
        for line in lines:
            draw.text((x0, y), line, font=small, fill=MUTED)
            y += px(26)


def _draw_scores(pen, draw, layout, state, names, x0, width, y) -> int:
    px = layout.px
    shown = seat_names(names, state.players)
    letters = seat_letters(names, state.players)
    outcome = GAME.outcome(state)
    row_font, score_font = font(px(23)), font(px(26), bold=True)
    r = px(20)
    track_max = max(TRACK_TO + 10, *state.scores)
    for seat in range(state.players):
        colour = SEAT_COLOURS[seat]
        if seat == state.current and state.phase is not Phase.OVER:
            draw.rounded_rectangle([x0 - px(8), y - px(4), x0 + width + px(8), y + px(60)],
                                   radius=px(8), fill=HIGHLIGHT)  # fmt: skip
        disc = sprites.marker(colour, letters[seat], r)
        pen.paste(disc, (x0, y), disc)
        score = str(state.scores[seat])
        score_w = int(draw.textlength(score, font=score_font))
        name = shown[seat]
        if outcome is not None:
            name = f"#{outcome.ranks[seat]} {name}"
        text_x = x0 + 2 * r + px(12)
        name = _fit(draw, name, row_font, width - (text_x - x0) - score_w - px(10))
        draw.text((text_x, y + r + 2), name, font=row_font, fill=TEXT, anchor="lm")
        draw.text((x0 + width, y + r + 2), score, font=score_font, fill=TEXT, anchor="rm")
        # the score track: a bar towards 50
        bar_y = y + 2 * r + px(10)
        draw.rounded_rectangle([text_x, bar_y, x0 + width, bar_y + px(8)], radius=px(4),
                               fill=(34, 36, 40))  # fmt: skip
        filled = text_x + (x0 + width - text_x) * min(state.scores[seat], track_max) / track_max
        if state.scores[seat]:
            draw.rounded_rectangle([text_x, bar_y, filled, bar_y + px(8)], radius=px(4),
                                   fill=colour)  # fmt: skip
        goal = text_x + (x0 + width - text_x) * TRACK_TO / track_max
        draw.line([goal, bar_y - px(3), goal, bar_y + px(11)], fill=TEXT, width=px(2))
        y += px(66)
    return y


def _draw_face_up(pen, draw, layout, state, preview, x0, width, y) -> int:
    px = layout.px
    draw.text((x0, y), "Face-up tiles", font=font(px(22), bold=True), fill=TEXT)
    y += px(32)
    cell = px(44)  # small enough to leave room for "10 face-down" at a legible size
    label_font, count_font = font(px(26), bold=True), font(px(22))
    taking = preview.stack if isinstance(preview, PlaceTile) else None
    for stack, tile in enumerate(state.face_up, start=1):
        left = GAME.face_down_left(state, stack - 1)
        draw.text((x0 + px(12), y + cell // 2), str(stack), font=label_font, fill=TEXT,
                  anchor="mm")  # fmt: skip
        tx = x0 + px(30)
        if tile is None:
            draw.rectangle([tx, y, tx + 2 * cell, y + cell], outline=MUTED, width=px(2))
            draw.text((tx + cell, y + cell // 2), "empty", font=count_font, fill=MUTED,
                      anchor="mm")  # fmt: skip
        else:
            for k, kind in enumerate(halves(tile, Side.E)):
                pen.paste(sprites.half(kind, 1, cell), (tx + k * cell, y))
            outline = SEAT_COLOURS[state.current] if stack == taking else sprites.INK
            w = px(5) if stack == taking else px(2)
            draw.rectangle([tx, y, tx + 2 * cell, y + cell], outline=outline, width=w)
            draw.line([tx + cell, y, tx + cell, y + cell], fill=(190, 170, 140), width=1)
        note = "◀ laying" if stack == taking else f"{left} face-down"
        draw.text((tx + 2 * cell + px(8), y + cell // 2), note, font=count_font,
                  fill=TEXT if stack == taking else MUTED, anchor="lm")  # fmt: skip
        y += cell + px(12)
    return y
