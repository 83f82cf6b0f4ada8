"""Learn each board kind's fixed palette: data/palettes/<game>.png (16 x 16 swatches).

    .venv/bin/python scripts/learn_palettes.py            # every game with a renderer
    .venv/bin/python scripts/learn_palettes.py formula    # just one

Run it again after changing a renderer's colours (tests/render/test_palettes.py says when).
Boards come from seeded AI games (render.samples: every seat colour, previews, end
screens). Every colour that covers a visible area of some board (and every seat colour)
goes in exactly; the remaining entries are a median cut of the other pixels, the
anti-aliased edges and the downscaled sprites, so those keep their shades.
"""

from __future__ import annotations

import importlib
import sys
from collections import Counter
from pathlib import Path

from PIL import Image, ImageChops

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import games  # noqa: E402
from render.common import PALETTE_DIR, SEAT_COLOURS  # noqa: E402
from render.playout import renderable  # noqa: E402
from render.samples import samples  # noqa: E402

SIZE = 256
EXACT_SHARE = 0.0005  # a colour covering 0.05 % of some board (~500 px) goes in exactly
EXACT_MAX = 160
WEIGHT_CAP = 400  # how much one edge colour may weigh in the median cut


def pictures(name: str) -> list[Image.Image]:
    module = importlib.import_module(games.entry(name).renderer)
    boards = samples(name, moves=14) + samples(name, moves=6, seed=11, players=2)
    return [module.picture(b.state, **b.options).convert("RGB") for b in boards]


def learn(images: list[Image.Image]) -> list[tuple[int, int, int]]:
    totals: Counter = Counter()
    share: dict[tuple[int, int, int], float] = {}
    for image in images:
        area = image.width * image.height
        for count, rgb in image.getcolors(maxcolors=1 << 24):
            totals[rgb] += count
            share[rgb] = max(share.get(rgb, 0.0), count / area)
    visible = [rgb for rgb, s in sorted(share.items(), key=lambda kv: -kv[1])
               if s >= EXACT_SHARE][:EXACT_MAX]  # fmt: skip
    exact = [*SEAT_COLOURS, *(rgb for rgb in visible if rgb not in SEAT_COLOURS)]
    rest = {rgb: count for rgb, count in totals.items() if rgb not in exact}
    palette = settle(exact, median_cut(rest, SIZE - len(exact)))
    for _ in range(4):  # settling drops shades: refill with the colours mapped worst
        free = SIZE - len(set(palette))
        if free < 4:
            break
        colours = list(rest)
        worst = {rgb: rest[rgb] * distance(rgb, m)
                 for rgb, m in zip(colours, mapped(colours, palette), strict=True)}  # fmt: skip
        worst = {rgb: w for rgb, w in worst.items() if w > 0}
        palette = settle(exact, [*palette, *median_cut(worst, free)])
    return palette


def distance(a, b) -> int:
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=True))


def median_cut(weights: dict, count: int) -> list:
    """`count` colours that stand for the weighted colours (weights capped, so the large
    areas do not take every entry)."""
    pixels = [rgb for rgb, w in weights.items() for _ in range(max(1, min(int(w), WEIGHT_CAP)))]
    if not pixels or count <= 0:
        return []
    strip = Image.new("RGB", (len(pixels), 1))
    strip.putdata(pixels)
    flat = strip.quantize(min(count, 256), method=Image.Quantize.MEDIANCUT).getpalette()
    return [tuple(flat[k : k + 3]) for k in range(0, 3 * min(count, len(flat) // 3), 3)]


def padded(colours: list) -> list:
    colours = list(dict.fromkeys(colours))
    return (colours + [colours[-1]] * SIZE)[:SIZE]


def mapped(colours: list, palette: list) -> list:
    """What Pillow's quantize(palette=...) turns each colour into."""
    strip = Image.new("RGB", (len(colours), 1))
    strip.putdata(colours)
    out = strip.quantize(palette=carrier(palette), dither=Image.Dither.NONE).convert("RGB")
    flat = out.tobytes()
    return [tuple(flat[k : k + 3]) for k in range(0, len(flat), 3)]


def carrier(palette: list) -> Image.Image:
    image = Image.new("P", (1, 1))
    image.putpalette([c for rgb in palette for c in rgb])
    return image


def settle(exact: list, shades: list) -> list:
    """A palette that maps every `exact` colour to itself. Pillow looks colours up in cells
    of 4 x 4 x 4 by the nearest entry to the cell's corner, so a shade nearer that corner
    than an exact colour would take its place: such shades go, and so does the less used
    of two exact colours in one cell (a seat colour always stays)."""
    while True:
        palette = padded([*exact, *(s for s in shades if s not in exact)])
        wrong = [(e, m) for e, m in zip(exact, mapped(exact, palette), strict=True) if e != m]
        if not wrong:
            return palette
        losers = set()
        for wanted, taken in wrong:
            if taken not in SEAT_COLOURS:
                losers.add(taken)
            elif wanted not in SEAT_COLOURS:
                losers.add(wanted)
            else:
                raise SystemExit(f"two seat colours share a lookup cell: {wanted}, {taken}")
        exact = [e for e in exact if e not in losers]
        shades = [s for s in shades if s not in losers]


def error(images: list[Image.Image], colours) -> tuple[float, float]:
    """Mean and worst per-board mean channel error (0-255) after mapping to the palette."""
    errors = []
    for image in images:
        quantized = image.quantize(palette=carrier(colours), dither=Image.Dither.NONE)
        hist = ImageChops.difference(image, quantized.convert("RGB")).histogram()  # 3 x 256 bins
        total = sum((v % 256) * n for v, n in enumerate(hist))
        errors.append(total / (3 * image.width * image.height))
    return sum(errors) / len(errors), max(errors)


def main(argv: list[str]) -> None:
    PALETTE_DIR.mkdir(parents=True, exist_ok=True)
    for name in argv or renderable():
        images = pictures(name)
        colours = learn(images)
        swatch = Image.new("RGB", (16, 16))
        swatch.putdata(colours)
        swatch.save(PALETTE_DIR / f"{name}.png")
        mean, worst = error(images, colours)
        print(f"{name}: {len(images)} boards, {len(set(colours))} colours, "
              f"mean error {mean:.2f}, worst board {worst:.2f} (0-255 grey levels)")  # fmt: skip


if __name__ == "__main__":
    main(sys.argv[1:])
