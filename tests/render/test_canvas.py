"""A canvas (render/engine/canvas.py) is its layer again once a board is drawn on it, and each
thread draws on its own."""

from __future__ import annotations

import threading

from PIL import Image

import render
from render.engine import canvas as canvases
from render.engine.canvas import drawn_over
from render.engine.recording import Recording
from tests.render.test_mapped_boxes import boards


def layer() -> Image.Image:
    image = Image.new("RGB", (120, 80), (4, 4, 40))
    image.paste((200, 30, 30), (0, 40, 120, 80))
    return image


def test_a_canvas_is_set_back_to_its_layer_where_it_was_drawn_on():
    base = layer()
    drawing = Recording()
    drawing.ellipse((10, 10, 30, 30), fill=(255, 230, 0))
    with drawn_over(base, name="test") as canvas:
        canvas.paste(Image.new("RGB", (8, 8), (0, 255, 0)), (50, 50))
        drawing.replay(canvas.drawing_in([(9, 9, 32, 32)]))
        drawn = canvas.image.copy()
    assert drawn.getpixel((20, 20)) == (255, 230, 0)
    assert drawn.getpixel((53, 53)) == (0, 255, 0)
    assert canvas.image.tobytes() == base.tobytes()
    with drawn_over(base, name="test") as again:
        assert again is canvas  # the same canvas, kept for the next board


def test_each_thread_and_each_new_layer_has_its_own_canvas():
    base = layer()
    with drawn_over(base, name="test") as mine:
        pass
    theirs = []

    def draw_elsewhere():
        with drawn_over(base, name="test") as canvas:
            theirs.append(canvas)

    thread = threading.Thread(target=draw_elsewhere)
    thread.start()
    thread.join()
    assert theirs and theirs[0] is not mine
    with drawn_over(layer(), name="test") as redrawn:  # the layer drawn again
        assert redrawn is not mine


def test_pacman_boards_leave_their_canvas_as_they_found_it():
    from games.pacman.maze import default_maze
    from render.pacman import _dots_layer

    drawn = 0
    for state, options in boards("pacman", range(3), 7):
        render.board(state, **options)
        drawn += 1
        for name, canvas in canvases._local.canvases.items():
            if name[0] == "pacman":
                layer_of = _dots_layer(default_maze(), full=name[2])
                assert canvas.image.tobytes() == layer_of.tobytes(), (state.phase, options)
    assert drawn > 20
