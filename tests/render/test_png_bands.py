"""The band-wise PNG writer: any PNG reader decodes exactly the indices and palette it was
given, whether its bands were compressed now or reused from an earlier board."""

from __future__ import annotations

import io
import zlib

from PIL import Image, ImageDraw

from render.engine import bands as png_bands
from render.engine.bands import BAND_ROWS, paletted_png


def decoded(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def board(marker_x: int) -> Image.Image:
    """A flat picture, 37 rows taller than a whole number of bands, with one mark."""
    image = Image.new("RGB", (301, 3 * BAND_ROWS + 37), (20, 90, 40))
    draw = ImageDraw.Draw(image)
    draw.rectangle([10, 5, 290, 20], fill=(240, 240, 230))
    draw.ellipse([marker_x, 60, marker_x + 20, 80], fill=(230, 159, 0))
    return image.quantize(palette=PALETTE, dither=Image.Dither.NONE)


PALETTE = Image.new("P", (1, 1))
PALETTE.putpalette([20, 90, 40, 240, 240, 230, 230, 159, 0] * 2)


def test_the_png_decodes_to_the_same_indices_and_palette():
    image = board(30)
    png = paletted_png(image)
    back = decoded(png)
    assert (back.mode, back.size) == ("P", image.size)
    assert back.tobytes() == image.tobytes()
    assert back.convert("RGB").tobytes() == image.convert("RGB").tobytes()


def test_a_board_reusing_earlier_bands_still_decodes_exactly():
    first, second = board(30), board(200)  # only the 3 bands with the mark differ
    paletted_png(first)
    before = len(png_bands._bands)
    png = paletted_png(second)
    assert len(png_bands._bands) - before <= 3, "unchanged bands were compressed again"
    assert decoded(png).tobytes() == second.tobytes()


def test_noise_that_fills_the_cache_evicts_old_bands_and_still_decodes(monkeypatch):
    monkeypatch.setattr(png_bands, "CACHE_BYTES", 20_000)
    noise = Image.effect_noise((257, 8 * BAND_ROWS), 80).quantize(colors=200)
    png = paletted_png(noise)
    assert png_bands._cached_bytes <= 20_000
    assert decoded(png).tobytes() == noise.tobytes()
    idat = png[png.index(b"IDAT") + 4 : png.index(b"IEND") - 8]
    assert len(zlib.decompress(idat)) == (257 + 1) * 8 * BAND_ROWS  # a filter byte a row


def fresh_deflate(data: bytes) -> bytes:
    """What a compressor of its own writes for `data`, ended by a sync flush."""
    from zlib_ng import zlib_ng

    deflate = zlib_ng.compressobj(png_bands.DEFLATE_LEVEL, zlib_ng.DEFLATED, -15)
    return deflate.compress(data) + deflate.flush(zlib_ng.Z_SYNC_FLUSH)


def test_a_kept_compressor_writes_each_band_as_a_compressor_of_its_own():
    """Bands share a thread's compressor: each one's bytes are still those of a stream of
    its own, whatever was deflated before it (repeats of the band before included, which
    a compressor that remembered it would write as back-references)."""
    import random

    chooser = random.Random(29)
    rows = [image.tobytes() for image in (board(30), board(31), board(200))]
    for _ in range(8):
        rows.append(bytes(chooser.randrange(4) for _ in range(chooser.randrange(1, 9000))))
    rows += [rows[0], rows[0] * 2, b"\x00", bytes(40_000)]
    for data in rows + rows[::-1]:
        assert png_bands.deflated(data) == fresh_deflate(data)
        assert zlib.decompressobj(-15).decompress(png_bands.deflated(data)) == data
