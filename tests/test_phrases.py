"""Events are phrases, worded by the catalogues: every phrase a whole game emits has its
words in every language, a state's events survive JSON, and states stored with English
sentences still load and show as they were written."""

from __future__ import annotations

import json
import re

import pytest

import games
import lang
from games.phrase import Phrase, Seat
from render.samples import ai_states
from render.words import names_someone, say

CONVERTED = ["formula", "pacman", "passtally", "push"]  # games whose events are phrases
LABELLED = ["formula", "pacman", "passtally", "push"]  # their actions' labels are phrases
NAMES = ["Ana", "Bo", "Chris", "Dee", "Eli", "Fay"]
LEFT_OVER = re.compile(r"\{|\}|\$")  # a missing argument shows as "{$name}"


def _phrases(name: str, players: int, seed: int) -> list[Phrase]:
    found = [e for state in ai_states(name, seed=seed, players=players) for e in state.events]
    assert all(isinstance(e, Phrase) for e in found), [e for e in found if isinstance(e, str)]
    return found


def _nested(phrase: Phrase) -> list[Phrase]:
    inner = [phrase]
    for value in phrase.args.values():
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, Phrase):
                inner += _nested(item)
    return inner


@pytest.mark.parametrize("name", CONVERTED)
def test_every_event_of_a_whole_game_is_worded_in_every_language(name):
    game = games.get(name)
    keys: set[str] = set()
    for players in sorted({game.min_players, game.max_players}):
        for event in _phrases(name, players, seed=5):
            keys.update(p.key for p in _nested(event))
            for locale in lang.locales():
                words = say(event, locale, NAMES[:players])
                assert not LEFT_OVER.search(words), (locale, event, words)
    english = lang.catalogues.catalogue("en").ids
    assert keys <= english, keys - english
    assert len(keys) > 10


def test_a_phrase_names_its_players_in_each_language():
    event = Phrase.of("push-banks", player=Seat(seat=1), count=3, colour="red")
    assert say(event, names=["Ana", "Bo"]) == "Bo banks 3 red cards."
    assert say(event, "el", ["Ana", "Bo"]) == "Bo βάζει στην τράπεζα 3 κόκκινες κάρτες."
    assert say(event, "pl", ["Ana", "Bo"]) == "Bo odkłada do banku 3 czerwone karty."
    assert say(event.model_copy(update={"args": {**event.args, "count": 5}}), "pl", ["A", "Bo"])
    assert say(event) == "{1} banks 3 red cards."  # no names: the seat's placeholder
    assert names_someone(event) and not names_someone(Phrase.of("push-pile-out"))


def test_events_survive_json_and_old_sentences_still_load():
    game = games.get("push")
    state = ai_states("push", seed=2, players=3, steps=30)[-1]
    again = game.load_state(state.model_dump_json())
    assert again.events == state.events and all(isinstance(e, Phrase) for e in again.events)
    stored = state.model_dump(mode="json")
    stored["events"] = ["{0} stops."]  # a state stored before events were phrases
    old = game.load_state(json.dumps(stored))
    assert old.events == ["{0} stops."]
    assert say(old.events[0], "el", ["Ana"]) == "Ana stops." and names_someone(old.events[0])


@pytest.mark.parametrize("name", LABELLED)
def test_every_action_label_is_a_phrase_whose_english_is_the_label(name):
    """The bot words an action's phrase in the reader's language; in English it reads
    exactly as the label the rules give."""
    game = games.get(name)
    seen: dict[str, Phrase] = {}
    for state in ai_states(name, seed=4, players=game.max_players):
        for seat in game.to_act(state):
            for action in game.legal_actions(state, seat):
                assert action.phrase is not None, action
                assert say(action.phrase) == action.label, action
                seen.setdefault(action.phrase.key, action.phrase)
    for phrase in seen.values():
        for locale in lang.locales():
            words = say(phrase, locale)
            assert words and not LEFT_OVER.search(words) and len(words) <= 80, (locale, words)
    assert len(seen) >= 3
