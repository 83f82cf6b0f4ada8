"""No import circles in games/, render/ or bot/, and the layers import one way: games ->
render -> bot, never back. Checked on the source over every import (TYPE_CHECKING ones
and imports inside functions too), so it stays true as modules move."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LAYERS = ("games", "render", "bot")  # each may import only those before it


def _module(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules() -> dict[str, Path]:
    return {_module(p): p for layer in LAYERS for p in (ROOT / layer).rglob("*.py")}


def _imported(path: Path, name: str) -> set[str]:
    """The modules `path` (module `name`) imports, as written (relative ones resolved)."""
    found = set()
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return found


def _graph() -> dict[str, set[str]]:
    """Module -> the modules of the three layers that importing it loads first: the
    module imported (or the package it is a name of) and the packages above it, except
    the packages the importer itself is inside (already loading)."""
    modules = _modules()
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        inside = {".".join(name.split(".")[:n]) for n in range(1, name.count(".") + 1)}
        edges = set()
        for target in _imported(path, name):
            while target not in modules and "." in target:
                target = target.rsplit(".", 1)[0]
            if target not in modules:
                continue
            parts = target.split(".")
            loaded = {".".join(parts[:n]) for n in range(1, len(parts) + 1)}
            edges |= {m for m in loaded if m in modules and m != name} - inside
        graph[name] = edges
    return graph


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan's)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in graph[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_import_circle_in_games_render_or_bot():
    assert _circles(_graph()) == []


def test_the_layers_import_one_way():
    graph = _graph()
    backwards = sorted(
        f"{module} imports {target}"
        for module, targets in graph.items()
        for target in targets
        if LAYERS.index(target.split(".")[0]) > LAYERS.index(module.split(".")[0])
    )
    assert backwards == []


def test_the_check_sees_a_circle():
    """The check itself: a circle made up on purpose is found."""
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
