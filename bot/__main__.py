"""`python -m bot`: the entry point (the Discord bot itself is being built)."""

from __future__ import annotations


def main() -> None:
    print("The Discord bot is not wired up yet. `./test.sh` runs the rules and renderers.")


if __name__ == "__main__":
    main()
