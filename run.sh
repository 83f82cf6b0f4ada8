#!/usr/bin/env bash
# Run the bot: on Discord with DISCORD_TOKEN set (in .env or the environment),
# otherwise the local playground in your browser.
set -euo pipefail
cd "$(dirname "$0")"
source scripts/venv.sh
ensure_venv ""
exec .venv/bin/python -m bot "$@"
