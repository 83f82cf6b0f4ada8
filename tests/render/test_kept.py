"""What a kind of board keeps stays within its count and its bytes, whatever the boards
are (render/engine/kept.py), and boards drawn past the bound are still the plain ones."""

from __future__ import annotations

import threading

from PIL import Image

from render import push
from render.engine import board as board_module
from render.engine.kept import Kept, image_bytes
from render.samples import samples


def _kept(count: int, size: int) -> Kept[bytes]:
    return Kept(count, size, len, threading.Lock())


def test_the_oldest_are_forgotten_past_the_bytes():
    kept = _kept(count=100, size=10)
    for key in "abcd":
        kept.keep(key, b"xxxx")  # 4 bytes each: two fit in 10
    assert [kept.get(key) for key in "abcd"] == [None, None, b"xxxx", b"xxxx"]
    assert kept.bytes == 8 and len(kept) == 2


def test_the_oldest_are_forgotten_past_the_count():
    kept = _kept(count=3, size=10**6)
    for key in range(5):
        kept.keep(key, b"x")
    assert [kept.get(key) for key in range(5)] == [None, None, b"x", b"x", b"x"]
    assert kept.bytes == 3


def test_the_newest_stays_however_large_and_a_key_kept_again_is_counted_once():
    kept = _kept(count=10, size=10)
    kept.keep("small", b"x")
    kept.keep("huge", b"x" * 50)
    assert kept.get("huge") is not None and kept.get("small") is None
    kept.keep("huge", b"y" * 5)
    assert kept.bytes == 5 and kept.get("huge") == b"yyyyy"
    kept.clear()
    assert kept.bytes == 0 and len(kept) == 0 and kept.get("huge") is None


def test_image_bytes_counts_every_band():
    assert image_bytes(Image.new("RGB", (10, 4)), Image.new("P", (10, 4))) == 160


def test_a_kind_keeps_its_patches_within_its_bytes_and_still_draws_plain_boards(monkeypatch):
    """PUSH's rows are the largest patches (about 300 KB each): with a budget of 2 MB, the
    kind keeps at most that, and every board is still the plain drawing's PNG."""
    monkeypatch.setattr(board_module, "PATCH_BYTES", 2 * 1024 * 1024)
    kind = board_module.BoardKind(
        "push-small",
        palette=push.BOARD.palette,
        layer=push.BOARD._draw_layer,
        draw=push.BOARD._draw,
        key=push.BOARD._key,
    )
    highest = 0
    for board in samples("push", moves=30):
        assert kind.png(board.state, **board.options) == kind.plain_png(
            board.state, **board.options
        )
        assert kind._patches.bytes == sum(
            image_bytes(patch.rgb, patch.image) for patch in kind._patches.values()
        )
        highest = max(highest, kind._patches.bytes)
    assert 1024 * 1024 < highest <= 2 * 1024 * 1024  # filled to the bound, never past it
