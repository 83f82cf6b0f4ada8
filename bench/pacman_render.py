"""PAC-MAN board render time and PNG size, for a few typical states.

.venv/bin/python bench/pacman_render.py
"""

from __future__ import annotations

import statistics
import time

import games
import render

GAME = games.get("pacman")


def sample_states() -> dict[str, object]:
    state = GAME.setup(2, 9, GAME.Options(mode="arcade"))
    found: dict[str, object] = {"start": state}
    while GAME.outcome(state) is None and len(found) < 5:
        if state.phase == "move" and len(state.path) >= 4:
            found.setdefault("move being built", state)
        if state.phase == "power_move":
            found.setdefault("power phase", state)
        if state.phase == "ghosts":
            found.setdefault("ghost turn", state)
        seat = GAME.to_act(state)[0]
        state = GAME.apply(state, seat, GAME.ai_action(state, seat))
    return found


def main() -> None:
    first = time.perf_counter()
    render.board(GAME.setup(1, 1))
    print(f"first board (draws and caches the maze): {1000 * (time.perf_counter() - first):.0f} ms")
    for name, state in sample_states().items():
        times = []
        for _ in range(20):
            began = time.perf_counter()
            png = render.board(state, names=["Ana", "Bo"])
            times.append(time.perf_counter() - began)
        print(
            f"{name:<18} median {1000 * statistics.median(times):5.1f} ms, "
            f"max {1000 * max(times):5.1f} ms, {len(png) / 1024:5.1f} KB"
        )


if __name__ == "__main__":
    main()
