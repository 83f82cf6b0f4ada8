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
