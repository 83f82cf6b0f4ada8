"""Scenario tests for the ghosts: routes, blocking, catching, eyes, the opening card."""

from __future__ import annotations

from games.pacman.actions import Route
from games.pacman.deck import Ghost
from games.pacman.routes import ghost_routes
from games.pacman.state import Phase
from render.words import said
from tests.pacman.conftest import refused

CAGED = {"blinky": None, "pinky": None, "inky": None, "clyde": None}


def routes(board, state, ghost: str, spaces: int) -> list[str]:
    return list(ghost_routes(state, board.maze, Ghost(ghost), spaces))


def test_a_ghost_never_steps_back_onto_the_space_it_just_left(board):
    state = board.state(ghosts={**CAGED, "blinky": "E12"})
    assert routes(board, state, "blinky", 1) == ["E11", "E13"]
    assert routes(board, state, "blinky", 2) == ["E10", "E14"]  # never back to E12


def test_a_ghost_turns_at_junctions(board):
    state = board.state(ghosts={**CAGED, "blinky": "E11"})
    assert routes(board, state, "blinky", 3) == ["C10", "E14", "E8", "G10"]


def test_ghosts_block_each_other_and_go_as_far_as_they_can(board):
    state = board.state(ghosts={**CAGED, "blinky": "E12", "pinky": "E10"})
    assert routes(board, state, "blinky", 2) == ["E14"]  # not through Pinky
    state = board.state(ghosts={**CAGED, "blinky": "E12", "pinky": "E10", "inky": "E14"})
    assert routes(board, state, "blinky", 2) == ["E11", "E13"]  # as far as it can
    state = board.state(ghosts={**CAGED, "blinky": "E12", "pinky": "E11", "inky": "E13"})
    assert routes(board, state, "blinky", 2) == []  # boxed in


def test_eyes_do_not_block(board):
    state = board.state(ghosts={**CAGED, "blinky": "E12", "pinky": "E10"}, eyes=("pinky",))
    assert "E10" in routes(board, state, "blinky", 2)


def test_a_caged_ghost_leaves_through_the_door_and_the_door_counts(board):
    state = board.state(ghosts=CAGED)
    assert routes(board, state, "inky", 1) == ["J9"]
    assert routes(board, state, "inky", 2) == ["J8"]
    assert routes(board, state, "inky", 3) == ["I8", "K8"]
    state = board.state(ghosts={**CAGED, "blinky": "J9"})
    assert routes(board, state, "inky", 4) == []  # the door is taken


def test_the_door_leads_out_only(board):
    state = board.state(ghosts={**CAGED, "blinky": "J8"})
    assert routes(board, state, "blinky", 1) == ["I8", "K8"]


def test_a_ghost_landing_on_pacman_catches_him(board):
    state = board.state(players=2, at="E12", ghosts={**CAGED, "blinky": "E11"})
    state = board.ghost_turn(state, "b18")  # Blinky 1, Pinky 3, Inky 2, Clyde 1
    assert board.game.to_act(state) == [1]
    assert board.game.legal_actions(state, 1) == [
        Route(ghost=Ghost.BLINKY, to="E10"),
        Route(ghost=Ghost.BLINKY, to="E12"),
    ]
    state = board.act(state, "blinky-E12", seat=1)
    assert "Blinky lands on PAC-MAN at E12." in said(state)[1]
    assert state.scores == [0, None] and state.pacman == 1  # the next inning


def test_passing_through_pacman_does_not_catch_him(board):
    state = board.state(players=2, at="E12", ghosts={**CAGED, "blinky": "E11"})
    state = board.act(board.ghost_turn(state, "b12"), "blinky-E14", seat=1)  # Blinky 3
    assert state.scores == [None, None] and state.pacman == 0


def test_only_the_ghost_on_the_card_moves_and_only_to_its_routes(board):
    state = board.ghost_turn(board.state(players=2, ghosts={**CAGED, "blinky": "E11"}), "b18")
    with refused(r"^It is Blinky's move now \(1 space\), not Pinky's.$"):
        board.act(state, "pinky-J9", seat=1)
    with refused(r"^Blinky cannot end on E9 with 1 space \(it can reach: E10, E12\).$"
    ):
        board.act(state, "blinky-E9", seat=1)


def test_the_ghosts_move_in_card_order_then_pacman_rolls(board):
    state = board.state(players=2, at="B20", ghosts={**CAGED, "blinky": "E11"})
    state = board.act(board.ghost_turn(state, "b18"), "blinky-E10", seat=1)
    # Pinky 3 from the cage: J9, J8, then I8 or K8 -- a choice for the ghost player
    assert board.game.legal_actions(state, 1) == [
        Route(ghost=Ghost.PINKY, to="I8"),
        Route(ghost=Ghost.PINKY, to="K8"),
    ]
    state = board.act(state, "pinky-K8", seat=1)
    # Inky 2 and Clyde 1 have one route each: they move at once
    assert board.where(state, "inky") == "J8" and board.where(state, "clyde") == "J9"
    assert state.phase == Phase.ROLL and board.game.to_act(state) == [0]
    assert state.card is None and state.discard[-1] == "b18"


def test_a_ghost_with_no_route_stays_put(board):
    state = board.state(players=2, at="B20", ghosts={**CAGED, "blinky": "E11", "pinky": "J9"})
    state = board.ghost_turn(state, "b23")  # Inky 3, Clyde 1, Pinky 1, Blinky 1
    assert said(state)[:3] == [
        "Inky (pawn) cannot move.",
        "Clyde (pawn) cannot move.",
        "Pinky moves 1 space from J9 to J8.",
    ]
    assert board.game.to_act(state) == [1]  # Blinky: E10 or E12


def test_opening_card_blinky_must_leave_first(board):
    state = board.state(at="B20", roll=[1, 1, 1], deck=["b01", "b02"], opening=True)
    state = board.act(board.walk(state, "right", "right", "left"), "confirm")
    assert (
        "Opening card: Blinky must leave first, so Pinky and Clyde lose this move." in said(state)
    )
    assert board.where(state, "pinky") is None and board.where(state, "clyde") is None
    assert board.where(state, "blinky") not in (None, "J8")
    assert board.where(state, "inky") is not None  # behind Blinky, it left the cage
    assert not state.opening


def test_eyes_head_home_and_the_ghost_respawns_in_the_cage(board):
    ghosts = {**CAGED, "blinky": "G8"}
    state = board.state(at="B20", roll=[1, 1, 1], ghosts=ghosts, eyes=("blinky",), deck=["b28"])
    state = board.act(board.walk(state, "right", "right", "left"), "confirm")  # Blinky 4
    assert "Blinky's eyes go 4 spaces from G8 to J9." in said(state)
    assert board.where(state, "blinky") == "J9" and state.pawn("blinky").eyes
    state.deck, state.roll, state.phase = ["b18"], [1, 1, 1], Phase.MOVE  # Blinky 1 first
    state = board.act(board.walk(state, "right", "right", "left"), "confirm")
    assert "Blinky's eyes go 1 space from J9 into the cage: Blinky is back." in said(state)
    assert board.where(state, "blinky") is None and not state.pawn("blinky").eyes


def test_eyes_pass_through_pawns(board):
    ghosts = {**CAGED, "blinky": "I8", "pinky": "J8"}
    state = board.state(players=2, at="B20", ghosts=ghosts, eyes=("blinky",))
    state = board.ghost_turn(state, "b28")  # Blinky 4: I8, J8 (Pinky), J9, the cage
    assert "Blinky's eyes go 3 spaces from I8 into the cage: Blinky is back." in said(state)


def test_eyes_landing_on_pacman_are_harmless(board):
    state = board.state(players=2, at="F10", ghosts={**CAGED, "blinky": "E11"}, eyes=("blinky",))
    assert routes(board, state, "blinky", 2) == ["F10"]  # the shortest way home
    state = board.ghost_turn(state, "b16", 1)  # Blinky 2
    assert board.where(state, "blinky") == "F10" and state.pawn("blinky").eyes
    assert state.scores == [None, None]


def test_a_ghost_never_has_more_routes_than_a_discord_select_can_list(board):
    state = board.state(ghosts=CAGED)
    worst = 0
    for node in range(len(board.maze.cells)):
        state.ghosts[0].at = node
        worst = max(
            worst, *(len(ghost_routes(state, board.maze, Ghost.BLINKY, k)) for k in range(1, 9))
        )
    assert worst <= 25
