"""Board images for the bot: the game's renderer, or a plain text picture if it has none."""

from __future__ import annotations

import inspect
import textwrap
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from PIL import Image, ImageDraw

import games
import lang
from render import renderer
from render.animation import animate
from render.common import font, to_png

if TYPE_CHECKING:
    from bot.tables import Table
    from games.core import Action


@dataclass(frozen=True)
class BoardJob:
    """Everything needed to draw one board, as plain data a worker process receives:
    the game's name, its state as JSON, the seats' names, a candidate move's key (a
    preview), numbered candidate moves' keys, the seat whose private view is drawn and the
    language of the words drawn on it (None: English, for renderers not yet given one)."""

    game: str
    state: str
    names: tuple[str, ...]
    preview: str | None = None
    viewer: int | None = None
    candidates: tuple[tuple[int, str], ...] = ()  # (number, action key)
    lang: str | None = None

    @classmethod
    def of(
        cls,
        table: Table,
        *,
        preview: Action | None = None,
        viewer: int | None = None,
        candidates: tuple[tuple[int, Action], ...] = (),
    ) -> BoardJob:
        assert table.state is not None
        state = table.row.state  # the state's JSON; None when it is not the row's (a replay)
        return cls(
            table.game.name,
            state if state is not None else table.state.model_dump_json(),
            tuple(table.plain_names),
            preview.key if preview is not None else None,
            viewer,
            tuple((n, action.key) for n, action in candidates),
            table.lang,  # the game's language, or a private view's reader's
        )


def draw(job: BoardJob) -> bytes:
    """The PNG a job asks for (CPU work: the render pool runs it in a worker)."""
    game = games.get(job.game)
    state = game.load_state(job.state)
    preview = game.parse_action(job.preview) if job.preview is not None else None
    draw_board = renderer(game.name)
    if draw_board is None:
        if preview is not None:  # no renderer to draw a preview: show the move played
            state = game.apply(state, game.to_act(state)[0], preview)
        return text_png(game.title, game.text(state))
    options: dict[str, Any] = {"names": list(job.names)}
    if preview is not None:
        options["preview"] = preview
    if job.viewer is not None:
        options["viewer"] = job.viewer
    if job.candidates:
        options["candidates"] = [(n, game.parse_action(key)) for n, key in job.candidates]
    if job.lang is not None and _takes_a_language(draw_board):
        options["lang"] = job.lang
    return draw_board(state, **options)


@cache
def _takes_a_language(draw_board) -> bool:
    """Whether a renderer draws its words in a language it is given (`lang`)."""
    return "lang" in inspect.signature(draw_board).parameters


@dataclass(frozen=True)
class AnimationJob:
    """A replay's animated summary as plain data: its boards and a caption for each."""

    boards: tuple[BoardJob, ...]
    captions: tuple[str, ...]


def draw_animation(job: AnimationJob) -> bytes:
    """The GIF an animation job asks for (CPU work: the render pool runs it in a worker)."""
    return animate([draw(board) for board in job.boards], job.captions)


def board_png(table: Table, *, preview: Action | None = None, viewer: int | None = None) -> bytes:
    """The PNG of the table's state (with a candidate move drawn in, when given; as seat
    `viewer` sees it, when given). CPU work: the bot sends it to the render pool."""
    return draw(BoardJob.of(table, preview=preview, viewer=viewer))


def warm_up() -> None:
    """Draw a first board of every game once and read every language, so that a new
    worker process has its renderers, fonts, static layers and words loaded before the
    first move reaches it."""
    lang.warm_up()
    for name in games.names():
        game, draw_board = games.get(name), renderer(name)
        if draw_board is not None:
            players = max(2, game.min_players)
            names = [f"P{n + 1}" for n in range(players)]
            draw_board(game.setup(players=players, seed=0), names=names)


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
