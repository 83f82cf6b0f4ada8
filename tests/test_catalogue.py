"""The catalogue is the one place a game is looked up: outside a game's own modules (the
renderer, controls and regions its entry names, and their helpers, named after the game),
no module of bot/ or render/ names a game, in a string or an import. Checked on the source;
comments and docstrings may name games as examples."""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import games

ROOT = Path(__file__).resolve().parents[1]


def _own_modules() -> set[str]:
    """The modules the entries name."""
    found = set()
    for name in games.names():
        entry = games.entry(name)
        found.update(m for m in (entry.renderer, entry.controls, entry.regions) if m)
    return found


def _docstrings(tree: ast.Module) -> set[int]:
    """The ids of the docstring nodes of the module, its classes and functions."""
    kinds = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    bodies = [node.body for node in [tree, *ast.walk(tree)] if isinstance(node, kinds)]
    return {
        id(body[0].value)
        for body in bodies
        if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant)
    }


def _names_in(node: ast.AST, docstrings: set[int]) -> list[str]:
    """The strings and imported modules of one node (docstrings left out)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [] if id(node) in docstrings else [node.value]
    if isinstance(node, ast.ImportFrom) and node.module:
        return [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    return []


def _named(path: Path, pattern: re.Pattern) -> list[str]:
    tree = ast.parse(path.read_text())
    docstrings = _docstrings(tree)
    return [
        f"{path.relative_to(ROOT)}:{node.lineno}: {text!r}"
        for node in ast.walk(tree)
        for text in _names_in(node, docstrings)
        if pattern.search(text)
    ]


def test_outside_the_catalogue_no_module_of_bot_or_render_names_a_game():
    names = games.names()
    pattern = re.compile(rf"\b({'|'.join(names)})\b", re.IGNORECASE)
    own = _own_modules()
    named = []
    for layer in ("bot", "render"):
        for path in sorted((ROOT / layer).rglob("*.py")):
            module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
            if module in own or path.stem.split("_")[0] in names:
                continue
            named += _named(path, pattern)
    assert named == []


def test_every_package_of_games_is_in_the_catalogue_under_its_name():
    packages = {path.parent.name for path in (ROOT / "games").glob("*/__init__.py")}
    assert packages <= set(games.names())
    for name in packages:
        assert games.entry(name).name == name == games.get(name).name


def test_every_entry_names_what_exists():
    """The modules an entry names have what their readers call, and its page is there."""
    for name in games.names():
        entry = games.entry(name)
        expected = {entry.renderer: "board", entry.controls: "UI", entry.regions: "regions"}
        for module, attribute in expected.items():
            if module is not None:
                assert callable(getattr(importlib.import_module(module), attribute)), module
        assert entry.rules_page is None or entry.rules_page.exists(), entry.rules_page
        scene = entry.rules_scene
        assert entry.game.min_players <= scene.players <= entry.game.max_players
        assert entry.samples.players is None or entry.samples.players <= entry.game.max_players
