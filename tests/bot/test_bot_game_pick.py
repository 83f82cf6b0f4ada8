"""/abandon (and /resign, /board) with several games open here (issue 31.8): the bot offers a
private menu of those games instead of asking for a number; choosing one does the command
on it, with the same checks as a typed number."""

from __future__ import annotations

from tests.bot.conftest import private


async def open_lobbies(channel, host, count: int) -> list[int]:
    ids = []
    for _ in range(count):
        lobby = (await host.slash(channel, "play", game="tiny")).response
        ids.append(int(lobby.content.split("game #")[1].split(",")[0]))
    return ids


def menu_of(result):
    """The private answer carrying the menu, and the menu."""
    (answer,) = [m for m in [result.response, *result.followups] if m and m.message.components]
    (select,) = [c for row in answer.message.components for c in row.children]
    return answer, select


async def test_abandon_with_two_games_open_offers_a_menu(world):
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    (bobs,) = await open_lobbies(channel, bob, 1)
    first, second = await open_lobbies(channel, alice, 2)
    result = await alice.slash(channel, "abandon")
    answer, select = menu_of(result)
    assert answer.ephemeral and "choose the one for /abandon" in answer.message.content
    assert [o.value for o in select.options] == [str(second), str(first), str(bobs)]
    assert select.options[0].label == f"#{second} Tally · lobby"  # newest first
    # a choice is checked as a typed number would be: Bob's game is Bob's to abandon
    refused = await alice.select(answer, [str(bobs)], custom_id=select.custom_id)
    assert "Only the host" in private(refused)
    assert (await env.bot.tables.store.game(bobs)).status == "lobby"
    await alice.select(answer, [str(first)], custom_id=select.custom_id)
    assert (await env.bot.tables.store.game(first)).status == "abandoned"
    assert (await env.bot.tables.store.game(second)).status == "lobby"
    assert answer.message.content == f"Game #{first} is abandoned."
    assert not answer.message.components
    assert env.errors == []


async def test_a_choice_made_stale_changes_nothing(world):
    env, channel, m = world
    alice = m["alice"]
    first, second = await open_lobbies(channel, alice, 2)
    answer, select = menu_of(await alice.slash(channel, "abandon"))
    assert private(await alice.slash(channel, "abandon", game_id=first)).endswith("abandoned.")
    refused = await alice.select(answer, [str(first)], custom_id=select.custom_id)
    assert private(refused) == f"Game #{first} is abandoned."
    assert (await env.bot.tables.store.game(second)).status == "lobby"
    # one game left: no menu, it is abandoned at once
    assert private(await alice.slash(channel, "abandon")) == f"Game #{second} is abandoned."
    assert env.errors == []
