"""Controls as plain data: what a game's UI module returns and the bot turns into
Discord buttons and select menus (bot/ui/views.py).

A control either plays a move (`act`: an action key), opens/updates the acting player's
private panel (`panel`: a short draft string the game's UI reads back), or shows any
player of the game something private that is not a move (`info`: a draft read back by
GameUI.info, at any time, whoever's turn it is). Everything a click needs is in these
strings, so clicks work after a restart.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Literal

from games.core import Action

DRAFT = re.compile(r"^[A-Za-z0-9._-]{0,60}$")  # fits a custom_id or select value

Style = Literal["primary", "secondary", "success", "danger"]

MAX_BUTTONS_ON_BOARD = 20  # 4 rows of 5; the fifth row stays free for game buttons
SELECT_OPTIONS = 25  # Discord's limit per select menu
ROWS = 5


@dataclass(frozen=True)
class Button:
    label: str
    act: str | None = None  # play this action key
    panel: str | None = None  # open or update the panel with this draft
    info: str | None = None  # show the clicker GameUI.info(draft), privately
    setting: str | None = None  # the clicker's own setting ("auto-roll": bot/ui/auto_roll.py)
    style: Style = "secondary"
    row: int | None = None
    disabled: bool = False

    def __post_init__(self) -> None:
        given = [x for x in (self.act, self.panel, self.info, self.setting) if x is not None]
        if len(given) != 1:
            raise ValueError(
                "a Button plays a move, opens a panel, shows info or a setting: one of them"
            )
        for draft in (self.panel, self.info):
            if draft is not None and not DRAFT.match(draft):
                raise ValueError(f"bad draft {draft!r}")


@dataclass(frozen=True)
class Choice:
    label: str
    value: str  # an action key (act select) or a draft (panel select)
    description: str | None = None
    default: bool = False


@dataclass(frozen=True)
class Select:
    placeholder: str
    choices: list[Choice]
    kind: Literal["act", "panel"] = "act"
    row: int | None = None

    def __post_init__(self) -> None:
        if not 1 <= len(self.choices) <= SELECT_OPTIONS:
            raise ValueError(f"a select holds 1–{SELECT_OPTIONS} choices, not {len(self.choices)}")


Control = Button | Select


@dataclass(frozen=True)
class Summary:
    """A message of its own in the game's place, shown as an embed (a race result between
    two races...): a title, a few lines of text, and named blocks side by side."""

    title: str
    text: str = ""
    fields: list[tuple[str, str]] = field(default_factory=list)  # (name, value)


@dataclass(frozen=True)
class Panel:
    """A player's private control panel (an ephemeral message)."""

    text: str
    controls: list[Control] = field(default_factory=list)
    preview: Action | None = None  # draw the board with this candidate move
    viewer: int | None = None  # draw the board as this seat sees it (its private parts)


def chunks(items: list, size: int) -> list[list]:
    return [items[i : i + size] for i in range(0, len(items), size)]
