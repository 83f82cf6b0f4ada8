"""The circuit data file: it loads into its model and says what the rules need."""

from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from games.datafiles import DATA_DIR
from games.formula.circuit import CIRCUIT_FILE, Circuit, circuit


def test_the_shipped_circuit():
    circ = circuit()
    assert circ.fields == 48
    assert [(gp.number, gp.name, gp.start) for gp in circ.grands_prix] == [
        (1, "Monaco", 0),
        (2, "Monza", 12),
        (3, "Silverstone", 24),
        (4, "Hockenheim", 36),
    ]
    assert sorted(circ.pit_entries) == [8, 32]
    # every race passes both pits, at different distances from its start
    for gp in circ.grands_prix:
        first, second = circ.pit_distances(gp)
        assert 0 < first < second < circ.fields


def raw():
    return json.loads((DATA_DIR / CIRCUIT_FILE).read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["grands_prix"][1].update(start=0), "share a start field"),
        (lambda d: d.update(pit_entries=[8, 8]), "must be different"),
        (lambda d: d.update(pit_entries=[8, 14]), "further apart than one roll"),
        (lambda d: d["grands_prix"].pop(), "has 4 Grands Prix"),
        (lambda d: d.update(pit_entries=[8, 12]), "cannot be a start/finish field"),
        (lambda d: d.update(pit_entries=[8, 60]), "is not on a 48-field track"),
        (lambda d: d["grands_prix"][2].update(number=7), "numbered 1, 2, 3"),
        (lambda d: d["layout"].update(pit_side="middle"), "pit_side"),
        (lambda d: d.update(surprise=1), "surprise"),
    ],
)
def test_a_broken_circuit_file_is_refused(change, message):
    data = raw()
    change(data)
    with pytest.raises(ValidationError, match=message):
        Circuit.model_validate(data)
