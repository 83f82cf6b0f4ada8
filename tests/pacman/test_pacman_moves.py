"""Scenario tests for PAC-MAN's move: exact count, confirm, pellets, ghosts, fruit."""

from __future__ import annotations

import re

from games.pacman.actions import Confirm, Roll, UndoStep
from games.pacman.state import Phase
from render.words import said
from tests.pacman.conftest import refused


def exactly(message: str) -> str:
    return f"^{re.escape(message)}$"


def test_the_roll_is_three_dice_and_sets_the_count(board):
    state = board.state(at="J16")
    assert board.game.legal_actions(state, 0) == [Roll(dice=3)]
    state = board.act(state, "roll-3")
    assert state.phase == Phase.MOVE and len(state.roll) == 3
    assert said(state) == [f"PAC-MAN rolls {' + '.join(map(str, state.roll))} = {state.steps}."]


def test_stepping_before_rolling_is_refused(board):
    state = board.state(at="J16")
    with refused(exactly("Roll the dice first.")):
        board.walk(state, "left")


def test_the_count_must_be_exact(board):
    state = board.state(at="J16", roll=[1, 2, 3])
    with refused(exactly("You have moved 0 of 6 spaces: 6 more to go.")):
        board.act(state, "confirm")
    state = board.walk(state, "left", "left")
    assert Confirm() not in board.game.legal_actions(state, 0)
    with refused(exactly("You have moved 2 of 6 spaces: 4 more to go.")):
        board.act(state, "confirm")
    state = board.walk(state, "left", "right", "right", "right")
    assert board.game.legal_actions(state, 0) == [UndoStep(), Confirm()]
    with refused(exactly("You have moved all 6 spaces: confirm the move or undo a step."),
    ):
        board.walk(state, "right")


def test_back_and_forth_is_allowed_and_dots_count_once(board):
    state = board.state(at="J16", roll=[1, 2, 3], players=2)
    state = board.walk(state, "left", "left", "left", "right", "right", "right")
    state = board.act(state, "confirm")
    assert board.maze.name(state.at) == "J16"
    assert len(state.dots) == 146 - 3
    assert said(state)[0] == "PAC-MAN moves 6 spaces from J16 to J16, collecting 3 Pac-dots."


def test_nothing_is_eaten_until_the_move_is_confirmed(board):
    state = board.state(at="J16", roll=[1, 1, 1], players=2)
    state = board.walk(state, "left", "left", "left")
    assert len(state.dots) == 146 and state.at == board.node("J16")
    assert [board.maze.name(n) for n in state.path] == ["I16", "H16", "G16"]
    state = board.act(state, "undo")
    assert [board.maze.name(n) for n in state.path] == ["I16", "H16"]
    state = board.act(board.walk(state, "left"), "confirm")
    assert len(state.dots) == 143 and board.maze.name(state.at) == "G16"


def test_walls_and_the_cage_door_are_refused_by_name(board):
    state = board.state(at="J16", roll=[1, 1, 1])
    with refused(exactly("There is a wall above J16: PAC-MAN cannot go up there.")
    ):
        board.walk(state, "up")
    state = board.state(at="J8", roll=[1, 1, 1])
    with refused(exactly("The cage door is below J8: PAC-MAN never enters the cage.")
    ):
        board.walk(state, "down")


def test_undo_with_no_step_is_refused(board):
    state = board.state(at="J16", roll=[1, 1, 1])
    with refused(exactly("There is no step to undo.")):
        board.act(state, "undo")


def test_the_tunnel_joins_the_two_edges(board):
    state = board.state(at="B10", roll=[1, 1, 1], players=2)
    state = board.walk(state, "left", "left", "left")
    assert [board.maze.name(n) for n in state.path] == ["A10", "S10", "R10"]


def test_landing_on_a_ghost_ends_the_inning(board):
    state = board.state(at="J16", roll=[1, 1, 1], ghosts={"blinky": "G16"})
    state = board.act(board.walk(state, "left", "left", "left"), "confirm")
    assert "PAC-MAN lands on Blinky at G16." in said(state)[-2]
    outcome = board.game.outcome(state)
    assert outcome is not None and outcome.scores == [0]
    assert board.game.to_act(state) == []


def test_passing_through_a_ghost_is_allowed(board):
    state = board.state(at="J16", roll=[1, 1, 2], ghosts={"blinky": "H16"}, players=2)
    state = board.act(board.walk(state, "left", "left", "left", "left"), "confirm")
    assert board.game.outcome(state) is None
    assert state.phase == Phase.GHOSTS or state.phase == Phase.ROLL
    assert state.scores == [None, None]


def test_a_power_pellet_ends_the_move_and_starts_the_power_phase(board):
    state = board.state(at="C17", roll=[2, 3, 4], players=2)
    state = board.walk(state, "up", "left")
    assert board.game.legal_actions(state, 0) == [UndoStep(), Confirm()]
    with refused(exactly("The power pellet on B16 ends your move: confirm it or undo a step."),
    ):
        board.walk(state, "up")
    state = board.act(state, "confirm")
    assert state.phase == Phase.POWER_ROLL and state.power_left == 3
    assert board.node("B16") not in state.pellets
    assert board.game.legal_actions(state, 0) == [Roll(dice=1)]
    state = board.act(state, "roll-1")
    assert state.phase == Phase.POWER_MOVE and len(state.roll) == 1
    assert said(state) == [f"Power move 1 of 3: PAC-MAN rolls {state.steps}."]


def test_energized_pacman_eats_ghosts_passed_and_landed_on(board):
    state = board.state(
        at="J16", roll=[4], phase=Phase.POWER_MOVE, ghosts={"blinky": "H16", "pinky": "F16"}
    )
    state.power_left = 2
    state = board.act(board.walk(state, "left", "left", "left", "left"), "confirm")
    assert state.pawn("blinky").eyes and state.pawn("pinky").eyes
    assert board.where(state, "pinky") == "F16"
    assert state.score == 400 and state.ghosts_eaten == 2
    assert state.phase == Phase.POWER_ROLL and state.power_left == 1
    assert "PAC-MAN eats Blinky on H16: +200. Its eyes head back to the cage." in said(state)


def test_the_power_phase_ends_after_three_moves(board):
    state = board.state(at="J16", roll=[1], phase=Phase.POWER_MOVE, players=2)
    state.power_left = 1
    state = board.act(board.walk(state, "left"), "confirm")
    assert "The power phase is over: PAC-MAN can no longer eat ghosts." in said(state)
    assert not state.energized


def test_a_pellet_in_the_power_phase_restarts_it(board):
    # house rule: three fresh power moves
    state = board.state(at="C16", roll=[3], phase=Phase.POWER_MOVE, players=2)
    state.power_left = 2
    state = board.act(board.walk(state, "left"), "confirm")
    assert state.phase == Phase.POWER_ROLL and state.power_left == 3


def test_a_ghost_on_the_pellet_is_eaten(board):
    # house rule: the pellet energizes PAC-MAN before the ghost can catch him
    state = board.state(at="C16", roll=[1, 1, 1], ghosts={"blinky": "B16"}, players=2)
    state = board.act(board.walk(state, "left"), "confirm")
    assert state.pawn("blinky").eyes and state.score == 200
    assert board.game.outcome(state) is None


def test_fruit_is_eaten_by_moving_over_it(board):
    state = board.state(at="I16", roll=[1, 1, 1], players=2)
    state.fruit, state.fruits_placed = "cherry", 1
    state = board.act(board.walk(state, "right", "right", "right"), "confirm")
    assert state.fruit is None and state.fruit_eaten == ["cherry"] and state.score == 100
    assert "PAC-MAN eats the cherry on J16: +100." in said(state)


def test_arcade_purist_scoring_gives_40_a_dot(board):
    state = board.state(at="J16", roll=[1, 1, 1], players=2, purist_scoring=True)
    state = board.act(board.walk(state, "left", "left", "left"), "confirm")
    assert state.score == 120
