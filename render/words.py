"""The words for what the rules say: a `Phrase` (or an old stored sentence) in a language.

    words.say(state.events[0], "el", names=["Ana", "Bo"])   # 'Η Ana τραβάει ...'

The rules emit phrases (games/phrase.py); their words are in the catalogues (lang/,
data/locales/<locale>/games-<name>.ftl), English the fallback for a key a language lacks.
Seats become the players' names; nested phrases and lists are worded first, in the same
language.
"""

from __future__ import annotations

import lang
from games.core import Action, State, format_event
from games.phrase import Phrase, Seat


def say(said: Phrase | str, locale: str | None = None, names: list[str] | None = None) -> str:
    """A phrase in `locale` (English when None) with the players' `names` (a seat without
    one stays `{0}`); an old stored event, a sentence with `{0}`, `{1}` for the players, is
    shown as it was written."""
    names = names or []
    if isinstance(said, str):
        return format_event(said, names)
    args = {name: _arg(value, locale, names) for name, value in said.args.items()}
    return lang.tr(locale, said.key, **args)


def names_someone(said: Phrase | str) -> bool:
    """Whether an event names a player (else a replay says who moved before it)."""
    return bool(said.seats()) if isinstance(said, Phrase) else "{" in said


def _arg(value: object, locale: str | None, names: list[str]) -> object:
    if isinstance(value, Seat):
        return names[value.seat] if value.seat < len(names) else f"{{{value.seat}}}"
    if isinstance(value, Phrase):
        return say(value, locale, names)
    if isinstance(value, list):
        return join([str(_arg(item, locale, names)) for item in value], locale)
    return value


def join(items: list[str], locale: str | None = None) -> str:
    """'a, b and c' in the language's own way (the catalogue's list-pair and list-more)."""
    if not items:
        return lang.tr(locale, "list-none")
    if len(items) == 1:
        return items[0]
    last = lang.tr(locale, "list-pair", first=items[-2], last=items[-1])
    for item in reversed(items[:-2]):
        last = lang.tr(locale, "list-more", first=item, rest=last)
    return last


def said(state: State, locale: str | None = None, names: list[str] | None = None) -> list[str]:
    """The last move's events in words (logs and tests; players as `{0}` without names)."""
    return [say(event, locale, names) for event in state.events]


def label(action: Action, locale: str | None = None) -> str:
    """An action's button or menu label in `locale`: its phrase worded, or its label when
    it has none (a name no language translates)."""
    return action.label if action.phrase is None else say(action.phrase, locale)
