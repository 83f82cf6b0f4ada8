"""How long ranking a Passtally tile's places takes (the private panel's list), in CPU time.

    .venv/bin/python bench/passtally_places.py            # 3 seeded 4-player AI games

Every state of the games where a tile may be laid, every face-up tile: `ranked()` alone,
and the whole panel (`places_panel`: ranking, labels, the chosen place's caption). The
bot builds panels off the event loop (bot/ui/items.py), so these are a worker thread's
time per click, not a stall of the loop. Figures: median, 90th percentile and the worst,
on the busiest boards (most places) too.
"""

from __future__ import annotations

import argparse
import statistics
import time

import games
from bot.ui.passtally_places import places_panel
from games.passtally import Phase
from games.passtally.placements import ranked

NAMES = ["Ana", "Bo", "Chris", "Dee"]


def states(seed: int):
    game = games.get("passtally")
    state = game.setup(players=4, seed=seed, options=game.Options(four_players=True))
    while game.outcome(state) is None:
        seat = game.to_act(state)[0]
        if state.phase is Phase.PLAY:
            yield state
        state = game.apply(state, seat, game.ai_action(state, seat))


def cpu_ms(work, *args) -> float:
    start = time.process_time()
    work(*args)
    return 1000 * (time.process_time() - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=3)
    args = parser.parse_args()
    rank_ms: list[tuple[float, int]] = []
    panel_ms: list[float] = []
    for seed in range(1, args.seeds + 1):
        for state in states(seed):
            seat = state.current
            for stack in (1, 2, 3):
                if state.face_up[stack - 1] is None:
                    continue
                count = len(ranked(state, seat, stack, NAMES))  # warm, and the size
                rank_ms.append((cpu_ms(ranked, state, seat, stack, NAMES), count))
                best = ranked(state, seat, stack, NAMES)
                if best:
                    draft = best[0].action.key
                    panel_ms.append(cpu_ms(places_panel, state, seat, NAMES, draft))
    times = sorted(ms for ms, _ in rank_ms)
    busiest = [ms for ms, count in rank_ms if count > 100]
    print(
        f"ranked(): {len(times)} rankings, median {statistics.median(times):.1f} ms, "
        f"p90 {times[int(0.9 * len(times))]:.1f} ms, max {times[-1]:.1f} ms CPU; "
        f"boards with over 100 places ({len(busiest)}): median "
        f"{statistics.median(busiest):.1f} ms, max {max(busiest):.1f} ms"
    )
    panel_ms.sort()
    print(
        f"whole panel with a chosen place: median {statistics.median(panel_ms):.1f} ms, "
        f"p90 {panel_ms[int(0.9 * len(panel_ms))]:.1f} ms, max {panel_ms[-1]:.1f} ms CPU"
    )


if __name__ == "__main__":
    main()
