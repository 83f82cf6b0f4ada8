"""PAC-MAN's pawns and fruit are pasted as sprites drawn once (render/pacman.py,
render/pacman_look.py): on every space of the maze, over both dots layers, a pasted
sprite gives the pixels drawing the pawn there gives; and so for the fruit."""

from __future__ import annotations

import pytest

from games.pacman.deck import Ghost
from games.pacman.maze import default_maze
from render import pacman
from render.engine import Draw, Sketch
from render.engine.draw import paste
from render.pacman_look import FRUIT_COLOURS, draw_fruit, paste_fruit


@pytest.mark.parametrize("full", [True, False])
def test_a_pasted_pawn_is_the_drawn_pawn_on_every_space(full):
    maze = default_maze()
    layer = pacman._dots_layer(maze, full=full, rows=2)
    drawn, pasted = layer.copy(), layer.copy()
    pawns = [
        (pacman.pacman_sprite, (energized,), pacman.PAWN_RADIUS + 3, pacman._draw_pacman)
        for energized in (False, True)
    ] + [
        (pacman.ghost_sprite, (ghost, blue), pacman.PAWN_RADIUS, pacman._draw_ghost)
        for ghost in Ghost
        for blue in (False, True)
    ]
    cells = [*maze.cells, *maze.cage_cells]
    for cell in cells:
        x, y = pacman._centre(maze, cell)
        for picture, args, half, draw_pawn in pawns:
            box = (x - half, y - half, x + half + 1, y + half + 1)
            draw_pawn(Draw(drawn), (x, y), *args)
            sprite = picture(*args)
            paste(pasted, sprite, box[:2], sprite)
            assert pasted.crop(box).tobytes() == drawn.crop(box).tobytes(), (cell, args)
            for image in (drawn, pasted):  # the layer again, for the next pawn
                image.paste(layer.crop(box), box[:2])


def test_a_pasted_fruit_is_the_drawn_fruit():
    """On the maze (where the fruit shows) and on the footer (the fruit eaten)."""
    maze = default_maze()
    layer = pacman._dots_layer(maze, full=True, rows=2)
    spots = [(pacman._centre(maze, maze.cells[maze.pac_start]), 14)]
    spots += [((pacman.LEFT + 10 + 26 * k, layer.height - 100), 9) for k in range(12)]
    for (x, y), size in spots:
        for fruit in FRUIT_COLOURS:
            drawn, pasted = layer.copy(), layer.copy()
            draw_fruit(Draw(drawn), (x, y), fruit, size)
            paste_fruit(Sketch(pasted), (x, y), fruit, size)
            assert pasted.tobytes() == drawn.tobytes(), (fruit, x, y)
