"""Why the bot refuses a click or a command: every message is for the person who did it.

A refusal carries a catalogue key and its arguments, not words: `error.text(locale)` writes
it in the language of whoever is answered (`bot.i18n.mine(interaction)`), `error.message`
in English for logs. A refusal raised with a sentence instead of a key (the rules' reasons
come in English from games/) is shown as it is.
"""

from __future__ import annotations

import lang


class TableError(Exception):
    """A refusal the bot answers with an ephemeral message (never a traceback)."""

    key = "error-refused"

    def __init__(self, key: str | None = None, /, **args: object) -> None:
        self.key = key or type(self).key
        self.words = args
        super().__init__(self.message)

    @property
    def message(self) -> str:
        """The refusal in English (logs, and where no reader is known)."""
        return self.text(lang.DEFAULT)

    def text(self, locale: object) -> str:
        """The refusal in `locale` (a catalogue name or a Discord locale)."""
        if " " in self.key or not lang.has(self.key):
            return self.key  # a sentence, not a key
        return lang.tr(lang.normalise(locale), self.key, **self.words)


class NoSuchGame(TableError):
    key = "error-no-such-game"


class NotAPlayer(TableError):
    key = "error-not-a-player"


class NotYourTurnYet(TableError):
    key = "error-not-your-turn"


class StaleButton(TableError):
    key = "error-stale-button"


class Busy(TableError):
    """The bot is too far behind to play a move soon: the click is refused before
    anything is played, so the player may simply click again."""

    key = "error-busy"


class NotRunning(TableError):
    """The game is in the lobby, over or abandoned."""


class NotHost(TableError):
    """Only the host (or a server manager) may do this."""

    key = "error-not-host"


class LobbyRefusal(TableError):
    """A lobby click that cannot be honoured (full, already in, too few players...)."""


class RuleBroken(TableError):
    """The game's rules refused the move; the message is the rules' reason."""


class BrokenGame(TableError):
    """The game's saved row could not be read: it has been closed, the rest goes on."""

    key = "error-broken-game"
