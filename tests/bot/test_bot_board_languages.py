"""The boards the bot posts are drawn in the game's language, and a private board (PUSH's
My bank, a Passtally preview) in the clicker's own, through real discord.py on SimCord
with the members' and the server's Discord languages patched into every interaction."""

from __future__ import annotations

import render
from lang import tr


def _boards(place, bot_id: int) -> list:
    return [m for m in place.history() if m.author.id == bot_id and m.attachments]


async def _png(message) -> bytes:
    return await message.attachments[0].read()


async def _started(env, client_locales, game: str, server: str, members: dict[str, str]):
    """A game of `game` started in a server whose Discord language is `server`, by members
    (name: their client's language), the first the host: the members and the thread."""
    guild = env.create_guild(name="Gry", preferred_locale=server)
    channel = guild.create_text_channel("games")
    joined = [guild.add_member(env.create_user(name)) for name in members]
    client_locales.update({m.id: code for m, code in zip(joined, members.values(), strict=True)})
    lobby = (await joined[0].slash(channel, "play", game=game)).response
    for member in joined[1:]:
        await member.click(lobby, label=tr(server, "lobby-join"))
    await joined[0].click(lobby, label=tr(server, "lobby-start"))
    (thread,) = channel.threads
    return joined, thread


async def test_a_greek_push_board_and_a_polish_members_private_bank(simcord_env, client_locales):
    env = simcord_env
    (_eleni, piotr), thread = await _started(
        env, client_locales, "push", "el", {"eleni": "el", "piotr": "pl"}
    )
    board = _boards(thread, env.bot.user.id)[-1]
    shown = await _png(board)
    table = await env.bot.tables.table(1)
    names = table.plain_names
    assert shown == render.board(table.state, names=names, lang="el")
    assert shown != render.board(table.state, names=names, lang="en")

    # Piotr's own look at his bank is drawn in Polish, his client's language
    answer = await piotr.click(board, label=tr("el", "push-my-bank"))
    mine = next(m for m in [answer.response, *answer.followups] if m and m.ephemeral)
    seat = table.seat_of(piotr.id).seat
    private = await _png(mine)
    assert private == render.board(table.state, names=names, viewer=seat, lang="pl")
    assert private != render.board(table.state, names=names, viewer=seat, lang="el")


def _labels(message) -> list[str]:
    return [c.get("label", "") for row in message.components for c in row.to_dict()["components"]]


async def test_a_polish_formula_board_and_its_roll_through_the_bot(simcord_env, client_locales):
    """Formula 1 in a Polish server: the board is drawn in Polish, its Roll button reads in
    Polish, and the board after the roll is Polish again."""
    env = simcord_env
    (piotr, ola), thread = await _started(
        env, client_locales, "formula", "pl", {"piotr": "pl", "ola": "el"}
    )
    board = _boards(thread, env.bot.user.id)[-1]
    table = await env.bot.tables.table(1)
    names = table.plain_names
    shown = await _png(board)
    assert shown == render.board(table.state, names=names, lang="pl")
    assert shown != render.board(table.state, names=names, lang="en")

    rolls = [label for label in _labels(board) if label.startswith("🎲 ")]
    assert rolls and all(label.startswith(("🎲 Rzuć", "🎲 Najpierw")) for label in rolls), rolls
    acting = table.seats[table.state.acting].user_id
    await (piotr if acting == piotr.id else ola).click(board, label=rolls[0])
    table = await env.bot.tables.table(1)
    after = await _png(_boards(thread, env.bot.user.id)[-1])
    assert after == render.board(table.state, names=table.plain_names, lang="pl")
    assert table.state.step > 0
