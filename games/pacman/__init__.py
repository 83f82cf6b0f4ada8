"""PAC-MAN, the board game: rules as shared/rules/pacman.md (sheet: seeds/000_...).

1–5 players; each takes one inning as PAC-MAN while the others move the ghosts.
PAC-MAN rolls 3 dice and moves exactly the sum, back and forth allowed, built step by step
and confirmed; he collects Pac-dots (800 per cleared corner section), fruit, and, for three
one-die moves after a power pellet, ghosts (200 each). The ghosts move by a ghost card: its
order and numbers, in a continuous direction, never through each other; one landing on
PAC-MAN catches him. All dots clear a level; classic mode has 1 life, arcade 3.

Decisions, one small action each (labels fit a button):
- PAC-MAN: `Roll` (3 dice; 1 die per power move), `Step(direction)` one space at a time,
  `UndoStep`, `Confirm` once the count is exact (or a pellet ended the move). The pending
  path lives in `state.path`, so a board can show it; nothing is eaten before `Confirm`.
- Ghost players: for each ghost in card order, `Route(ghost, to)`: its legal routes told
  apart by their end space (a handful; the one example path is what a preview draws).
  A ghost with no route stays put, a ghost with one route takes it, without a click.
- Every decision belongs to a seat. In a solo game no player moves the ghosts
  (state.control holds None for them): a ghost's choice is then owed by the PAC-MAN seat,
  the ghost AI's route, which the bot plays without asking (`unasked_action`), so `to_act`
  only ever returns the PAC-MAN seat. The rules never call the AI: every ghost's choice is
  an action in the move log. In a bigger game an empty (AI) ghost seat is an ordinary seat
  the bot drives through `ai_action`.

Modules: maze (the graph), deck (ghost cards), state (the data), actions, pacman_turn,
ghost_turn, routes (where a ghost may go), inning (innings, levels, lives), ai, game, text.
"""

from __future__ import annotations

from games.pacman.game import GAME, PacmanGame

__all__ = ["GAME", "PacmanGame"]
