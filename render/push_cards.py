"""PUSH cards drawn with Pillow: every colour with its shape (colour-blind players), the
roll card with a die, the switch card with arrows. Each face is drawn once and cached."""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from games.push.cards import Card, Kind, spec
from lang import tr
from render.common import Draw, drawn_once, font
from render.engine import Pen
from render.fitting import fitting_font, needed_text

WIDTH = 800  # the table's width; the layout below is designed 1000 px wide


def px(design: float) -> int:
    """A length of the 1000 px design, in the table's pixels."""
    return round(design * WIDTH / 1000)


FELT = (28, 84, 60)
FELT_DARK = (20, 64, 46)
INK = (245, 245, 240)
MUTED = (190, 205, 195)
CARD_INK = (30, 30, 30)
PAPER = (250, 248, 240)

# the card colours as printed, each paired with its shape from deck.json
CARD_RGB = {
    "red": (214, 48, 49),
    "blue": (38, 98, 206),
    "green": (34, 150, 74),
    "yellow": (246, 201, 38),
    "purple": (136, 62, 176),
}

CARD_W, CARD_H, CARD_STEP = px(150), px(96), px(50)
BACKS = {Kind.ROLL: (60, 60, 66), Kind.SWITCH: (230, 230, 235)}


def shape_of(colour: str) -> str:
    return next(c.shape for c in spec().colours if c.name == colour)


def draw_shape(
    draw: ImageDraw.ImageDraw,
    shape: str,
    cx: float,
    cy: float,
    r: float,
    fill,
    outline=None,
    width: int = 2,
) -> None:
    """One of the colour shapes (or the die's star) centred on (cx, cy)."""
    if shape == "circle":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline, width=width)
        return
    if shape == "square":
        s = r * 0.88
        draw.rectangle((cx - s, cy - s, cx + s, cy + s), fill=fill, outline=outline, width=width)
        return
    if shape == "triangle":
        pts = [(cx, cy - r), (cx + r * 0.95, cy + r * 0.75), (cx - r * 0.95, cy + r * 0.75)]
    elif shape == "diamond":
        pts = [(cx, cy - r * 1.1), (cx + r, cy), (cx, cy + r * 1.1), (cx - r, cy)]
    elif shape == "cross":
        a, b = r, r * 0.38
        pts = [
            (cx - b, cy - a),
            (cx + b, cy - a),
            (cx + b, cy - b),
            (cx + a, cy - b),
            (cx + a, cy + b),
            (cx + b, cy + b),
            (cx + b, cy + a),
            (cx - b, cy + a),
            (cx - b, cy + b),
            (cx - a, cy + b),
            (cx - a, cy - b),
            (cx - b, cy - b),
        ]
    else:  # star
        pts = []
        for k in range(10):
            radius = r if k % 2 == 0 else r * 0.45
            angle = -math.pi / 2 + k * math.pi / 5
            pts.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    draw.polygon(tuple(pts), fill=fill, outline=outline, width=width)  # hashable: pen.area


def die_pips(draw: ImageDraw.ImageDraw, x: float, y: float, size: float) -> None:
    """A small die showing three pips: the roll card's mark."""
    draw.rounded_rectangle(
        (x, y, x + size, y + size), radius=size // 6, fill=PAPER, outline=CARD_INK, width=2
    )
    for k in (0.25, 0.5, 0.75):
        cx, cy, r = x + size * k, y + size * k, size * 0.09
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=CARD_INK)


@drawn_once
def card_face(kind: str, colour: str | None, number: int | None, lang: str = "en") -> Image.Image:
    """One card drawn once per language: colour, shape and number in both top corners;
    roll: a die."""
    img = Image.new("RGBA", (CARD_W, CARD_H), (0, 0, 0, 0))
    d = Draw(img)
    # the card's border colour: its colour, dark grey for roll, light grey for switch
    rgb = CARD_RGB[colour] if kind == Kind.NUMBER else BACKS[kind]
    d.rounded_rectangle(
        (0, 0, CARD_W - 1, CARD_H - 1), radius=px(10), fill=rgb, outline=(15, 15, 15), width=2
    )
    if kind == Kind.NUMBER:
        inner = px(6)
        d.rounded_rectangle(
            (inner, inner, CARD_W - 1 - inner, CARD_H - 1 - inner), radius=px(7), fill=PAPER
        )
        draw_shape(d, shape_of(colour), px(30), px(26), px(15), fill=rgb, outline=CARD_INK)
        where = (CARD_W - px(30), px(26))
        d.text(where, str(number), font=font(px(34), True), fill=CARD_INK, anchor="mm")
        said = tr(lang, "board-push-face", face=colour)
        d.text((CARD_W / 2, px(68)), said, font=font(px(20)), fill=CARD_INK, anchor="mm")
    elif kind == Kind.ROLL:
        die_pips(d, px(12), px(9), px(34))
        said = tr(lang, "board-push-card-roll")
        word = fitting_font(d, said, CARD_W - px(64), needed_text(WIDTH), px(20), bold=True)
        d.text((px(58), px(26)), said, font=word, fill=INK, anchor="lm")
    else:
        where = (CARD_W / 2, px(30))
        said = "⇄ " + tr(lang, "board-push-card-switch")
        word = fitting_font(d, said, CARD_W - px(12), px(22), px(16), bold=True)
        d.text(where, said, font=word, fill=CARD_INK, anchor="mm")
    return img


def paste_card(pen: Pen, c: Card, x: int, y: int, lang: str = "en") -> None:
    """A card face (drawn once per card and language) with its corner at (x, y)."""
    pen.sprite(card_face, (c.kind, c.colour, c.number, lang), (x, y))
