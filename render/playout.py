"""Play a whole game with the AI in every seat and write one board image per turn.

    python -m render.playout passtally --seed 7 --players 3 --out out/passtally
    python -m render.playout passtally --players 4 --option four_players=true

Files are named turn-000.png, turn-001.png ... (the board as each turn begins; set-up
steps count as turns where the rules pass the turn) and final.png. Works for every game
of the catalogue that has a renderer.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

import games
import render
from render import words


def renderable() -> list[str]:
    """The registered games that have a renderer."""
    return [name for name in games.names() if games.entry(name).renderer]


def _option(text: str) -> tuple[str, object]:
    key, _, raw = text.partition("=")
    try:
        value = json.loads(raw)
    except json.JSONDecodeError:
        value = raw
    return key.strip(), value


def playout(
    name: str,
    *,
    seed: int,
    players: int,
    out: Path,
    options: dict[str, object] | None = None,
    names: list[str] | None = None,
    max_steps: int = 5000,
    log=print,
) -> list[Path]:
    """Play one AI game and write its images to `out`; returns the files written."""
    game = games.get(name)
    state = game.setup(players=players, seed=seed, options=game.Options(**(options or {})))
    out.mkdir(parents=True, exist_ok=True)
    shown = names or [f"AI {seat + 1}" for seat in range(players)]
    written: list[Path] = []
    spent = 0.0

    def write(filename: str) -> None:
        nonlocal spent
        start = time.perf_counter()
        png = render.board(state, names=shown)
        spent += time.perf_counter() - start
        path = out / filename
        path.write_bytes(png)
        written.append(path)

    write(f"turn-{len(written):03d}.png")
    for _ in range(max_steps):
        if game.outcome(state) is not None:
            break
        seat = game.to_act(state)[0]
        before = state.turn
        state = game.apply(state, seat, game.ai_action(state, seat))
        for event in state.events:
            log(words.say(event, names=shown))
        if state.turn != before and game.outcome(state) is None:
            write(f"turn-{len(written):03d}.png")
    else:
        raise RuntimeError(f"{name}: no end after {max_steps} actions")
    write("final.png")
    outcome = game.outcome(state)
    assert outcome is not None
    ranking = ", ".join(
        f"{shown[seat]} {outcome.scores[seat]} (#{outcome.ranks[seat]})" for seat in range(players)
    )
    log(f"{game.title}, seed {seed}: {ranking}")
    log(f"{len(written)} images in {out} ({1000 * spent / len(written):.0f} ms each on average)")
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m render.playout",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("game", choices=renderable())
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--out", type=Path, default=None, help="folder (default out/<game>)")
    parser.add_argument("--names", default=None, help="comma-separated seat names")
    parser.add_argument("--option", action="append", default=[], type=_option,
                        help="a lobby option, e.g. four_players=true (repeatable)")  # fmt: skip
    parser.add_argument("--quiet", action="store_true", help="don't print the events")
    args = parser.parse_args(argv)
    names = [n.strip() for n in args.names.split(",")] if args.names else None
    if names and len(names) != args.players:
        parser.error(f"--names gives {len(names)} names for {args.players} players")

    def log(line: str) -> None:
        summary = line.startswith(games.get(args.game).title) or " images in " in line
        if not args.quiet or summary:
            print(line)

    playout(
        args.game,
        seed=args.seed,
        players=args.players,
        out=args.out or Path("out") / args.game,
        options=dict(args.option),
        names=names,
        log=log,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
