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

PRESETS: dict[int, str] = {60: "60 s", 300: "5 min", 3600: "1 h", 86400: "24 h"}
# Live games on Discord: 5 minutes lets a player fetch a drink without losing the turn.
# Passtally's sheet variant (the game option `sixty_second_turns`) sets 60 s.
GAME_DEFAULTS: dict[str, int] = {"passtally": 300, "push": 300, "formula": 300, "pacman": 300}
DEFAULT_TURN_SECONDS = 300
AFK_LIMIT = 3  # time-outs in a row before the seat is handed to the AI
AFK_LIMITS = (1, 2, 3, 5)
LOBBY_SECONDS = 3600  # a lobby nobody starts closes after an hour
ARCHIVE_AFTER = 3600  # a finished game's thread is archived an hour after the end
TIMER_OPTIONS: dict[str, int] = {"sixty_second_turns": 60}  # game options meaning a clock


def shown(seconds: int | None) -> str:
    """A turn clock in words: "60 s", "5 min", "1 h", "24 h", "off"."""
    if seconds is None:
        return "off"
    if seconds in PRESETS:
        return PRESETS[seconds]
    if seconds % 3600 == 0:
        return f"{seconds // 3600} h"
    return f"{seconds // 60} min" if seconds % 60 == 0 else f"{seconds} s"


def reminder_lead(turn_seconds: int) -> float:
    """How long before the deadline the one reminder goes out: a quarter of the time."""
    return turn_seconds / 4
