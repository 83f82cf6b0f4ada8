"""Where the static game data lives (the `data/` folder at the project root)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).resolve().parent.parent / "data"


def load_json(relative: str) -> Any:
    """Parse a JSON file under data/."""
    return json.loads((DATA_DIR / relative).read_text(encoding="utf-8"))
