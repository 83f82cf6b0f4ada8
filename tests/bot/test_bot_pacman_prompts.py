"""The words over PAC-MAN's board: the facts line and what the pinged player must press,
checked on positions from AI games (no Discord needed)."""

from __future__ import annotations

from functools import cache
from types import SimpleNamespace

import games
from bot.ui.pacman import UI, _catches
from games.pacman import ghost_turn
from games.pacman.maze import default_maze

GAME = games.get("pacman")
NAMES = ["alice", "bob", "carol"]


@cache
def positions() -> list:
    """Every state of a few 3-player AI games."""
    seen = []
    for seed in range(4):
        state = GAME.setup(3, seed)
        while GAME.outcome(state) is None and len(seen) < 20_000:
            seen.append(state)
            (seat,) = GAME.to_act(state)
            state = GAME.apply(state, seat, GAME.ai_action(state, seat))
    return seen


def prompt(state) -> str:
    return UI().prompt(SimpleNamespace(state=state, names=NAMES, lang="en"))


def test_the_ghost_prompt_names_the_ghost_its_count_and_a_catch():
    told = set()
    for state in positions():
        move = ghost_turn.current_move(state)
        if move is None:
            continue
        text = prompt(state)
        if state.pawn(move.ghost).eyes:
            assert text.startswith(f"move **{move.ghost.title}'s eyes** {move.spaces} space")
            assert "back toward the cage" in text
            told.add("eyes")
            continue
        assert text.startswith(f"move **{move.ghost.title}** {move.spaces} space")
        catch = any(_catches(state, r) for r in ghost_turn.legal(state, default_maze()))
        assert ("🎯" in text) == catch
        told.add("catch" if catch else "plain")
    assert told == {"eyes", "catch", "plain"}


def test_pacman_prompts_and_the_facts_line():
    told = set()
    for state in positions():
        text = prompt(state)
        if state.phase == "roll":
            assert text == "roll the dice for PAC-MAN (🎲 below)."
        elif state.phase == "move" and not state.path:
            assert text.startswith(f"choose where PAC-MAN ends his {state.steps} spaces: ")
            assert text.endswith("or walk step by step with the arrows.")
        elif state.phase == "power_roll":
            assert text.startswith("power move ") and text.endswith("roll 1 die (🎲 below).")
        else:
            continue
        told.add(state.phase)
        facts = UI().facts(SimpleNamespace(state=state, names=NAMES, lang="en"))
        assert facts.startswith(f"🟡 PAC-MAN: **{NAMES[state.pacman]}** · score {state.score}")
        assert f"inning {state.innings} of 3" in facts
    assert told == {"roll", "move", "power_roll"}


def test_the_rules_command_shows_the_rules_not_a_code_note():
    """/rules pacman shows the docstring of the module holding the Game class."""
    import inspect

    from bot.commands.play import reflow

    text = reflow(inspect.getdoc(inspect.getmodule(type(GAME))))
    assert text.startswith("PAC-MAN (the board game), 1–5 players")
    for words in ("roll 3 dice", "power pellet", "ghost card", "800", "caught"):
        assert words in text, words
    assert "contract" not in text and len(text) < 1900
