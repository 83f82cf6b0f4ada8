"""Why the bot refuses a click or a command: every message is for the person who did it."""

from __future__ import annotations


class TableError(Exception):
    """A refusal the bot answers with an ephemeral message (never a traceback)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class NoSuchGame(TableError):
    def __init__(self, message: str = "That game no longer exists.") -> None:
        super().__init__(message)


class NotAPlayer(TableError):
    def __init__(self, message: str = "This is a game between other people.") -> None:
        super().__init__(message)


class NotYourTurnYet(TableError):
    def __init__(self, message: str = "It's not your turn.") -> None:
        super().__init__(message)


class StaleButton(TableError):
    def __init__(
        self,
        message: str = "That button is out of date: the game has moved on. Use the newest board.",
    ) -> None:
        super().__init__(message)


class NotRunning(TableError):
    """The game is in the lobby, over or abandoned."""


class NotHost(TableError):
    """Only the host (or a server manager) may do this."""


class LobbyRefusal(TableError):
    """A lobby click that cannot be honoured (full, already in, too few players...)."""


class RuleBroken(TableError):
    """The game's rules refused the move; the message is the rules' reason."""


class BrokenGame(TableError):
    """The game's saved row could not be read: it has been closed, the rest goes on."""

    def __init__(
        self,
        message: str = (
            "This game's saved state could not be read, so it has been closed (no results, "
            "no rating changes). Sorry! Start a new one with /play."
        ),
    ) -> None:
        super().__init__(message)
