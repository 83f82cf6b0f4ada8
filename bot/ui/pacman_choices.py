"""PAC-MAN's move as one choice: where to end (the walk there is the best one).

Under the board, after the roll:
- row 0: the best few end spaces as buttons (`K8 · 7 dots · 🍒`, `⚠ Blinky can reach it`,
  `☠ lands on Inky`);
- rows 1–3: every end space in select menus, best first, 25 a menu;
- row 4: the arrows, to walk step by step instead (the first step switches the board to
  the step-by-step pad).
Each choice opens the player's private panel: the walk drawn on the maze, what it eats and
risks, every end space again (paged past 75), and `✅ Confirm`, which plays
`GoTo(space, walk)`: the walk shown (the best one, games/pacman/destinations.py), step by
step as the engine checks it; the version in every custom_id refuses a stale choice.
"""

from __future__ import annotations

from bot.ui.controls import SELECT_OPTIONS, Button, Choice, Control, Panel, Select, chunks
from bot.ui.generic import action_label
from games.pacman.actions import GoTo, Step
from games.pacman.destinations import Outlook, outlooks
from games.pacman.maze import Direction, default_maze
from games.pacman.state import PacmanState
from lang import tr

DESTINATION = "d"  # panel draft: "d" + end space ("dK8"), optionally "." + page ("dK8.1")
BEST_BUTTONS = 4
SELECTS_ON_BOARD = 3  # rows 1-3; row 0 holds the best buttons, row 4 the arrows
SELECTS_IN_PANEL = 3  # rows 0-2; row 4 holds Confirm, the pages and Cancel
FRUIT_SIGNS = {"cherry": "🍒", "strawberry": "🍓", "orange": "🍊"}
PAD = (Direction.LEFT, Direction.UP, Direction.DOWN, Direction.RIGHT)


def destination_controls(state: PacmanState, language: str = "en") -> list[Control]:
    """The board's controls after the roll: best buttons, every end space, the arrows."""
    maze = default_maze()
    ranked = outlooks(state, maze)
    controls: list[Control] = [
        Button(_short(label(o, language), 80), panel=_draft(o), style=_style(o), row=0)
        for o in ranked[:BEST_BUTTONS]
    ]
    controls += _selects(ranked, first_row=1, rows=SELECTS_ON_BOARD, page=0, language=language)
    open_ = set(maze.pac_moves[state.at])
    controls += [
        Button(
            tr(language, "pacman-walk", arrow=d.arrow) if d in open_ else d.arrow,
            act=Step(direction=d).key,
            row=4,
            disabled=d not in open_,
        )
        for d in PAD
    ]
    return controls


def destination_panel(state: PacmanState, draft: str, language: str = "en") -> Panel:
    """The private panel for one end space (draft "K8" or "K8.1"): preview and Confirm."""
    maze = default_maze()
    ranked = outlooks(state, maze)
    name, _, page_text = draft.partition(".")
    page = int(page_text) if page_text.isdigit() else None
    chosen = next((o for o in ranked if maze.name(o.destination.end) == name), None)
    per_page = SELECTS_IN_PANEL * SELECT_OPTIONS
    pages = max(1, -(-len(ranked) // per_page))
    if page is None:
        page = ranked.index(chosen) // per_page if chosen else 0
    page = min(page, pages - 1)
    controls = _selects(
        ranked, first_row=0, rows=SELECTS_IN_PANEL, page=page, chosen=chosen, language=language
    )
    if page > 0:
        earlier = tr(language, "pacman-earlier-choices")
        controls.append(Button(earlier, panel=f"{DESTINATION}{name}.{page - 1}", row=4))
    if page + 1 < pages:
        later = tr(language, "pacman-later-choices")
        controls.append(Button(later, panel=f"{DESTINATION}{name}.{page + 1}", row=4))
    cancel = Button(tr(language, "panel-cancel"), panel="x", style="danger", row=4)
    if chosen is None:
        text = tr(language, "pacman-cannot-end-on", space=name) + " " if name else ""
        text += tr(language, "pacman-choose-end", count=len(ranked))
        return Panel(text.strip(), [*controls, cancel])
    dest = chosen.destination
    action = GoTo(to=maze.name(dest.end), walk=dest.walk)
    steps = " ".join(d.arrow for d in action.directions)
    text = "\n".join(
        [
            f"**{label(chosen, language)}**",
            tr(
                language,
                "pacman-the-walk",
                count=len(dest.path),
                revisits=dest.revisits,
                steps=steps,
            ),
            tr(language, "pacman-walk-drawn"),
        ]
    )
    confirm = Button(
        tr(language, "pacman-confirm-walk", move=action_label(action, language)),
        act=action.key,
        style="success",
        row=4,
    )
    return Panel(text, [*controls, confirm, cancel], preview=action)


def label(outlook: Outlook, language: str = "en") -> str:
    """What a choice gains and risks, in a few words: `K8 · 7 dots · 🍒 · ⚠ Blinky can
    reach it`."""
    dest = outlook.destination
    parts = [default_maze().name(dest.end)]
    if dest.pellet:
        parts.append(tr(language, "pacman-power-pellet"))
    parts.append(tr(language, "pacman-dots", count=dest.dots))
    if dest.fruit:
        fruit = tr(language, "pacman-fruit", fruit=dest.fruit)
        parts.append(f"{FRUIT_SIGNS.get(dest.fruit, '')} {fruit}".strip())
    parts += [tr(language, "pacman-eats-ghost", ghost=ghost) for ghost in dest.ghosts]
    if outlook.sections:
        sections = and_list(list(outlook.sections), language)
        parts.append(tr(language, "pacman-clears-section", sections=sections))
    if outlook.caught_by:
        parts.append(tr(language, "pacman-lands-on", ghost=outlook.caught_by))
    elif outlook.threatened_by:
        ghosts = list(outlook.threatened_by)
        who = and_list(ghosts, language)
        parts.append(tr(language, "pacman-can-reach", ghosts=who, count=len(ghosts)))
    return " · ".join(parts)


def and_list(items: list[str], language: str) -> str:
    """'Blinky and Inky', 'A, B and C' in `language`."""
    if len(items) <= 1:
        return "".join(items)
    return tr(language, "words-and", first=", ".join(items[:-1]), last=items[-1])


def _selects(
    ranked: list[Outlook],
    *,
    first_row: int,
    rows: int,
    page: int,
    chosen: Outlook | None = None,
    language: str = "en",
) -> list[Control]:
    per_page = rows * SELECT_OPTIONS
    shown = ranked[page * per_page : (page + 1) * per_page]
    selects: list[Control] = []
    for i, group in enumerate(chunks(shown, SELECT_OPTIONS)):
        first = page * per_page + i * SELECT_OPTIONS + 1
        last = first + len(group) - 1
        if len(ranked) <= SELECT_OPTIONS:
            placeholder = tr(language, "pacman-where-all", count=len(ranked))
        elif len(ranked) > len(shown):
            placeholder = tr(
                language, "pacman-where-of", first=first, last=last, count=len(ranked)
            )
        else:
            placeholder = tr(language, "pacman-where-page", first=first, last=last)
        choices = [
            Choice(
                _short(label(o, language), 100),
                _draft(o),
                _walk_note(o, language),
                default=o is chosen,
            )
            for o in group
        ]
        selects.append(Select(placeholder, choices, kind="panel", row=first_row + i))
    return selects


def _walk_note(outlook: Outlook, language: str = "en") -> str:
    dest = outlook.destination
    note = tr(language, "pacman-walk-note", count=len(dest.path), revisits=dest.revisits)
    if outlook.danger and not outlook.caught_by:
        share = round(100 * outlook.danger)
        note += " · " + tr(language, "pacman-danger", share=share)
    return note


def _draft(outlook: Outlook) -> str:
    return f"{DESTINATION}{default_maze().name(outlook.destination.end)}"


def _style(outlook: Outlook) -> str:
    if outlook.caught_by:
        return "danger"
    return "secondary" if outlook.threatened_by else "primary"


def _short(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
