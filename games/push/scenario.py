"""Hand-built PUSH positions for tests and examples, with every card accounted for.

    state = table(players=3, top=["R3", "roll"], columns=[["B5"], ["G1", "roll"]],
                  benches=[["Y4"], [], []])

Cards are written short: "R3" (red 3: R B G Y P and a number), "roll", "switch". Each name
takes a free copy; every card not placed stays in the draw pile, under `top` (whose first
card is drawn first).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games import chance
from games.push.cards import Kind, all_cards, colour_letter, deck_ids, spec
from games.push.state import Phase, PushOptions, PushState


class Pool:
    """Hands out card ids by short name, each id once."""

    def __init__(self, players: int) -> None:
        self.free = deck_ids(players)

    def take(self, name: str) -> int:
        for i in self.free:
            c = all_cards()[i]
            if c.kind.value == name or (
                c.kind is Kind.NUMBER and f"{colour_letter(c.colour)}{c.number}" == name
            ):
                self.free.remove(i)
                return i
        raise ValueError(f"no free card {name!r} left")

    def many(self, names: Sequence[str]) -> list[int]:
        return [self.take(name) for name in names]


def table(
    players: int = 2,
    *,
    top: Sequence[str] = (),
    columns: Sequence[Sequence[str]] = (),
    benches: Sequence[Sequence[str]] | None = None,
    banks: Sequence[Sequence[str]] | None = None,
    switch_pile: Sequence[str] = (),
    discard: Sequence[str] = (),
    drawn: str | None = None,
    rest: bool = True,
    **fields: Any,
) -> PushState:
    """A position; `fields` set the rest (phase, pusher, actor, pickers, options, step...).
    `rest=False` leaves only `top` in the draw pile (the other cards go to the discard)."""
    pool = Pool(players)
    state_fields: dict[str, Any] = {
        "seed": 1,
        "players": players,
        "options": PushOptions(),
        "phase": Phase.START,
        "columns": [pool.many(c) for c in columns],
        "benches": [pool.many(b) for b in benches or [[]] * players],
        "banks": [pool.many(b) for b in banks or [[]] * players],
        "switch_pile": pool.many(switch_pile),
        "discard": pool.many(discard),
        "drawn": pool.take(drawn) if drawn else None,
    }
    state_fields.update(fields)
    if "actor" not in fields:
        state_fields["actor"] = state_fields.get("pusher", 0)
    top_ids = pool.many(top)
    under = list(pool.free)
    chance.rng(0, "scenario").shuffle(under)
    if rest:
        state_fields["deck"] = [*under, *reversed(top_ids)]
    else:
        state_fields["deck"] = list(reversed(top_ids))
        state_fields["discard"] = [*state_fields["discard"], *under]
    return PushState(**state_fields)


def step_rolling(face: str, seed: int = 1, start: int = 0) -> int:
    """The first step from `start` at which a roll shows `face` (to pin a roll in a test)."""
    from games.push.rules import roll_face

    for step in range(start, start + 10_000):
        if roll_face(spec().die, chance.roll(seed, "roll", step)) == face:
            return step
    raise AssertionError(f"no roll of {face} found")  # pragma: no cover
