"""The rules' refusals are phrases (games/errors.py): English in `reason` for logs, and in
the clicker's own language when the bot answers (bot/errors.py, render/words.py)."""

from __future__ import annotations

import discord
import pytest

import games
import lang
from bot.errors import LobbyRefusal, RuleBroken
from games.errors import BadSetup, GameError, IllegalAction
from games.phrase import Phrase
from render.words import refusal


def test_a_setup_refusal_reads_in_each_language():
    with pytest.raises(BadSetup) as error:
        games.get("push").setup(9, seed=1)
    assert error.value.reason == "PUSH is for 2–6 players, not 9."
    assert str(error.value) == error.value.reason
    assert error.value.phrase == Phrase.of("refuse-players", game="PUSH", least=2, most=6, count=9)
    assert refusal(error.value, "el") == "Το PUSH παίζεται από 2–6 παίκτες, όχι 9."
    assert LobbyRefusal.of(error.value).text("pl") == "W PUSH gra 2–6 graczy, nie 9."


def test_a_rule_refusal_is_worded_for_the_clicker_with_the_players_names():
    error = IllegalAction(Phrase.of("refuse-not-your-turn"))
    answer = RuleBroken.of(error, ["**Ana**", "**Bo**"])
    assert answer.message == "It's not your turn."  # logs
    assert answer.text(discord.Locale.greek) == lang.tr("el", "refuse-not-your-turn")
    assert answer.text("ro") == "Nu e rândul tău."
    assert answer.text("es-419") == "No es tu turno."


def test_a_sentence_stays_as_it_was_raised():
    error = GameError("That button is not a Formula 1 action.")
    assert error.phrase is None and error.reason == "That button is not a Formula 1 action."
    assert RuleBroken.of(error).text("el") == error.reason
