"""The turn clock's rules in numbers and words: timer presets, defaults, the reminder's
lead, how long lobbies and finished threads live.

Who uses them: the table service's TurnTimer (bot/tables/timer.py) writes deadlines, the
scheduler (bot/clock.py) decides *when*, and the service acts (`Tables.on_due`): a time-out
takes the same path as any move, lock -> apply -> save -> publish.

- On time-out the AI completes what the late seats owe now (the rest of their turn), the
  moves logged as `auto`. After `afk_limit` time-outs in a row the seat is handed to the AI
  for good, as a resignation (rated as one); a move by the player resets the count.
- A version guard: a move saved just before the deadline wins, the time-out is dropped.
"""

from __future__ import annotations

import math

import games
from lang import tr

PRESETS = (60, 300, 3600, 86400)  # the turn clocks offered everywhere: 60 s, 5 min, 1 h, 24 h

# Each game's default turn clock comes from measured turns: the clicks one player makes in
# one turn through the bot's own controls (bench/clicks.py, the p90 over 3 seeds with two
# players: `clicks_per_turn` in the game's catalogue entry), times what a first-time player
# needs a click: they read the board and the labels before each one, 20-30 s a decision,
# so the upper end (SECONDS_PER_CLICK); rounded up to whole minutes and never under
# MIN_TURN_SECONDS (a new board takes that long to read, however few the clicks). So 12
# clicks make 6 min and one press the 2 min floor. A server's /config timer replaces them
# all; the host may pick another in the lobby (which offers the game's own next to the
# presets); a game option may mean a clock (`clock_options` in its catalogue entry).
SECONDS_PER_CLICK = 30
MIN_TURN_SECONDS = 120


def default_seconds(clicks: float) -> int:
    """The clock for a turn of `clicks` clicks: whole minutes, at least the floor."""
    return max(MIN_TURN_SECONDS, math.ceil(clicks * SECONDS_PER_CLICK / 60) * 60)


def game_default(game: str) -> int | None:
    """The game's own clock, from its measured clicks a turn; None if it has none."""
    clicks = games.entry(game).clicks_per_turn
    return None if clicks is None else default_seconds(clicks)


def clock_options(game: str) -> dict[str, int]:
    """The game's options that mean a clock (option -> seconds): its catalogue entry's."""
    return games.entry(game).clock_options


def game_defaults() -> dict[str, int]:
    """Every game's own clock, for the games that have one."""
    found = {name: game_default(name) for name in games.names()}
    return {name: seconds for name, seconds in found.items() if seconds is not None}


DEFAULT_TURN_SECONDS = 300  # a game without a measured default
AFK_LIMIT = 3  # time-outs in a row before the seat is handed to the AI
AFK_LIMITS = (1, 2, 3, 5)
LOBBY_SECONDS = 3600  # a lobby nobody starts closes after an hour
ARCHIVE_AFTER = 3600  # a finished game's thread is archived an hour after the end


def shown(seconds: int | None, language: str = "en") -> str:
    """A turn clock in words: "60 s", "5 min", "1 h", "24 h", "off" (in `language`)."""
    if seconds is None:
        return tr(language, "clock-off")
    if seconds % 3600 == 0:
        return tr(language, "clock-hours", n=seconds // 3600)
    if seconds % 60 == 0 and seconds > 60:
        return tr(language, "clock-minutes", n=seconds // 60)
    return tr(language, "clock-seconds", n=seconds)


def timer_choices(game: str, language: str = "en") -> dict[int, str]:
    """The turn clocks a lobby of `game` offers, in words: the presets and the game's
    own default."""
    choices = {seconds: shown(seconds, language) for seconds in PRESETS}
    default = game_default(game)
    if default is not None:
        choices[default] = tr(language, "lobby-timer-game-default", clock=shown(default, language))
    return dict(sorted(choices.items()))


def reminder_lead(turn_seconds: int) -> float:
    """How long before the deadline the one reminder goes out: a quarter of the time."""
    return turn_seconds / 4
