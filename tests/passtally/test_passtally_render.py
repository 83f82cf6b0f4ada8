"""Passtally's board image: a valid, small PNG shaped for a phone in every phase; the preview
shows the move."""

from __future__ import annotations

import io
from functools import cache

import pytest
from PIL import Image

import games
import render
from games.passtally import MoveMarker, Phase, PlaceTile
from render.playout import playout, renderable

GAME = games.get("passtally")
MAX_BYTES = 150_000


@cache
def ai_game(seed: int, players: int) -> tuple:
    """Every state of one AI game."""
    options = GAME.Options(four_players=players == 4)
    state = GAME.setup(players=players, seed=seed, options=options)
    states = [state]
    while GAME.outcome(state) is None:
        seat = GAME.to_act(state)[0]
        state = GAME.apply(state, seat, GAME.ai_action(state, seat))
        states.append(state)
    return tuple(states)


def first_in_play(states):
    return next(s for s in states if s.phase is Phase.PLAY)


def mid_game(players: int = 3, seed: int = 7):
    states = ai_game(seed, players)
    play = [s for s in states if s.phase is Phase.PLAY]
    return play[len(play) // 2]


def opened(png: bytes) -> Image.Image:
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def check(png: bytes) -> Image.Image:
    image = opened(png)
    assert image.width >= 640 and image.height > image.width  # a phone's shape
    assert len(png) <= MAX_BYTES
    return image


PHASES = {
    "set-up, first marker": lambda: ai_game(7, 3)[0],
    "set-up, third edge": lambda: ai_game(7, 3)[7],
    "first turn": lambda: first_in_play(ai_game(7, 3)),
    "mid-game": mid_game,
    "finished": lambda: ai_game(7, 3)[-1],
    "2 players, finished": lambda: ai_game(5, 2)[-1],
    "4 players, mid-game": lambda: mid_game(4, 3),
    "4 players, finished": lambda: ai_game(3, 4)[-1],
}


@pytest.mark.parametrize("phase", list(PHASES))
def test_every_phase_renders_a_small_png(phase):
    state = PHASES[phase]()
    names = ["Ana", "Bo", "Chris", "Dee"][: state.players]
    check(render.board(state, names=names))


def test_the_finished_game_is_over_and_renders_without_names():
    state = ai_game(7, 3)[-1]
    assert GAME.outcome(state) is not None
    check(render.board(state))


def test_size_sets_the_width():
    state = mid_game()
    assert opened(render.board(state, size=1400)).width == 1400
    assert opened(render.board(state, size=800)).width == 800


def test_long_and_clashing_names_still_render():
    state = mid_game()
    names = ["Alexandria the Magnificent of Byzantium", "Al", "Alice"]  # same initials
    check(render.board(state, names=names))


def test_a_tile_preview_changes_the_image_and_not_the_state():
    state = mid_game()
    before = state.model_dump_json()
    seat = GAME.to_act(state)[0]
    tile = next(a for a in GAME.legal_actions(state, seat) if isinstance(a, PlaceTile))
    plain = render.board(state)
    shown = render.board(state, preview=tile)
    check(shown)
    assert opened(shown).tobytes() != opened(plain).tobytes()
    assert state.model_dump_json() == before


def test_a_marker_preview_changes_the_image():
    state = mid_game()
    seat = GAME.to_act(state)[0]
    move = next(a for a in GAME.legal_actions(state, seat) if isinstance(a, MoveMarker))
    shown = render.board(state, preview=move)
    check(shown)
    assert opened(shown).tobytes() != opened(render.board(state)).tobytes()


def test_an_illegal_preview_renders_and_differs():
    state = mid_game()
    seat = GAME.to_act(state)[0]
    theirs = state.markers[(seat + 1) % state.players][0]
    bad = MoveMarker(space=theirs, to=(theirs + 1) % 24)  # not the mover's marker
    shown = render.board(state, preview=bad)
    check(shown)
    assert opened(shown).tobytes() != opened(render.board(state)).tobytes()


def test_playout_writes_one_image_per_turn(tmp_path):
    assert "passtally" in renderable()
    files = playout("passtally", seed=2, players=2, out=tmp_path, log=lambda line: None)
    assert files[-1].name == "final.png"
    assert len(files) >= 10
    assert all(path.exists() for path in files)
    check(files[-1].read_bytes())


def test_playout_command_line(tmp_path, capsys):
    from render.playout import main

    out = tmp_path / "pt"
    assert main(["passtally", "--seed", "4", "--players", "2", "--out", str(out), "--quiet"]) == 0
    assert (out / "final.png").exists()
    assert (out / "turn-000.png").exists()
    assert "Passtally, seed 4" in capsys.readouterr().out


def test_the_preview_caption_names_passes_without_repeating_a_lone_total():
    from types import SimpleNamespace

    from render.passtally import passes_text

    def lines(*passes):
        return [SimpleNamespace(passes=p) for p in passes]

    assert passes_text(lines(27)) == "a line of 27 passes"
    assert passes_text(lines(1)) == "a line of 1 pass"
    assert passes_text(lines(5, 4)) == "lines 5 + 4 = 9 passes"


def test_lines_over_bare_squares_get_no_zero_badge(monkeypatch):
    import render.passtally_sprites as sprites

    drawn = []
    real = sprites.badge
    monkeypatch.setattr(sprites, "badge", lambda text, *a: drawn.append(text) or real(text, *a))
    state = first_in_play(ai_game(2026, 3))  # markers out, no tile: complete lines of 0
    check(render.board(state))
    assert "0" not in drawn


def test_the_first_action_s_note_counts_points_in_the_singular_too(monkeypatch):
    from types import SimpleNamespace

    from render import passtally

    one_line = SimpleNamespace(complete_lines=lambda markers: [SimpleNamespace(passes=1)])
    monkeypatch.setattr(passtally, "Board", lambda placed: one_line)
    state = SimpleNamespace(placed=[], markers=[[0]])
    note = passtally._scoring_note(state, 0, final=False)
    assert note == "Your lines would score 1 point: a line of 1 pass."
