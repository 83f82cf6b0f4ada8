"""Write the README's pictures: one board per game, mid-game, as the bot posts it.

    .venv/bin/python scripts/docs_images.py            # docs/<game>.png for every game
    .venv/bin/python scripts/docs_images.py push       # just one

The AI plays every seat from a fixed seed for about a third of a typical game, so the
pictures are the same on every run. The playground screenshot (docs/playground.png) comes
from the browser test: PLAYGROUND_SCREENSHOT=docs/playground.png ./test.sh -k browser
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import games  # noqa: E402
import render  # noqa: E402
from render.playout import renderable  # noqa: E402

NAMES = ["Alice", "Bob", "Carol", "Dave"]
SEED = 2026
PLAYERS = 3


def midgame_png(name: str) -> bytes:
    game = games.get(name)
    players = max(game.min_players, min(PLAYERS, game.max_players))
    options = game.Options()
    state = game.setup(players, SEED, options)
    # Play to a third of the game's length (measured on the same seed).
    steps, probe = 0, state
    while game.outcome(probe) is None and steps < 2000:
        seat = game.to_act(probe)[0]
        probe = game.apply(probe, seat, game.ai_action(probe, seat))
        steps += 1
    for _ in range(steps // 3):
        seat = game.to_act(state)[0]
        state = game.apply(state, seat, game.ai_action(state, seat))
    return render.board(state, names=NAMES[:players])


def main(argv: list[str]) -> int:
    wanted = argv or renderable()
    out = ROOT / "docs"
    out.mkdir(exist_ok=True)
    for name in wanted:
        png = midgame_png(name)
        (out / f"{name}.png").write_bytes(png)
        print(f"docs/{name}.png  {len(png) // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
