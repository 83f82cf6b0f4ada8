"""Counting what the bot asks of Discord: REST calls per human click, and messages a
channel receives within 5 seconds (Discord allows about 5 per 5 s per channel).

SimCord logs every REST call the bot makes (`env.http_requests`); `RestMeter` stamps
them with the virtual clock as the test goes. `Player` plays a whole game as the members
would: for the member whose turn it is, it takes the move the game's AI would choose,
finds the shortest way to it through the controls the bot offers (board buttons, select
menus, private panels: the game's UI module answers offline which draft leads where),
then clicks exactly that way on the real messages.
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass, field

from simcord.results import ResponseMessage

from bot.ui import ui_for
from bot.ui.controls import Button, Select

CHANNEL_MESSAGES = re.compile(r"^/channels/(\d+)/messages(?:/(\d+))?$")


@dataclass(frozen=True)
class Call:
    at: float  # virtual seconds
    method: str
    path: str

    @property
    def channel(self) -> int | None:
        """The channel whose message bucket this call counts against (None: an
        interaction's own response or followup, which Discord limits per interaction)."""
        match = CHANNEL_MESSAGES.match(self.path)
        return int(match[1]) if match else None

    @property
    def is_post(self) -> bool:
        return self.method == "POST" and self.channel is not None

    @property
    def is_write(self) -> bool:
        return self.method in ("POST", "PATCH", "DELETE") and self.channel is not None


@dataclass
class RestMeter:
    """The bot's REST calls, in order, each stamped with the virtual time it was seen."""

    env: object
    calls: list[Call] = field(default_factory=list)
    seen: int = 0

    def take(self) -> list[Call]:
        """The calls made since the last take."""
        now = self.env.now().timestamp()
        fresh = [Call(now, e.method, e.path) for e in self.env.http_requests[self.seen :]]
        self.seen += len(fresh)
        self.calls += fresh
        return fresh


def peak_in_window(times: list[float], seconds: float = 5.0) -> int:
    """The most events within any `seconds`-long window."""
    times = sorted(times)
    best, start = 0, 0
    for end, t in enumerate(times):
        while t - times[start] >= seconds:
            start += 1
        best = max(best, end - start + 1)
    return best


def peak_per_channel(calls: list[Call], which: str = "is_post") -> int:
    """The most channel messages (posts, or posts + edits) one channel got within 5 s."""
    channels: dict[int, list[float]] = {}
    for call in calls:
        if getattr(call, which):
            channels.setdefault(call.channel, []).append(call.at)
    return max((peak_in_window(ts) for ts in channels.values()), default=0)


# -- playing as members ----------------------------------------------------------------
@dataclass(frozen=True)
class Step:
    """One click: a button (`value` is its action key or panel draft) or a select
    option (`value` is the option's value); `act` says whether it plays the move."""

    kind: str  # "button" or "select"
    act: bool
    value: str


def _edges(controls) -> list[Step]:
    steps = []
    for control in controls:
        if isinstance(control, Button):
            if control.disabled or control.info is not None:
                continue
            act = control.act is not None
            steps.append(Step("button", act, control.act if act else control.panel))
        elif isinstance(control, Select):
            act = control.kind == "act"
            steps += [Step("select", act, choice.value) for choice in control.choices]
    return steps


def way_to(table, seat, target: str, limit: int = 5000) -> list[Step]:
    """The fewest clicks from the board to the move `target` (an action key), else to
    the nearest move the controls offer."""
    ui = ui_for(table.game.name)
    queue = deque([(None, [])])
    seen: set[str] = set()
    fallback: list[Step] | None = None
    while queue and len(seen) < limit:
        draft, path = queue.popleft()
        if draft is None:
            controls = ui.board_controls(table)
        else:
            controls = ui.panel(table, seat, draft).controls
        for step in _edges(controls):
            if step.act:
                if step.value == target:
                    return [*path, step]
                fallback = fallback or [*path, step]
            elif step.value not in seen:
                seen.add(step.value)
                queue.append((step.value, [*path, step]))
    assert fallback is not None, "no move can be reached through the controls"
    return fallback


def _tail(custom_id: str) -> str:
    return custom_id.split(":", 3)[-1]


def _offers(item: dict, step: Step) -> bool:
    """Whether a component (as a dict) is the one `step` clicks."""
    if step.kind == "select":
        return item.get("type") == 3 and any(o["value"] == step.value for o in item["options"])
    custom_id = item.get("custom_id", "")
    prefix = "a" if step.act else "p"
    return (
        item.get("type") == 2
        and not item.get("disabled")
        and custom_id.split(":")[0] == prefix
        and _tail(custom_id) == step.value
    )


def _component_for(message, step: Step) -> dict:
    for row in message.components:
        children = row.children if hasattr(row, "children") else row["components"]
        for item in children:
            item = item if isinstance(item, dict) else item.to_dict()
            if _offers(item, step):
                return item
    raise AssertionError(f"{step} is not offered on {message.content!r}")


class Player:
    """Plays the members' moves through the bot's messages, counting the clicks."""

    def __init__(self, env, driver, members, meter: RestMeter) -> None:
        self.env, self.driver, self.members, self.meter = env, driver, members, meter
        self.clicks = 0
        self.moves = 0
        self.costs: list[tuple[int, int]] = []  # per move: its clicks and its REST calls

    async def table_of(self, board):
        custom_id = next(
            c["custom_id"]
            for row in board.components
            for c in row.to_dict()["components"]
            if c.get("custom_id", "").split(":")[0] in ("a", "p", "as", "ps")
        )
        return await self.env.bot.tables.table(int(custom_id.split(":")[1]))

    async def move(self, board, pace) -> None:
        """The member to act plays the AI's choice the shortest way; `pace()` runs
        between two clicks (advancing the clock by a human's pause)."""
        table = await self.table_of(board)
        seat = table.humans_to_act()[0]
        member = next(m for m in self.members.values() if m.id == seat.user_id)
        target = table.game.ai_action(table.state, seat.seat).key
        message = board
        calls = len(self.meter.calls)
        path = way_to(table, seat, target)
        for step in path:
            component = _component_for(message, step)
            if step.kind == "button":
                result = await member.click(message, custom_id=component["custom_id"])
            else:
                result = await member.select(
                    message, [step.value], custom_id=component["custom_id"]
                )
            self.clicks += 1
            message = self._panel(result, message)
            await pace()
        self.moves += 1
        self.costs.append((len(path), len(self.meter.calls) - calls))

    def _panel(self, result, message):
        """The private panel the click opened or updated (read afresh)."""
        shown = [m for m in [result.response, *result.followups] if m is not None and m.ephemeral]
        if shown:
            message = shown[-1]
        if isinstance(message, ResponseMessage):
            backend = self.env.backend
            return ResponseMessage(self.env, backend.get_message(message.channel_id, message.id))
        return message
