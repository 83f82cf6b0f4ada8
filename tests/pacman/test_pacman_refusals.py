"""The rules' refusals are phrases, worded in every language: each move a player could
try and the rules refuse, over a seeded game, says why in every catalogue, with nothing
left unfilled, and the bot's refusal words it the same way."""

from __future__ import annotations

import re

import games
import lang
from bot.errors import RuleBroken
from games.errors import IllegalAction
from games.pacman.actions import Confirm, GoTo, Roll, Route, Step, UndoStep
from games.pacman.deck import Ghost
from games.pacman.maze import Direction
from games.phrase import Phrase
from render.samples import ai_states
from render.words import say

LEFT_OVER = re.compile(r"\{|\}|\$")
TRIES = [
    Roll(dice=1),
    Roll(dice=3),
    *(Step(direction=d) for d in Direction),
    UndoStep(),
    Confirm(),
    GoTo(to="A1", walk="r"),
    GoTo(to="J16", walk="l"),
    *(Route(ghost=g, to="A1") for g in Ghost),
]


def _refusals() -> dict[str, Phrase]:
    game = games.get("pacman")
    found: dict[str, Phrase] = {}
    for state in ai_states("pacman", seed=3, players=2, steps=400):
        for seat in game.to_act(state):
            for action in TRIES:
                try:
                    game.apply(state, seat, action)
                except IllegalAction as error:
                    assert error.phrase is not None, error.reason  # never an English sentence
                    found.setdefault(error.phrase.key, error.phrase)
    return found


def test_every_refusal_is_worded_in_every_language():
    found = _refusals()
    assert len(found) >= 10, sorted(found)
    for phrase in found.values():
        english = say(phrase)
        for locale in lang.locales():
            words = say(phrase, locale)
            assert words and not LEFT_OVER.search(words), (locale, phrase, words)
            assert RuleBroken(phrase).text(locale) == words
            if locale != "en":
                assert words != english, (locale, words)
