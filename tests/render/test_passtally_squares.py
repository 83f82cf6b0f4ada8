"""Passtally's squares drawn one picture each (render/passtally_squares.py) give the pixels
of the board's calls drawn one after another on the whole board: the tiles' halves, the
borders and level badges, the previewed tile's outline, the lit lines and their passes,
at the board's sizes, in set-up, play, previews and the end."""

from __future__ import annotations

import pytest
from PIL import Image, ImageDraw

import games
from games.passtally import PlaceTile
from games.passtally.board import Board
from games.passtally.geometry import SIZE, Side, neighbour, on_board
from render import passtally
from render import passtally_sprites as sprites
from render.common import SEAT_COLOURS, seat_letters
from render.engine.pen import PlainPen
from render.passtally_layout import Layout
from render.passtally_squares import _path, draw_squares
from render.samples import ai_states

GAME = games.get("passtally")


def drawn_call_by_call(image: Image.Image, layout: Layout, state, new) -> None:
    """The squares as the board drew them before they were cut into pictures."""
    draw = ImageDraw.Draw(image)
    board = Board(state.placed)
    c = layout.cell
    new_index = len(state.placed) - 1 if isinstance(new, PlaceTile) else None
    for row in range(SIZE):
        for col in range(SIZE):
            top = board.top[row][col]
            if top is not None:
                x, y = layout.square((row, col))
                sprite = sprites.half(top.half, top.level, c)
                if top.index == new_index:
                    sprite = Image.blend(image.crop((x, y, x + c, y + c)), sprite, 0.85)
                image.paste(sprite, (x, y))
    seen: set[int] = set()
    for row in range(SIZE):
        for col in range(SIZE):
            top = board.top[row][col]
            if top is None:
                continue
            x, y = layout.square((row, col))
            for side in Side:
                other = neighbour((row, col), side)
                there = board.top[other[0]][other[1]] if on_board(other) else None
                same = there is not None and there.index == top.index
                colour = (190, 170, 140) if same else sprites.INK
                width = 1 if same else max(2, layout.px(3))
                points = {
                    Side.N: [(x, y), (x + c, y)],
                    Side.S: [(x, y + c), (x + c, y + c)],
                    Side.W: [(x, y), (x, y + c)],
                    Side.E: [(x + c, y), (x + c, y + c)],
                }[side]
                draw.line(points, fill=colour, width=width)
            if top.index not in seen:
                seen.add(top.index)
                level = sprites.badge(str(top.level), layout.px(19), (255, 255, 255))
                inset = layout.px(4)
                image.paste(level, (x + inset, y + inset), level)
    if new_index is not None:
        placed = state.placed[new_index]
        colour = SEAT_COLOURS[state.current]
        (x1, y1), (x2, y2) = layout.square(placed.cell), layout.square(
            neighbour(placed.cell, placed.facing)
        )
        w = layout.px(7)
        box = [min(x1, x2) - w // 2, min(y1, y2) - w // 2,
               max(x1, x2) + c + w // 2, max(y1, y2) + c + w // 2]  # fmt: skip
        draw.rectangle(box, outline=(255, 255, 255), width=w + layout.px(4))
        draw.rectangle(box, outline=colour, width=w)
    badges = []
    for seat, markers in enumerate(state.markers):
        colour = SEAT_COLOURS[seat]
        for line in board.complete_lines(markers):
            path = _path(board, line.start)
            for cell, a, b in path:
                sprite = sprites.lit(a, b, colour, c)
                image.paste(sprite, layout.square(cell), sprite)
            cell, a, _ = path[len(path) // 2]
            x, y = layout.square(cell)
            centre = (x + c // 2 + a.step[1] * c // 2, y + c // 2 + a.step[0] * c // 2)
            if line.passes:
                badges.append((centre, str(line.passes), colour))
    r = layout.px(22)
    for (x, y), text, colour in badges:
        sprite = sprites.badge(text, r, colour)
        image.paste(sprite, (x - r - 1, y - r - 1), sprite)


def boards():
    """(state, new tile or None) along AI games of 2 and 4 players: each state, and the
    state after a tile the mover could lay, previewed."""
    for seed, players in ((7, 4), (3, 2)):
        for state in ai_states("passtally", seed=seed, players=players):
            yield state, None
            if GAME.outcome(state) is not None or state.phase.name != "PLAY":
                continue
            seat = GAME.to_act(state)[0]
            tiles = [a for a in GAME.legal_actions(state, seat) if isinstance(a, PlaceTile)]
            if tiles:
                after = GAME.apply(state, seat, tiles[len(tiles) // 2])
                yield after.model_copy(update={"current": seat}), tiles[len(tiles) // 2]


@pytest.mark.parametrize("size", [passtally.WIDTH, 800, 1400])
def test_squares_cut_into_pictures_draw_the_boards_pixels(size):
    layout = Layout(size)
    layer = passtally._static(size)
    checked = 0
    for state, new in boards():
        if size != passtally.WIDTH and checked % 5:  # the other sizes: every fifth board
            checked += 1
            continue
        expected, cut = layer.copy(), layer.copy()
        drawn_call_by_call(expected, layout, state, new)
        draw_squares(PlainPen(cut, passtally._static), layout, state, new)
        assert cut.tobytes() == expected.tobytes(), (size, checked, new)
        checked += 1
    assert checked > 50


def pasted_markers(image: Image.Image, layout: Layout, state, names) -> None:
    """The markers as the board drew them before they were laid as blocks."""
    letters = seat_letters(names, state.players)
    r = layout.px(21)
    for seat, spaces in enumerate(state.markers):
        for space in spaces:
            x, y = layout.space(space)
            sprite = sprites.marker(SEAT_COLOURS[seat], letters[seat], r)
            image.paste(sprite, (x - r - 2, y - r - 2), sprite)


@pytest.mark.parametrize("size", [passtally.WIDTH, 800])
def test_markers_laid_as_their_spaces_blocks_draw_the_pasted_markers(size):
    """A marker on its space is laid as one block (the static layer's pixels there with
    the marker pasted on them), unless the squares drew there: the same pixels as the
    marker pasted on the board after its squares, a marker beside a line's pass badge
    reaching the frame included."""
    layout = Layout(size)
    layer = passtally._static(size)
    names = ["Ana", "Bo", "Chris", "Dee"]
    checked = 0
    for seed, players in ((7, 4), (3, 2), (0, 3)):
        for k, state in enumerate(ai_states("passtally", seed=seed, players=players)):
            if size != passtally.WIDTH and k % 3:
                continue
            laid, pasted = layer.copy(), layer.copy()
            pen = PlainPen(laid, passtally._static)
            beyond = draw_squares(pen, layout, state, None)
            passtally._draw_markers(pen, layout, state, names[:players], None, beyond)
            draw_squares(PlainPen(pasted, passtally._static), layout, state, None)
            pasted_markers(pasted, layout, state, names[:players])
            assert laid.tobytes() == pasted.tobytes(), (size, seed, players, k)
            checked += 1
    assert checked > 40
