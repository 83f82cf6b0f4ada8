"""Discord API conformance: the bot's REST requests checked against the request schemas of
Discord's own published OpenAPI spec (github.com/discord/discord-api-spec, MIT: LICENSE
here; openapi-requests.json is its request half, made by trim.py).

    problems = check("POST", "/channels/1/messages", {"content": "hi"})   # [] when it conforms

Each problem names the request, the field and the limit, e.g.
`POST /channels/{channel_id}/messages: components[0].components[2].label: 'Ab…' is too
long (maxLength 80)`. tests/bot/conftest.py checks every request of every SimCord test.

Two things the spec's notes ask for:
- Snowflakes are strings in the spec; discord.py sends some as integers (attachment ids in
  payload_json, allowed_mentions' users and roles), which Discord accepts: integers of a
  snowflake's size are turned into strings first.
- Many bodies are unions (anyOf over callback types, component types, button styles): the
  error reported is that of the branch whose `type` (and `style`) matches the request, not
  jsonschema's default best match, whose messages mislead.
A multipart request's `payload_json` is checked as the JSON body of its route (SimCord
records it so).
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path

from jsonschema import Draft202012Validator, ValidationError
from referencing import Registry
from referencing.jsonschema import DRAFT202012

SPEC = Path(__file__).parent / "openapi-requests.json"
SNOWFLAKE_SIZE = 2**32  # larger integers in a body are ids (counts, types, colours are not)
SNOWFLAKE_KEYS = {"attachments[].id", "users[]", "roles[]"}
DISCRIMINATORS = ("type", "style")
LIMITS = ("maxLength", "minLength", "maxItems", "minItems", "maximum", "minimum", "enum", "const")


@functools.cache
def _spec() -> dict:
    return json.loads(SPEC.read_text())


@functools.cache
def _routes() -> list[tuple[int, re.Pattern, str]]:
    """(literal segments, pattern, template) for every route, most literal first."""
    routes = []
    for template in _spec()["paths"]:
        parts = template.strip("/").split("/")
        pattern = "/".join("[^/]+" if p.startswith("{") else re.escape(p) for p in parts)
        literals = sum(not p.startswith("{") for p in parts)
        routes.append((literals, re.compile(f"/{pattern}"), template))
    return sorted(routes, key=lambda route: -route[0])


@functools.cache
def _registry() -> Registry:
    return Registry().with_resource("urn:discord", DRAFT202012.create_resource(_spec()))


def route_of(path: str) -> str | None:
    """The spec's template for a request path (`/channels/1/messages` ->
    `/channels/{channel_id}/messages`), the most literal one matching."""
    for _literals, pattern, template in _routes():
        if pattern.fullmatch(path):
            return template
    return None


def check(method: str, path: str, body) -> list[str]:
    """What in this request does not conform to the spec (nothing: an empty list)."""
    template = route_of(path)
    where = f"{method} {template or path}"
    if template is None:
        return [f"{where}: no such route in Discord's API"]
    operation = _spec()["paths"][template].get(method.lower())
    if operation is None:
        return [f"{where}: Discord's API has no {method} on this route"]
    schema = operation.get("requestBody")
    if schema is None or body is None:
        return []
    validator = _validator(template, method.lower())
    errors = validator.iter_errors(_strings_for_snowflakes(body))
    return [f"{where}: {describe(_explained(error))}" for error in errors]


@functools.cache
def _validator(template: str, method: str) -> Draft202012Validator:
    pointer = template.replace("~", "~0").replace("/", "~1")
    schema = {"$ref": f"urn:discord#/paths/{pointer}/{method}/requestBody"}
    return Draft202012Validator(schema, registry=_registry())


def _strings_for_snowflakes(node, key: str = ""):
    """Integers where the spec has snowflakes as strings: any of a snowflake's size, and
    attachment ids (payload_json numbers its files 0, 1...) and allowed mentions' ids."""
    if isinstance(node, bool):
        return node
    if isinstance(node, int) and (node >= SNOWFLAKE_SIZE or key in SNOWFLAKE_KEYS):
        return str(node)
    if isinstance(node, dict):
        return {
            k: _strings_for_snowflakes(v, f"{key}.{k}" if key == "attachments[]" else k)
            for k, v in node.items()
        }
    if isinstance(node, list):
        return [_strings_for_snowflakes(v, f"{key}[]") for v in node]
    return node


def _explained(error: ValidationError) -> ValidationError:
    """Into a failed union, the error of the branch meant for the instance, as deep as
    it goes."""
    resolver = _registry().resolver(base_uri="urn:discord")
    while error.context and error.validator in ("anyOf", "oneOf"):
        fitting = {
            index
            for index, branch in enumerate(error.validator_value)
            if _fits(_resolved(branch, resolver), error.instance)
        }
        errors = [e for e in error.context if e.relative_schema_path[0] in fitting]
        if not errors:
            break  # no branch is meant for it: the union's own message says so
        error = max(errors, key=lambda e: len(e.absolute_path))
    return error


def _resolved(schema, resolver):
    while isinstance(schema, dict) and set(schema) == {"$ref"}:
        resolved = resolver.lookup(schema["$ref"])
        schema, resolver = resolved.contents, resolved.resolver
    return schema


_KINDS = {type(None): "null", bool: "boolean", str: "string", list: "array", dict: "object"}


def _fits(branch, instance) -> bool:
    """The branch is meant for this instance: its JSON type allows the instance's, and
    for an object its `type` (and `style`) allow the instance's."""
    if not isinstance(branch, dict):
        return False
    kinds = branch.get("type")
    if kinds is not None:
        kinds = kinds if isinstance(kinds, list) else [kinds]
        kind = "integer" if type(instance) is int else _KINDS.get(type(instance), "number")
        if kind not in kinds and not (kind == "integer" and "number" in kinds):
            return False
    if isinstance(instance, dict):
        properties = branch.get("properties", {})
        for key in DISCRIMINATORS:
            allowed = properties.get(key, {})
            values = allowed.get("enum", [allowed["const"]] if "const" in allowed else None)
            if key in instance and values is not None and instance[key] not in values:
                return False
    return True


def describe(error: ValidationError) -> str:
    """`field.path: message (limit value)`."""
    field = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in error.absolute_path)
    field = field.lstrip(".") or "(the body)"
    message = error.message
    if len(message) > 200:
        message = message[:200] + "…"
    limit = f" ({error.validator} {error.validator_value})" if error.validator in LIMITS else ""
    return f"{field}: {message}{limit}"
