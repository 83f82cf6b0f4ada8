"""The short text form of a PUSH state (logs, tests, a fallback when images can't be sent)."""

from __future__ import annotations

from games.push import rules
from games.push.cards import card, colour_letter, points
from games.push.state import Phase, PushState


def bench_text(bench: list[int]) -> str:
    """'R:3+5=8 B:6=6': the bench colour by colour."""
    parts = [
        f"{colour_letter(colour)}:{'+'.join(map(str, held))}={sum(held)}"
        for colour, held in rules.bench_by_colour(bench).items()
    ]
    return " ".join(parts) or "empty"


def board_text(state: PushState) -> str:
    way = "clockwise" if rules.direction(state) == rules.CLOCKWISE else "counter-clockwise"
    lines = [
        f"PUSH · {len(state.deck)} cards left · collecting {way} · "
        f"switch pile {len(state.switch_pile)}"
    ]
    if state.phase is Phase.OVER:
        lines.append("Game over.")
    else:
        lines.append(
            f"Player {state.pusher + 1}'s turn · Player {state.actor + 1} to {state.phase.value}"
        )
    for number, column in enumerate(state.columns, start=1):
        shown = " ".join(card(i).short for i in column) if column else "(taken)"
        lines.append(f"Column {number}: {shown}")
    if state.drawn is not None:
        lines.append(f"Drawn: {card(state.drawn).short}")
    if state.last_roll:
        lines.append(f"Die: {state.last_roll}")
    for seat in range(state.players):
        bank = state.banks[seat]
        lines.append(
            f"P{seat + 1} bench {bench_text(state.benches[seat])} "
            f"({points(state.benches[seat])}) · bank {len(bank)} cards"
        )
    return "\n".join(lines)
