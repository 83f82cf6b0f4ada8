"""A recording of drawing calls draws, replayed, what the calls draw (rows a board draws
through `pen.rows` are drawn once per recording: tests/render/test_engine.py)."""

from __future__ import annotations

from PIL import Image

from render.common import Draw, Palette, font
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
