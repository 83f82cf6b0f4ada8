"""Tables as pictures (leaderboards): a title, a header row, striped rows, a note.

Drawn 800 px wide with text at least 20 px tall, so a phone showing it 400 px wide still
prints every letter at 10 px or more.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PIL import Image

from render.common import Draw, font, to_png

WIDTH = 800
PAD = 24
ROW = 44
TITLE_SIZE, TEXT_SIZE, NOTE_SIZE = 32, 24, 20
SMALLEST_TEXT = NOTE_SIZE  # the smallest font this module draws with, in px at WIDTH

INK = (33, 37, 41)
MUTED = (96, 103, 112)
PAPER = (250, 250, 247)
STRIPE = (236, 238, 241)
HEAD = (52, 58, 64)
GOLD = (255, 233, 160)


@dataclass(frozen=True)
class Section:
    """One table: `columns` headers, `rows` of cells (strings), the first column flexible
    (the player's name) unless `flex` says otherwise; `sorted_by` is printed bold."""

    title: str
    columns: list[str]
    rows: list[list[str]]
    notes: list[str] = field(default_factory=list)
    flex: int = 1
    sorted_by: int | None = None
    lead: int | None = 0  # the row drawn as the leader (None: no leader)


def tables_png(sections: list[Section]) -> bytes:
    """The sections stacked into one PNG."""
    return to_png(tables_picture(sections))


def tables_picture(sections: list[Section]) -> Image.Image:
    parts = [_section(s) for s in sections]
    height = sum(p.height for p in parts) + PAD * (len(parts) + 1)
    image = Image.new("RGB", (WIDTH, height), PAPER)
    y = PAD
    for part in parts:
        image.paste(part, (0, y))
        y += part.height + PAD
    return image


def _section(section: Section) -> Image.Image:
    note_lines = [line for note in section.notes for line in _wrap(note, NOTE_SIZE)]
    height = 48 + ROW * (len(section.rows) + 1) + 12 + 28 * len(note_lines)
    image = Image.new("RGB", (WIDTH, height), PAPER)
    draw = Draw(image)
    draw.text((PAD, 0), section.title, font=font(TITLE_SIZE, bold=True), fill=INK)
    heading = _header_size(section)
    widths = _widths(section, heading)
    y = 48
    draw.rectangle((PAD, y, WIDTH - PAD, y + ROW), fill=HEAD)
    _row(draw, section.columns, widths, y, section, header=True, size=heading)
    for index, cells in enumerate(section.rows):
        y += ROW
        if index == section.lead:
            draw.rectangle((PAD, y, WIDTH - PAD, y + ROW), fill=GOLD)
        elif index % 2:
            draw.rectangle((PAD, y, WIDTH - PAD, y + ROW), fill=STRIPE)
        _row(draw, cells, widths, y, section, header=False)
    y += ROW + 12
    for line in note_lines:
        draw.text((PAD, y), line, font=font(NOTE_SIZE), fill=MUTED)
        y += 28
    return image


def _header_size(section: Section) -> int:
    """The header's text size: the rows' unless the headers are too long for the flexible
    column to show its own whole (Greek and Polish headers run long); then the notes'."""
    widths = _widths(section, TEXT_SIZE)
    flex = section.columns[section.flex]
    return TEXT_SIZE if _measure(flex, bold=True) <= widths[section.flex] - 12 else NOTE_SIZE


def _widths(section: Section, header_size: int = TEXT_SIZE) -> list[int]:
    """Each fixed column as wide as its widest cell; the flexible one takes the rest."""
    gap = 18
    widths = []
    for col, header in enumerate(section.columns):
        widest = max((_measure(row[col], bold=True) for row in section.rows), default=0)
        widths.append(max(widest, _measure(header, bold=True, size=header_size)) + gap)
    spare = WIDTH - 2 * PAD - 12 - sum(w for i, w in enumerate(widths) if i != section.flex)
    widths[section.flex] = max(spare, 120)
    return widths


def _row(
    draw, cells: list[str], widths: list[int], y: int, section: Section, *, header: bool,
    size: int = TEXT_SIZE,
):  # fmt: skip
    x = PAD + 12
    for col, (cell, width) in enumerate(zip(cells, widths, strict=True)):
        bold = header or col == section.sorted_by
        text = _fit(cell, width - 12, bold, size) if col == section.flex else cell
        face = font(size, bold=bold)
        fill = (255, 255, 255) if header else INK
        if col == section.flex:
            draw.text((x, y + ROW / 2), text, font=face, fill=fill, anchor="lm")
        else:  # numbers line up on the right
            draw.text((x + width - 18, y + ROW / 2), text, font=face, fill=fill, anchor="rm")
        x += width


def _measure(text: str, bold: bool = False, size: int = TEXT_SIZE) -> int:
    return round(font(size, bold=bold).getlength(text))


def _fit(text: str, width: int, bold: bool, size: int = TEXT_SIZE) -> str:
    """The text cut with an ellipsis to fit `width` pixels."""
    if _measure(text, bold, size) <= width:
        return text
    while text and _measure(text + "…", bold, size) > width:
        text = text[:-1]
    return text + "…"


def _wrap(text: str, size: int) -> list[str]:
    """Words wrapped to the table's width."""
    lines, line = [], ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and _measure(trial, size=size) > WIDTH - 2 * PAD:
            lines.append(line)
            line = word
        else:
            line = trial
    return lines + ([line] if line else [])
