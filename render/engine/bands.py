"""A paletted PNG written band by band, where a band already compressed once is reused.

Boards of one kind repeat most of their rows move after move (the empty track, the
maze, the panel's frame, the header); only the bands with a moved piece or a new number
change. Each band of BAND_ROWS rows is deflated on its own (no back-reference crosses a
band), so its compressed bytes stay valid wherever it appears, and a band seen before
costs a dictionary lookup instead of a deflate.

Bands are deflated by zlib-ng (the `zlib-ng` package: zlib's interface and streams): its
level 1 takes about a third of the CPU of zlib's level 1 for a few more bytes (a board's
PNG is about 15 % larger), and its checksums (Adler-32, CRC-32) are vectorised. Its
output is a function of the rows alone, so equal boards are equal bytes; ISA-L's level 1,
as fast and smaller, is not (the same rows came out as different bytes in one process).

    png = paletted_png(image)   # image: mode "P"

A band whose rows are known without reading them (a layer's rows with the same patches
pasted: render/engine/layers.py) is looked up by a key that names them (`named_band`): no
pixels are copied or hashed for it. Bands are joined into a PNG with `png`.
"""

from __future__ import annotations

import struct
import threading
from collections.abc import Callable, Hashable, Iterable

from PIL import Image
from zlib_ng import zlib_ng

BAND_ROWS = 16
CACHE_BYTES = 24 * 1024 * 1024  # per process: raw band + compressed band + their keys
NAMED_BYTES = 8 * 1024 * 1024  # per process: compressed bands kept by name
DEFLATE_LEVEL = 1
_ADLER_BASE = 65521
_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_LAST_BLOCK = b"\x03\x00"  # an empty final deflate block (fixed Huffman, end of block)

Band = tuple[bytes, int, int]  # compressed rows, adler32 of the filtered rows, their length

# Boards are drawn in several threads of a process: the caches change under this lock
# (a lookup is one dict read, atomic, so it takes none).
_lock = threading.Lock()
_local = threading.local()  # .compressors: this thread's compressor for each level
# raw band (unfiltered indices) -> its Band
_bands: dict[bytes, Band] = {}
_cached_bytes = 0
# a band's name (named_band) -> its Band
_named: dict[Hashable, Band] = {}
_named_bytes = 0


def paletted_png(image: Image.Image, level: int = DEFLATE_LEVEL) -> bytes:
    """The PNG of a "P" image (8 bits an index, no filter, as PNG advises for palettes)."""
    assert image.mode == "P"
    width, height = image.size
    pixels = image.tobytes()
    band_bytes = width * BAND_ROWS
    bands = (
        band(pixels[start : start + band_bytes], width, level)
        for start in range(0, len(pixels), band_bytes)
    )
    return png(width, height, bytes(image.getpalette() or []), bands)


def png(width: int, height: int, palette: bytes, bands: Iterable[Band]) -> bytes:
    """The PNG of these bands, top to bottom (BAND_ROWS rows each, the last one fewer)."""
    parts, adler = [], 1
    for compressed, band_adler, length in bands:
        parts.append(compressed)
        adler = _adler32_combine(adler, band_adler, length)
    idat = b"".join((b"\x78\x01", *parts, _LAST_BLOCK, struct.pack(">I", adler)))
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


def named_band(
    name: Hashable, raw: Callable[[], bytes], width: int, level: int = DEFLATE_LEVEL
) -> Band:
    """The band `name` names (the same name: the same rows), compressed the first time:
    `raw()` gives its indices then, and never again while the band is kept."""
    global _named_bytes
    found = _named.get(name)
    if found is not None:
        return found
    found = band(raw(), width, level)
    with _lock:
        if name not in _named:
            _named[name] = found
            _named_bytes += len(found[0])
        while _named_bytes > NAMED_BYTES:  # forget the oldest
            _named_bytes -= len(_named.pop(next(iter(_named)))[0])
    return found


def band(raw: bytes, width: int, level: int = DEFLATE_LEVEL) -> Band:
    """The Band of these rows (unfiltered indices, `width` a row), compressed once."""
    global _cached_bytes
    found = _bands.get(raw)
    if found is not None:
        return found
    rows = b"".join(b"\x00" + raw[at : at + width] for at in range(0, len(raw), width))
    compressed = deflated(rows, level)
    found = compressed, zlib_ng.adler32(rows), len(rows)
    with _lock:
        if raw not in _bands:
            _bands[raw] = found
            _cached_bytes += len(raw) + len(compressed)
        while _cached_bytes > CACHE_BYTES:  # forget the oldest bands
            oldest = next(iter(_bands))
            _cached_bytes -= len(oldest) + len(_bands.pop(oldest)[0])
    return found


def deflated(data: bytes, level: int = DEFLATE_LEVEL) -> bytes:
    """`data` deflated as a stream of its own, ended by a sync flush (no final block):
    what a new compressobj(level, DEFLATED, -15) writes for it. A thread's compressor is
    kept and ended by a full flush instead, which forgets everything before it (its
    matches' table cleared, its position back at 0): making a compressor (some 300 KB
    of tables) cost more than deflating a band."""
    compressors = getattr(_local, "compressors", None)
    if compressors is None:
        compressors = _local.compressors = {}
    deflate = compressors.get(level)
    if deflate is None:
        deflate = compressors[level] = zlib_ng.compressobj(level, zlib_ng.DEFLATED, -15)
    return deflate.compress(data) + deflate.flush(zlib_ng.Z_FULL_FLUSH)


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
        + struct.pack(">I", zlib_ng.crc32(data, zlib_ng.crc32(kind)))
    )
