"""The words for what the rules say: a `Phrase` (or an old stored sentence) in a language.

    words.say(state.events[0], "el", names=["Ana", "Bo"])   # 'Η Ana τραβάει ...'

The rules emit phrases (games/phrase.py); their words are in the catalogues (lang/,
data/locales/<locale>/games-<name>.ftl), English the fallback for a key a language lacks.
Seats become the players' names; nested phrases and lists are worded first, in the same
language.
"""

from __future__ import annotations

import lang
from games import phrase
from games.core import Action, State, format_event
from games.errors import GameError
from games.phrase import Phrase


def say(said: Phrase | str, locale: str | None = None, names: list[str] | None = None) -> str:
    """A phrase in `locale` (English when None) with the players' `names` (a seat without
    one stays `{0}`); an old stored event, a sentence with `{0}`, `{1}` for the players, is
    shown as it was written."""
    names = names or []
    if isinstance(said, str):
        return format_event(said, names)
    return phrase.word(said, _catalogue(locale), names)


def refusal(error: GameError, locale: str | None = None, names: list[str] | None = None) -> str:
    """Why the rules refused a move, in `locale`: the error's phrase worded, or the
    sentence it was raised with."""
    return say(error.phrase if error.phrase is not None else error.reason, locale, names)


def names_someone(said: Phrase | str) -> bool:
    """Whether an event names a player (else a replay says who moved before it)."""
    return bool(said.seats()) if isinstance(said, Phrase) else "{" in said


def join(items: list[str], locale: str | None = None) -> str:
    """'a, b and c' in the language's own way (the catalogue's list-pair and list-more)."""
    return phrase.join(items, _catalogue(locale))


def _catalogue(locale: str | None) -> phrase.Words:
    return lambda key, args: lang.tr(locale, key, **args)


def said(state: State, locale: str | None = None, names: list[str] | None = None) -> list[str]:
    """The last move's events in words (logs and tests; players as `{0}` without names)."""
    return [say(event, locale, names) for event in state.events]


def label(action: Action, locale: str | None = None) -> str:
    """An action's button or menu label in `locale`: its phrase worded, or its label when
    it has none (a name no language translates)."""
    return action.label if action.phrase is None else say(action.phrase, locale)
