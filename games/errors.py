"""The errors the rules raise. Every message is written for the player who caused it."""

from __future__ import annotations


class GameError(Exception):
    """Base of every error the rules raise; `reason` is readable by a player."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class UnknownGame(GameError, KeyError):
    """No game is registered under that name."""

    def __str__(self) -> str:  # KeyError would otherwise quote the message
        return self.reason


class IllegalAction(GameError):
    """The action breaks a rule; the reason says which."""


class NotYourTurn(IllegalAction):
    """The seat is not among those who must decide now."""


class GameOver(IllegalAction):
    """The game has ended; nothing more can be played."""


class BadActionKey(IllegalAction):
    """An action key that does not parse (a forged or outdated button)."""


class BadSetup(GameError):
    """Options or player count the game cannot start with."""
