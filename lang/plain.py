"""Fluent patterns worded without Fluent's resolver, for the events of every move.

A move's events are worded afresh (their names and numbers vary, so a cache of worded
texts seldom has them), and Fluent's resolver costs 50-70 us a message. Most of our
patterns are only text, variables and selectors on a variable (plurals, a ghost that
starts in "cage"): `plain(pattern)` turns such a pattern into a `Plain`, which words it
for a few microseconds, writing what the resolver would write when every variable it
reads is a string or a whole number from 0 to 999 (`Plain.takes`). For any other pattern
(terms, functions, other messages) `plain` gives None, and for other values (1,500 is
grouped by language, -3 has a minus sign to word) the caller asks Fluent.
tests/lang/test_plain_patterns.py checks both give the same text for every message.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from fluent.syntax import ast

Plural = Callable[[float], str]  # a number's plural category in a language: "one", "few"...
LONGEST = 2500  # Fluent refuses a longer placeable (its MAX_PART_LENGTH)
_MISSING = object()


@dataclass(frozen=True)
class Variable:
    name: str


@dataclass(frozen=True)
class Select:
    """A selector on a variable: the first variant whose key matches, else the default."""

    name: str
    variants: tuple[tuple[str | float, Pieces], ...]  # an identifier's name, or a number
    default: Pieces


Pieces = tuple[str | Variable | Select, ...]


@dataclass(frozen=True)
class Plain:
    pieces: Pieces
    names: frozenset[str]  # every variable it reads

    def takes(self, args: Mapping[str, object]) -> bool:
        """Whether each variable read is one Fluent would write as `str(value)` and select
        on as we do: a string, or a whole number from 0 to 999 (in each language we ship,
        no digit grouping and no minus sign)."""
        return all(_plainly(args.get(name, _MISSING)) for name in self.names)

    def format(self, args: Mapping[str, object], plural: Plural) -> str:
        return _join(self.pieces, args, plural)


def plain(pattern: ast.Pattern) -> Plain | None:
    """The Plain of a pattern of text, variables and selectors on variables; None if it
    holds anything else."""
    names: set[str] = set()
    pieces = _pieces(pattern, names)
    return None if pieces is None else Plain(pieces, frozenset(names))


def _pieces(pattern: ast.Pattern, names: set[str]) -> Pieces | None:
    pieces: list[str | Variable | Select] = []
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            pieces.append(element.value)
            continue
        expression = element.expression if isinstance(element, ast.Placeable) else None
        if isinstance(expression, ast.StringLiteral):
            pieces.append(expression.parse()["value"])
        elif isinstance(expression, ast.VariableReference):
            names.add(expression.id.name)
            pieces.append(Variable(expression.id.name))
        elif isinstance(expression, ast.SelectExpression):
            select = _select(expression, names)
            if select is None:
                return None
            pieces.append(select)
        else:
            return None
    return tuple(pieces)


def _select(expression: ast.SelectExpression, names: set[str]) -> Select | None:
    if not isinstance(expression.selector, ast.VariableReference):
        return None
    variants: list[tuple[str | float, Pieces]] = []
    default: Pieces | None = None
    for variant in expression.variants:
        pieces = _pieces(variant.value, names)
        if pieces is None:
            return None
        if isinstance(variant.key, ast.NumberLiteral):  # as Fluent reads it: 1 is not 1.0
            number = variant.key.value
            key: str | float = float(number) if "." in number else int(number)
        else:
            key = variant.key.name
        variants.append((key, pieces))
        if variant.default:
            default = pieces
    if default is None:
        return None
    names.add(expression.selector.id.name)
    return Select(expression.selector.id.name, tuple(variants), default)


def _join(pieces: Pieces, args: Mapping[str, object], plural: Plural) -> str:
    out = []
    for piece in pieces:
        if type(piece) is str:
            out.append(piece)
        elif type(piece) is Variable:
            out.append(str(args[piece.name]))
        else:
            out.append(_join(_chosen(piece, args[piece.name], plural), args, plural))
    return "".join(out)


def _chosen(select: Select, value: object, plural: Plural) -> Pieces:
    """The variant Fluent picks for `value` (a plainly string or number): a number key
    matches the same number, and a name matches a number's plural category or the same
    string (a string also matches a number key whose category it names)."""
    for key, pieces in select.variants:
        if isinstance(key, str):  # a name
            matched = plural(value) == key if type(value) is int else value == key
        elif type(value) is int:
            matched = value == key
        else:  # a string, against a number
            matched = plural(key) == value
        if matched:
            return pieces
    return select.default


def _plainly(value: object) -> bool:
    if type(value) is str:
        return len(value) <= LONGEST
    return type(value) is int and 0 <= value < 1000
