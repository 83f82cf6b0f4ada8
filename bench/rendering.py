"""CPU per rendered move, per game, against a plain Pillow PNG encode of the same board.

    .venv/bin/python bench/rendering.py            # every game
    .venv/bin/python bench/rendering.py --game push --moves 20

For each game one seeded AI game is played (the most seats the game takes, so every seat
colour is drawn); the boards of its moves (previews and the end screen included) are
rendered with `render.board`, as the bot does after each move. Figures are CPU time
(time.process_time, so the busy 2-core machine does not blur them), taken in one run:

- render ms: CPU per rendered move: drawing + encoding, PNG bytes out;
- plain ms: a plain Pillow RGB PNG encode (zlib 6) of the same board image;
- ratio: render / plain (target <= 0.6), CPU per move target <= 10 ms;
- PNG size (mean and largest, target <= 150 KB) and width (800 px; Passtally 640 px, laid
  out for a phone's 320 px).

First the boards of another seeded game are rendered (fonts, static layers, sprites and the
bands of rows every board of the kind shares: what a long-running bot has cached long ago);
then each board of the measured game is rendered once, in the order of its moves, so a band
is reused only when an earlier move (or the other game) had it too.
"""

from __future__ import annotations

import argparse
import importlib
import io
import statistics
import time
from collections.abc import Callable

from PIL import Image

import games
import render
from render.samples import Board, samples


def rgb_image(board: Board) -> Image.Image:
    """The board's image before encoding (the renderer's `picture`)."""
    module = importlib.import_module(games.entry(board.state.game).renderer)
    return module.picture(board.state, **board.options).convert("RGB")


def plain_png(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, format="PNG", compress_level=6)
    return out.getvalue()


def cpu(work: Callable[[], object]) -> float:
    """CPU seconds of one call."""
    start = time.process_time()
    work()
    return time.process_time() - start


def measure(name: str, moves: int) -> dict[str, float]:
    for board in samples(name, moves, seed=8):  # fill the caches a running bot has
        render.board(board.state, **board.options)
    boards = samples(name, moves)
    renders, plains, sizes, widths = [], [], [], []
    for board in boards:
        image = rgb_image(board)
        png = b""

        def draw(board: Board = board) -> None:
            nonlocal png
            png = render.board(board.state, **board.options)

        renders.append(cpu(draw))
        plains.append(min(cpu(lambda i=image: plain_png(i)), cpu(lambda i=image: plain_png(i))))
        sizes.append(len(png))
        widths.append(Image.open(io.BytesIO(png)).width)
    render_ms = 1000 * sum(renders) / len(boards)
    plain_ms = 1000 * sum(plains) / len(boards)
    return {
        "boards": len(boards),
        "render_ms": render_ms,
        "plain_ms": plain_ms,
        "ratio": sum(renders) / sum(plains),
        "worst_ratio": max(r / p for r, p in zip(renders, plains, strict=True)),
        "kb_mean": statistics.mean(sizes) / 1000,
        "kb_max": max(sizes) / 1000,
        "width": min(widths),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=games.names(), action="append")
    parser.add_argument("--moves", type=int, default=30, help="boards per game (plus previews)")
    args = parser.parse_args()
    print(
        f"{'game':<10} {'boards':>6} {'render ms':>9} {'plain ms':>8} {'ratio':>5} "
        f"{'worst':>5} {'PNG KB':>6} {'max KB':>6} {'width':>5}"
    )
    for name in args.game or sorted(games.names()):
        f = measure(name, args.moves)
        print(
            f"{name:<10} {f['boards']:>6} {f['render_ms']:>9.1f} {f['plain_ms']:>8.1f} "
            f"{f['ratio']:>5.2f} {f['worst_ratio']:>5.2f} {f['kb_mean']:>6.1f} "
            f"{f['kb_max']:>6.1f} {f['width']:>5}"
        )


if __name__ == "__main__":
    main()
