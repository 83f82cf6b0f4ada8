"""Formula 1's one roll for several cars fits Discord's 80 characters in every language,
even when each car is in the pit far down the track (a Spanish game was refused by
Discord: '🎲 Tirar por los coches 3 (en boxes en la casilla 8) y 4 (…)', 84)."""

from __future__ import annotations

import pytest

import lang
from bot.ui import formula
from games.formula import GAME
from games.formula.actions import RollAll
from games.formula.moving import order_matters
from games.formula.state import Phase
from render.samples import ai_states


def several_cars_rolled_at_once():
    """A two-player state where one roll moves both of a player's cars, and its moves."""
    for state in ai_states("formula", seed=1, players=2, steps=300):
        cars = sorted(state.to_move) if state.phase is Phase.TURN else []
        for seat in GAME.to_act(state):
            actions = GAME.legal_actions(state, seat)
            if len(cars) > 1 and not order_matters(state, cars) and any(
                isinstance(a, RollAll) for a in actions
            ):
                return state, actions
    raise AssertionError("no such state")


@pytest.mark.parametrize("locale", lang.locales())
def test_one_roll_for_cars_in_the_pit_fits_a_button(monkeypatch, locale):
    state, actions = several_cars_rolled_at_once()
    far = lang.tr(locale, "formula-in-pit", field=lang.tr(locale, "formula-field", number="45"))
    monkeypatch.setattr(formula, "where", lambda *_args: far)
    (button,) = formula.roll_controls(state, actions, locale)
    assert len(button.label) <= 80, button.label
    assert button.label.startswith("🎲")
