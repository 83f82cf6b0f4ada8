"""Time replays of a long game of each kind: the first frame a viewer shows (replaying the
whole log from the seed, then drawing the start), a step in the middle once the game is
known, and the animated summary (frames, size).

    .venv/bin/python bench/replays.py

CPU seconds (time.process_time: this process, all threads), so a busy machine does not
inflate them. The games are played to the end by the AI first (not timed).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import games
from bot.replay import frames
from bot.replay.record import GameRecord
from bot.store import GameRow, MoveRow, SeatRow, Status
from bot.tables import Table
from render.animation import frame_count

LONG_GAMES = {  # name: (players, seed, options): the longest tables each game allows
    "passtally": (4, 1, {"four_players": True}),
    "push": (6, 1, {}),
    "formula": (6, 1, {"races": 4}),
    "pacman": (5, 1, {"mode": "arcade"}),
}
NAMES = ["Ana", "Bo", "Cy", "Dee", "Eli", "Fay"]


def finished(name: str, game_id: int) -> GameRecord:
    """A whole game played by the AI, as the store would hand it to the replay module."""
    players, seed, options = LONG_GAMES[name]
    rules = games.get(name)
    chosen = rules.Options(**options)
    state = rules.setup(players, seed, chosen)
    moves = []
    while rules.outcome(state) is None:
        seat = rules.to_act(state)[0]
        action = rules.ai_action(state, seat)
        state = rules.apply(state, seat, action)
        moves.append(MoveRow(game_id, len(moves) + 1, seat, None, action.key, 0.0))
    row = GameRow(
        id=game_id,
        guild_id=1,
        channel_id=1,
        thread_id=None,
        lobby_message_id=None,
        board_message_id=None,
        board_turn=None,
        game=name,
        status=Status.FINISHED,
        host_id=1,
        options=chosen.model_dump_json(),
        seed=seed,
        state=state.model_dump_json(),
        version=len(moves),
        deadline=None,
        created_at=0.0,
        updated_at=0.0,
    )
    seats = [SeatRow(game_id, seat, None, NAMES[seat]) for seat in range(players)]
    return GameRecord(Table(row, seats, rules, state), moves, [])


def cpu(work):
    start = time.process_time()
    result = work()
    return result, time.process_time() - start


def main() -> None:
    print(
        f"{'game':<10} {'actions':>7} {'moves':>6} {'turns':>6} {'first frame':>12}"
        f" {'step':>7} {'animation':>10} {'frames':>7} {'size':>8}"
    )
    for number, name in enumerate(LONG_GAMES, start=1):
        record = finished(name, number)
        first, first_s = cpu(lambda record=record: frames.frame(record, 0))  # cold: replays all
        _step, step_s = cpu(
            lambda record=record, first=first: frames.frame(record, first.count // 2)
        )
        (gif, _picked), anim_s = cpu(lambda record=record: frames.animation(record))
        turns = len(frames.timeline_of(record).turn_ends()) - 1
        print(
            f"{name:<10} {len(record.moves):>7} {first.count:>6} {turns:>6}"
            f" {first_s:>11.2f}s {step_s:>6.2f}s {anim_s:>9.2f}s {frame_count(gif):>7}"
            f" {len(gif) / 1e6:>6.2f}MB"
        )


if __name__ == "__main__":
    main()
