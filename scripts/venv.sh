# Sourced by run.sh and test.sh: make sure .venv exists and matches pyproject.toml.
# Usage: ensure_venv EXTRAS   (EXTRAS is "" for the bot, "dev" for the tests)
ensure_venv() {
  local extras="$1" python="${PYTHON:-python3}"
  if ! "$python" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
    echo "Python 3.11 or newer is needed (found: $("$python" --version 2>&1))." >&2
    echo "Set PYTHON=/path/to/python3.11 and run again." >&2
    exit 1
  fi
  [ -x .venv/bin/python ] || "$python" -m venv .venv
  local stamp=".venv/.installed-${extras:-base}"
  local want
  want="$(sha256sum pyproject.toml | cut -d' ' -f1)"
  if [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
    echo "Installing dependencies into .venv ..." >&2
    .venv/bin/python -m pip install --quiet --upgrade pip
    local target="."
    [ -n "$extras" ] && target=".[${extras}]"
    .venv/bin/python -m pip install --quiet --editable "$target"
    echo "$want" > "$stamp"
  fi
}
