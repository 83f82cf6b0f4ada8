"""Loading the Fluent catalogues under data/locales/ and formatting their messages.

One `Catalogue` per directory (every `.ftl` file in it, read once); `Catalogues` finds the
directories, maps Discord's locale strings onto them and walks the fallback chain. Tests
build their own `Catalogues` over a temporary directory (a throwaway locale).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from datetime import UTC, datetime
from functools import cached_property, lru_cache
from pathlib import Path

from babel import Locale, UnknownLocaleError
from babel.dates import format_date
from babel.numbers import format_decimal
from babel.plural import to_python
from fluent.runtime import FluentBundle
from fluent.syntax import FluentParser, ast

from lang.plain import Plain, plain

log = logging.getLogger(__name__)

DEFAULT = "en"
WORDED_KEPT = 8192  # texts remembered once worded (a few hundred per language in use)
LOCALES_DIR = Path(__file__).resolve().parent.parent / "data" / "locales"


class Catalogue:
    """The messages of one directory of `.ftl` files, formatted for its language."""

    def __init__(self, name: str, folder: Path) -> None:
        self.name, self.folder = name, folder
        self._plains: dict[str, Plain | None] = {}  # see _plain

    @cached_property
    def files(self) -> dict[str, ast.Resource]:
        """Each file's parsed syntax tree, by file name: what the bundle is made of, and
        what the checks read ids and junk from (parsed once)."""
        parser = FluentParser()
        return {
            path.name: parser.parse(path.read_text(encoding="utf-8"))
            for path in sorted(self.folder.glob("*.ftl"))
        }

    @cached_property
    def bundle(self) -> FluentBundle:
        bundle = FluentBundle([self.name], use_isolating=False)
        for resource in self.files.values():
            bundle.add_resource(resource)
        return bundle

    @cached_property
    def _messages(self) -> dict[str, ast.Message]:
        """Each message's syntax tree, by id (the first of an id wins, as in the bundle)."""
        found: dict[str, ast.Message] = {}
        for resource in self.files.values():
            for entry in resource.body:
                if isinstance(entry, ast.Message):
                    found.setdefault(entry.id.name, entry)
        return found

    @cached_property
    def babel(self) -> Locale:
        try:
            return Locale.parse(self.name, sep="-")
        except (UnknownLocaleError, ValueError):
            return Locale.parse(DEFAULT)

    @cached_property
    def ids(self) -> frozenset[str]:
        """Every message id, and `id.attribute` for each attribute (terms excluded)."""
        found: set[str] = set()
        for resource in self.files.values():
            for entry in resource.body:
                if isinstance(entry, ast.Message):
                    found.add(entry.id.name)
                    found.update(f"{entry.id.name}.{a.id.name}" for a in entry.attributes)
        return frozenset(found)

    def has(self, key: str) -> bool:
        """Whether this catalogue has `key` (`message` or `message.attribute`), as the
        bundle the messages are formatted from has it."""
        name, _, attribute = key.partition(".")
        if not self.bundle.has_message(name):
            return False
        return not attribute or attribute in self.bundle.get_message(name).attributes

    def format(self, key: str, args: dict[str, object]) -> str | None:
        """`key` with `args`, or None when this catalogue lacks it."""
        simple = self._plain(key)
        if simple is not None and simple.takes(args):  # what Fluent would write, sooner
            return simple.format(args, self._plural)
        return self.format_with_fluent(key, args)

    def format_with_fluent(self, key: str, args: dict[str, object]) -> str | None:
        """`format` always through Fluent's resolver (what the plain path must match)."""
        name, _, attribute = key.partition(".")
        if not self.bundle.has_message(name):
            return None
        message = self.bundle.get_message(name)
        pattern = message.attributes.get(attribute) if attribute else message.value
        if pattern is None:
            return None
        text, errors = self.bundle.format_pattern(pattern, args)
        if errors:  # a missing argument or term: the text still shows, with "{$name}"
            log.warning("%s in %s: %s", key, self.name, errors)
        return text


    def _plain(self, key: str) -> Plain | None:
        """The pattern of `key` as lang.plain words it, or None (a pattern it does not
        word, or a key this catalogue lacks)."""
        try:
            return self._plains[key]
        except KeyError:
            pass
        name, _, attribute = key.partition(".")
        message = self._messages.get(name)
        pattern = None
        if message is not None and attribute:
            pattern = next((a.value for a in message.attributes if a.id.name == attribute), None)
        elif message is not None:
            pattern = message.value
        found = self._plains[key] = plain(pattern) if pattern is not None else None
        return found

    @cached_property
    def _plural(self) -> Callable[[float], str]:
        """A number's plural category in this language, as Fluent's bundle finds it."""
        return to_python(self.babel.plural_form)


class Catalogues:
    """Every catalogue under `root`, with Discord's locales mapped onto them."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._loaded: dict[str, Catalogue] = {}
        self._lock = threading.Lock()  # boards are drawn on threads and in worker processes
        # A board or a message asks for the same few hundred texts move after move, and
        # wording one through Fluent costs about as much as drawing it: remember them.
        self._remembered = lru_cache(maxsize=WORDED_KEPT)(self._word)

    def names(self) -> list[str]:
        found = sorted(p.name for p in self.root.iterdir() if any(p.glob("*.ftl")))
        return sorted(found, key=lambda n: n != DEFAULT)

    def catalogue(self, name: str) -> Catalogue:
        with self._lock:
            if name not in self._loaded:
                self._loaded[name] = Catalogue(name, self.root / name)
            return self._loaded[name]

    def normalise(self, locale: object) -> str:
        raw = getattr(locale, "value", locale)  # discord.Locale or a plain string
        if not isinstance(raw, str) or not raw:
            return DEFAULT
        raw = raw.replace("_", "-")
        names = {n.lower(): n for n in self._known}
        for candidate in (raw, raw.split("-")[0]):
            if candidate.lower() in names:
                return names[candidate.lower()]
        return DEFAULT

    def chain(self, locale: object) -> list[Catalogue]:
        """The catalogues to ask in turn: `es-419`, then `es`, then English."""
        name = self.normalise(locale)
        names = [name]
        base = name.split("-")[0]
        if base != name and base in self._known:
            names.append(base)
        if DEFAULT not in names:
            names.append(DEFAULT)
        return [self.catalogue(n) for n in names]

    def tr(self, locale: object, key: str, **args: object) -> str:
        try:
            remembered = tuple((name, type(value), value) for name, value in sorted(args.items()))
            return self._remembered(locale, key, remembered)
        except TypeError:  # an argument that cannot be a cache key: worded afresh
            return self._word(locale, key, tuple((n, type(v), v) for n, v in args.items()))

    def _word(self, locale: object, key: str, items: tuple[tuple[str, type, object], ...]) -> str:
        """`key` in `locale`, its arguments given as (name, type, value): the type keeps
        1, 1.0 and True apart in the cache."""
        args = {name: value for name, _, value in items}
        for catalogue in self.chain(locale):
            text = catalogue.format(key, args)
            if text is not None:
                return text
        raise KeyError(f"no message {key!r} in the English catalogue")

    def has(self, key: str) -> bool:
        return self.catalogue(DEFAULT).has(key)

    def warm_up(self) -> None:
        """Read every catalogue now (a hundred milliseconds of CPU each), so that the first
        message in a language, or the first refusal, does not wait for it."""
        for name in self.names():
            _ = self.catalogue(name).bundle  # parsed once, kept (a cached property)

    def number(self, locale: object, value: float, digits: int = 0) -> str:
        pattern = "#,##0" + ("." + "#" * digits if digits else "")
        return format_decimal(value, format=pattern, locale=self.chain(locale)[0].babel)

    def date(self, locale: object, timestamp: float) -> str:
        day = datetime.fromtimestamp(timestamp, UTC).date()
        return format_date(day, format="d MMM y", locale=self.chain(locale)[0].babel)

    @cached_property
    def _known(self) -> tuple[str, ...]:
        return tuple(self.names())
