"""Boards drawn over a layer (render/engine/layers.py) give the very PNG that mapping the whole
picture gives, in every phase of every game that draws so: a drawing that strays outside
the boxes its renderer reports fails here."""

from __future__ import annotations

import random

import pytest
from PIL import Image, ImageDraw

import games
import render
from render import formula, pacman
from render.common import Palette, to_png
from render.engine.layers import to_png_over
from render.engine.pen import Patch

RENDERERS = {"formula": formula, "pacman": pacman}


def boards(name: str, seeds: range, every: int):
    """(state, options) from seeded games, half played by the AI and half at random, with
    every seat count: every `every`-th state, each with the previews the bot draws."""
    game = games.get(name)
    for seed in seeds:
        players = game.min_players + seed % (game.max_players - game.min_players + 1)
        names = [f"Seat {n + 1}" for n in range(players)]
        pick = random.Random(seed)
        state = game.setup(players=players, seed=seed)
        moves = 0
        while True:
            if moves % every == 0 or game.outcome(state) is not None:
                yield state, {"names": names}
                if game.outcome(state) is None:
                    seat = game.to_act(state)[0]
                    for action in game.legal_actions(state, seat)[:: every // 2][:2]:
                        if name == "pacman" and type(action).__name__ in ("GoTo", "Route"):
                            yield state, {"names": names, "preview": action}
            if game.outcome(state) is not None:
                break
            seat = game.to_act(state)[0]
            ai = seed % 2 == 0
            action = (
                game.ai_action(state, seat) if ai else pick.choice(game.legal_actions(state, seat))
            )
            state = game.apply(state, seat, action)
            moves += 1


@pytest.mark.parametrize(
    ("name", "seeds", "every"), [("pacman", range(4), 16), ("formula", range(5), 9)]
)
def test_mapping_the_changed_boxes_gives_the_whole_mapping(name, seeds, every):
    module = RENDERERS[name]
    phases, previews = set(), 0
    for state, options in boards(name, seeds, every):
        whole = to_png(module.picture(state, **options), module.PALETTE)
        assert render.board(state, **options) == whole, (name, state.phase, options)
        phases.add(state.phase)
        previews += "preview" in options
    every_phase = set(type(state.phase))
    assert phases == every_phase, f"phases never drawn: {every_phase - phases}"
    assert name != "pacman" or previews >= 20


def test_boxes_may_overlap_and_reach_past_the_edges():
    palette = Palette("pacman")
    under_rgb = Image.new("RGB", (64, 48), (4, 4, 40))
    image = under_rgb.copy()
    draw = ImageDraw.Draw(image)
    draw.ellipse((-10, -10, 20, 20), fill=(255, 230, 0))  # cut by the top-left corner
    draw.rectangle((40, 30, 70, 60), fill=(255, 0, 0))  # cut by the bottom-right corner
    boxes = [(-12, -12, 22, 22), (0, 0, 10, 10), (38, 28, 80, 70), (70, 70, 90, 90)]
    png = to_png_over(image, palette.map(under_rgb), boxes, palette, name="overlap test")
    assert png == to_png(image, palette)
    assert png != to_png(under_rgb, palette)  # the boxes' drawing is in it


def test_patched_bands_are_named_by_their_patches():
    """Bands no box touches are found by name (the layer's, the band's number, its
    patches'): a band with other patches on it is never taken for another."""
    palette = Palette("pacman")
    under_rgb = Image.new("RGB", (64, 96), (4, 4, 40))
    dot_rgb = Image.new("RGB", (8, 8), (255, 184, 151))
    layer, dot = palette.map(under_rgb), palette.map(dot_rgb)
    places = {"a": (4, 2), "b": (30, 20), "c": (10, 50), "d": (40, 85)}
    for chosen in ("ab", "a", "bc", "", "abcd", "cd", "b"):
        image = under_rgb.copy()
        for key in chosen:
            image.paste(dot_rgb, places[key])
        ImageDraw.Draw(image).ellipse((20, 60, 40, 75), fill=(255, 0, 0))  # a band drawn in
        patches = [Patch(dot_rgb, dot, places[key], key) for key in chosen]
        png = to_png_over(
            image, layer, [(18, 58, 42, 77)], palette, name="patch test", patches=patches
        )
        assert png == to_png(image, palette), chosen
