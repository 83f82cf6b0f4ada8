"""The conformance check itself (tests/discord_api): it refuses what Discord refuses and
says where, so a test failing on it is worth reading."""

from __future__ import annotations

from tests.discord_api import check, route_of

MESSAGES = "/channels/1456074443980800021/messages"
CALLBACK = "/interactions/1456074443980800022/token/callback"


def button(label: str, **fields) -> dict:
    return {"type": 2, "style": 1, "label": label, "custom_id": "a:1:0:add-1", **fields}


def row(*items) -> dict:
    return {"type": 1, "components": list(items)}


def test_routes_are_found_by_their_most_literal_template():
    assert route_of(MESSAGES) == "/channels/{channel_id}/messages"
    assert route_of("/webhooks/1/tok/messages/@original").endswith("/messages/@original")
    assert route_of("/channels/1/messages/2") == "/channels/{channel_id}/messages/{message_id}"
    assert check("GET", "/no/such/route", None) == [
        "GET /no/such/route: no such route in Discord's API"
    ]


def test_a_conforming_board_passes():
    body = {
        "content": "**Tally** — game #1",
        "components": [row(button("Add 1"), button("Add 2", custom_id="a:1:0:add-2"))],
        "allowed_mentions": {"users": [1456074443980800030], "parse": []},  # ids as numbers
        "attachments": [{"id": 0, "filename": "tiny-1.png"}],  # payload_json numbers files
    }
    assert check("POST", MESSAGES, body) == []
    assert check("POST", CALLBACK, {"type": 7, "data": body}) == []


def test_a_label_too_long_names_the_field_and_the_limit():
    body = {"content": "x", "components": [row(button("Add 1"), button("L" * 81))]}
    (problem,) = check("POST", MESSAGES, body)
    assert problem.startswith("POST /channels/{channel_id}/messages: ")
    assert "components[0].components[1].label" in problem and "(maxLength 80)" in problem


def test_a_union_reports_the_branch_of_the_requests_type():
    """An update (type 7) with a bad select option: the message is about the option, not
    about some other callback type jsonschema finds closest."""
    menu = {"type": 3, "custom_id": "s", "options": [{"label": "x" * 101, "value": "v"}]}
    (problem,) = check("POST", CALLBACK, {"type": 7, "data": {"components": [row(menu)]}})
    assert "data.components[0].components[0].options[0].label" in problem
    assert "(maxLength 100)" in problem
    options = [{"label": "o", "value": str(n)} for n in range(26)]
    too_many = {"type": 3, "custom_id": "s", "options": options}
    (problem,) = check("POST", CALLBACK, {"type": 4, "data": {"components": [row(too_many)]}})
    assert "data.components[0].components[0].options" in problem and "(maxItems 25)" in problem
