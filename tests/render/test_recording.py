"""A recording of drawing calls draws, replayed, what the calls draw; a patch drawn from a
recording is drawn once per recording and named apart from every other."""

from __future__ import annotations

from PIL import Image

from render.common import Draw, Palette, font
from render.engine import layers
from render.engine.layers import drawn_patch
from render.engine.recording import Recording

PALETTE = Palette("pacman")


def draw_line(draw, top: int, score: int) -> None:
    draw.text((10, top + 4), f"SCORE {score}", fill=(235, 235, 235), font=font(20))
    draw.rectangle([200, top + 6, 260, top + 20], outline=(150, 150, 165))
    draw.pieslice((280, top + 2, 302, top + 24), 210, 150, fill=(255, 230, 0))
    width = draw.textlength("SCORE", font=font(20))
    draw.ellipse((320 + width, top + 4, 340 + width, top + 24), fill=(255, 0, 0))


def test_a_replayed_recording_draws_what_drawing_draws():
    direct = Image.new("RGB", (400, 30), (4, 4, 40))
    draw_line(Draw(direct), 0, 120)
    recording = Recording()
    draw_line(recording, 0, 120)
    replayed = Image.new("RGB", (400, 30), (4, 4, 40))
    recording.replay(Draw(replayed))
    assert replayed.tobytes() == direct.tobytes()
    assert direct.getcolors() != [(400 * 30, (4, 4, 40))]  # something was drawn


def test_a_patch_is_drawn_once_per_recording_and_named_apart():
    layer = Image.new("RGB", (400, 90), (4, 4, 40))
    layer.paste((20, 20, 40), (0, 60, 400, 90))  # rows that differ from the rest

    def patch(score: int, rows=(30, 60)):
        recording = Recording()
        draw_line(recording, 0, score)
        return drawn_patch(layer, "test layer", rows, recording, PALETTE)

    first = patch(120)
    assert patch(120) is first  # the same drawing: found, not drawn again
    other, lower = patch(130), patch(120, rows=(60, 90))
    assert len({first.name, other.name, lower.name}) == 3
    expected = layer.crop((0, 60, 400, 90))
    draw_line(Draw(expected), 0, 120)
    assert lower.corner == (0, 60)
    assert lower.image.tobytes() == PALETTE.map(expected).tobytes()


def test_patches_kept_are_bounded(monkeypatch):
    monkeypatch.setattr(layers, "DRAWN_PATCHES", 3)
    layer = Image.new("RGB", (100, 20), (0, 0, 0))
    for score in range(10):
        recording = Recording()
        recording.text((0, 0), str(score), fill=(255, 255, 255), font=font(12))
        drawn_patch(layer, "bounded", (0, 20), recording, PALETTE)
    assert len(layers._patches) <= 3
