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


async def test_a_greek_push_board_and_a_polish_members_private_bank(simcord_env, client_locales):
    env = simcord_env
    guild = env.create_guild(name="Επιτραπέζια", preferred_locale="el")
    channel = guild.create_text_channel("games")
    eleni, piotr = (guild.add_member(env.create_user(n)) for n in ("eleni", "piotr"))
    client_locales.update({eleni.id: "el", piotr.id: "pl"})

    lobby = (await eleni.slash(channel, "play", game="push")).response
    await piotr.click(lobby, label=tr("el", "lobby-join"))
    await eleni.click(lobby, label=tr("el", "lobby-start"))
    (thread,) = channel.threads
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
    guild = env.create_guild(name="Wyścigi", preferred_locale="pl")
    channel = guild.create_text_channel("games")
    piotr, ola = (guild.add_member(env.create_user(n)) for n in ("piotr", "ola"))
    client_locales.update({piotr.id: "pl", ola.id: "el"})

    lobby = (await piotr.slash(channel, "play", game="formula")).response
    await ola.click(lobby, label=tr("pl", "lobby-join"))
    await piotr.click(lobby, label=tr("pl", "lobby-start"))
    (thread,) = channel.threads
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
