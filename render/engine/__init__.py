"""The render engine: a game's renderer says what it draws; the engine does the rest.

A renderer declares one BoardKind, and its `board()` hands a state to it:

    BOARD = BoardKind(
        "passtally",
        palette=Palette("passtally"),
        key=lambda state, *, size=WIDTH, lang="en", **_: (size, lang),  # which static layer
        layer=static_layer,  # key -> a new RGB image: what every board over it shows
        draw=draw_board,     # (pen, state, **presentation): what this state adds
    )

    def board(state, **presentation) -> bytes:
        return BOARD.png(state, **presentation)

`render.board(state, **presentation)` calls it. The presentation arguments the bot
passes (`names`, `preview`, `viewer`, `lang`...) reach `key` and `draw` as keyword
arguments, unchanged; `key` turns those the static layer depends on (a label's language,
the board's size, the races of a championship) into a hashable key. That key is the only
cache key a renderer writes: the engine keeps each key's layer, mapped to the palette
once, and finds everything else by what was drawn.

Drawing: `draw` gets a pen (render/engine/pen.py) with ImageDraw's calls, in the board's
pixels, and the engine notes from each call's arguments where it drew:

    pen.text((x, y), "Ana's turn", fill=TEXT, font=font(20, bold=True), anchor="lm")
    width = pen.textlength("Ana's turn", font(20, bold=True))  # lay out by measuring:
    # a longer translation then gets its own width (render.common.font for sizes)
    pen.rectangle(xy, fill=..., outline=..., width=2)   # rounded_rectangle, ellipse,
    pen.line(points, fill=..., width=5)                 # pieslice, polygon, point too
    pen.paste(sprite, (x, y), sprite)                   # a picture (RGBA: its own mask)
    under = pen.crop(box)                               # what is drawn there so far
    pen.paste_layer(other_key, box)                     # a piece of another static layer
    with pen.rows(top, bottom) as line:                 # calls that draw only inside
        line.text(...)                                  # these rows, over the layer
                                                        # alone: drawn once per content
    with pen.area(box) as part:                         # the same inside a box (a panel,
        part.sprite(card_face, (kind, lang), (x, y))    # a seat's row); a sprite in it
                                                        # known by its function and args
    with pen.area(box, layer=key) as part:              # over layer key's pixels there,
        ...                                             # whatever was drawn before
    pen.part(box, seat_row, (seat, name, bench))        # an area drawn by a function of
                                                        # these arguments alone: a part
                                                        # seen before is laid, not drawn
    pen.block(square, (kind, level), (x, y))            # an opaque RGB picture, mapped
                                                        # once for its arguments, laid
                                                        # wherever it goes (a square)

Sprites and static layers are pictures a renderer draws itself, with `Draw(image)`
(stamped texts, cached rounded boxes) or `Sketch(image)` (the pen's calls, `paste`
included, on a picture of one's own), and caches with `drawn_once`/`drawn_often`.

What the engine owns: the layers and patches it keeps (bounded, behind a lock), each
thread's canvas of a layer (render/engine/board.py), the boxes drawn in and their
mapping (render/engine/boxes.py), the PNG written band by band with bands reused
(render/engine/layers.py, bands.py), text masks (masks.py). `BoardKind.picture` is the
plain drawing, every pixel drawn afresh: the reference the fast path is tested against
(tests/render/test_engine.py).
"""

from __future__ import annotations

from render.engine.board import BoardKind
from render.engine.boxes import Box
from render.engine.draw import Draw, drawn_often, drawn_once
from render.engine.palette import Palette, to_png
from render.engine.pen import Drawing

Pen = Drawing  # the type a renderer's `draw` gets (the fast Pen or the PlainPen)
Sketch = Drawing  # the same calls on a picture of one's own, nothing noted

__all__ = [
    "BoardKind",
    "Box",
    "Draw",
    "Palette",
    "Pen",
    "Sketch",
    "drawn_often",
    "drawn_once",
    "to_png",
]
