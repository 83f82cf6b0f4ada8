"""A pattern of text, variables and selectors on variables is worded without Fluent's
resolver (lang/plain.py: a twentieth of its cost, for the events of every move). It must
give what the resolver gives, in every language, for every message and attribute."""

from __future__ import annotations

import pytest

import lang

# plural categories: Polish 1 one, 2-4 and 22 few, 5-21 and 25 many; a string selected on
# by name ("cage"), one that names a category ("one") and one selected on by nothing
NUMBERS = [0, 1, 2, 5, 12, 22, 25, 101, 999]
STRINGS = ["cage", "one", "**Βασίλης**", ""]
NOT_PLAIN = [1000, 1500, -3, 2.5]  # numbers Fluent words by language, and a float


def plain_keys(catalogue) -> list[str]:
    return sorted(key for key in catalogue.ids if catalogue._plain(key) is not None)


@pytest.mark.parametrize("name", lang.locales())
def test_plain_patterns_word_as_fluent_does(name):
    catalogue = lang.catalogues.catalogue(name)
    keys = plain_keys(catalogue)
    assert len(keys) > len(catalogue.ids) * 0.9  # nearly all our patterns
    for key in keys:
        variables = sorted(catalogue._plain(key).names)
        values = NUMBERS + STRINGS
        for turn in range(len(values)):
            # each variable its own value, so that two selectors choose differently
            args = {v: values[(turn + k) % len(values)] for k, v in enumerate(variables)}
            assert catalogue.format(key, args) == catalogue.format_with_fluent(key, args), (
                key,
                args,
            )


@pytest.mark.parametrize("name", lang.locales())
def test_other_values_go_through_fluent(name):
    catalogue = lang.catalogues.catalogue(name)
    for key in plain_keys(catalogue):
        variables = catalogue._plain(key).names
        for value in NOT_PLAIN:
            args = {variable: value for variable in variables}
            assert not catalogue._plain(key).takes(args) or not variables
            assert catalogue.format(key, args) == catalogue.format_with_fluent(key, args), key
