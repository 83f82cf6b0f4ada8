"""The words around the pictures: lobby, board and results messages (≤ 2000 characters)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import lang
from bot.ratings import shown_rating
from bot.store import ResultRow, Status
from bot.text import safe_name
from bot.turns import shown as clock_words
from bot.ui import ui_for
from lang import has, tr
from render.common import seat_letters

if TYPE_CHECKING:
    from bot.tables import Table

LIMIT = 2000
SEAT_MARKS = ["🟧", "🟦", "🟩", "🟪", "🟨", "🟥"]  # the renderer's seat colours, in order
MAX_EVENTS = 12


def seat_line(table: Table) -> str:
    letters = seat_letters(table.plain_names, len(table.seats))
    parts = []
    for seat, letter in zip(table.seats, letters, strict=True):
        who = safe_name(seat.name)
        if seat.is_ai and seat.user_id is not None:
            who += " " + tr(table.lang, "seat-ai-mark")
        if seat.timeouts and not seat.is_ai:
            who += f" ⏰{seat.timeouts}"
        parts.append(f"{SEAT_MARKS[seat.seat % 6]} **{letter}** {who}")
    return " · ".join(parts)


def lobby_text(table: Table) -> str:
    row, game, language = table.row, table.game, table.lang
    low, high = table.player_range()
    host = f"<@{row.host_id}>"
    lines = [tr(language, "lobby-title", title=game.title, id=str(row.id), host=host)]
    summary = game_summary(game, language)
    if summary:
        lines.append(f"-# {summary}")
    needs = "lobby-players" if low != high else "lobby-players-exactly"
    lines.append(tr(language, needs, count=len(table.seats), least=low, most=high))
    for seat in table.seats:
        who = f"<@{seat.user_id}>" if seat.user_id is not None else f"🤖 {safe_name(seat.name)}"
        lines.append(f"{SEAT_MARKS[seat.seat % 6]} {who}")
    options = table.options.model_dump()
    if options:
        fields = type(table.options).model_fields
        shown = " · ".join(
            tr(
                language,
                "lobby-option-choice",
                option=option_title(game, name, language),
                value=option_words(game, name, fields[name], value, language),
            )
            for name, value in options.items()
        )
        lines.append(tr(language, "lobby-options", options=shown))
    if row.turn_seconds is not None:
        clock = clock_words(row.turn_seconds, language)
        lines.append(tr(language, "lobby-clock", clock=clock, afk=row.afk_limit))
    if row.status is Status.LOBBY:
        lines.append(tr(language, "lobby-how"))
        if row.deadline is not None:
            lines.append(tr(language, "lobby-closes", when=f"<t:{int(row.deadline)}:R>"))
    return _fit("\n".join(lines))


def game_summary(game: Any, language: str) -> str:
    """The game's one-line summary in `language` (`game-summary-<name>`, else the
    game's own English summary)."""
    key = f"game-summary-{game.name}"
    return tr(language, key) if has(key) else game.summary


def board_text(table: Table, events: list[str]) -> str:
    """Whose turn it is (with a ping), the seats and what just happened."""
    state, language = table.state, table.lang
    title = tr(
        language, "board-title", title=table.game.title, id=str(table.id), turn=state.turn + 1
    )
    lines = [title, seat_line(table)]
    facts = ui_for(table.game.name).facts(table)
    if facts:
        lines.append(facts)
    if events:
        shown = events[-MAX_EVENTS:]
        if len(events) > MAX_EVENTS:
            hidden = len(events) - MAX_EVENTS
            lines.append("-# " + tr(language, "board-earlier-events", count=hidden))
        lines += [f"• {event}" for event in shown]
    lines += ui_for(table.game.name).status(table)
    humans = table.humans_to_act()
    if humans:
        who = ", ".join(f"<@{s.user_id}>" for s in humans)
        line = f"➡️ {who}: {ui_for(table.game.name).prompt(table)}"
        if table.row.deadline is not None and table.row.turn_seconds is not None:
            at = int(table.row.deadline)  # the time, then how far: never "runs out … ago"
            line += " " + tr(language, "board-deadline", at=f"<t:{at}:t>", left=f"<t:{at}:R>")
        lines.append(line)
    elif table.to_act():
        names = ", ".join(f"**{safe_name(table.seats[s].name)}**" for s in table.to_act())
        lines.append(tr(language, "board-ai-to-play", names=names))
    return _fit("\n".join(lines))


def results_text(table: Table, results: list[ResultRow], events: list[str]) -> str:
    """Final ranks, scores and rating changes (or the abandonment)."""
    language = table.lang
    title, number = table.game.title, str(table.id)
    if table.row.status is Status.ABANDONED:
        return _fit(tr(language, "results-abandoned", title=title, id=number))
    lines = [tr(language, "results-over", title=title, id=number)]
    lines += [f"• {event}" for event in events[-MAX_EVENTS:]]
    medals = {1: "🥇", 2: "🥈", 3: "🥉"}
    for result in sorted(results, key=lambda r: (r.rank, r.seat)):
        who = (
            f"<@{result.user_id}>" if result.user_id is not None else f"🤖 {safe_name(result.name)}"
        )
        parts = [f"{medals.get(result.rank, f'#{result.rank}')} {who}"]
        if result.score is not None:
            # written as the language writes numbers ("1,500", Greek "1.500", Polish
            # "1500"), as the leaderboard and the events do; its plural from the number
            points = lang.number(language, result.score)
            parts.append(tr(language, "results-points", count=result.score, points=points))
        if result.resigned:
            away = result.seat < len(table.seats) and table.seats[result.seat].away
            parts.append(tr(language, "results-timed-out" if away else "results-resigned"))
        if result.mu_before is not None and result.mu_after != result.mu_before:
            before = shown_rating(result.mu_before, result.sigma_before)
            after = shown_rating(result.mu_after, result.sigma_after)
            change = f"{after - before:+d}"  # a rating reads like a name: never "1,012"
            parts.append(tr(language, "results-rating", rating=str(after), change=change))
        lines.append(" · ".join(parts))
    return _fit("\n".join(lines))


def option_title(game: Any, field: str, language: str) -> str:
    """A lobby option's name in `language` (`option-<game>-<field>` in bot.ftl; a game
    without one, such as the tests' own, shows its field's title)."""
    key = f"option-{game.name}-{field}"
    if has(key):
        return tr(language, key)
    info = game.Options.model_fields[field]
    return info.title or field.replace("_", " ")


def option_about(game: Any, field: str, language: str) -> str | None:
    """What a lobby option does, in `language` (the option's `.about`), if anything."""
    key = f"option-{game.name}-{field}.about"
    if has(key):
        return tr(language, key)
    return game.Options.model_fields[field].description


def option_words(game: Any, field: str, info: Any, value: object, language: str = "en") -> str:
    """How a lobby option's value reads: yes/no, the value, or its word
    (`option-<game>-<field>-<value>`; None: `...-none`, e.g. "unlimited")."""
    if isinstance(value, bool):
        return tr(language, "option-yes" if value else "option-no")
    key = f"option-{game.name}-{field}-{'none' if value is None else value}"
    if has(key):
        return tr(language, key)
    if value is None:
        extra = info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}
        return str(extra.get("none_means", "none"))
    return str(value)


def _fit(text: str) -> str:
    return text if len(text) <= LIMIT else text[: LIMIT - 1] + "…"
