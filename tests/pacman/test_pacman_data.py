"""The shipped data files: the maze and the ghost deck, checked against the rules."""

from __future__ import annotations

from collections import Counter
from statistics import mean

from games.pacman.deck import GHOSTS, cards
from games.pacman.maze import CAGE, DOOR, DOT, PELLET, default_maze


def test_every_space_is_reachable_from_pacmans_start():
    maze = default_maze()
    dist = maze.distances_from(maze.pac_start)
    unreachable = [maze.name(n) for n, d in enumerate(dist) if d < 0 and n != maze.door]
    assert unreachable == []


def test_ghosts_reach_every_space_from_the_cage_and_eyes_get_home():
    maze = default_maze()
    seen, todo = {maze.door}, [maze.door]
    while todo:
        for nxt in maze.ghost_moves[todo.pop()]:
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    assert len(seen) == len(maze.cells)
    assert min(maze.eyes_distance()) >= 1


def test_there_are_no_dead_ends():
    maze = default_maze()
    dead = [maze.name(n) for n, moves in enumerate(maze.pac_moves) if 0 < len(moves) < 2]
    assert dead == []


def test_the_maze_is_left_right_symmetric():
    grid = default_maze().data.grid
    assert all(row == row[::-1] for row in grid)


def test_dots_pellets_and_sections():
    maze = default_maze()
    assert len(maze.dots) == 146 and len(maze.pellets) == 4
    counts = Counter(maze.section_of[n] for n in maze.dots)
    assert counts == maze.data.dots_per_section == {"A": 33, "B": 33, "C": 40, "D": 40}
    centre = maze.cols // 2
    assert all(maze.cells[n][1] != centre for n in maze.dots)  # column J holds no dots
    corners = {maze.section_of[n] for n in maze.pellets}
    assert corners == {"A", "B", "C", "D"}


def test_the_special_spaces():
    maze = default_maze()
    grid = maze.data.grid
    assert sum(row.count(CAGE) for row in grid) == 3 and sum(row.count(DOOR) for row in grid) == 1
    assert maze.name(maze.pac_start) == "J16" and maze.name(maze.blinky_start) == "J8"
    assert maze.name(maze.door) == "J9"
    assert maze.pac_moves[maze.door] == {}
    assert {maze.kinds[n] for n in maze.dots} == {DOT}
    assert {maze.kinds[n] for n in maze.pellets} == {PELLET}


def test_the_ghost_deck():
    deck = list(cards().values())
    blue = [c for c in deck if c.colour == "blue"]
    yellow = [c for c in deck if c.colour == "yellow"]
    assert len(deck) == 40 and len(blue) == 35 and len(yellow) == 5
    assert sum(c.fruit for c in blue) == 3 and not any(c.fruit for c in yellow)
    moving = [c for c in deck if not c.fruit]
    for card in moving:
        assert sorted(m.ghost for m in card.moves) == sorted(GHOSTS), card.id
    blue_moves = [m.spaces for c in blue for m in c.moves]
    assert set(blue_moves) == set(range(1, 7)) and abs(mean(blue_moves) - 3.5) < 0.1
    for ghost in GHOSTS:
        assert mean(m.spaces for c in blue for m in c.moves if m.ghost == ghost) == 3.5
    assert {m.spaces for c in yellow for m in c.moves} == set(range(4, 9))
    assert sum(c.moves[0].ghost == "blinky" for c in blue if not c.fruit) >= 8
    assert len({c.id for c in deck}) == 40
