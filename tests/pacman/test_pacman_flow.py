"""Scenario tests for the match: fruit cards, sections, levels, lives, innings, control."""

from __future__ import annotations

import pytest

from games.errors import BadActionKey
from games.pacman.actions import Confirm, Roll, Route, Step, UndoStep
from games.pacman.deck import Ghost, yellow_ids
from games.pacman.inning import ghost_control
from games.pacman.maze import Direction
from games.pacman.state import Mode, Phase
from render.words import said

FAR = {"blinky": "R2", "pinky": None, "inky": None, "clyde": None}


def move_three(board, state):
    """PAC-MAN (at B20) goes right, right, left and confirms."""
    state.roll, state.phase = [1, 1, 1], Phase.MOVE
    return board.act(board.walk(state, "right", "right", "left"), "confirm")


def test_a_fruit_card_places_the_next_fruit_and_the_ghosts_draw_again(board):
    state = board.state(at="B20", ghosts=FAR, deck=["f1", "f2", "b18", "b22"])
    state = move_three(board, state)
    assert said(state)[1:4] == [
        "Fruit card: a cherry appears on J16.",
        "Fruit card: the cherry is still on the maze, so it is discarded.",
        "Ghost card: Blinky 1, Pinky 3, Inky 2, Clyde 1.",
    ]
    assert state.fruit == "cherry" and state.discard[:2] == ["f1", "f2"]


def test_fruit_comes_in_order_and_runs_out(board):
    state = board.state(at="B20", ghosts=FAR, deck=["f3", "b18"])
    state.fruit_eaten, state.fruits_placed = ["cherry"], 1
    state = move_three(board, state)
    assert state.fruit == "strawberry"
    state.fruit, state.fruits_placed, state.deck = None, 3, ["f1", "b22"]
    state = move_three(board, state)
    assert "Fruit card: no fruit is left this level, so it is discarded." in said(state)
    assert state.fruit is None


def test_an_empty_deck_reshuffles_the_discards(board):
    state = board.state(at="B20", ghosts=FAR, deck=[])
    state.discard = ["b18", "b22"]
    state = move_three(board, state)
    assert "The ghost deck is empty: the discards are shuffled." in said(state)
    assert sorted([*state.deck, *state.discard]) == ["b18", "b22"]


def test_a_cleared_section_scores_800(board):
    state = board.state(at="J16", roll=[1, 1, 1], dots=["G16", "H16", "I16", "C2", "R3", "R18"])
    state = board.act(board.walk(state, "left", "left", "left"), "confirm")
    assert "Section C (bottom-left) is clear: mini-board token, +800." in said(state)
    assert state.sections == ["C"] and state.score == 800


def test_all_four_sections_clear_the_level(board):
    state = board.state(at="J16", roll=[1, 1, 1], dots=["I16"], players=2)
    state.sections = ["A", "B", "D"]
    state.score = 2400
    state = board.act(board.walk(state, "left", "right", "left"), "confirm")
    assert state.score == 3200 and state.level == 2
    assert any(e.startswith("Level 1 clear! Score so far 3,200.") for e in said(state))
    assert len(state.dots) == 146 and len(state.pellets) == 4 and state.sections == []
    assert set(yellow_ids()) <= set(state.deck) and len(state.deck) == 40
    assert state.phase == Phase.ROLL and board.maze.name(state.at) == "J16"
    assert board.where(state, "blinky") == "J8" and state.opening


def clear_last_dot(board, state, level=1, score=2400):
    """PAC-MAN (at J16) eats the level's last Pac-dot (I16): all four sections clear."""
    state.sections, state.score, state.level = ["A", "B", "D"], score, level
    state.roll, state.phase = [1, 1, 1], Phase.MOVE
    return board.act(board.walk(state, "left", "right", "left"), "confirm")


@pytest.mark.parametrize("unlimited", [None, 0])
def test_levels_per_inning_accepts_1_2_3_auto_and_unlimited_as_none_or_0(board, unlimited):
    options = board.game.Options
    assert options().levels_per_inning == "auto"  # the default: 2 with AI ghosts, else all
    assert options(levels_per_inning=unlimited).levels_per_inning is None
    assert [options(levels_per_inning=n).levels_per_inning for n in (1, 2, 3)] == [1, 2, 3]
    for bad in (4, -1, True, "two"):
        with pytest.raises(ValueError):
            options(levels_per_inning=bad)
    about = options.model_fields["levels_per_inning"].description
    assert "ends the inning" in about and len(about) <= 100  # shown under each lobby choice


def test_one_level_per_inning_ends_the_inning_like_a_catch_score_banked(board):
    state = board.state(at="J16", dots=["I16"], players=2, levels_per_inning=1)
    first = state.pacman
    state = clear_last_dot(board, state)
    assert state.scores[first] == 3200  # banked: 2400 + the last section's 800
    assert (
        "Level 1 clear! That is the 1 level of this inning: the inning ends with 3,200 points."
        in said(state)
    )
    assert state.pacman != first and state.innings == 2 and state.level == 1
    assert state.score == 0 and len(state.dots) == 146 and state.phase == Phase.ROLL


def test_with_three_levels_the_third_cleared_level_ends_the_inning(board):
    state = board.state(at="J16", dots=["I16"], players=1, levels_per_inning=3)
    state = clear_last_dot(board, state, level=2)  # the second level: play on
    assert state.level == 3 and state.scores == [None] and state.phase == Phase.ROLL
    status = board.game.text(state).splitlines()[0]
    assert status.startswith("PAC-MAN: player 1, inning 1, level 3 of 3, score 3200")
    state.dots = [board.node("I16")]
    state.at = board.node("J16")
    state = clear_last_dot(board, state, level=3, score=state.score + 2400)
    assert state.scores == [6400] and board.game.outcome(state) is not None  # solo: over


def test_arcade_lives_left_do_not_extend_a_finished_inning(board):
    state = board.state(at="J16", dots=["I16"], players=1, levels_per_inning=2, mode="arcade")
    state.lives = 3
    state = clear_last_dot(board, state, level=2)
    assert state.scores == [3200] and state.phase == Phase.OVER


def test_by_default_a_solo_inning_lasts_two_levels_and_one_with_players_as_ghosts_all(board):
    """[house] "auto": with the ghost AI moving every ghost (solo) the inning ends after
    2 cleared levels, score banked; with players moving the ghosts, unlimited (the sheet)."""
    solo = board.state(at="J16", dots=["I16"], players=1)
    assert solo.options.levels_per_inning == "auto"
    status = board.game.text(solo).splitlines()[0]
    assert status.startswith("PAC-MAN: player 1, inning 1, level 1 of 2")
    played = clear_last_dot(board, solo, level=1)
    assert played.level == 2 and played.scores == [None]
    played.dots, played.at = [board.node("I16")], board.node("J16")
    played = clear_last_dot(board, played, level=2, score=played.score + 2400)
    assert played.scores == [6400] and played.phase == Phase.OVER
    duo = board.state(at="J16", dots=["I16"], players=2)
    duo = clear_last_dot(board, duo, level=2)
    assert duo.level == 3 and duo.scores == [None, None]


def test_unlimited_levels_play_on_as_the_sheet(board):
    state = board.state(at="J16", dots=["I16"], players=1, levels_per_inning=0)
    state = clear_last_dot(board, state, level=3)
    assert state.level == 4 and state.scores == [None]


def test_classic_deals_35_blue_cards_and_arcade_all_40(board):
    assert len(board.game.setup(1, 5).deck) == 35
    arcade = board.game.setup(1, 5, board.game.Options(mode=Mode.ARCADE))
    assert len(arcade.deck) == 40 and arcade.lives == 3


def test_arcade_a_lost_life_resets_the_pawns_and_keeps_the_dots(board):
    state = board.state(
        at="J16", roll=[1, 1, 1], ghosts={**FAR, "blinky": "G16", "pinky": "E12"}, mode="arcade"
    )
    state = board.act(board.walk(state, "left", "left", "left"), "confirm")
    assert board.game.outcome(state) is None and state.lives == 2
    assert any("2 lives left" in e for e in said(state))
    assert board.maze.name(state.at) == "J16" and board.where(state, "blinky") == "J8"
    assert board.where(state, "pinky") is None and state.opening
    assert len(state.dots) == 143 and state.phase == Phase.ROLL


def test_arcade_the_last_life_ends_the_inning(board):
    state = board.state(at="J16", roll=[1, 1, 1], ghosts={**FAR, "blinky": "G16"}, mode="arcade")
    state.lives = 1
    state = board.act(board.walk(state, "left", "left", "left"), "confirm")
    assert board.game.outcome(state) is not None


@pytest.mark.parametrize(
    ("players", "pacman", "control"),
    [
        (1, 0, [None, None, None, None]),
        (2, 0, [1, 1, 1, 1]),
        (2, 1, [0, 0, 0, 0]),
        (3, 0, [1, 1, 2, 2]),
        (4, 1, [2, 2, 3, 0]),
        (5, 2, [3, 4, 0, 1]),
    ],
)
def test_ghost_control_by_player_count(players, pacman, control):
    assert ghost_control(players, pacman) == control


def test_the_highest_roll_is_pacman_first_and_everyone_plays_an_inning(board):
    state = board.game.setup(3, 21)
    assert said(state)[0].startswith("Who is PAC-MAN next? {0} rolls")
    rolls = [int(part.split()[-1]) for part in said(state)[-2].rstrip(".").split(", ")]
    assert state.pacman == rolls.index(max(rolls)) or len(said(state)) > 3  # ties re-rolled
    first = state.pacman
    state.ghosts[0].at = state.at  # Blinky waits on PAC-MAN's start: he lands on him
    state.roll, state.phase = [1, 1, 2], Phase.MOVE
    state = board.act(board.walk(state, "left", "left", "right", "right"), "confirm")
    assert state.scores[first] == 0 and state.pacman != first and state.innings == 2


def test_solo_ghosts_move_by_the_ai_through_the_contract_and_pacman_always_acts(board):
    """Solo: a ghost's choice is the ghost AI's, owed by the PAC-MAN seat and played
    without asking (unasked_action); the rules never call the AI, so each is a move."""
    state = board.state(at="B20", deck=["b18", "b22"])
    state = board.game.apply(state, 0, board.game.parse_action("roll-3"))
    state.roll = [1, 1, 1]
    state = board.game.apply(board.walk(state, "right", "right", "left"), 0, Confirm())
    assert state.phase == Phase.GHOSTS and board.game.to_act(state) == [0]
    assert "Ghost card: Blinky 1, Pinky 3, Inky 2, Clyde 1." in said(state)
    routes = board.game.legal_actions(state, 0)
    assert len(routes) > 1 and all(isinstance(r, Route) for r in routes)
    choice = board.game.unasked_action(state, 0)
    assert choice == board.game.ai_action(state, 0) and choice in routes
    state = board.settle(state)
    assert board.game.to_act(state) == [0] and state.phase == Phase.ROLL
    assert board.game.unasked_action(state, 0) is None


def test_the_turn_counter_moves_when_another_seat_must_act(board):
    state = board.state(players=2, at="B20", ghosts={**FAR, "blinky": "E11"}, deck=["b18"])
    turn = state.turn
    state = board.act(state.model_copy(update={"phase": Phase.ROLL}), "roll-3")
    assert state.turn == turn
    state.roll = [1, 1, 1]
    state = board.act(board.walk(state, "right", "right", "left"), "confirm")
    assert board.game.to_act(state) == [1] and state.turn == turn + 1


def test_steps_undo_and_the_power_phase_stay_in_one_turn(board):
    """The bot edits the turn's board message while `turn` holds, and posts a new one
    when it moves: every step of a move, and the power phase, belong to one turn."""
    state = board.state(at="B4", ghosts=FAR, roll=[1, 2, 3], deck=["b18", "b22"])
    turn = state.turn
    for key in ("step-up", "undo", "step-up", "step-up", "confirm", "roll-1"):
        state = board.act(state, key)
        assert state.turn == turn, key
    for power_move in (1, 2, 3):
        assert state.phase == Phase.POWER_MOVE and state.turn == turn, power_move
        there_and_back = ["down", "up"] * 3
        state = board.act(board.walk(state, *there_and_back[: state.steps]), "confirm")
        if power_move < 3:
            state = board.act(state, "roll-1")
    assert state.phase == Phase.ROLL and state.turn == turn + 1  # the ghosts moved


@pytest.mark.parametrize(
    "action",
    [
        Roll(dice=3),
        Roll(dice=1),
        UndoStep(),
        Confirm(),
        *(Step(direction=d) for d in Direction),
        Route(ghost=Ghost.INKY, to="K12"),
        Route(ghost=Ghost.CLYDE, to="cage"),
    ],
)
def test_keys_parse_back_and_labels_fit_a_button(board, action):
    assert board.game.parse_action(action.key) == action
    assert 0 < len(action.label) <= 25


@pytest.mark.parametrize(
    "key", ["roll-2", "step-north", "blinky-Z99", "blinky-k12", "sue-K12", "undo-1", "ROLL-3"]
)
def test_malformed_keys_are_refused(board, key):
    with pytest.raises(BadActionKey):
        board.game.parse_action(key)


def test_text_form_shows_pawns_and_status(board):
    text = board.game.text(board.game.setup(1, 3))
    assert text.splitlines()[0].startswith("PAC-MAN: player 1, inning 1, level 1 of 2, score 0")
    assert "C" in text.splitlines()[16] and "B" in text.splitlines()[8]
