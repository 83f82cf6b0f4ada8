"""Button labels name the spaces as the board image does (column letters stay capital)."""

from __future__ import annotations

from games.passtally import MoveMarker, PlaceMarker


def test_marker_labels_keep_the_column_letter():
    assert PlaceMarker(space=2).label == "Top C"
    assert PlaceMarker(space=13).label == "Bottom E"
    assert MoveMarker(space=2, to=4).label == "Top C → top E"
    assert MoveMarker(space=7, to=9).label == "Right 2 → right 4"
