"""A paletted PNG written band by band, where a band already compressed once is reused.

Boards of one kind repeat most of their rows move after move (the empty track, the
maze, the panel's frame, the header); only the bands with a moved piece or a new number
change. Each band of BAND_ROWS rows is deflated on its own (no back-reference crosses a
band), so its compressed bytes stay valid wherever it appears, and a band seen before
costs a dictionary lookup instead of zlib.

    png = paletted_png(image)   # image: mode "P"
"""

from __future__ import annotations

import struct
import zlib

from PIL import Image

BAND_ROWS = 16
CACHE_BYTES = 24 * 1024 * 1024  # per process: raw band + compressed band + their keys
ZLIB_LEVEL = 1
_ADLER_BASE = 65521
_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_LAST_BLOCK = b"\x03\x00"  # an empty final deflate block (fixed Huffman, end of block)

# raw band (unfiltered indices) -> (compressed rows, adler32 of the filtered rows, length)
_bands: dict[bytes, tuple[bytes, int, int]] = {}
_cached_bytes = 0


def paletted_png(image: Image.Image, level: int = ZLIB_LEVEL) -> bytes:
    """The PNG of a "P" image (8 bits an index, no filter, as PNG advises for palettes)."""
    assert image.mode == "P"
    width, height = image.size
    pixels = image.tobytes()
    band_bytes = width * BAND_ROWS
    parts, adler = [], 1
    for start in range(0, len(pixels), band_bytes):
        compressed, band_adler, length = _band(pixels[start : start + band_bytes], width, level)
        parts.append(compressed)
        adler = _adler32_combine(adler, band_adler, length)
    idat = b"".join((b"\x78\x01", *parts, _LAST_BLOCK, struct.pack(">I", adler)))
    palette = bytes(image.getpalette() or [])
    header = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)
    return b"".join(
        (
            _SIGNATURE,
            _chunk(b"IHDR", header),
            _chunk(b"PLTE", palette),
            _chunk(b"IDAT", idat),
            _chunk(b"IEND", b""),
        )
    )


def _band(raw: bytes, width: int, level: int) -> tuple[bytes, int, int]:
    global _cached_bytes
    found = _bands.get(raw)
    if found is not None:
        return found
    rows = b"".join(b"\x00" + raw[at : at + width] for at in range(0, len(raw), width))
    deflate = zlib.compressobj(level, zlib.DEFLATED, -15)
    compressed = deflate.compress(rows) + deflate.flush(zlib.Z_SYNC_FLUSH)
    found = compressed, zlib.adler32(rows), len(rows)
    _bands[raw] = found
    _cached_bytes += len(raw) + len(compressed)
    while _cached_bytes > CACHE_BYTES:  # forget the oldest bands
        oldest = next(iter(_bands))
        _cached_bytes -= len(oldest) + len(_bands.pop(oldest)[0])
    return found


def _adler32_combine(first: int, second: int, second_length: int) -> int:
    """The Adler-32 of two byte strings one after the other, from theirs (zlib's
    adler32_combine, which Python's zlib does not offer)."""
    base = _ADLER_BASE
    rem = second_length % base
    sum1 = first & 0xFFFF
    sum2 = (rem * sum1) % base
    sum1 += (second & 0xFFFF) + base - 1
    sum2 += ((first >> 16) & 0xFFFF) + ((second >> 16) & 0xFFFF) + base - rem
    sum1 %= base
    sum2 %= base
    return sum1 | (sum2 << 16)


def _chunk(kind: bytes, data: bytes) -> bytes:
    return (
        struct.pack(">I", len(data))
        + kind
        + data
        + struct.pack(">I", zlib.crc32(data, zlib.crc32(kind)))
    )
