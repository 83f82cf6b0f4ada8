"""A move the rules refuse is answered in the clicker's own Discord language, whatever the
game's (issue 26): the rules' refusal is a phrase (games/errors.py) worded for whoever
clicked. The move comes from a forged button (the board offers only legal moves), as an
old message or a forger could make Discord send it."""

from __future__ import annotations

import discord

import lang
from bot.ui.items import ActButton
from tests.bot.conftest import private


async def forged(env, place, item: discord.ui.Item):
    view = discord.ui.View(timeout=None)
    view.add_item(item)
    message = await env.bot.get_channel(place.id).send("forged", view=view)
    view.stop()
    return next(m for m in place.history() if m.id == message.id)


async def test_a_push_refusal_reads_in_the_clickers_language(simcord_env, client_locales):
    env = simcord_env
    guild = env.create_guild(preferred_locale="ro")
    channel = guild.create_text_channel("games")
    eleni, piotr = (guild.add_member(env.create_user(n)) for n in ("eleni", "piotr"))
    client_locales.update({eleni.id: "el", piotr.id: "pl"})
    lobby = (await eleni.slash(channel, "play", game="push")).response
    await piotr.click(lobby, label="Intră")
    await eleni.click(lobby, label="Începe")
    table = await env.bot.tables.table(1)
    (thread,) = channel.threads
    mover = {eleni.id: eleni, piotr.id: piotr}[table.seats[table.state.actor].user_id]
    mine = "el" if mover is eleni else "pl"
    # nobody has banked or benched anything yet: banking red is against the rules
    bank = ActButton(1, table.version, "bank-red", discord.ui.Button(label="x"))
    message = await forged(env, thread, bank)
    answer = private(await mover.click(message, label="x"))
    assert answer == lang.tr(mine, "push-refuse-no-bench", colour="red")
    assert answer == {"el": "Δεν έχεις κόκκινες κάρτες στον πάγκο για την τράπεζα.",
                      "pl": "Nie masz na ławce czerwonych kart do odłożenia do banku."}[mine]
    assert (await env.bot.tables.table(1)).version == table.version  # nothing was played
