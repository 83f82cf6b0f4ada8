"""Running the real bot on SimCord under load: a clock that follows the wall clock, clicks
delivered as the gateway would without waiting for the bot to settle, and a tap on every
REST call the bot makes (acknowledgements, boards). bench/latency_simcord.py uses them.

SimCord (3.2.1) settles the bot after every member action: `member.click(...)` emits the
INTERACTION_CREATE and then waits, in real time, until every task of the bot is parked
(up to `settle_timeout`, 5 s). With a thousand live games the bot is never idle, so a
click would wait for the others and none could be in flight at once. Its bot timers
(`call_later`, `asyncio.sleep` in bot tasks) run on its virtual clock; the real-time
fallback it gives each one settles the whole bot before moving the clock, which a busy
bot turns into a 5 s time-out (after which SimCord only re-arms fallbacks).

So, without patching SimCord's files, from its own modules:
- `deliver` builds the component interaction the way `MemberActor.click`/`select` do
  (`simcord.interactions.base_payload`, the clicked message's payload from
  `simcord.backend.serializers`) and emits it on the backend, which feeds the bot's
  gateway: the bot's own discord.py parses and dispatches it, exactly as for a settling
  click, and `deliver` returns at once (the `Interaction` record to read the answer from).
- `WallClock` moves SimCord's clock (`backend.advance_clock`) with the wall clock every
  few milliseconds and runs the bot's timers that are due (the handles SimCord keeps in
  `env._work.callbacks`, run as its own settlement does), cancelling their real-time
  fallbacks so only it fires them: the click's 0.8 s acknowledgement watchdog
  (bot/replies.py), the channels' 5-per-5-s pacing (bot/channel_limit.py) and the turn
  clock fire on time, as on Discord, and nothing ever settles.
- `Wire` wraps `simcord.http.router.dispatch` (both SimCord's REST client and its
  webhook adapter call it; tests/bot/conftest.py wraps it the same way) to stamp, for
  each click, its acknowledgement (the interaction's callback) and its board (the first
  call after it carrying a PNG to the game's thread or to the click's own answer), and
  to wake whoever waits for a channel to change.
"""

from __future__ import annotations

import asyncio
import re
import time
from dataclasses import dataclass, field

import simcord.interactions as interactions
from simcord.backend import serializers
from simcord.enums import InteractionType
from simcord.http import router

EPHEMERAL = 64
CALLBACK = re.compile(r"^/interactions/(\d+)/[^/]+/callback$")
WEBHOOK = re.compile(r"^/webhooks/\d+/([^/]+)(?:/messages/[^/]+)?$")
CHANNEL = re.compile(r"^/channels/(\d+)/messages(?:/\d+)?$")


class WallClock:
    """SimCord's clock, moved along with the wall clock; the bot's due timers fired."""

    def __init__(self, env, period: float = 0.005) -> None:
        self.env, self.period = env, period
        self.fired = 0
        self._task: asyncio.Task | None = None

    def start(self) -> None:
        self._task = asyncio.get_running_loop().create_task(self._run())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)

    async def _run(self) -> None:
        clock = self.env.backend.clock
        start, virtual = time.perf_counter(), clock.elapsed
        while True:
            ahead = virtual + time.perf_counter() - start - clock.elapsed
            if ahead > 0:
                self.env.backend.advance_clock(ahead)
            self.fire()
            await asyncio.sleep(self.period)

    def fire(self) -> None:
        """Run the bot's timers due by SimCord's clock, earliest first; take the real-time
        fallback off the others (this clock fires them). Cancelled ones are dropped from
        SimCord's list, as its settling does (each click cancels its watchdog: kept, they
        would make every callback SimCord tracks slower to remove)."""
        now = self.env.backend.clock.elapsed
        work = self.env._work
        work.callbacks = [r for r in work.callbacks if r.handle is None or not r.handle.cancelled()]
        due = []
        for record in work.callbacks:
            handle = record.handle
            if record.when is None or handle is None:
                continue
            if record.real_handle is not None:
                record.real_handle.cancel()
                record.real_handle = None
            if record.when <= now:
                due.append(record)
        due.sort(key=lambda record: record.when)
        for record in due:
            if not record.handle.cancelled():
                record.handle._run()  # (SimCord's wrapper drops the record; errors it logs)
                self.fired += 1


def deliver(env, member, message, component: dict, values: list[str] | None = None):
    """`member` clicks `component` (a button, or a select with `values`) of `message` (a
    stored SimCord message): the gateway's INTERACTION_CREATE, not waited for. Returns
    SimCord's record of the interaction."""
    backend = env.backend
    data = {"custom_id": component["custom_id"], "component_type": component["type"]}
    if values is not None:
        data["values"] = values
    record, payload = interactions.base_payload(
        backend,
        type=InteractionType.MESSAGE_COMPONENT,
        channel_id=message.channel_id,
        guild_id=member.guild.id,
        user_id=member.id,
        data=data,
    )
    payload["message"] = dict(serializers.message_payload(backend, message))
    record.source_message_id = message.id
    backend.emit("INTERACTION_CREATE", payload)
    return record


@dataclass
class Click:
    """One delivered click and what the bot answered, stamped with perf_counter."""

    record: object  # SimCord's Interaction
    thread_id: int  # the game's thread (its board, and its panels, are there)
    act: bool  # the control plays a move (else it opens or changes a panel)
    sent: float = field(default_factory=time.perf_counter)
    acked: float | None = None
    board: float | None = None
    private: str | None = None  # the text of a private answer (a panel, a refusal)
    answered: bool = False  # a panel shown or changed, or a private answer
    done: asyncio.Event = field(default_factory=asyncio.Event)


class Wire:
    """Every REST call the bot makes, seen as it returns: acknowledgements and boards of
    the clicks in flight, REST calls counted, and an event per changed channel."""

    def __init__(self) -> None:
        self.calls = 0
        self._by_id: dict[int, Click] = {}
        self._by_token: dict[str, Click] = {}
        self._by_thread: dict[int, Click] = {}  # the act click in flight, a game
        self._changed: dict[int, asyncio.Event] = {}
        self._real = None

    def install(self) -> None:
        real = self._real = router.dispatch

        def observed(backend, method, path, *, json=None, files=None, **fields):
            result = real(backend, method, path, json=json, files=files, **fields)
            self._seen(method, path, json, bool(files))
            return result

        router.dispatch = observed

    def uninstall(self) -> None:
        if self._real is not None:
            router.dispatch, self._real = self._real, None

    def track(self, click: Click) -> Click:
        self._by_id[click.record.id] = click
        self._by_token[click.record.token] = click
        if click.act:
            self._by_thread[click.thread_id] = click
        return click

    def forget(self, click: Click) -> None:
        self._by_id.pop(click.record.id, None)
        self._by_token.pop(click.record.token, None)
        if self._by_thread.get(click.thread_id) is click:
            del self._by_thread[click.thread_id]

    def changed(self, channel_id: int) -> asyncio.Event:
        """Set whenever the bot writes to this channel (clear it before reading)."""
        return self._changed.setdefault(channel_id, asyncio.Event())

    def _seen(self, method: str, path: str, json, files: bool) -> None:
        self.calls += 1
        now = time.perf_counter()
        click, kind, body = None, None, json or {}
        if match := CALLBACK.match(path):
            click = self._by_id.get(int(match[1]))
            if click is None:
                return
            if click.acked is None:
                click.acked = now
            kind, body = body.get("type"), body.get("data") or {}
        elif match := WEBHOOK.match(path):
            click = self._by_token.get(match[1])
            kind = 4 if method == "POST" else 7  # a followup, or the answer edited
        elif (match := CHANNEL.match(path)) and method in ("POST", "PATCH"):
            channel = int(match[1])
            if event := self._changed.get(channel):
                event.set()
            if files:
                click = self._by_thread.get(channel)
        if click is None:
            return
        if files and click.act and click.board is None:
            click.board = now
        elif kind in (4, 7) and (not click.act or body.get("flags", 0) & EPHEMERAL):
            click.private = body.get("content", click.private)  # a panel, or a refusal
            click.answered = True
        if click.acked is not None and (click.board is not None or click.answered):
            click.done.set()
        if event := self._changed.get(click.thread_id):
            event.set()
