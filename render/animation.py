"""Board pictures -> one animated GIF (a game's summary: one frame per turn).

GIF because every Discord client plays it inline (animated WebP and APNG are not played
everywhere), and the boards are 256-colour pictures already. Frames are scaled down to
WIDTH; a game with more turns than MAX_FRAMES is sampled evenly, keeping the first and
the last, so the cost and the size stay bounded whatever the game's length. Each frame
gets a caption strip under the board (where it is in the game, with a progress bar), so
no two frames are alike and a viewer always knows where the loop is.

    picks = sample(range(turns + 1), MAX_FRAMES)
    gif = animate([png_of(i) for i in picks], captions=[f"turn {i}" for i in picks])
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import TypeVar

from PIL import Image, ImageDraw

from render.common import font

MAX_FRAMES = 48
WIDTH = 640
FRAME_MS = 700
LAST_FRAME_MS = 4000  # the final board stays up a while before the loop starts again
STRIP = 30  # the caption strip's height in pixels
INK, PAPER, BAR = (30, 30, 30), (250, 248, 240), (0, 114, 178)
SIZE_LIMIT = 8 * 1024 * 1024  # Discord's smallest upload limit

T = TypeVar("T")


def sample(items: Sequence[T], limit: int = MAX_FRAMES) -> list[T]:
    """At most `limit` items spread evenly over `items`, always the first and the last."""
    if len(items) <= limit:
        return list(items)
    if limit < 2:
        return list(items[-1:])
    last = len(items) - 1
    return [items[round(i * last / (limit - 1))] for i in range(limit)]


def animate(pngs: Sequence[bytes], captions: Sequence[str], *, width: int = WIDTH) -> bytes:
    """An endlessly looping GIF of these pictures with their captions, the last one held
    longer. Halves the frames until it fits SIZE_LIMIT."""
    if not pngs or len(pngs) != len(captions):
        raise ValueError("an animation needs pictures, one caption each")
    frames = [
        _frame(png, caption, (n + 1) / len(pngs), width)
        for n, (png, caption) in enumerate(zip(pngs, captions, strict=True))
    ]
    while True:
        out = _encode(frames)
        if len(out) <= SIZE_LIMIT or len(frames) <= 2:
            return out
        frames = sample(frames, max(2, len(frames) // 2))


def frame_count(gif: bytes) -> int:
    """How many frames an animated picture has (for tests and benchmarks)."""
    with Image.open(io.BytesIO(gif)) as image:
        return getattr(image, "n_frames", 1)


def _frame(png: bytes, caption: str, done: float, width: int) -> Image.Image:
    """The board scaled to `width`, over a strip with the caption and a progress bar
    filled to `done` (0..1)."""
    with Image.open(io.BytesIO(png)) as image:
        board = image.convert("RGB")
    if board.width > width:
        height = round(board.height * width / board.width)
        board = board.resize((width, height), Image.Resampling.LANCZOS)
    picture = Image.new("RGB", (board.width, board.height + STRIP), PAPER)
    picture.paste(board, (0, 0))
    draw = ImageDraw.Draw(picture)
    draw.rectangle((0, board.height, round(board.width * done), board.height + 4), fill=BAR)
    draw.text((10, board.height + 7), caption, fill=INK, font=font(16, True))
    return picture.quantize(colors=256, method=Image.Quantize.FASTOCTREE)


def _encode(frames: list[Image.Image]) -> bytes:
    durations = [FRAME_MS] * (len(frames) - 1) + [LAST_FRAME_MS]
    out = io.BytesIO()
    frames[0].save(
        out,
        format="GIF",
        save_all=True,
        append_images=frames[1:],
        duration=durations,
        loop=0,
        disposal=1,
    )
    return out.getvalue()
