"""The render engine's fast path gives the plain drawing's PNG, byte for byte, for every
sample board of every game drawn through it (render/samples.py); and a canvas is its
layer again once a board is drawn on it."""

from __future__ import annotations

import functools
import importlib
import inspect
import threading

import pytest
from PIL import Image

import games
import lang
import render
from render.engine import BoardKind, Palette
from render.samples import samples

NOT_YET: set[str] = set()  # renderers still drawing without the engine
MOVES = 24  # boards spread over each sample game, a preview beside each


def kind(name: str) -> BoardKind:
    return importlib.import_module(games.entry(name).renderer).BOARD


@pytest.mark.parametrize("name", sorted(set(games.names()) - NOT_YET))
def test_the_fast_path_draws_the_plain_drawings_pixels(name):
    board_kind = kind(name)
    drawn = 0
    for board in samples(name, moves=MOVES):
        fast = render.board(board.state, **board.options)
        plain = board_kind.plain_png(board.state, **board.options)
        assert fast == plain, (name, drawn, board.options)
        drawn += 1
        for serial, canvas in board_kind._local.canvases.items():
            layer = next(found for found in board_kind._layers.values() if found.serial == serial)
            assert canvas.tobytes() == layer.rgb.tobytes(), "the canvas was not set back"
    assert drawn > MOVES


@pytest.mark.parametrize("name", sorted(set(games.names()) - NOT_YET))
def test_the_fast_path_draws_the_plain_drawings_pixels_in_every_language(name):
    board_kind = kind(name)
    module = importlib.import_module(games.entry(name).renderer)
    if "lang" not in inspect.signature(module.board).parameters:
        pytest.skip(f"{name}'s boards are drawn in English only")
    for locale in lang.locales():
        for board in samples(name, moves=3):
            options = {**board.options, "lang": locale}
            fast = render.board(board.state, **options)
            assert fast == board_kind.plain_png(board.state, **options), (name, locale)


def test_every_game_draws_through_the_engine():
    for name in set(games.names()) - NOT_YET:
        assert isinstance(kind(name), BoardKind), name


# -- the engine on a made-up board: patches, rows, reading, failures --------------------


def _layer(key):
    image = Image.new("RGB", (200, 120), (4, 4, 40))
    image.paste((40, 70, 235) if key == "full" else (70, 70, 80), (20, 20, 180, 100))
    return image


def _draw(pen, state, **_):
    for x in state["eaten"]:
        pen.paste_layer("empty", (x, 30, x + 20, 50))
    for x in state["pawns"]:
        pen.ellipse((x - 8, 32, x + 12, 52), fill=(255, 230, 0))
    with pen.rows(100, 120) as line:
        line.text((4, 102), f"SCORE {state['score']}", fill=(235, 235, 235), font=_font())
    if state.get("stray"):
        with pen.rows(0, 16) as line:  # a picture among the calls: drawn as any call
            line.paste(Image.new("RGB", (8, 8), (0, 255, 0)), (50, 4))
        with pen.rows(16, 30) as line:  # strays from its rows: drawn as any call
            line.rectangle((4, 17, 40, 34), fill=(255, 0, 0))
    under = pen.crop((20, 30, 40, 50))
    pen.paste(under, (150, 60))
    if state.get("fail"):
        raise ValueError("a drawing that fails half way")


def _font():
    from render.common import font

    return font(14)


TOY = BoardKind(
    "toy",
    palette=Palette("pacman"),
    key=lambda state, **_: state.get("layer", "full"),
    layer=_layer,
    draw=_draw,
)
TOY_STATES = [
    {"eaten": [20, 60, 100], "pawns": [30], "score": 10},
    {"eaten": [20, 60, 100], "pawns": [70], "score": 10},
    {"eaten": [60], "pawns": [], "score": 20, "stray": True},
    {"eaten": [20, 140], "pawns": [150], "score": 20, "layer": "empty"},
    {"eaten": [], "pawns": [20, 21], "score": 30},
]


def test_patches_rows_and_reading_give_the_plain_pixels():
    for state in TOY_STATES * 2:  # the second time, patches and bands are found by name
        assert TOY.png(state) == TOY.plain_png(state), state


def test_a_failed_drawing_leaves_the_canvas_as_its_layer():
    with pytest.raises(ValueError):
        TOY.png({"eaten": [20], "pawns": [30], "score": 1, "fail": True})
    assert TOY.png(TOY_STATES[0]) == TOY.plain_png(TOY_STATES[0])


def test_each_thread_draws_on_its_own_canvas():
    results: list[bool] = []

    def draw_many():
        results.extend(TOY.png(state) == TOY.plain_png(state) for state in TOY_STATES * 5)

    threads = [threading.Thread(target=draw_many) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results and all(results)


def test_rows_are_drawn_once_per_content_and_named_apart():
    TOY.forget()
    first = {"eaten": [], "pawns": [], "score": 7}
    TOY.png(first)
    kept = [patch.name for patch in TOY._patches.values()]
    TOY.png(first)
    assert [patch.name for patch in TOY._patches.values()] == kept  # found, not drawn again
    TOY.png({**first, "score": 8})
    names = [patch.name for patch in TOY._patches.values()]
    assert len(names) == len(set(names)) == len(kept) + 1
    TOY.forget()
    TOY.png(first)  # drawn anew after it was forgotten: named anew
    assert not {patch.name for patch in TOY._patches.values()} & set(names)


def test_noting_texts_keeps_the_caches_and_leaves_drawing_unchecked():
    from render.common import Draw, drawn_once, drawn_texts, font, text_sizes

    calls = []

    @drawn_once
    def sprite(label: str) -> Image.Image:
        calls.append(label)
        image = Image.new("RGB", (40, 20))
        Draw(image).text((2, 2), label, font=font(12), fill=(255, 255, 255))
        return image

    first = sprite("A")
    with text_sizes() as sizes, drawn_texts() as texts:
        again = sprite("A")  # drawn afresh inside the block: its text is noted
    assert sizes == [12] and [t.text for t in texts] == ["A"]
    assert again.tobytes() == first.tobytes() and calls == ["A", "A"]
    assert sprite("A") is first  # the cache was kept
    assert Draw.text is Draw.stamped_text  # outside a block, drawing notes nothing


def test_renderers_import_the_engine_not_its_modules():
    """Game renderers and their helpers import `render.engine` (its contract), never the
    modules behind it (canvases, layers, recordings, bands, masks)."""
    import ast
    from pathlib import Path

    root = Path(render.__file__).parent
    for path in sorted(root.glob("*.py")):
        if path.name == "common.py":  # re-exports the engine's Draw for the bot's pictures
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module:
                assert not node.module.startswith("render.engine."), (path.name, node.module)
            if isinstance(node, ast.Import):
                for alias in node.names:
                    assert not alias.name.startswith("render.engine."), (path.name, alias.name)


# -- areas: drawn once per content, over the layer or over what was drawn before ---------


@functools.cache
def _chip(colour: tuple[int, int, int]) -> Image.Image:
    chip = Image.new("RGBA", (24, 16), (0, 0, 0, 0))
    chip.paste((*colour, 255), (2, 2, 22, 14))
    return chip


def _draw_areas(pen, state, **_):
    for x in state["pawns"]:  # may reach into the covered area below
        pen.ellipse((x - 8, 44, x + 12, 64), fill=(255, 230, 0))
    with pen.area((20, 60, 120, 100), layer="empty") as part:  # covers the pawns there
        part.text((24, 70), f"LAP {state['lap']}", fill=(235, 235, 235), font=_font())
        part.sprite(_chip, (state["colour"],), (90, 70))
    with pen.area((121, 21, 200, 60)) as part:  # odd corner: texts rounded as on the board
        part.text((130.5, 42.5), "x", fill=(235, 235, 235), font=_font())
        part.sprite(_chip, ((0, 255, 0),), (130, 30 + state["lap"]))


AREAS = BoardKind("areas", palette=Palette("pacman"), layer=_layer, draw=_draw_areas)
AREA_STATES = [
    {"pawns": [], "lap": 1, "colour": (255, 0, 0)},
    {"pawns": [40, 100], "lap": 1, "colour": (255, 0, 0)},  # the same area over pawns
    {"pawns": [60], "lap": 2, "colour": (0, 0, 255)},
    {"pawns": [150], "lap": 30, "colour": (0, 0, 255)},  # the pawn under the second area;
]  # the chip strays from its area: drawn as any call


def test_areas_give_the_plain_pixels_and_are_found_again():
    AREAS.forget()
    for state in AREA_STATES * 2:
        assert AREAS.png(state) == AREAS.plain_png(state), state
    assert 0 < len(AREAS._patches) < 2 * len(AREA_STATES)  # found again the second time


# -- blocks: opaque pictures mapped once, laid wherever they go -------------------------


@functools.cache
def _square(colour: tuple[int, int, int]) -> Image.Image:
    square = Image.new("RGB", (30, 30), colour)
    square.paste((250, 250, 250), (4, 4, 26, 26))
    return square


def _draw_blocks(pen, state, **_):
    for x, colour in state["squares"]:
        pen.block(_square, (colour,), (x, 40))
    for x in state["pawns"]:  # over a block: the block is under it
        pen.ellipse((x - 8, 44, x + 12, 64), fill=(255, 230, 0))
    with pen.area((0, 100, 200, 120)) as part:  # a block among an area's calls
        part.block(_square, ((0, 0, 255),), (state["squares"][0][0], 95 + 5 * state["lap"]))


BLOCKS = BoardKind("blocks", palette=Palette("pacman"), layer=_layer, draw=_draw_blocks)
BLOCK_STATES = [
    {"squares": [(10, (255, 0, 0)), (60, (255, 0, 0))], "pawns": [], "lap": 1},
    {"squares": [(10, (255, 0, 0)), (40, (0, 255, 0))], "pawns": [50], "lap": 1},  # overlap
    {"squares": [(60, (255, 0, 0)), (10, (255, 0, 0))], "pawns": [70], "lap": 3},  # swapped
    {"squares": [(150, (0, 255, 0))], "pawns": [], "lap": 2},
]


def test_blocks_give_the_plain_pixels_and_are_mapped_once_wherever_they_go():
    BLOCKS.forget()
    for state in BLOCK_STATES * 2:
        assert BLOCKS.png(state) == BLOCKS.plain_png(state), state
    assert len(BLOCKS._blocks) == 3  # red, green and the area's blue: each mapped once


def test_a_block_is_an_opaque_picture():
    def draw(pen, state, **_):
        pen.block(lambda: Image.new("RGBA", (30, 30), (1, 2, 3, 4)), (), (10, 10))

    see_through = BoardKind("see-through", palette=Palette("pacman"), layer=_layer, draw=draw)
    with pytest.raises(ValueError, match="RGB"):
        see_through.png({})


# -- parts: areas known by the function that draws them and its arguments ---------------

PART_CALLS: list[tuple] = []


def _label(part, lap: int, colour: tuple[int, int, int]) -> None:
    PART_CALLS.append((lap, colour))
    part.text((24, 70), f"LAP {lap}", fill=(235, 235, 235), font=_font())
    part.sprite(_chip, (colour,), (90, 70 + (lap > 9) * 40))  # lap 10 on: strays


def _draw_parts(pen, state, **_):
    for x in state["pawns"]:  # may reach into the part's box: the part drawn over them
        pen.ellipse((x - 8, 44, x + 12, 64), fill=(255, 230, 0))
    pen.part((20, 60, 120, 100), _label, (state["lap"], state["colour"]))


PARTS = BoardKind("parts", palette=Palette("pacman"), layer=_layer, draw=_draw_parts)
PART_STATES = [
    {"pawns": [], "lap": 1, "colour": (255, 0, 0)},
    {"pawns": [150], "lap": 1, "colour": (255, 0, 0)},  # the same part, found again
    {"pawns": [40], "lap": 1, "colour": (255, 0, 0)},  # a pawn under it: drawn over it
    {"pawns": [], "lap": 2, "colour": (0, 0, 255)},
    {"pawns": [], "lap": 30, "colour": (0, 0, 255)},  # its chip strays: drawn as any call
]


def test_parts_give_the_plain_pixels_and_are_found_by_their_arguments():
    PARTS.forget()
    for state in PART_STATES * 2:
        assert PARTS.png(state) == PARTS.plain_png(state), state
    PART_CALLS.clear()
    for state in PART_STATES:
        PARTS.png(state)
    # drawn again: over a pawn (as pen.area would) and straying; the others are laid
    assert PART_CALLS == [(1, (255, 0, 0)), (30, (0, 0, 255))]
