"""Passtally's tile action as one choice: where to lay the tile, best first.

`Place tile 1/2/3` on the board opens the player's private panel for that tile: every
legal place for it (both ways round), ranked by what the turn would score with it, then
by what it takes from the others' lines (games/passtally/placements.py), each labelled in
words (`1. C3–D3 · +1 pt · completes your 6-pass line · cuts Bo's 4-pass line`). The
preview image numbers the best few places on the board. Choosing one draws it, with what
it scores, and offers `✅ Confirm`, which plays it. Three clicks a tile.

Four menus of 25 hold the first 100 places; past that (an empty board and a tile with two
different halves: 120), `More places ▶` shows the rest. The panel also switches to the
other face-up tiles. The engine stays the authority: Confirm plays an action key it
checks, and the state version in every custom_id refuses a stale panel.

Panel drafts: "t" + stack (1-3), then optionally the chosen action's place (cell + facing:
"t2B4E" is the action key itself), then optionally "." + a page ("t2.1", "t2B4E.1").
"""

from __future__ import annotations

import re

from bot.ui.controls import SELECT_OPTIONS, Button, Choice, Control, Panel, Select, chunks
from games.passtally import PasstallyState, PlaceTile
from games.passtally.board import Board
from games.passtally.geometry import Side, parse_cell
from games.passtally.placements import Placement, ranked
from games.passtally.tiles import design_phrase
from lang import tr
from render.passtally import preview_note
from render.words import say

DRAFT = re.compile(r"t([1-3])(?:([A-F][1-6])([NESW]))?(?:\.(\d))?")
SELECTS = 4  # rows 0-3; row 4 holds Confirm, the other tiles, the page and Cancel
PER_PAGE = SELECTS * SELECT_OPTIONS
LABEL = 100  # Discord's limit for a select option's label (and its description)
NUMBERED = 5  # places numbered on the preview image
CLOSE = "x"


def place_buttons(
    state: PasstallyState, stacks: set[int], row: int = 0, language: str = "en"
) -> list[Control]:
    """`Place tile 1: cross + curves ↗` for each face-up tile (disabled when it cannot be
    laid), for the board."""
    buttons: list[Control] = []
    for k, tile in enumerate(state.face_up, start=1):
        if tile is None:
            empty = tr(language, "passtally-tile-empty", tile=k)
            buttons.append(Button(empty, panel=f"t{k}", row=row, disabled=True))
            continue
        design = say(design_phrase(tile), language)
        label = tr(language, "passtally-place-tile", tile=k, design=design)
        buttons.append(
            Button(label, panel=f"t{k}", style="primary", row=row, disabled=k not in stacks)
        )
    return buttons


def places_panel(
    state: PasstallyState, seat: int, names: list[str], draft: str, language: str = "en"
) -> Panel:
    """The private panel of one tile's places (draft "t2", "t2B4E", "t2B4E.1")."""
    match = DRAFT.fullmatch(draft)
    close = _close(language)
    if match is None:
        tiles = place_buttons(state, {1, 2, 3}, language=language)
        return Panel(tr(language, "passtally-pick-tile"), [*tiles, close])
    stack, cell, facing, page_text = match.groups()
    stack = int(stack)
    tile = state.face_up[stack - 1]
    if tile is None:
        return Panel(tr(language, "passtally-stack-out", tile=stack), [close])
    places = ranked(state, seat, stack, names)
    if not places:
        return Panel(tr(language, "passtally-fits-nowhere", tile=stack), [close])
    chosen_key = f"t{stack}{cell}{facing}" if cell else None
    rank = next((i for i, p in enumerate(places) if p.action.key == chosen_key), None)
    pages = -(-len(places) // PER_PAGE)
    if page_text is not None:
        page = min(int(page_text), pages - 1)
    else:
        page = rank // PER_PAGE if rank is not None else 0
    controls = _selects(places, stack, page, rank, language)
    row4: list[Control] = []
    if rank is not None:
        place = places[rank]
        text = [
            f"**{label(rank, place, language)}**",
            tr(
                language,
                "passtally-shape-level",
                shape=say(place.shape, language),
                level=place.level,
            ),
            preview_note(state, place.action, names),
            tr(language, "passtally-confirm-hint"),
        ]
        first, second = place.cells
        row4.append(
            Button(
                tr(language, "passtally-confirm", tile=stack, first=first, second=second),
                act=place.action.key,
                style="success",
                row=4,
            )
        )
        preview: dict = {"preview": place.action}
    else:
        text = [
            tr(
                language,
                "passtally-places-intro",
                tile=stack,
                design=say(design_phrase(tile), language),
                count=len(places),
            )
        ]
        if chosen_key is not None:  # a forged choice: say why, change nothing
            text.insert(0, _not_a_place(state, stack, cell, facing, language))
        preview = {"candidates": _numbered(places)}
    for k, other in enumerate(state.face_up, start=1):
        if k != stack and other is not None and len(row4) < 3:
            instead = tr(language, "passtally-tile-instead", tile=k)
            row4.append(Button(instead, panel=f"t{k}", row=4))
    if pages > 1:
        target = (page + 1) % pages
        first, last = target * PER_PAGE + 1, min(len(places), (target + 1) * PER_PAGE)
        key = "passtally-more-places" if target > page else "passtally-back-to-places"
        row4.append(
            Button(
                tr(language, key, first=first, last=last),
                panel=f"{draft.split('.')[0]}.{target}",
                row=4,
            )
        )
    row4.append(close)
    return Panel("\n".join(text), [*controls, *row4], **preview)


def label(rank: int, place: Placement, language: str = "en") -> str:
    """`3. C3–D3 · +1 pt · completes your 6-pass line · cuts Bo's 4-pass line`: what this
    place alone does (the points it adds to the turn's score, not the turn's whole score),
    at most 100 characters, a select option's limit."""
    first, second = place.cells
    if place.gain:
        points = tr(language, "passtally-gain", gain=f"{place.gain:+d}", count=abs(place.gain))
    else:
        points = tr(language, "passtally-no-extra-points")
    text = " · ".join([f"{rank + 1}. {first}–{second}", points, *place.effects])
    return text if len(text) <= LABEL else text[: LABEL - 1] + "…"


def _selects(
    places: list[Placement], stack: int, page: int, rank: int | None, language: str
) -> list[Control]:
    shown = places[page * PER_PAGE : (page + 1) * PER_PAGE]
    selects: list[Control] = []
    for i, group in enumerate(chunks(shown, SELECT_OPTIONS)):
        start = page * PER_PAGE + i * SELECT_OPTIONS
        if len(places) <= SELECT_OPTIONS:
            placeholder = tr(language, "passtally-where", tile=stack, count=len(places))
        else:
            end = start + len(group)
            placeholder = tr(
                language,
                "passtally-where-page",
                tile=stack,
                first=start + 1,
                last=end,
                count=len(places),
            )
        choices = [
            Choice(
                label(start + j, place, language),
                place.action.key,
                tr(
                    language,
                    "passtally-shape-level-short",
                    shape=say(place.shape, language),
                    level=place.level,
                ),
                default=start + j == rank,
            )
            for j, place in enumerate(group)
        ]
        selects.append(Select(placeholder, choices, kind="panel", row=i))
    return selects


def _numbered(places: list[Placement]) -> tuple[tuple[int, PlaceTile], ...]:
    """The best few places whose squares do not overlap a better one, with their ranks."""
    taken: set[str] = set()
    shown = []
    for rank, place in enumerate(places):
        if taken.isdisjoint(place.cells):
            taken.update(place.cells)
            shown.append((rank + 1, place.action))
            if len(shown) == NUMBERED:
                break
    return tuple(shown)


def _not_a_place(
    state: PasstallyState, stack: int, cell: str, facing: str, language: str = "en"
) -> str:
    """Why tile `stack` cannot be laid from `cell` towards `facing`, in the rules' words."""
    anchor = parse_cell(cell)
    problem = Board(state.placed).placement_problem(anchor, Side(facing)) if anchor else None
    why = say(problem, language) if problem else tr(language, "passtally-same-both-ways")
    return tr(language, "passtally-not-a-place", tile=stack, cell=cell, facing=facing, why=why)


def _close(language: str = "en") -> Button:
    return Button(tr(language, "panel-cancel"), panel=CLOSE, style="danger", row=4)
