"""The players' languages: every word the bot shows or draws, asked for by key.

Where this lives and why: `lang/` is a top-level package beside `games/`, `render/` and
`bot/`, importing none of them, so that bot/ (messages, buttons, slash commands) and render/
(boards, previews, results pictures) both ask for words the same way without render/ ever
importing bot/. games/ never asks: it emits structured events, and the words for them are
catalogue entries too.

The catalogues are Project Fluent files, one per language per area::

    data/locales/<locale>/bot.ftl          the bot's messages, buttons, refusals, commands
    data/locales/<locale>/games-<name>.ftl a game's events and terms
    data/locales/<locale>/boards.ftl       words drawn on pictures

`<locale>` is a directory name: `en` (the default, for `en-US` and `en-GB`), `ro`, `es`
(`es-ES`), `pl`, `el`, and `es-419`, which holds only the messages Latin American Spanish
says differently (everything else comes from `es`). A new language is a new directory: see
the README ("Adding a language").

Asking::

    from lang import tr, normalise
    tr("pl", "lobby-join")                   # "Dołącz"
    tr(lang, "lobby-seats-left", count=2)    # plural forms live in the catalogue
    tr(lang, "config-command.description")   # a message's attribute
    normalise("es-ES") == "es"; normalise(discord.Locale.greek) == "el"; normalise(None) == "en"

Arguments: numbers (int, float) are written the way the language writes them (Fluent formats
them through Babel: "1 234,5" in Polish); pass an id or a year that must not be grouped as a
`str`. Text arguments (player names) are inserted as given: escape them first where
markdown matters. Fluent's bidirectional isolation marks are off (Discord counts them and
shows them as stray characters in some clients).

A key missing in a language falls back along the chain (`es-419` -> `es` -> `en`); a key
missing in English is a bug and raises `KeyError` (tests/lang checks every catalogue has
every key).
"""

from __future__ import annotations

from lang.catalogue import DEFAULT, LOCALES_DIR, Catalogue, Catalogues

__all__ = [
    "DEFAULT",
    "LOCALES_DIR",
    "Catalogue",
    "Catalogues",
    "catalogues",
    "date",
    "has",
    "locales",
    "normalise",
    "number",
    "tr",
    "warm_up",
]

catalogues = Catalogues(LOCALES_DIR)


def tr(locale: str | None, key: str, /, **args: object) -> str:
    """The text of `key` (`message` or `message.attribute`) in `locale` (a catalogue name
    or anything `normalise` accepts), with `args` filled in."""
    return catalogues.tr(locale, key, **args)


def has(key: str) -> bool:
    """Whether English has `key` (callers that build keys from data ask before using one)."""
    return catalogues.has(key)


def warm_up() -> None:
    """Read every catalogue (at start-up, off the event loop)."""
    catalogues.warm_up()


def normalise(locale: object) -> str:
    """Our catalogue for a Discord locale (`discord.Locale`, "es-ES", "pt-BR", None...):
    the exact one if we have it, else its language's, else English."""
    return catalogues.normalise(locale)


def locales() -> list[str]:
    """Every catalogue we ship, English first."""
    return catalogues.names()


def number(locale: str | None, value: float, digits: int = 0) -> str:
    """`value` the way `locale` writes numbers, with at most `digits` decimals ("1 234,5")."""
    return catalogues.number(locale, value, digits)


def date(locale: str | None, timestamp: float) -> str:
    """A UTC day the way `locale` writes it ("30 Nov 2026", "30 lis 2026")."""
    return catalogues.date(locale, timestamp)
