"""Passtally's board image: state -> PNG.

    board(state, names=["Ana", "Bo"], preview=PlaceTile(stack=2, cell="B4", facing=E))

Left, the 6 x 6 board with its coordinates (columns A-F, rows 1-6): bare squares show
their printed `+`; each top tile shows its lines and its level (a number, and a darker
colour per level); the 24 edge spaces hold the markers (seat colour and letter); every
complete line is lit in its owner's colour with its pass count. Right, whose turn it is
and the actions left (in set-up: which edge takes markers now), the scores on a track
to 50, the three face-up tiles with their stack sizes, the last events, the end.
`preview` (a PlaceTile or MoveMarker of the player to act) draws that move outlined in
their colour, with what it would score, before they confirm it. `candidates` ((number,
PlaceTile) pairs) numbers places the player may choose from (render/passtally_candidates).
"""

from __future__ import annotations

from PIL import Image

from games.errors import GameError
from games.passtally import GAME, MoveMarker, PasstallyState, Phase, PlaceTile
from games.passtally.board import Board
from games.passtally.geometry import (
    COLUMNS,
    SIZE,
    SPACES,
    Cell,
    Side,
    entry,
    neighbour,
    on_board,
    parse_cell,
)
from games.passtally.scoring import points_for
from lang import tr
from render import passtally_sprites as sprites
from render import words
from render.common import SEAT_COLOURS, drawn_often, font, seat_letters, seat_names
from render.engine import BoardKind, Draw, Palette, Pen
from render.passtally_candidates import candidates_caption, draw_candidates
from render.passtally_layout import Layout
from render.passtally_panel import draw_tiles_column, draw_turn_column
from render.passtally_squares import draw_squares

WIDTH = 640  # the default size: fewer pixels to draw, map to the palette and compress
BACKGROUND = (43, 45, 49)
PANEL = (54, 57, 63)
TEXT = (236, 236, 236)
MUTED = (170, 172, 178)
FRAME = (92, 80, 66)
REFUSED = (225, 60, 50)
PALETTE = Palette("passtally")


def board(
    state: PasstallyState,
    *,
    names: list[str] | None = None,
    preview: PlaceTile | MoveMarker | None = None,
    candidates: list[tuple[int, PlaceTile]] | None = None,
    size: int = WIDTH,
    lang: str | None = None,
) -> bytes:
    """The PNG of a Passtally state in `lang`, optionally previewing a move of the player
    to act."""
    return BOARD.png(
        state, names=names, preview=preview, candidates=candidates, size=size, lang=lang
    )


def picture(
    state: PasstallyState,
    *,
    names: list[str] | None = None,
    preview: PlaceTile | MoveMarker | None = None,
    candidates: list[tuple[int, PlaceTile]] | None = None,
    size: int = WIDTH,
    lang: str | None = None,
) -> Image.Image:
    """The board as a Pillow image, drawn plainly (board() draws the same pixels)."""
    return BOARD.picture(
        state, names=names, preview=preview, candidates=candidates, size=size, lang=lang
    )


def _draw(
    pen: Pen,
    state: PasstallyState,
    *,
    names: list[str] | None = None,
    preview: PlaceTile | MoveMarker | None = None,
    candidates: list[tuple[int, PlaceTile]] | None = None,
    size: int = WIDTH,
    lang: str | None = None,
) -> None:
    """What a state draws over the static layer of its size, its words in `lang`."""
    layout = Layout(size)
    shown, caption = state, None
    if preview is not None:
        shown, caption = _preview(state, preview, names, lang)
    refused = caption is not None and not caption[2]
    shown_move = preview if caption is not None and caption[2] else None
    if candidates:
        caption, shown_move = candidates_caption(candidates, lang), candidates[0][1]
    # the panel's right column first: its rows' areas are then over the layer alone, with
    # nothing drawn before them to look through (nothing on the board reaches the panel)
    draw_tiles_column(pen, layout, state, names, shown_move, lang)
    beyond = draw_squares(pen, layout, shown, new=preview if shown is not state else None)
    _draw_markers(pen, layout, shown, names, preview if shown is not state else None, beyond)
    if state.phase is Phase.SETUP:
        _draw_setup_edge(pen, layout, state)
    if refused and isinstance(preview, PlaceTile):
        _outline_refused(pen, layout, preview)
    if candidates:
        draw_candidates(pen, layout, state, candidates)
    draw_turn_column(pen, layout, state, names, caption, lang)


def _scoring_note(
    after: PasstallyState, seat: int, *, final: bool, lang: str | None = None
) -> str:
    """What the mover's complete lines are worth after the move."""
    lines = Board(after.placed).complete_lines(after.markers[seat])
    points = points_for(sum(line.passes for line in lines))
    if not lines:
        nothing = "board-passtally-scores-nothing" if final else "board-passtally-no-line-yet"
        return tr(lang, nothing)
    key = "board-passtally-scores" if final else "board-passtally-would-score"
    return tr(lang, key, points=points, lines=passes_text(lines, lang))


def passes_text(lines, lang: str | None = None) -> str:
    """'a line of 9 passes', or 'lines 5 + 4 = 9 passes' (no '9 = 9' for one line)."""
    passes = sum(line.passes for line in lines)
    if len(lines) == 1:
        return tr(lang, "board-passtally-a-line", passes=passes)
    detail = " + ".join(str(line.passes) for line in lines)
    return tr(lang, "board-passtally-lines", detail=detail, passes=passes)


# -- the static layer ------------------------------------------------------------------


def _static(size: int) -> Image.Image:
    """Background, the bare board with its printed lines, coordinates, empty spaces."""
    layout = Layout(size)
    image = Image.new("RGB", (size, layout.height), BACKGROUND)
    draw = Draw(image)
    o, c = layout.origin, layout.cell
    pad = layout.px(70)
    draw.rounded_rectangle(
        [o - pad, o - pad, o + SIZE * c + pad, o + SIZE * c + pad],
        radius=layout.px(24),
        fill=FRAME,
    )
    bare = sprites.half(None, 0, c)
    for row in range(SIZE):
        for col in range(SIZE):
            image.paste(bare, layout.square((row, col)))
    label = font(layout.px(28), bold=True)
    for space in range(SPACES):
        x, y = layout.space(space)
        r = layout.px(20)
        draw.ellipse([x - r, y - r, x + r, y + r], outline=(150, 132, 110), width=layout.px(3))
        cell, side = entry(space)
        text = COLUMNS[cell[1]] if side in (Side.N, Side.S) else str(cell[0] + 1)
        if side in (Side.N, Side.W):  # coordinates along the top and the left
            lx, ly = layout.space(space, out=84)
            draw.text((lx, ly), text, font=label, fill=TEXT, anchor="mm")
    draw.rectangle([0, layout.panel_y, size, layout.height], fill=PANEL)
    return image


# -- the board -------------------------------------------------------------------------


def _mover(state: PasstallyState) -> int:
    return state.current


def _outline_tile(draw, layout: Layout, cell: Cell, facing: Side, colour) -> None:
    other = neighbour(cell, facing)
    (x1, y1), (x2, y2) = layout.square(cell), layout.square(other)
    c, w = layout.cell, layout.px(7)
    box = [min(x1, x2) - w // 2, min(y1, y2) - w // 2,
           max(x1, x2) + c + w // 2, max(y1, y2) + c + w // 2]  # fmt: skip
    draw.rectangle(box, outline=(255, 255, 255), width=w + layout.px(4))
    draw.rectangle(box, outline=colour, width=w)


def _outline_refused(pen: Pen, layout: Layout, action: PlaceTile) -> None:
    """A refused tile preview: the squares it was meant for, outlined in red."""
    anchor = parse_cell(action.cell)
    if anchor is None or not on_board(neighbour(anchor, action.facing)):
        return
    _outline_tile(pen, layout, anchor, action.facing, REFUSED)


def _draw_markers(pen: Pen, layout: Layout, state: PasstallyState, names, moved,
                  beyond: list[tuple[int, int, int, int]]) -> None:  # fmt: skip
    """The markers on their spaces (`beyond`: boxes the squares drew on the frame, where
    a marker is pasted over what they drew, not laid as its space's block)."""
    letters = seat_letters(names, state.players)
    r = layout.px(21)
    size = 2 * r + 4  # a marker's picture
    draw = pen
    for seat, spaces in enumerate(state.markers):
        for space in spaces:
            x, y = layout.space(space)
            left, top = x - r - 2, y - r - 2
            moved_here = isinstance(moved, MoveMarker) and space == moved.to
            if moved_here:
                ring = r + layout.px(7)
                colour = SEAT_COLOURS[seat]
                draw.ellipse([x - ring, y - ring, x + ring, y + ring],
                             outline=(255, 255, 255), width=layout.px(5))  # fmt: skip
                draw.ellipse([x - ring + layout.px(5), y - ring + layout.px(5),
                              x + ring - layout.px(5), y + ring - layout.px(5)],
                             outline=colour, width=layout.px(3))  # fmt: skip
            if moved_here or any(
                left < b[2] and b[0] < left + size and top < b[3] and b[1] < top + size
                for b in beyond
            ):  # over its rings, or over what the squares drew on the frame
                sprite = sprites.marker(SEAT_COLOURS[seat], letters[seat], r)
                pen.paste(sprite, (left, top), sprite)
            else:  # on its space of the static layer alone: one block, space and marker
                pen.block(marker_space, (layout.width, space, seat, letters[seat]), (left, top))
    if isinstance(moved, MoveMarker):
        x, y = layout.space(moved.space)
        seat = _mover(state)
        ghost = sprites.marker(SEAT_COLOURS[seat], letters[seat], r, ghost=True)
        pen.paste(ghost, (x - r - 2, y - r - 2), ghost)


@drawn_often(256)  # few: the engine keeps the fast path's as blocks
def marker_space(size: int, space: int, seat: int, letter: str) -> Image.Image:
    """A marker on its space, as the board shows it over the static layer of `size`: the
    layer's pixels under the marker's picture with the marker pasted on them (RGB)."""
    layout = Layout(size)
    x, y = layout.space(space)
    r = layout.px(21)
    sprite = sprites.marker(SEAT_COLOURS[seat], letter, r)
    left, top = x - r - 2, y - r - 2
    under = BOARD.layer(size).rgb.crop((left, top, left + sprite.width, top + sprite.height))
    under.paste(sprite, (0, 0), sprite)
    return under


def _draw_setup_edge(pen: Pen, layout: Layout, state: PasstallyState) -> None:
    """In set-up, ring the free spaces where the next marker may go."""
    draw = pen
    colour = SEAT_COLOURS[state.current]
    free = {a.space for a in GAME.legal_actions(state, state.current)}  # type: ignore[union-attr]
    r = layout.px(21)
    for space in sorted(free):
        x, y = layout.space(space)
        draw.ellipse([x - r, y - r, x + r, y + r], outline=colour, width=layout.px(5))


# -- preview ---------------------------------------------------------------------------


def _preview(
    state: PasstallyState, action, names: list[str] | None, lang: str | None = None
) -> tuple[PasstallyState, tuple[str, str, bool]]:
    """The state after the previewed move (before its tile is turned up for real) and a
    caption: the move and what it would score, or why it is not allowed."""
    seat = state.current
    try:
        after = GAME.apply(state, seat, action)
    except GameError as error:
        return state, (words.label(action, lang), words.refusal(error, lang, names), False)
    what = words.label(action, lang)
    if isinstance(action, PlaceTile):
        what = tr(lang, "board-passtally-at-level", move=what, level=after.placed[-1].level)
    result = _scoring_note(after, seat, final=state.actions_left <= 1, lang=lang)
    before_view, after_view = Board(state.placed), Board(after.placed)
    shown_names = seat_names(names, state.players, lang)
    for other in range(state.players):
        if other == seat:
            continue
        was = sum(line.passes for line in before_view.complete_lines(state.markers[other]))
        now = sum(line.passes for line in after_view.complete_lines(after.markers[other]))
        if now < was:
            cut = tr(lang, "board-passtally-cuts", player=shown_names[other], was=was, now=now)
            result += " " + cut
        elif now > was:
            more = tr(lang, "board-passtally-gives", player=shown_names[other], more=now - was)
            result += " " + more
    # the preview shows the move only: same turn, same face-up tiles, nothing turned up
    shown = after.model_copy(update={"current": seat, "face_up": state.face_up})
    return shown, (what, result, True)


def preview_note(
    state: PasstallyState, action, names: list[str] | None = None, lang: str | None = None
) -> str:
    """The preview's caption as text for a message, in `lang`."""
    _shown, (what, result, _legal) = _preview(state, action, names, lang)
    return f"**{what}**. {result}"


BOARD = BoardKind(
    "passtally",
    palette=PALETTE,
    key=lambda state, *, size=WIDTH, **_: size,
    layer=_static,
    draw=_draw,
)

__all__ = ["BOARD", "Layout", "board", "picture", "preview_note"]
