"""A pattern of text and variables is worded without Fluent's resolver (a twentieth of its
cost, for the events of every move): it must give what the resolver gives, in every
language, for every message and attribute of that kind."""

from __future__ import annotations

import itertools

import pytest

import lang
from lang.catalogue import Catalogue

SAMPLES = ["**Βασίλης**", "", 0, 999]
NOT_PLAIN = [1500, -3, 2.5]  # numbers Fluent words by language, and a float


def keys(catalogue: Catalogue) -> list[str]:
    return sorted(catalogue.ids)


@pytest.mark.parametrize("name", lang.locales())
def test_plain_patterns_word_as_fluent_does(name):
    catalogue = lang.catalogues.catalogue(name)
    plain = 0
    for key, sample in itertools.product(keys(catalogue), SAMPLES):
        parts = catalogue._plain(key)
        if parts is None:
            continue
        plain += 1
        args = {variable: sample for variable in parts[1::2]}
        assert catalogue.format(key, args) == catalogue.format_with_fluent(key, args), key
    assert plain > len(catalogue.ids) * len(SAMPLES) // 2  # most patterns are plain


@pytest.mark.parametrize("name", lang.locales())
def test_other_values_and_patterns_go_through_fluent(name):
    catalogue = lang.catalogues.catalogue(name)
    for key in keys(catalogue):
        parts = catalogue._plain(key)
        variables = parts[1::2] if parts else ()
        for value in NOT_PLAIN:
            args = {variable: value for variable in variables}
            assert catalogue.format(key, args) == catalogue.format_with_fluent(key, args), key
    selecting = [key for key in keys(catalogue) if catalogue._plain(key) is None]
    assert selecting  # plurals and the like: worded by Fluent alone
