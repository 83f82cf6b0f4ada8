"""The fixed palettes boards are mapped to, and PNG encoding."""

from __future__ import annotations

from functools import cached_property

from PIL import Image

from games.datafiles import DATA_DIR
from render.engine.bands import paletted_png

PALETTE_DIR = DATA_DIR / "palettes"


class Palette:
    """The fixed 256 colours of one kind of board, learned once from many of its boards
    (scripts/learn_palettes.py) and shipped as a 16 x 16 swatch: data/palettes/KIND.png.

    Mapping each pixel to a known palette is 5-6 times cheaper than choosing a palette for
    every board, and the colours that matter (seats, cards, tiles) are in it exactly.
    """

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.path = PALETTE_DIR / f"{kind}.png"

    @cached_property
    def image(self) -> Image.Image:
        """A 1 x 1 "P" image carrying the palette, as Image.quantize wants it."""
        with Image.open(self.path) as swatch:
            flat = swatch.convert("RGB").tobytes()
        carrier = Image.new("P", (1, 1))
        carrier.putpalette(flat)
        return carrier

    def colours(self) -> list[tuple[int, int, int]]:
        flat = self.image.getpalette() or []
        return [tuple(flat[k : k + 3]) for k in range(0, len(flat), 3)]  # type: ignore[misc]

    def map(self, image: Image.Image) -> Image.Image:
        """The "P" image of an RGB one: each pixel its nearest colour in the palette (no
        dithering: boards are flat colours, so there is nothing to band)."""
        return image.quantize(palette=self.image, dither=Image.Dither.NONE)

    def map_cores(self, cores):
        """`map` on Pillow's cores of an RGB picture (`image.im`), giving the cores of the
        "P" one: the same conversion without an Image and a copy of the palette around it
        (a piece of a board is mapped on every board, and they cost more than it)."""
        self.image.load()
        return cores.convert("P", Image.Dither.NONE, self.image.im)


def to_png(image: Image.Image, palette: Palette | None = None) -> bytes:
    """Encode as a 256-colour PNG: a third of the bytes of full colour.

    With the board kind's fixed `palette`, each pixel goes to its nearest palette colour
    (no dithering: boards are flat colours, so there is nothing to band); without one, a
    palette is chosen for this image alone (fast octree), which costs several times more.
    The PNG is written band by band, deflated by zlib-ng (render/engine/bands.py): a band
    of rows that an earlier board already had reuses its compressed bytes.
    """
    rgb = image if image.mode == "RGB" else image.convert("RGB")
    if palette is None:
        paletted = rgb.quantize(colors=256, method=Image.Quantize.FASTOCTREE)
    else:
        paletted = palette.map(rgb)
    return paletted_png(paletted)
