"""The errors the rules raise. Every one is written for the player who caused it.

A refusal names what is wrong as a `Phrase` (games/phrase.py), like an event: the bot words
it in the language of the player who clicked (bot/errors.py), and `reason` is its English,
for logs and tests:

    raise IllegalAction(Phrase.of("push-refuse-no-bench", colour="red"))

An error raised with a sentence (a forged button's key, an unknown game: nothing a player
reads) keeps it as its reason and has no phrase.
"""

from __future__ import annotations

from games.phrase import Phrase, word


class GameError(Exception):
    """Base of every error the rules raise: `phrase` (None for a sentence) for the
    reader's catalogue, `reason` in English."""

    def __init__(self, reason: str | Phrase) -> None:
        self.phrase = reason if isinstance(reason, Phrase) else None
        self._sentence = reason if isinstance(reason, str) else None
        super().__init__(reason)

    @property
    def reason(self) -> str:
        """The refusal in English (a seat named in it reads `{0}`)."""
        if self._sentence is not None:
            return self._sentence
        import lang  # English for logs only: players read the phrase in their own language

        return word(self.phrase, lambda key, args: lang.tr("en", key, **args), [])

    def __str__(self) -> str:
        return self.reason


class UnknownGame(GameError, KeyError):
    """No game is registered under that name."""


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
