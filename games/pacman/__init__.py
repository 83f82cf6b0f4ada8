"""PAC-MAN, the board game: rules as shared/rules/pacman.md (sheet: seeds/000_...).

1–5 players; each takes one inning as PAC-MAN while the others move the ghosts.
PAC-MAN rolls 3 dice and moves exactly the sum, back and forth allowed, built step by step
and confirmed; he collects Pac-dots (800 per cleared corner section), fruit, and, for three
one-die moves after a power pellet, ghosts (200 each). The ghosts move by a ghost card: its
order and numbers, in a continuous direction, never through each other; one landing on
PAC-MAN catches him. All dots clear a level; classic mode has 1 life, arcade 3.

Modules: maze (the graph), deck (ghost cards), state (the data), actions, pacman_turn,
ghost_turn, routes (where a ghost may go), inning (innings, levels, lives), ai, game.
"""

from __future__ import annotations

from games.pacman.game import GAME, PacmanGame

__all__ = ["GAME", "PacmanGame"]
