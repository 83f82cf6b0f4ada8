"""What is wrong with the catalogues: files Fluent cannot parse, keys a language lacks or
English does not have, arguments English does not pass, terms nobody defines.

`python -m lang.check` prints the problems (none: exit 0); tests/lang runs the same check.
A regional catalogue whose language also has one (`es-419` beside `es`) holds overrides
only: it may lack keys, as they come from its language's catalogue.
"""

from __future__ import annotations

import sys

from fluent.syntax import ast, visitor

from lang.catalogue import DEFAULT, Catalogue, Catalogues


class _Refs(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.variables: set[str] = set()
        self.terms: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.variables.add(node.id.name)

    def visit_TermReference(self, node: ast.TermReference) -> None:
        self.terms.add(node.id.name)
        self.generic_visit(node)


def duplicates(catalogue: Catalogue) -> list[str]:
    """Ids defined twice in one catalogue (Fluent keeps the first file's and says nothing)."""
    seen: dict[str, str] = {}
    found = []
    for file, resource in catalogue.files.items():
        for entry in resource.body:
            if isinstance(entry, ast.Message | ast.Term):
                key = ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
                if key in seen:
                    found.append(f"{catalogue.name}: {key} is in {seen[key]} and {file}")
                seen.setdefault(key, file)
    return found


def _entries(catalogue: Catalogue) -> dict[str, ast.Message | ast.Term]:
    found: dict[str, ast.Message | ast.Term] = {}
    for resource in catalogue.files.values():
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                found[entry.id.name] = entry
            elif isinstance(entry, ast.Term):
                found["-" + entry.id.name] = entry
    return found


def _refs(entry: ast.Message | ast.Term) -> _Refs:
    refs = _Refs()
    refs.visit(entry)
    return refs


def is_override(catalogues: Catalogues, name: str) -> bool:
    """Whether `name` is a regional catalogue beside its language's (`es-419` and `es`)."""
    base = name.split("-")[0]
    return base != name and base in catalogues.names()


def problems(catalogues: Catalogues) -> list[str]:
    """Every problem found, one line each, naming the catalogue, file and key."""
    found: list[str] = []
    english = catalogues.catalogue(DEFAULT)
    english_entries = _entries(english)
    for name in catalogues.names():
        catalogue = catalogues.catalogue(name)
        for file, resource in catalogue.files.items():
            for entry in resource.body:
                if isinstance(entry, ast.Junk):
                    first = entry.content.strip().splitlines()[0] if entry.content.strip() else ""
                    found.append(f"{name}/{file}: cannot parse: {first!r}")
        found += duplicates(catalogue)
        entries = _entries(catalogue)
        ids = catalogue.ids
        if name != DEFAULT:
            if not is_override(catalogues, name):
                found += [f"{name}: missing {key}" for key in sorted(english.ids - ids)]
            found += [f"{name}: {key} is not an English key" for key in sorted(ids - english.ids)]
        terms = {  # a term may come from anywhere along the fallback chain
            key[1:] for c in catalogues.chain(name) for key in _entries(c) if key[0] == "-"
        }
        for key, entry in entries.items():
            refs = _refs(entry)
            if key in english_entries and name != DEFAULT:
                extra = refs.variables - _refs(english_entries[key]).variables
                found += [f"{name}: {key} uses ${v}, which English does not" for v in extra]
            found += [f"{name}: {key} uses -{t}, never defined" for t in refs.terms - terms]
    return found


def main() -> int:
    from lang import catalogues

    lines = problems(catalogues)
    for line in lines:
        print(line)
    sizes = ", ".join(f"{n} {len(catalogues.catalogue(n).ids)}" for n in catalogues.names())
    print(f"{len(lines)} problems; keys: {sizes}")
    return 1 if lines else 0


if __name__ == "__main__":
    sys.exit(main())
