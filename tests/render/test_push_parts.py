"""PUSH's board is drawn in parts (render/push.py: the header's lines, each column, the
side panel's card, switch pile and die, each seat's row), each a function of what it
shows (pen.part): every part draws inside its box, so it is laid, not drawn on the
board; a part seen before is not drawn again; and the board is the plain drawing's
pixels (tests/render/test_engine.py, every sample board in every language)."""

from __future__ import annotations

import pytest
from PIL import Image

import lang
from render import push
from render.common import SEAT_COLOURS
from render.engine import Draw
from render.engine.pen import PlainPen, drawn_in
from render.engine.recording import Recording
from render.samples import ai_states


class Parts(PlainPen):
    """The plain drawing, noting each part: its box, function and arguments."""

    def __init__(self, image: Image.Image) -> None:
        super().__init__(image, push.background)
        self.parts: list[tuple] = []

    def part(self, box, picture, args) -> None:
        self.parts.append((box, picture, args))
        super().part(box, picture, args)


def parts_of(state, **presentation) -> list[tuple]:
    image = push.BOARD.picture(state, **presentation)
    pen = Parts(image)
    push._draw(pen, state, **presentation)
    return pen.parts


@pytest.mark.parametrize("players", [2, 3, 6])
def test_every_part_draws_inside_its_box(players):
    measure = Draw(Image.new("RGB", (1, 1)))
    for locale in lang.locales():
        for state in ai_states("push", seed=players, players=players)[::12]:
            for box, picture, args in parts_of(state, lang=locale, viewer=0):
                hash(args)  # known by its arguments
                recording = Recording()
                picture(recording, *args)
                assert drawn_in(recording, box, measure) is not None, (locale, picture, args)


def test_a_part_seen_before_is_not_drawn_again(monkeypatch):
    drawn: list[str] = []
    for name in ("_headline_line", "_header_line", "_column", "_side_card", "_side_switch",
                 "_side_roll", "_player_row"):  # fmt: skip
        function = getattr(push, name)

        def noted(*args, function=function, name=name):
            drawn.append(name)
            function(*args)

        monkeypatch.setattr(push, name, noted)
    states = ai_states("push", seed=5, players=4)[:12]
    for state in states:
        push.board(state, lang="de")
    assert "_player_row" in drawn and "_column" in drawn
    drawn.clear()
    for state in states:  # every part was seen: laid, none drawn
        push.board(state, lang="de")
    assert drawn == []


@pytest.mark.parametrize("players", [2, 6])
def test_the_lit_row_is_the_frame_drawn_over_the_felt(players):
    """The acting seat's lit frame, laid as one picture, gives the pixels of drawing its
    rounded rectangle on the felt of every row, as the row drew it before."""
    felt = push.background(players, "en")
    for seat in range(players):
        y = push.TOP + push.TABLE + 6 + seat * push.ROW
        drawn, laid = felt.copy(), felt.copy()
        Draw(drawn).rounded_rectangle(
            (5, y, push.WIDTH - 5, y + push.ROW - 6),
            radius=9,
            fill=(44, 110, 82),
            outline=SEAT_COLOURS[seat],
            width=3,
        )
        laid.paste(push.lit_row(seat), (5, y))
        assert laid.tobytes() == drawn.tobytes(), seat
