"""Lobby option menus (issue 31.6): each choice of a game option is its own line with its own
description, within Discord's 100 characters: nothing cut, no two choices of a menu
described alike (every choice used to carry the option's whole description, cut at 100:
"... turn: only an odd num")."""

from __future__ import annotations

import games
from bot.ui.lobby import choice_description, option_menus
from bot.ui.status import option_words


async def test_every_choice_in_every_lobby_says_what_it_does(world):
    env, channel, members = world
    alice = members["alice"]
    seen = 0
    for name in [n for n in games.names() if n != "tiny"]:  # the four games, not the test one
        await alice.slash(channel, "play", game=name)
        lobby = channel.last_message
        model = games.get(name).Options
        titles = {title: field for field, title, _ in option_menus(model)}
        for row in lobby.components:
            for menu in row.children:
                if menu.type.name != "select" or menu.placeholder not in titles:
                    continue  # the turn timer and the time-outs: their own menus
                info = model.model_fields[titles[menu.placeholder]]
                descriptions = [o.description for o in menu.options]
                assert all(descriptions), f"{name} {menu.placeholder}: {descriptions}"
                assert len(set(descriptions)) == len(descriptions), descriptions
                for option in menu.options:
                    assert option.label.startswith(menu.placeholder + ": ")
                    assert len(option.description) <= 100
                    seen += 1
                extra = info.json_schema_extra or {}
                assert set(extra.get("choices", {})) == {
                    option.label.split(": ", 1)[1] for option in menu.options
                }, f"{name} {menu.placeholder}: the field's own words for every choice"
    assert seen >= 10  # PUSH, PAC-MAN and Formula 1 have option menus
    assert env.errors == []


def test_a_choice_is_described_in_full():
    """The words given for a choice are shown whole (a long one is a test failure above,
    not cut here)."""
    push = games.get("push")
    info = push.Options.model_fields["switch_rule"]
    for value in ("pile", "turn"):
        words = info.json_schema_extra["choices"][option_words(push, "switch_rule", info, value)]
        assert choice_description(push, "switch_rule", info, value) == words
