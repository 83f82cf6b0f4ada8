"""Where the things a /rules callout names are on a game's board: boxes in the board
picture's own pixels, taken from its renderer as it draws (never guessed fractions of the
picture, which drift whenever a renderer's layout changes).

A callout names its target one of two ways (data/rules/<game>.md, "## Picture"):
- a text the renderer drew on the board, in quotes, `*` matching anything
  ("RACE ORDER", "* to roll*"): the box of the first such text. The pages name it as the
  English board shows it, in every language; on a board drawn in another language the
  callout points at the same catalogue message's words there (`Board.find`);
- a region of the board's layout that has no text of its own (the pit lanes, the ghosts'
  cage...), by its name: the `regions` module its catalogue entry names builds them from
  the renderer's geometry (render/<game>_regions.py).
"""

from __future__ import annotations

import importlib
import io
import itertools
from dataclasses import dataclass
from fnmatch import fnmatchcase
from functools import cache

from fluent.syntax import ast
from PIL import Image

import games
import lang
import render
from bot.boards import _takes_a_language
from render.common import drawn_texts
from render.regions import Box

SEPARATOR = " · "  # between the messages a renderer draws as one text


@dataclass(frozen=True)
class Board:
    """A board picture and what its renderer drew on it."""

    image: Image.Image
    texts: list[tuple[str, Box]]  # the texts drawn on the board itself, in order
    regions: dict[str, Box]
    lang: str = lang.DEFAULT
    english: list[str] | None = None  # the same board's texts in English, if it is not

    def find(self, target: str) -> Box | None:
        """The box of a quoted text pattern or of a named region (None: not on it).

        On a board in another language, the pattern is first matched on the English
        board; the catalogue message that drew that text gives the words to look for
        here. A text no message draws is drawn as it is in every language."""
        if not (target.startswith('"') and target.endswith('"')):
            return self.regions.get(target)
        pattern = target[1:-1]
        if self.english is None:
            return next((box for text, box in self.texts if fnmatchcase(text, pattern)), None)
        said = next((t for t in self.english if fnmatchcase(t, pattern)), None)
        key = said and message_drawing(said, pattern)
        if not key:
            return next((box for text, box in self.texts if fnmatchcase(text, pattern)), None)
        patterns = shapes(self.lang, key)
        return next((box for text, box in self.texts if _reads(text, patterns)), None)


def _reads(text: str, patterns: list[str]) -> bool:
    """Whether a drawn text, or one of its parts a renderer joined with " · ", is one of
    the patterns."""
    parts = [text, *text.split(SEPARATOR)] if SEPARATOR in text else [text]
    return any(fnmatchcase(part, p) for part in parts for p in patterns)


def drawn_board(name: str, state, names: list[str], language: str = lang.DEFAULT) -> Board:
    """Draw the game's board plainly in `language`, noting every text drawn on it and its
    layout's regions (and, in another language, the English board's texts)."""
    if not _takes_a_language(render.renderer(state.game)):
        language = lang.DEFAULT  # its words are English whatever it is asked
    on_board, image = _texts(state, names, language)
    english = None if language == lang.DEFAULT else _texts(state, names, lang.DEFAULT)[0]
    said = None if english is None else [text for text, _ in english]
    return Board(image, on_board, regions(name, state), language, said)


def _texts(state, names: list[str], language: str) -> tuple[list[tuple[str, Box]], Image.Image]:
    with drawn_texts() as texts:
        worded = {} if language == lang.DEFAULT else {"lang": language}
        png = render.plain(state, names=names, **worded)
    image = Image.open(io.BytesIO(png)).convert("RGB")
    size = (float(image.width), float(image.height))
    return [(t.text, t.box) for t in texts if t.picture == size], image


# -- which catalogue message drew a text, and its words in another language ----------
def message_drawing(text: str, pattern: str = "*") -> str | None:
    """The English message whose words `text` is, its arguments anything, or, for a text
    a renderer joined from several (" · "), the one of its parts `pattern` matches: the
    boards' catalogues first, then the games' and the bot's; the one with the most
    letters of its own when several could be (None: no message, a name or a number)."""
    parts = [text] + [p for p in text.split(SEPARATOR) if fnmatchcase(p, pattern)]
    for group in ("boards", "games", ""):
        found = [
            (letters(shape), key)
            for part in parts[: 1 if SEPARATOR not in text else None]
            for key, file in _english_messages()
            if file.startswith(group)
            for shape in shapes(lang.DEFAULT, key)
            if letters(shape) >= 2 and fnmatchcase(part, shape)
        ]
        if found:
            return max(found)[1]
    return None


@cache
def _english_messages() -> list[tuple[str, str]]:
    """(message id, file name) of every English message."""
    english = lang.catalogues.catalogue(lang.DEFAULT)
    return [
        (entry.id.name, file)
        for file, resource in english.files.items()
        for entry in resource.body
        if isinstance(entry, ast.Message) and entry.value is not None
    ]


@cache
def shapes(language: str, key: str) -> list[str]:
    """Every way the message `key` can read in `language` (along its fallback chain), as
    patterns: a variable is `*`, each variant of a choice a pattern of its own."""
    for catalogue in lang.catalogues.chain(language):
        for resource in catalogue.files.values():
            for entry in resource.body:
                if isinstance(entry, ast.Message) and entry.id.name == key and entry.value:
                    return [" ".join(s.split()) for s in _spellings(entry.value.elements)]
    raise KeyError(key)


def _spellings(elements) -> list[str]:
    options: list[list[str]] = []
    for element in elements:
        if isinstance(element, ast.TextElement):
            options.append([_literal(element.value)])
        elif isinstance(element.expression, ast.SelectExpression):
            options.append(
                [s for v in element.expression.variants for s in _spellings(v.value.elements)]
            )
        elif isinstance(element.expression, ast.StringLiteral):
            options.append([_literal(element.expression.value)])
        else:  # a variable, a number, a term: anything
            options.append(["*"])
    return ["".join(parts) for parts in itertools.product(*options)]


def _literal(text: str) -> str:
    return "".join(f"[{c}]" if c in "*?[" else c for c in text)


def letters(shape: str) -> int:
    return sum(c.isalpha() for c in shape)


def regions(name: str, state) -> dict[str, Box]:
    """The game's named regions, from the `regions` module its catalogue entry names."""
    module = games.entry(name).regions
    return importlib.import_module(module).regions(state) if module else {}
