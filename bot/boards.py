"""Board images for the bot: the game's renderer, or a plain text picture if it has none."""

from __future__ import annotations

import importlib
import textwrap
from functools import cache
from typing import TYPE_CHECKING, Any

from PIL import Image, ImageDraw

from render.common import font, to_png

if TYPE_CHECKING:
    from bot.tables import Table
    from games.core import Action


def board_png(table: Table, *, preview: Action | None = None, viewer: int | None = None) -> bytes:
    """The PNG of the table's state (with a candidate move drawn in, when given; as seat
    `viewer` sees it, when given). CPU work: call it through asyncio.to_thread."""
    assert table.state is not None
    renderer = _renderer(table.game.name)
    if renderer is None:
        state = table.state
        if preview is not None:  # no renderer to draw a preview: show the move played
            state = table.game.apply(state, table.game.to_act(state)[0], preview)
        return text_png(table.game.title, table.game.text(state))
    options: dict[str, Any] = {"names": table.plain_names}
    if preview is not None:
        options["preview"] = preview
    if viewer is not None:
        options["viewer"] = viewer
    return renderer(table.state, **options)


@cache
def _renderer(name: str):
    try:
        return importlib.import_module(f"render.{name}").board
    except ModuleNotFoundError:
        return None


def text_png(title: str, text: str) -> bytes:
    """A legible picture of a game's text form (for games without a renderer yet)."""
    lines = [title, ""]
    for line in text.splitlines() or [""]:
        lines += textwrap.wrap(line, 70) or [""]
    body = font(22)
    image = Image.new("RGB", (900, 40 + 30 * len(lines)), (250, 248, 240))
    draw = ImageDraw.Draw(image)
    for number, line in enumerate(lines):
        draw.text(
            (24, 20 + 30 * number),
            line,
            fill=(30, 30, 30),
            font=font(24, True) if number == 0 else body,
        )
    return to_png(image)
