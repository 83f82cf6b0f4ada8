"""bot/ depends one way: commands and views -> the table service -> the store. The service
reaches the outside only through the Publisher protocol it owns; the turn clock is a
collaborator, not a mixin. Checked on the source (every import, TYPE_CHECKING ones too)."""

from __future__ import annotations

import ast
from pathlib import Path

BOT = Path(__file__).resolve().parents[2] / "bot"


def _module(path: Path) -> str:
    parts = path.relative_to(BOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {name for name in found if name == "bot" or name.startswith("bot.")}


def _ancestors(module: str) -> set[str]:
    parts = module.split(".")
    return {".".join(parts[:n]) for n in range(1, len(parts))}


def _graph() -> dict[str, set[str]]:
    modules = {_module(p): p for p in BOT.rglob("*.py")}
    graph = {}
    for name, path in modules.items():
        # an import of a package loads its __init__: that is an edge to the package
        edges = set()
        for target in _imports(path):
            while target not in modules and "." in target:
                target = target.rsplit(".", 1)[0]
            ancestors = _ancestors(name)  # already loading: importing them loads nothing
            if target in modules and target != name and target not in ancestors:
                edges.add(target)
            for parent in _ancestors(target) - ancestors:  # bot.tables.table loads bot.tables
                if parent in modules and parent != name:
                    edges.add(parent)
        graph[name] = edges
    return graph


def _reach(graph: dict[str, set[str]], start: str) -> set[str]:
    seen, todo = set(), [start]
    while todo:
        for nxt in graph[todo.pop()]:
            if nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return seen


def test_the_service_and_the_store_never_reach_the_outside():
    graph = _graph()
    outside = ("bot.ui", "bot.commands", "bot.discord_publisher", "bot.boards", "bot.app")
    outside += ("bot.clock", "bot.publisher", "bot.playground")
    for start in ("bot.tables", "bot.tables.service", "bot.store", "bot.turns"):
        reached = _reach(graph, start)
        bad = sorted(m for m in reached if m.startswith(outside))
        assert not bad, f"{start} depends on {bad}"


def test_bot_has_no_import_circle():
    graph = _graph()
    circles = sorted(m for m in graph if m in _reach(graph, m))
    assert not circles, f"modules on an import circle: {circles}"


def test_the_turn_clock_is_a_collaborator_not_a_base_class():
    from bot.tables import Tables
    from bot.tables.timer import TurnTimer

    assert all("Clock" not in base.__name__ for base in Tables.__mro__)
    assert "timer" in Tables.__init__.__code__.co_names
    assert TurnTimer.__init__.__code__.co_varnames[:3] == ("self", "store", "now")
