"""Passtally: the rules (rules.py), the board (board.py, geometry.py, tiles.py), the AI."""

from games.passtally.actions import MoveMarker, PlaceMarker, PlaceTile
from games.passtally.rules import Passtally
from games.passtally.state import PasstallyOptions, PasstallyState, Phase, Placed

GAME = Passtally()

__all__ = [
    "GAME",
    "MoveMarker",
    "Passtally",
    "PasstallyOptions",
    "PasstallyState",
    "Phase",
    "PlaceMarker",
    "PlaceTile",
    "Placed",
]
