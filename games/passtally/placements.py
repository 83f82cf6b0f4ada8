"""Every legal place for one face-up tile, ranked for the player about to lay it.

A placement is judged as the turn would end with it: what the mover's complete lines would
score (the score track converts the turn's passes once), then what it takes from the
opponents' complete lines, then the AI's first look at it (lines it brings one marker move
from completion...), then its key, so the order is deterministic. Each comes with what it
does in words: the lines it completes, lengthens or cuts, the mover's and the others'.

    for p in ranked(state, seat=0, stack=2):
        p.action, p.points, p.effects   # PlaceTile, 4, ["completes your 6-pass line"]

Fast: one flat board (ai_board.FastBoard), only the lines crossing the tile retraced.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.passtally.actions import PlaceTile
from games.passtally.ai import first_look
from games.passtally.ai_board import FastBoard
from games.passtally.geometry import SIZE, cell_name
from games.passtally.scoring import points_for
from games.passtally.state import PasstallyState
from games.phrase import Phrase

Lines = dict[int, tuple[int, int]]  # a seat's complete lines: start space -> (end, passes)


@dataclass(frozen=True)
class Placement:
    """One legal place for the tile, and what laying it there does."""

    action: PlaceTile
    level: int
    shape: Phrase  # the two cells and the tile's half on each: "C3 cross, D3 curves ↗"
    points: int  # what the mover's complete lines would score if the turn ended now
    gain: int  # ... more than without this tile: what this place alone adds to the turn
    passes: int  # ... their passes
    taken: int  # points the opponents' complete lines lose (negative: they gain)
    effects: tuple[str, ...]  # "completes your 6-pass line", "cuts Bo's 4-pass line"
    value: float  # the AI's first look (tie-break)

    @property
    def cells(self) -> tuple[str, str]:
        return self.action.cells


def ranked(
    state: PasstallyState, seat: int, stack: int, names: list[str] | None = None
) -> list[Placement]:
    """Every legal place for face-up tile `stack` (1-3), best first for `seat`."""
    tile = state.face_up[stack - 1]
    if tile is None:
        return []
    names = names or [f"Player {k + 1}" for k in range(state.players)]
    board = FastBoard(state.placed)
    owner = {space: s for s, spaces in enumerate(state.markers) for space in spaces}
    traces = {space: board.trace(space) for space in owner}
    before = _complete(traces, owner, state.players)
    values = first_look(state, seat, stack)
    out = []
    for facing, a, b, first, second in board.spots(tile):
        level = board.level[a] + 1
        saved = board.lay(a, b, first, second)
        mask = (1 << a) | (1 << b)
        after = _complete(
            {s: board.trace(s) if line[2] & mask else line for s, line in traces.items()},
            owner,
            state.players,
        )
        board.undo(saved)
        action = PlaceTile(stack=stack, cell=cell_name(divmod(a, SIZE)), facing=facing)
        mine = sum(p for _, p in after[seat].values())
        base = points_for(_total(before[seat]))
        taken = sum(
            points_for(_total(before[o])) - points_for(_total(after[o]))
            for o in range(state.players)
            if o != seat
        )
        one, two = action.cells  # the cells' names ("C3")
        out.append(
            Placement(
                action=action,
                level=level,
                shape=Phrase.of(
                    "passtally-shape", one=one, first=first.value, two=two, second=second.value
                ),
                points=points_for(mine),
                gain=points_for(mine) - base,
                passes=mine,
                taken=taken,
                effects=tuple(_effects(before, after, seat, names)),
                value=values.get(action.key, 0.0),
            )
        )
    out.sort(key=lambda p: (-p.points, -p.taken, -p.value, -p.passes, p.action.key))
    return out


def _complete(traces: dict, owner: dict[int, int], players: int) -> list[Lines]:
    lines: list[Lines] = [{} for _ in range(players)]
    for space, (end, passes, _) in traces.items():
        who = owner[space]
        if owner.get(end) == who and space < end:
            lines[who][space] = (end, passes)
    return lines


def _total(lines: Lines) -> int:
    return sum(passes for _, passes in lines.values())


def _effects(before: list[Lines], after: list[Lines], seat: int, names: list[str]) -> list[str]:
    """What changes in each player's complete lines, the mover's first, in a few words."""
    order = [seat, *(s for s in range(len(before)) if s != seat)]
    words = []
    for who in order:
        whose = "your" if who == seat else f"{names[who]}'s"
        old, new = before[who], after[who]
        # a line over bare squares only is worth nothing: not worth a word either
        cut = [old[s][1] for s in old if old[s][1] and (s not in new or new[s][0] != old[s][0])]
        made = [new[s][1] for s in new if new[s][1] and (s not in old or old[s][0] != new[s][0])]
        longer = sum(new[s][1] - old[s][1] for s in new if s in old and old[s][0] == new[s][0])
        for passes, times in _tally(made):
            if who == seat:
                words.append(f"completes {_lines('your', passes, times)}")
            else:
                words.append(f"gives {names[who]} {_lines('a', passes, times)}")
        for passes, times in _tally(cut):
            words.append(f"cuts {_lines(whose, passes, times)}")
        if longer:
            unit = "pass" if abs(longer) == 1 else "passes"
            words.append(f"{longer:+d} {unit} on {whose} lines")
    return words


def _tally(counts: list[int]) -> list[tuple[int, int]]:
    """(passes, how many lines have that many), longest first."""
    return [(p, counts.count(p)) for p in sorted(set(counts), reverse=True)]


def _lines(whose: str, passes: int, times: int) -> str:
    """"your 6-pass line", "2 of your 1-pass lines", "a 4-pass line", "2 4-pass lines"."""
    if times == 1:
        return f"{whose} {_count(passes)} line"
    if whose == "a":
        return f"{times} {_count(passes)} lines"
    return f"{times} of {whose} {_count(passes)} lines"


def _count(passes: int) -> str:
    return f"{passes}-pass"
