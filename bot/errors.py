"""Why the bot refuses a click or a command: every message is for the person who did it.

A refusal carries a catalogue key and its arguments, not words: `error.text(locale)` writes
it in the language of whoever is answered (`bot.i18n.mine(interaction)`), `error.message`
in English for logs. The rules' refusals carry their `Phrase` (games/errors.py):
`RuleBroken.of(error, names)` words it for the clicker with the players' names. A refusal
raised with a sentence instead of a key is shown as it is.
"""

from __future__ import annotations

import lang
from games.errors import GameError
from games.phrase import Phrase
from render import words as said


class TableError(Exception):
    """A refusal the bot answers with an ephemeral message (never a traceback)."""

    key = "error-refused"

    def __init__(self, key: str | Phrase | None = None, /, **args: object) -> None:
        self.phrase = key if isinstance(key, Phrase) else None
        self.key = key.key if isinstance(key, Phrase) else key or type(self).key
        self.words = args
        self.names: list[str] = []  # the seats' names, for a phrase that names a player
        super().__init__(self.message)

    @classmethod
    def of(cls, error: GameError, names: list[str] | None = None) -> TableError:
        """The refusal for a rules' error: its phrase (or sentence), with `names`."""
        refusal = cls(error.phrase if error.phrase is not None else error.reason)
        refusal.names = list(names or [])
        return refusal

    @property
    def message(self) -> str:
        """The refusal in English (logs, and where no reader is known)."""
        return self.text(lang.DEFAULT)

    def text(self, locale: object) -> str:
        """The refusal in `locale` (a catalogue name or a Discord locale)."""
        if self.phrase is not None:
            return said.say(self.phrase, lang.normalise(locale), self.names)
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
