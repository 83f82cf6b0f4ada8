"""Time the PUSH board: a mid-game position (AI play until half the pile is
drawn, then on until two columns are on the table) per player count.

    .venv/bin/python bench/push_render.py
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from games.push import GAME
from games.push.ai import choose
from render.push import board, image

NAMES = ["Ana", "Bo", "Cy", "Dee", "Eli", "Fay"]


def mid_game(players: int, seed: int = 5):
    state = GAME.setup(players=players, seed=seed)
    half = len(state.deck) // 2
    while len(state.deck) > half or len(state.columns) < 2:
        seat = GAME.to_act(state)[0]
        state = GAME.apply(state, seat, choose(state, seat))
    return state


def main() -> None:
    for players in (2, 3, 4, 6):
        state = mid_game(players)
        names = NAMES[:players]
        board(state, names=names)  # warm the caches (fonts, card faces, background)
        draws, totals, cpu = [], [], []
        for _ in range(10):
            start = time.perf_counter()
            image(state, names=names)
            middle, middle_cpu = time.perf_counter(), time.process_time()
            png = board(state, names=names)
            totals.append(time.perf_counter() - middle)
            cpu.append(time.process_time() - middle_cpu)
            draws.append(middle - start)
        print(
            f"{players} players, {len(state.deck)} cards left: PNG {len(png) / 1000:.1f} KB, "
            f"board() {statistics.median(totals) * 1000:.0f} ms "
            f"(CPU {statistics.median(cpu) * 1000:.0f} ms) "
            f"(drawing {statistics.median(draws) * 1000:.0f} ms, the rest PNG encoding)"
        )


if __name__ == "__main__":
    main()
