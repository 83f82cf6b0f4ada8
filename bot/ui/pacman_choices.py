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
from games.pacman.actions import GoTo, Step
from games.pacman.destinations import Outlook, outlooks
from games.pacman.maze import Direction, default_maze
from games.pacman.state import PacmanState

DESTINATION = "d"  # panel draft: "d" + end space ("dK8"), optionally "." + page ("dK8.1")
BEST_BUTTONS = 4
SELECTS_ON_BOARD = 3  # rows 1-3; row 0 holds the best buttons, row 4 the arrows
SELECTS_IN_PANEL = 3  # rows 0-2; row 4 holds Confirm, the pages and Cancel
FRUIT_SIGNS = {"cherry": "🍒", "strawberry": "🍓", "orange": "🍊"}
PAD = (Direction.LEFT, Direction.UP, Direction.DOWN, Direction.RIGHT)


def destination_controls(state: PacmanState) -> list[Control]:
    """The board's controls after the roll: best buttons, every end space, the arrows."""
    maze = default_maze()
    ranked = outlooks(state, maze)
    controls: list[Control] = [
        Button(_short(label(o), 80), panel=_draft(o), style=_style(o), row=0)
        for o in ranked[:BEST_BUTTONS]
    ]
    controls += _selects(ranked, first_row=1, rows=SELECTS_ON_BOARD, page=0)
    open_ = set(maze.pac_moves[state.at])
    controls += [
        Button(
            f"Walk {d.arrow}" if d in open_ else d.arrow,
            act=Step(direction=d).key,
            row=4,
            disabled=d not in open_,
        )
        for d in PAD
    ]
    return controls


def destination_panel(state: PacmanState, draft: str) -> Panel:
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
    controls = _selects(ranked, first_row=0, rows=SELECTS_IN_PANEL, page=page, chosen=chosen)
    if page > 0:
        controls.append(Button("◀ Earlier choices", panel=f"{DESTINATION}{name}.{page - 1}", row=4))
    if page + 1 < pages:
        controls.append(Button("Later choices ▶", panel=f"{DESTINATION}{name}.{page + 1}", row=4))
    cancel = Button("Cancel", panel="x", style="danger", row=4)
    if chosen is None:
        text = f"PAC-MAN cannot end on {name} with this roll." if name else ""
        text += f" Choose one of his {len(ranked)} end spaces (best first)."
        return Panel(text.strip(), [*controls, cancel])
    dest = chosen.destination
    action = GoTo(to=maze.name(dest.end), walk=dest.walk)
    steps = " ".join(d.arrow for d in action.directions)
    revisits = f", {dest.revisits} revisited" if dest.revisits else ""
    text = (
        f"**{label(chosen)}**\n"
        f"The walk ({len(dest.path)} steps{revisits}): {steps}\n"
        "It is drawn on the maze below. ✅ Confirm to make the move."
    )
    confirm = Button(f"✅ Confirm: {action.label}", act=action.key, style="success", row=4)
    return Panel(text, [*controls, confirm, cancel], preview=action)


def label(outlook: Outlook) -> str:
    """What a choice gains and risks, in a few words: `K8 · 7 dots · 🍒 · ⚠ Blinky can
    reach it`."""
    dest = outlook.destination
    parts = [default_maze().name(dest.end)]
    if dest.pellet:
        parts.append("⚡ power pellet")
    parts.append(f"{dest.dots} dot{'s' if dest.dots != 1 else ''}" if dest.dots else "no dots")
    if dest.fruit:
        parts.append(f"{FRUIT_SIGNS.get(dest.fruit, '')} {dest.fruit}".strip())
    parts += [f"👻 eats {ghost}" for ghost in dest.ghosts]
    if outlook.sections:
        parts.append(f"clears section {' and '.join(outlook.sections)}")
    if outlook.caught_by:
        parts.append(f"☠ lands on {outlook.caught_by}")
    elif outlook.threatened_by:
        parts.append(f"⚠ {' and '.join(outlook.threatened_by)} can reach it")
    return " · ".join(parts)


def _selects(
    ranked: list[Outlook], *, first_row: int, rows: int, page: int, chosen: Outlook | None = None
) -> list[Control]:
    per_page = rows * SELECT_OPTIONS
    shown = ranked[page * per_page : (page + 1) * per_page]
    selects: list[Control] = []
    for i, group in enumerate(chunks(shown, SELECT_OPTIONS)):
        first = page * per_page + i * SELECT_OPTIONS + 1
        last = first + len(group) - 1
        more = f" of {len(ranked)}" if len(ranked) > len(shown) else ""
        placeholder = (
            f"Where to? All {len(ranked)} end spaces, best first"
            if len(ranked) <= SELECT_OPTIONS
            else f"Where to? End spaces {first}–{last}{more}, best first"
        )
        choices = [
            Choice(_short(label(o), 100), _draft(o), _walk_note(o), default=o is chosen)
            for o in group
        ]
        selects.append(Select(placeholder, choices, kind="panel", row=first_row + i))
    return selects


def _walk_note(outlook: Outlook) -> str:
    dest = outlook.destination
    note = f"{len(dest.path)} steps"
    if dest.revisits:
        note += f", {dest.revisits} revisited"
    if outlook.danger and not outlook.caught_by:
        note += f" · {round(100 * outlook.danger)}% chance a ghost lands there next"
    return note


def _draft(outlook: Outlook) -> str:
    return f"{DESTINATION}{default_maze().name(outlook.destination.end)}"


def _style(outlook: Outlook) -> str:
    if outlook.caught_by:
        return "danger"
    return "secondary" if outlook.threatened_by else "primary"


def _short(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"
