#!/usr/bin/env bash
# Run every check: ruff, then the whole pytest suite. Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")"
source scripts/venv.sh
ensure_venv dev
.venv/bin/ruff check .
.venv/bin/python -m pytest "$@"
