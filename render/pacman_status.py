"""The lines around the PAC-MAN maze, in the board's language, laid out for a phone.

The header: who is PAC-MAN and the score; what to do now (the roll and the steps left, or
which ghost moves) and the level; the ghost card and, in arcade mode, the lives. The
footer: the sections' progress; what was eaten and why the score waits for a section;
the seats, two a row, each with its role (PAC-MAN, its inning's score, the ghosts it
moves). What a player needs is drawn NEED px tall (9 px once the board is shown 320 px
wide, render/fitting.needed_text); the card, the eaten line and the reason are DETAIL,
for the full view. The words are the catalogue's (data/locales/<locale>/boards-pacman.ftl).
Each line draws only inside its own rows, in parts (a line's left and right words, a
section, a seat) through `part(box)`: `pen.area` on the board, so each part is drawn once
for what it shows and a new score draws the score alone.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from contextlib import AbstractContextManager
from functools import partial
from typing import Any

from PIL import Image

from games.pacman.deck import GHOSTS, cards
from games.pacman.ghost_turn import controller, current_move
from games.pacman.maze import Maze, default_maze
from games.pacman.state import POWER_MOVES, SECTION_POINTS, PacmanState, Phase
from lang import tr
from render.common import SEAT_COLOURS, font, seat_letters, seat_names
from render.engine import Sketch
from render.fitting import fitting_font, shorten
from render.pacman_look import (
    BLACK,
    CELL,
    DETAIL,
    DIM,
    GHOST_COLOURS,
    LEFT,
    NEED,
    PAC_YELLOW,
    SEAT_ROW,
    SEATS_TOP,
    TEXT,
    TOP,
    board_width,
    bottom,
    paste_fruit,
)
from render.words import join

# Each line's rows, (top, bottom): the header's, and the footer's counted from its top.
TITLE_ROWS, PHASE_ROWS, CARD_ROWS = (0, 44), (44, 78), (78, TOP)
SECTIONS_ROWS, EATEN_ROWS, WHY_ROWS = (0, 40), (40, 66), (66, SEATS_TOP)
TITLE = NEED + 3  # who is PAC-MAN, the score
GAP = 24  # between a line's left words and its right ones
WIDTH = board_width(default_maze())
_MEASURE = Sketch(Image.new("RGB", (1, 1)))  # measures texts only


Part = Callable[[tuple[int, int, int, int]], AbstractContextManager[Any]]


def status_lines(
    maze: Maze, state: PacmanState, names: list[str] | None, height: int, lang: str = "en"
) -> list[tuple[tuple[int, int], Callable[[Part, int], None]]]:
    """The header's and the footer's lines: each line's rows on the board and how to draw
    it (through `part(box)`, pen.area, each part inside its box, counting from a given
    top row)."""
    who = seat_names(names, state.players, lang)
    foot = height - bottom(state.players)
    lines = [
        (TITLE_ROWS, partial(_title_line, state, who, lang)),
        (PHASE_ROWS, partial(_phase_line, state, who, lang)),
        (CARD_ROWS, partial(_card_line, state, lang)),
        ((foot + SECTIONS_ROWS[0], foot + SECTIONS_ROWS[1]), partial(_sections_line, maze, state)),
        ((foot + EATEN_ROWS[0], foot + EATEN_ROWS[1]), partial(_eaten_line, state, lang)),
        ((foot + WHY_ROWS[0], foot + WHY_ROWS[1]), partial(_why_line, state, lang)),
    ]
    if state.players > 1:
        seats = (foot + SEATS_TOP, height)
        lines.append((seats, partial(_seats_line, maze, state, names, lang)))
    return lines


def _title_line(state: PacmanState, who: list[str], lang: str, part: Part, top: int) -> None:
    big = font(TITLE, bold=True)
    score = tr(lang, "board-pacman-score", score=str(state.score))
    room = _right() - LEFT - _MEASURE.textlength(score, big) - GAP
    split = math.floor(LEFT + room + GAP / 2)
    with part((split, top, WIDTH, top + TITLE_ROWS[1])) as draw:
        draw.text((_right(), top + 10), score, fill=TEXT, font=big, anchor="ra")
    with part((0, top, split, top + TITLE_ROWS[1])) as draw:
        if state.phase == Phase.OVER:
            title = tr(lang, "board-pacman-over")
        elif state.players > 1:
            title = _named(draw, lang, "board-pacman-is", who[state.pacman], big, room)
        else:
            title = "PAC-MAN"
        draw.text((LEFT, top + 10), title, fill=PAC_YELLOW, font=fitting_font(
            draw, title, room, TITLE, NEED, bold=True))  # fmt: skip


def _phase_line(state: PacmanState, who: list[str], lang: str, part: Part, top: int) -> None:
    need = font(NEED)
    level = tr(lang, "board-pacman-level", level=str(state.level))
    room = _right() - LEFT - _MEASURE.textlength(level, need) - GAP
    split = math.floor(LEFT + room + GAP / 2)
    bottom = top + PHASE_ROWS[1] - PHASE_ROWS[0]
    with part((split, top, WIDTH, bottom)) as draw:
        draw.text((_right(), top + 4), level, fill=TEXT, font=need, anchor="ra")
    if state.phase == Phase.OVER:
        scores = [s or 0 for s in state.scores]
        best = max(scores)
        winners = join([who[k] for k, s in enumerate(scores) if s == best], lang)
        text = tr(lang, "board-pacman-best", winners=winners, best=str(best))
    else:
        text = phase_text(state, who, lang)
    with part((0, top, split, bottom)) as draw:
        draw.text((LEFT, top + 4), shorten(draw, text, need, room), fill=TEXT, font=need)


def _card_line(state: PacmanState, lang: str, part: Part, top: int) -> None:
    bottom = top + CARD_ROWS[1] - CARD_ROWS[0]
    room = _right() - LEFT
    split = WIDTH
    if state.options.mode == "arcade":
        start = _right() - 12 - 3 * 30  # where the lives' word ends
        split = math.floor(start - _MEASURE.textlength(tr(lang, "board-pacman-lives"), font(NEED)))
        with part((split - GAP // 2, top, WIDTH, bottom)) as draw:
            room -= _lives(state, lang, draw, top)
    card = _card_text(state, lang)
    if card:
        with part((0, top, split - GAP // 2, bottom)) as draw:
            small = font(DETAIL)
            draw.text((LEFT, top + 6), shorten(draw, card, small, room), fill=DIM, font=small)


def _lives(state: PacmanState, lang: str, draw, top: int) -> int:
    """The lives left at the line's right end: the word and a PAC-MAN for each; returns
    the width they take."""
    right, cy = _right(), top + 15
    for k in range(max(0, state.lives)):
        cx = right - 12 - k * 30
        draw.pieslice((cx - 11, cy - 11, cx + 11, cy + 11), 210, 150, fill=PAC_YELLOW)
    word = tr(lang, "board-pacman-lives")
    start = right - 12 - 3 * 30
    draw.text((start, cy), word, fill=TEXT, font=font(NEED), anchor="rm")
    return right - start + int(draw.textlength(word, font=font(NEED))) + GAP


def _right() -> int:
    return LEFT + default_maze().cols * CELL


def _named(draw, lang: str, key: str, name: str, text_font, room: float) -> str:
    """The catalogue's words around a player's name, the name shortened if they do not
    fit `room`."""
    text = tr(lang, key, player=name)
    while draw.textlength(text, font=text_font) > room and len(name) > 4:
        name = name[:-1]
        text = tr(lang, key, player=name.rstrip() + "…")
    return text


def phase_text(state: PacmanState, who: list[str], lang: str = "en") -> str:
    """What happens now, in a few words: the roll to make, the roll made and the steps
    left, or the ghost that moves (and who moves it)."""
    move = POWER_MOVES - state.power_left + 1
    if state.phase == Phase.ROLL:
        return tr(lang, "board-pacman-roll")
    if state.phase == Phase.POWER_ROLL:
        return tr(lang, "board-pacman-power-roll", move=move, moves=POWER_MOVES)
    if state.phase in (Phase.MOVE, Phase.POWER_MOVE):
        left = state.steps - len(state.path)
        if state.phase == Phase.POWER_MOVE:
            return tr(
                lang,
                "board-pacman-power-move",
                move=move,
                moves=POWER_MOVES,
                rolled=state.steps,
                left=left,
            )
        dice = " + ".join(map(str, state.roll))
        return tr(lang, "board-pacman-rolled", dice=dice, total=state.steps, left=left)
    ghost_move = current_move(state)
    if ghost_move is None:
        return ""
    seat = controller(state)
    ghost, spaces = ghost_move.ghost.title, ghost_move.spaces
    if seat is None:
        return tr(lang, "board-pacman-ghost", ghost=ghost, spaces=spaces)
    return tr(lang, "board-pacman-ghost-by", ghost=ghost, spaces=spaces, player=who[seat])


def _card_text(state: PacmanState, lang: str) -> str:
    if state.card is None:
        return ""
    card = cards()[state.card]
    parts = []
    for k, move in enumerate(card.moves):
        mark = "▶" if k == state.card_next else ("✓" if k < state.card_next else " ")
        parts.append(f"{mark}{move.ghost.title} {move.spaces}")
    return tr(lang, "board-pacman-card", moves="  ".join(parts))


def _sections_line(maze: Maze, state: PacmanState, part: Part, top: int) -> None:
    """Each corner section: its letter, a bar of its Pac-dots eaten, and the count."""
    y = top + 8
    need, bold = font(NEED), font(NEED, bold=True)
    left = set(state.dots)
    x = LEFT
    step = maze.cols * CELL // len(maze.data.sections)
    for key in maze.data.sections:
        nodes = maze.section_nodes(key)
        done = len(nodes) - len(left.intersection(nodes))
        colour = PAC_YELLOW if key in state.sections else TEXT
        with part((x, top, x + step, top + SECTIONS_ROWS[1])) as draw:
            draw.text((x, y), f"{key}", fill=colour, font=bold)
            bar = (x + 24, y + 6, x + 96, y + 20)
            draw.rectangle(bar, outline=DIM)
            draw.rectangle((bar[0], bar[1], bar[0] + 72 * done // len(nodes), bar[3]), fill=colour)
            draw.text((x + 102, y), f"{done}/{len(nodes)}", fill=colour, font=need)
        x += step


def _eaten_line(state: PacmanState, lang: str, part: Part, top: int) -> None:
    with part((0, top, WIDTH, top + EATEN_ROWS[1] - EATEN_ROWS[0])) as draw:
        _eaten(state, lang, draw, top)


def _eaten(state: PacmanState, lang: str, draw, top: int) -> None:
    small = font(DETAIL)
    x, y = LEFT, top + 2
    eaten = tr(lang, "board-pacman-fruit-eaten")
    draw.text((x, y), eaten, fill=DIM, font=small)
    x += int(draw.textlength(eaten, font=small)) + 8
    for fruit in state.fruit_eaten:
        paste_fruit(draw, (x + 10, y + 11), fruit, 9)
        x += 26
    ghosts = tr(lang, "board-pacman-ghosts-eaten", count=state.ghosts_eaten)
    draw.text((x + 14, y), ghosts, fill=DIM, font=small)


def _why_line(state: PacmanState, lang: str, part: Part, top: int) -> None:
    """Why the score stands still while PAC-MAN eats Pac-dots (the sheet scores a section
    once it is clear); purist scoring counts each dot, so it says nothing."""
    if state.options.purist_scoring or state.phase == Phase.OVER:
        return
    small = font(DETAIL)
    why = tr(lang, "board-pacman-why", points=SECTION_POINTS)
    with part((0, top, WIDTH, top + WHY_ROWS[1] - WHY_ROWS[0])) as draw:
        said = shorten(draw, why, small, _right() - LEFT)
        draw.text((LEFT, top + 1), said, fill=DIM, font=small)


def _seats_line(
    maze: Maze, state: PacmanState, names: list[str] | None, lang: str, part: Part, top: int
) -> None:
    """Every seat, two a row: letter disc, name, its role (PAC-MAN, its inning's score),
    the initials of the ghosts it moves in their colours; the seat to act in yellow."""
    letters = seat_letters(names, state.players)
    who = seat_names(names, state.players, lang)
    width = (maze.cols * CELL) // 2
    for seat in range(state.players):
        x = LEFT + (seat % 2) * width
        y = top + 4 + (seat // 2) * SEAT_ROW
        row = top + (seat // 2) * SEAT_ROW
        last = seat // 2 == (state.players - 1) // 2  # the footer's last rows too
        box = (0 if seat % 2 == 0 else x, row, x + width if seat % 2 == 0 else WIDTH,
               row + SEAT_ROW + (6 if last else 0))  # fmt: skip
        with part(box) as draw:
            _seat(state, seat, letters, who, lang, draw, x, y, width)


def _seat(state: PacmanState, seat: int, letters, who, lang: str, draw, x, y, width) -> None:
    """One seat: letter disc, name, its role, the ghosts it moves."""
    need, bold = font(NEED), font(NEED, bold=True)
    colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    draw.ellipse((x, y, x + 26, y + 26), fill=colour)
    draw.text((x + 13, y + 13), letters[seat], fill=BLACK, font=bold, anchor="mm")
    score = state.scores[seat]
    if seat == state.pacman and score is None:
        role = "PAC-MAN"
    else:
        role = "" if score is None else tr(lang, "board-pacman-points", points=str(score))
    ghosts = [] if state.phase == Phase.OVER else [
        g for g, owner in zip(GHOSTS, state.control, strict=True) if owner == seat
    ]  # fmt: skip
    initials = 20 * len(ghosts) + (8 if ghosts else 0)
    role_width = draw.textlength(f": {role}", font=need) if role else 0
    room = width - 34 - role_width - initials - 12
    name = shorten(draw, who[seat], need, room)
    text = f"{name}: {role}" if role else name
    acting = seat == (controller(state) if state.phase == Phase.GHOSTS else state.pacman)
    colour = PAC_YELLOW if acting and state.phase != Phase.OVER else TEXT
    draw.text((x + 34, y + 1), text, fill=colour, font=need)
    gx = x + 34 + draw.textlength(text, font=need) + 8
    for ghost in ghosts:  # the ghosts this seat moves: their initials in their colours
        draw.text((gx, y + 1), ghost.initial, fill=GHOST_COLOURS[ghost], font=bold)
        gx += 20
