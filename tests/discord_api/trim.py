"""Make tests/discord_api/openapi-requests.json from Discord's published spec: every route
and method, each with its JSON request body's schema only, and the component schemas those
reach (responses, examples and descriptions dropped: 1.2 MB -> a sixth of it).

    python -m tests.discord_api.trim path/to/discord-api-spec/specs/openapi.json
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).parent
TARGET = HERE / "openapi-requests.json"
DROPPED = ("description", "title", "examples", "example")


def _refs(node, found: set[str]) -> None:
    if isinstance(node, dict):
        if "$ref" in node:
            found.add(node["$ref"].rsplit("/", 1)[-1])
        for value in node.values():
            _refs(value, found)
    elif isinstance(node, list):
        for value in node:
            _refs(value, found)


def _bare(node):
    """The schema without its prose (descriptions, titles, examples)."""
    if isinstance(node, dict):
        return {k: _bare(v) for k, v in node.items() if k not in DROPPED or not isinstance(v, str)}
    if isinstance(node, list):
        return [_bare(v) for v in node]
    return node


def trim(spec: dict) -> dict:
    paths = {}
    for template, operations in spec["paths"].items():
        kept = {}
        for method, operation in operations.items():
            if method == "parameters":
                continue
            body = operation.get("requestBody", {}).get("content", {}).get("application/json")
            kept[method] = {"operationId": operation.get("operationId")}
            if body is not None:
                kept[method]["requestBody"] = _bare(body["schema"])
        paths[template] = kept
    schemas = spec["components"]["schemas"]
    needed: set[str] = set()
    _refs(paths, needed)
    todo = list(needed)
    while todo:
        found: set[str] = set()
        _refs(schemas[todo.pop()], found)
        todo += sorted(found - needed)
        needed |= found
    return {
        "openapi": spec["openapi"],
        "info": {k: spec["info"][k] for k in ("title", "version", "license")},
        "x-source": "github.com/discord/discord-api-spec specs/openapi.json at 74fda0f",
        "paths": paths,
        "components": {"schemas": {name: _bare(schemas[name]) for name in sorted(needed)}},
    }


if __name__ == "__main__":
    spec = json.loads(Path(sys.argv[1]).read_text())
    TARGET.write_text(json.dumps(trim(spec), indent=1, sort_keys=True) + "\n")
    print(f"{TARGET}: {TARGET.stat().st_size} bytes")
