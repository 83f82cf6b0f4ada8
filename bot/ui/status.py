"""The words around the pictures: lobby, board and results messages (≤ 2000 characters)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.ratings import shown_rating
from bot.store import ResultRow, Status
from bot.turns import shown as clock_words
from bot.ui import ui_for
from render.common import seat_letters

if TYPE_CHECKING:
    from bot.tables import Table

LIMIT = 2000
SEAT_MARKS = ["🟧", "🟦", "🟩", "🟪", "🟨", "🟥"]  # the renderer's seat colours, in order
MAX_EVENTS = 12


def seat_line(table: Table) -> str:
    letters = seat_letters(table.names, len(table.seats))
    parts = []
    for seat, letter in zip(table.seats, letters, strict=True):
        who = seat.name + (" (AI)" if seat.is_ai and seat.user_id is not None else "")
        if seat.timeouts and not seat.is_ai:
            who += f" ⏰{seat.timeouts}"
        parts.append(f"{SEAT_MARKS[seat.seat % 6]} **{letter}** {who}")
    return " · ".join(parts)


def lobby_text(table: Table) -> str:
    row, game = table.row, table.game
    low, high = table.player_range()
    lines = [f"**{game.title}** — game #{row.id}, hosted by <@{row.host_id}>"]
    if game.summary:
        lines.append(f"-# {game.summary}")
    lines.append(f"Players {len(table.seats)}/{high} (needs {low}–{high}):")
    for seat in table.seats:
        who = f"<@{seat.user_id}>" if seat.user_id is not None else f"🤖 {seat.name}"
        lines.append(f"{SEAT_MARKS[seat.seat % 6]} {who}")
    options = table.options.model_dump()
    if options:
        fields = type(table.options).model_fields
        shown = " · ".join(
            f"{fields[name].title or name.replace('_', ' ')}: {option_words(fields[name], value)}"
            for name, value in options.items()
        )
        lines.append(f"Options: {shown}")
    if row.turn_seconds is not None:
        lines.append(
            f"⏱️ Turn timer: {clock_words(row.turn_seconds)} a turn; after {row.afk_limit} "
            "time-outs in a row the AI takes the seat for good."
        )
    if row.status is Status.LOBBY:
        lines.append("Join, add an AI, then the host presses **Start**.")
        if row.deadline is not None:
            lines.append(f"⌛ This lobby closes <t:{int(row.deadline)}:R> if nobody starts it.")
    return _fit("\n".join(lines))


def board_text(table: Table, events: list[str]) -> str:
    """Whose turn it is (with a ping), the seats and what just happened."""
    state = table.state
    lines = [f"**{table.game.title}** — game #{table.id} · turn {state.turn + 1}", seat_line(table)]
    facts = ui_for(table.game.name).facts(table)
    if facts:
        lines.append(facts)
    if events:
        shown = events[-MAX_EVENTS:]
        if len(events) > MAX_EVENTS:
            hidden = len(events) - MAX_EVENTS
            lines.append(f"-# … {hidden} earlier event{'s' if hidden != 1 else ''}")
        lines += [f"• {event}" for event in shown]
    lines += ui_for(table.game.name).status(table)
    humans = table.humans_to_act()
    if humans:
        who = ", ".join(f"<@{s.user_id}>" for s in humans)
        line = f"➡️ {who}: {ui_for(table.game.name).prompt(table)}"
        if table.row.deadline is not None and table.row.turn_seconds is not None:
            at = int(table.row.deadline)  # the time, then how far: never "runs out … ago"
            line += f" ⏳ Deadline <t:{at}:t> (<t:{at}:R>)."
        lines.append(line)
    elif table.to_act():
        names = ", ".join(f"**{table.seats[s].name}**" for s in table.to_act())
        lines.append(f"🤖 {names} (AI) to play.")
    return _fit("\n".join(lines))


def results_text(table: Table, results: list[ResultRow], events: list[str]) -> str:
    """Final ranks, scores and rating changes (or the abandonment)."""
    title = f"**{table.game.title}** — game #{table.id}"
    if table.row.status is Status.ABANDONED:
        return _fit(f"{title} was abandoned: no results, no rating changes.")
    lines = [f"{title} is over."]
    lines += [f"• {event}" for event in events[-MAX_EVENTS:]]
    medals = {1: "🥇", 2: "🥈", 3: "🥉"}
    for result in sorted(results, key=lambda r: (r.rank, r.seat)):
        who = f"<@{result.user_id}>" if result.user_id is not None else f"🤖 {result.name}"
        parts = [f"{medals.get(result.rank, f'#{result.rank}')} {who}"]
        if result.score is not None:
            parts.append(f"{result.score} pt{'s' if result.score != 1 else ''}")
        if result.resigned:
            away = result.seat < len(table.seats) and table.seats[result.seat].away
            parts.append("ran out of time: the AI took over" if away else "resigned")
        if result.mu_before is not None and result.mu_after != result.mu_before:
            before = shown_rating(result.mu_before, result.sigma_before)
            after = shown_rating(result.mu_after, result.sigma_after)
            parts.append(f"rating {after} ({after - before:+d})")
        lines.append(" · ".join(parts))
    return _fit("\n".join(lines))


def option_words(info: Any, value: object) -> str:
    """How a lobby option's value reads: yes/no, the value, or what None means for it
    (the field's `json_schema_extra={"none_means": ...}`, e.g. "unlimited")."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        extra = info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}
        return str(extra.get("none_means", "none"))
    return str(value)


def _fit(text: str) -> str:
    return text if len(text) <= LIMIT else text[: LIMIT - 1] + "…"
