"""Replays of finished games: a step-through viewer, /replay, an animated summary.

timeline.py   the game as meaningful moves, rebuilt from seed + move log (pure)
record.py     a finished game from the store, who may replay it, its JSON export
frames.py     the board after a move and the animation, drawn off the event loop
viewer.py     the private viewer's buttons (DynamicItems: they survive restarts)
commands.py   /replay with autocomplete, and /history's menu of replays
results.py    what the results message gets: ▶ Replay, and the animation if enabled
"""

from __future__ import annotations
