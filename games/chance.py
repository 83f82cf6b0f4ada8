"""Chance from the seed only: every shuffle and roll is keyed on (seed, step, purpose).

Never the global `random` and never `hash()`: the same seed and action log replay a game
exactly on any machine and any Python version.
"""

from __future__ import annotations

import hashlib
import random


def rng(seed: int, *keys: object) -> random.Random:
    """A generator fixed by the seed and the keys, e.g. `rng(seed, "roll", step)`."""
    text = ":".join(str(part) for part in (seed, *keys))
    digest = hashlib.sha256(text.encode()).digest()
    return random.Random(int.from_bytes(digest[:16], "big"))


def roll(seed: int, *keys: object, sides: int = 6) -> int:
    """One die roll fixed by the seed and the keys."""
    return rng(seed, "die", *keys).randint(1, sides)
