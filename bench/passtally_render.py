"""Passtally board image: render time and PNG size of a mid-game board (and a preview).

.venv/bin/python bench/passtally_render.py
"""

from __future__ import annotations

import statistics
import time

import games
import render
from games.passtally import Phase, PlaceTile


def mid_game(seed: int = 7, players: int = 3):
    game = games.get("passtally")
    state = game.setup(players=players, seed=seed)
    states = []
    while game.outcome(state) is None:
        seat = game.to_act(state)[0]
        state = game.apply(state, seat, game.ai_action(state, seat))
        if state.phase is Phase.PLAY:
            states.append(state)
    return states[len(states) // 2]


def timed(runs: int, **kwargs) -> tuple[list[float], int]:
    times, size = [], 0
    for _ in range(runs):
        start = time.perf_counter()
        png = render.board(**kwargs)
        times.append((time.perf_counter() - start) * 1000)
        size = len(png)
    return times, size


def main() -> None:
    game = games.get("passtally")
    state = mid_game()
    names = ["Ana", "Bo", "Chris"]
    start = time.perf_counter()
    render.board(state, names=names)
    first = (time.perf_counter() - start) * 1000
    times, size = timed(30, state=state, names=names)
    print(
        f"mid-game board ({len(state.placed)} tiles): first render {first:.0f} ms (fills the "
        f"caches), then mean {statistics.mean(times):.1f} ms, max {max(times):.1f} ms, "
        f"PNG {size / 1000:.1f} KB"
    )
    seat = game.to_act(state)[0]
    tile = next(a for a in game.legal_actions(state, seat) if isinstance(a, PlaceTile))
    times, size = timed(30, state=state, names=names, preview=tile)
    print(
        f"with a tile preview: mean {statistics.mean(times):.1f} ms, max {max(times):.1f} ms, "
        f"PNG {size / 1000:.1f} KB"
    )


if __name__ == "__main__":
    main()
