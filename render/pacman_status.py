"""The lines around the PAC-MAN maze: the header's title (whose inning, the score, the
level), its phase line (with the arcade lives) and its card line; the footer's sections,
what was eaten, and the seats. Each line draws only inside its own rows, through any
Draw or a Recording, so the board draws each once for what it shows (render/engine/layers.py).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from games.pacman.deck import GHOSTS, cards
from games.pacman.ghost_turn import controller, current_move
from games.pacman.maze import Maze, default_maze
from games.pacman.state import POWER_MOVES, PacmanState, Phase
from render.common import SEAT_COLOURS, font, seat_letters, seat_names
from render.pacman_look import (
    BLACK,
    BOTTOM,
    CELL,
    DIM,
    GHOST_COLOURS,
    LEFT,
    PAC_YELLOW,
    SMALL,
    TEXT,
    TOP,
    draw_fruit,
)

# Each line's rows, (top, bottom): the header's, and the footer's counted from its top.
TITLE_ROWS, PHASE_ROWS, CARD_ROWS = (0, 43), (43, 70), (70, TOP)
SECTIONS_ROWS, EATEN_ROWS, SEATS_ROWS = (0, 42), (42, 70), (70, BOTTOM)


def status_lines(
    maze: Maze, state: PacmanState, names: list[str] | None, height: int
) -> list[tuple[tuple[int, int], Callable[[Any, int], None]]]:
    """The header's and the footer's lines: each line's rows on the board and how to draw
    it (on a Draw or a Recording, counting from a given top row)."""
    who = seat_names(names, state.players)
    foot = height - BOTTOM
    lines = [
        (TITLE_ROWS, partial(_title_line, state, who)),
        (PHASE_ROWS, partial(_phase_line, state, who)),
        (CARD_ROWS, partial(_card_line, state)),
        ((foot + SECTIONS_ROWS[0], foot + SECTIONS_ROWS[1]), partial(_sections_line, maze, state)),
        ((foot + EATEN_ROWS[0], foot + EATEN_ROWS[1]), partial(_eaten_line, state)),
    ]
    if state.players > 1:
        seats = (foot + SEATS_ROWS[0], foot + SEATS_ROWS[1])
        lines.append((seats, partial(_seats_line, maze, state, names)))
    return lines


def _title_line(state: PacmanState, who: list[str], draw, top: int) -> None:
    big = font(24, bold=True)
    title = f"{who[state.pacman]} is PAC-MAN" if state.players > 1 else "PAC-MAN"
    draw.text(
        (LEFT, top + 12),
        "GAME OVER" if state.phase == Phase.OVER else title,
        fill=PAC_YELLOW,
        font=big,
    )
    info = f"SCORE {state.score}   LEVEL {state.level}"
    draw.text((_right(), top + 12), info, fill=TEXT, font=big, anchor="ra")


def _phase_line(state: PacmanState, who: list[str], draw, top: int) -> None:
    small = font(20)
    if state.phase == Phase.OVER:
        scores = [s or 0 for s in state.scores]
        best = max(scores)
        winners = " & ".join(who[k] for k, s in enumerate(scores) if s == best)
        draw.text((LEFT, top + 1), f"Best score: {winners} with {best}", fill=TEXT, font=small)
    else:
        draw.text((LEFT, top + 1), phase_text(state, who), fill=TEXT, font=small)
    if state.options.mode == "arcade":
        right = _right()
        for k in range(max(0, state.lives)):
            cx, cy = right - 12 - k * 30, top + 15
            draw.pieslice((cx - 11, cy - 11, cx + 11, cy + 11), 210, 150, fill=PAC_YELLOW)
        draw.text((right - 12 - 3 * 30, top + 15), "LIVES", fill=DIM, font=small, anchor="rm")


def _card_line(state: PacmanState, draw, top: int) -> None:
    card = _card_text(state)
    if card:
        draw.text((LEFT, top - 2), card, fill=DIM, font=font(18))


def _right() -> int:
    return LEFT + default_maze().cols * CELL


def phase_text(state: PacmanState, who: list[str]) -> str:
    if state.phase == Phase.ROLL:
        return "Roll 3 dice"
    if state.phase == Phase.POWER_ROLL:
        move = POWER_MOVES - state.power_left + 1
        return f"ENERGIZED: roll 1 die (power move {move} of {POWER_MOVES})"
    if state.phase in (Phase.MOVE, Phase.POWER_MOVE):
        left = state.steps - len(state.path)
        steps = f"{left} step{'s' if left != 1 else ''} left"
        if state.phase == Phase.POWER_MOVE:
            move = POWER_MOVES - state.power_left + 1
            return f"ENERGIZED: power move {move} of {POWER_MOVES}, rolled {state.steps}: {steps}"
        dice = " + ".join(map(str, state.roll))
        return f"Rolled {dice} = {state.steps}: {steps}"
    move = current_move(state)
    if move is None:
        return ""
    seat = controller(state)
    by = f" ({who[seat]})" if seat is not None else ""
    return f"Ghosts: {move.ghost.title} moves {move.spaces}{by}"


def _card_text(state: PacmanState) -> str:
    if state.card is None:
        return ""
    card = cards()[state.card]
    parts = []
    for k, move in enumerate(card.moves):
        mark = "▶" if k == state.card_next else ("✓" if k < state.card_next else " ")
        parts.append(f"{mark}{move.ghost.title} {move.spaces}")
    return "Card: " + "  ".join(parts)


def _sections_line(maze: Maze, state: PacmanState, draw, top: int) -> None:
    y = top + 10
    small, bold = font(19), font(19, bold=True)
    left = set(state.dots)
    x = LEFT
    for key in maze.data.sections:
        nodes = maze.section_nodes(key)
        done = len(nodes) - len(left.intersection(nodes))
        colour = PAC_YELLOW if key in state.sections else TEXT
        draw.text((x, y), f"{key}", fill=colour, font=bold)
        bar = (x + 24, y + 4, x + 120, y + 16)
        draw.rectangle(bar, outline=DIM)
        draw.rectangle((bar[0], bar[1], bar[0] + 96 * done // len(nodes), bar[3]), fill=colour)
        draw.text((x + 126, y - 1), f"{done}/{len(nodes)}", fill=DIM, font=small)
        x += maze.cols * CELL // len(maze.data.sections)


def _eaten_line(state: PacmanState, draw, top: int) -> None:
    small = font(19)
    x, y = LEFT, top
    draw.text((x, y), "Fruit eaten:", fill=DIM, font=small)
    x += 116
    for fruit in state.fruit_eaten:
        draw_fruit(draw, (x + 10, y + 12), fruit, 10)
        x += 28
    ghosts = f"Ghosts eaten: {state.ghosts_eaten}"
    draw.text((x + 12, y), ghosts, fill=DIM, font=small)


def _seats_line(maze: Maze, state: PacmanState, names: list[str] | None, draw, top: int) -> None:
    """Every seat: letter disc, name, inning score (or PAC-MAN), the initials of the ghosts
    it moves in their colours; the seat that must act now in yellow."""
    y = top + 2
    letters = seat_letters(names, state.players)
    who = seat_names(names, state.players)
    per_row = 3
    width = (maze.cols * CELL) // per_row
    for seat in range(state.players):
        x = LEFT + (seat % per_row) * width
        top = y + (seat // per_row) * 26
        colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
        draw.ellipse((x - 1, top - 1, x + 22, top + 22), fill=colour)
        draw.text(
            (x + 11, top + 11), letters[seat], fill=BLACK, font=font(SMALL, True), anchor="mm"
        )
        score = state.scores[seat]
        if seat == state.pacman and score is None:
            shown = ": PAC-MAN"
        else:
            shown = "" if score is None else f": {score} pts"
        acting = seat == (controller(state) if state.phase == Phase.GHOSTS else state.pacman)
        colour = PAC_YELLOW if acting and state.phase != Phase.OVER else TEXT
        text = f"{who[seat][:12]}{shown}"
        draw.text((x + 26, top), text, fill=colour, font=font(18))
        if state.phase == Phase.OVER:
            continue
        # the ghosts this seat moves: their initials in their own colours
        gx = x + 26 + draw.textlength(text, font=font(18)) + 10
        for ghost, owner in zip(GHOSTS, state.control, strict=True):
            if owner == seat:
                draw.text((gx, top), ghost.initial, fill=GHOST_COLOURS[ghost], font=font(18, True))
                gx += 16
