"""The bot speaks each server's language in what everyone sees, and each member's own in
what only they see (issue 26), through real discord.py on SimCord with the members'
and the server's Discord languages patched into every interaction (`client_locales`)."""

from __future__ import annotations

import os
import re
from types import SimpleNamespace

import discord
import pytest
from simcord.backend.models.interaction import ResponseKind

import lang
from bot.store import Status
from tests.bot.conftest import private

SEED = int(os.environ.get("LANGUAGES_SEED", "2026"))  # every game's deal, the same each run


@pytest.fixture(autouse=True)
def pinned_seed(monkeypatch):
    monkeypatch.setattr("bot.tables.service.secrets", SimpleNamespace(randbelow=lambda _n: SEED))


def items(message) -> list:
    """The buttons and menus of a message (objects) or of an interaction's answer (dicts)."""
    found = []
    for row in message.components:
        for item in row["components"] if isinstance(row, dict) else row.children:
            found.append(item if isinstance(item, dict) else item.to_dict())
    return found


def labels(message) -> list[str]:
    return [item.get("label") for item in items(message)]


def placeholders(message) -> list[str]:
    return [item.get("placeholder") for item in items(message)]


@pytest.mark.both_databases
async def test_a_greek_server_gets_a_greek_lobby_and_each_member_private_answers_in_theirs(
    simcord_env, client_locales, make_bot, backend
):
    env = simcord_env
    guild = env.create_guild(name="Επιτραπέζια", preferred_locale="el")
    channel = guild.create_text_channel("games")
    eleni, piotr, ana = (guild.add_member(env.create_user(n)) for n in ("eleni", "piotr", "ana"))
    client_locales.update({eleni.id: "el", piotr.id: "pl", ana.id: "ro"})

    lobby = (await eleni.slash(channel, "play", game="push")).response
    assert lobby.content.startswith("**PUSH** — παιχνίδι #1, οικοδεσπότης")
    assert labels(lobby)[:5] == ["Συμμετοχή", "Αποχώρηση", "Προσθήκη ΤΝ", "Έναρξη", "Ακύρωση"]
    assert "Χρόνος γύρου" in placeholders(lobby)
    # Piotr's client speaks Polish: his refusals are Polish, the lobby stays Greek
    assert private(await piotr.click(lobby, label="Αποχώρηση")) == "Nie jesteś w tej grze."
    assert private(await piotr.click(lobby, label="Έναρξη")) == "Tylko gospodarz może to zrobić."
    await piotr.click(lobby, label="Συμμετοχή")
    assert private(await piotr.click(lobby, label="Συμμετοχή")) == "Już jesteś w tej grze."
    assert private(await ana.click(lobby, label="Έναρξη")) == "Doar gazda poate face asta."
    assert "Παίκτες 2/6" in lobby.message.content

    # the game keeps its language across a restart (it is stored with the game)
    await env.restart_bot(make_bot())
    await eleni.click(lobby, label="Προσθήκη ΤΝ")
    assert "🤖 ΤΝ 1" in lobby.message.content and "Αφαίρεση ΤΝ" in labels(lobby.message)


@pytest.mark.both_databases
async def test_config_language_wins_over_the_servers_discord_language(
    simcord_env, client_locales, backend
):
    env = simcord_env
    guild = env.create_guild(preferred_locale="el")
    channel = guild.create_text_channel("games")
    admins = guild.create_role("admins", permissions=discord.Permissions(manage_guild=True))
    maria = guild.add_member(env.create_user("maria"), roles=[admins])
    jan = guild.add_member(env.create_user("jan"))
    client_locales.update({maria.id: "es-419", jan.id: "pl"})

    shown = private(await maria.slash(channel, "config"))  # her own language: Spanish
    assert shown.startswith("Las salas nuevas de aquí empiezan con:")
    assert "Ελληνικά (el idioma de Discord del servidor)" in shown
    said = private(await maria.slash(channel, "config", language="ro"))
    assert said.startswith("✅ Guardado.") and "Română" in said
    lobby = (await jan.slash(channel, "play", game="formula")).response
    assert "jocul #1, găzduit de" in lobby.content and "Intră" in labels(lobby)
    # back to the server's Discord language
    await maria.slash(channel, "config", language="discord")
    lobby = (await jan.slash(channel, "play", game="formula")).response
    assert "παιχνίδι #2" in lobby.content
    # a server with an English Discord language (or none we speak) reads English
    other = env.create_guild(preferred_locale="ja").create_text_channel("games")
    kenji = other.guild.add_member(env.create_user("kenji"))
    lobby = (await kenji.slash(other, "play", game="formula")).response
    assert "game #3, hosted by" in lobby.content


# -- whole games in each language ------------------------------------------------------
# A server in one language, a host whose client is in another and a member in a third:
# the host opens the game and moves a few times, then both stop playing; the turn clock
# hands their seats to the AI (three time-outs in a row), which plays to the end. Every
# message the bot posted there is then read as the server's members read it.

GAMES_AND_LANGUAGES = [  # each game in each of the four new languages
    (game, server, host, guest)
    for game in ("push", "passtally", "formula", "pacman")
    for server, host, guest in (("el", "el", "pl"), ("ro", "el", "es-ES"), ("es-ES", "ro", "pl"),
                                ("pl", "es-419", "el"))
]
NAMES_ON_BOARDS = {"PUSH", "Passtally", "Formula", "PAC-MAN", "Blinky", "Pinky", "Inky",
                   "Clyde", "Monaco", "Monza", "Silverstone", "Hockenheim", "Discord", "JSON"}


def texts(message) -> list[str]:
    """Everything a member reads on a message: its content, embeds, and its buttons' and
    menus' labels, placeholders, option labels and descriptions."""
    found = [message.content]
    for embed in message.embeds:
        found += [embed.title or "", embed.description or ""]
        found += [f"{field.name}\n{field.value}" for field in embed.fields]
    for item in items(message):
        found += [item.get("label") or "", item.get("placeholder") or ""]
        for option in item.get("options", []):
            found += [option.get("label") or "", option.get("description") or ""]
    return [t for t in found if t]


EPHEMERAL = 64
CALLBACK = re.compile(r"/interactions/(\d+)/[^/]+/callback")
WEBHOOK = re.compile(r"/webhooks/\d+/([^/]+)(?:/messages/(@original|\d+))?")


def body_texts(body: dict) -> list[str]:
    """Every text of a message body as the bot sent it: content, embeds, and each
    component's label, placeholder, option labels and descriptions (rows unfolded)."""
    found = [body.get("content") or ""]
    for embed in body.get("embeds") or []:
        found += [embed.get("title") or "", embed.get("description") or ""]
        found += [(embed.get(part) or {}).get(key) or "" for part, key in
                  (("footer", "text"), ("author", "name"))]
        found += [f"{f.get('name')}\n{f.get('value')}" for f in embed.get("fields") or []]
    stack = list(body.get("components") or [])
    while stack:
        item = stack.pop(0)
        stack += item.get("components") or []
        found += [item.get("label") or "", item.get("placeholder") or "", item.get("title") or ""]
        for option in item.get("options") or []:
            found += [option.get("label") or "", option.get("description") or ""]
    return [t for t in found if t]


def sent(env) -> list[tuple[int | None, list[str]]]:
    """Every version of every message the bot sent, read where SimCord receives the bot's
    requests (`env.http_requests`, which its router logs with a copy of each JSON body):
    each post and edit of a channel or thread message, each interaction callback (an
    answer, a deferral, an update of the clicked message), each follow-up and each edit
    of one; so a refusal, a panel or the buttons a later edit removed are all read.
    Each comes with its reader: None for what the channel sees, else the member whose
    click it answers privately (an ephemeral answer, or an update of a private panel)."""
    backend, found = env.backend, []

    def private_source(record) -> bool:
        """Whether the clicked message is private (gone: taken as private, unread)."""
        source = backend.messages.get(record.channel_id, {}).get(record.source_message_id)
        return source is None or source.is_ephemeral

    def private_original(record) -> bool:
        if record.response_kind in (ResponseKind.UPDATE, ResponseKind.DEFERRED_UPDATE):
            return private_source(record)  # the original is the clicked message
        return record.ephemeral

    for request in env.http_requests:
        body = request.json
        if request.method not in ("POST", "PATCH") or not isinstance(body, dict):
            continue
        if request.path.startswith("/channels/") and "/messages" in request.path:
            found.append((None, body_texts(body)))
        elif match := CALLBACK.fullmatch(request.path):
            record = backend.interactions[int(match[1])]
            data = body.get("data") or {}
            mine = (data.get("flags") or 0) & EPHEMERAL or body.get("type") == 9  # a modal
            if body.get("type") == 7:
                mine = private_source(record)
            found.append((record.user_id if mine else None, body_texts(data)))
        elif match := WEBHOOK.fullmatch(request.path):
            record = backend.interactions[backend.interaction_tokens[match[1]]]
            if match[2] is None:  # a follow-up
                mine = (body.get("flags") or 0) & EPHEMERAL
            elif match[2] == "@original":
                mine = private_original(record)
            else:
                message = backend.messages.get(record.channel_id, {}).get(int(match[2]))
                mine = message is None or message.is_ephemeral
            found.append((record.user_id if mine else None, body_texts(body)))
    return found


def english_words(text: str, names: set[str]) -> set[str]:
    """Latin-letter words that are not names, mentions, times, spaces of the board (K8)
    or game names: what a reader of another alphabet would read as English."""
    text = re.sub(r"<[@#][!&]?\d+>|<t:\d+:[a-zA-Z]>|https?://\S+", " ", text)
    for name in names:
        text = text.replace(name, " ")
    words = set(re.findall(r"[A-Za-z][A-Za-z'’-]+", text))
    return {w for w in words if w not in NAMES_ON_BOARDS and not re.fullmatch(r"[A-F][0-9]*", w)}


def buttons(message, prefixes: tuple[str, ...]) -> list[dict]:
    return [i for i in items(message) if i.get("type") == 2 and not i.get("disabled")
            and i.get("custom_id", "").startswith(prefixes)]


async def play_a_little(env, channel, members: dict, moves: int) -> None:
    """The humans to act click their board's first move or pick its menu's first option
    (or open its first panel and confirm there) a few times, so their private panels and
    answers are read too."""
    for _ in range(moves):
        table = await env.bot.tables.table(1)
        humans = table.humans_to_act()
        if table.row.status is not Status.ACTIVE or not humans:
            return
        member = members[humans[0].user_id]
        place = next((t for t in channel.threads if t.id == table.row.place_id), channel)
        board = next(m for m in place.history() if m.id == table.row.board_message_id)
        first = buttons(board, ("a:", "p:"))
        menus = [i for i in items(board) if i.get("type") == 3 and i.get("options")]
        if first:
            result = await member.click(board, custom_id=first[0]["custom_id"])
        elif menus:  # a move chosen from a menu (Passtally's markers)
            value = menus[0]["options"][0]["value"]
            result = await member.select(board, [value], custom_id=menus[0]["custom_id"])
        else:
            return
        panel = result.response if result.response and result.response.ephemeral else None
        if panel is not None and (confirm := buttons(panel, ("a:",))):
            await member.click(panel, custom_id=confirm[0]["custom_id"])


async def play_out(env, channel, host, guest, game: str, client_language: dict) -> list:
    """Open `game`, add an AI seat, start, let the host and the guest move a little, then
    let the clock hand their seats to the AI; returns every bot message of the game."""
    lobby = (await host.slash(channel, "play", game=game)).response
    join = next(i["custom_id"] for i in items(lobby) if i.get("custom_id", "").endswith(":join"))
    await guest.click(lobby, custom_id=join)
    # private answers follow each member's own client
    for member in (host, guest):
        again = private(await member.click(lobby, custom_id=join))
        assert again == lang.tr(client_language[member.id], "error-already-in")
    lobby = next(m for m in channel.history() if m.id == lobby.id)
    start = next(i for i in items(lobby) if i.get("custom_id", "").endswith(":start"))
    await host.click(lobby, custom_id=start["custom_id"])
    table = await env.bot.tables.table(1)
    # Passtally's first four moves place markers: four more lay tiles through their panels
    moves = 8 if game == "passtally" else 4
    await play_a_little(env, channel, {host.id: host, guest.id: guest}, moves=moves)
    for _ in range(200):
        table = await env.bot.tables.table(table.id)
        if table.row.status is not Status.ACTIVE:
            break
        await env.advance_time((table.row.turn_seconds or 600) + 1)
    assert table.row.status is Status.FINISHED, table.row.status
    place = env.bot.get_channel(table.row.place_id) and next(
        (t for t in channel.threads if t.id == table.row.place_id), channel
    )
    me = env.bot.user.id
    return [m for m in [*channel.history(), *place.history()] if m.author.id == me]


@pytest.mark.parametrize(("game", "server", "host_locale", "guest_locale"), GAMES_AND_LANGUAGES)
async def test_a_whole_game_in_the_servers_language(
    simcord_env, client_locales, game, server, host_locale, guest_locale
):
    """A whole game in a server of each language, its members' clients in others; every
    text fits Discord's limits. In the Greek server the check reads every version of every
    message the bot sent, not only what stands after the game: `sent` reads SimCord's log
    of the bot's REST requests (`env.http_requests`: each post and edit, interaction
    answer, follow-up and update, with a copy of its JSON body, components included), so
    a refusal, a private panel and buttons a later edit removed are read too; what a
    Greek member reads (the channel's messages and the Greek host's private answers) holds
    no English word but names, game and ghost names and circuits."""
    env = simcord_env
    guild = env.create_guild(preferred_locale=server)
    channel = guild.create_text_channel("games")
    host, guest = guild.add_member(env.create_user("ana")), guild.add_member(env.create_user("bo"))
    client_locales.update({host.id: host_locale, guest.id: guest_locale})
    languages = {host.id: lang.normalise(host_locale), guest.id: lang.normalise(guest_locale)}
    messages = await play_out(env, channel, host, guest, game, languages)
    ours = lang.normalise(server)
    names = {"ana", "bo", *(lang.tr(ours, "ai-seat-name", number=str(n)) for n in range(1, 6))}
    results = [m for m in messages if lang.tr(ours, "results-over", title="", id="")[-8:]
               in m.content]
    assert results, "no results message"
    for message in messages:
        for text in texts(message):
            assert len(text) <= 2000
    if ours != "el":
        return
    # a Greek member reads no English in any version of any message the bot sent to the
    # channel or to them (not the Polish guest's private answers: those are Polish)
    english = [
        (found, text)
        for reader, shown in sent(env)
        if reader is None or languages[reader] == "el"
        for text in shown
        if (found := english_words(text, names))
    ]
    assert not english, "\n".join(f"{sorted(f)}: {t!r}" for f, t in english[:40])


async def test_slash_commands_are_described_in_every_language(simcord_env):
    """What the bot synced: English names, each description, option description and game
    choice localized for Discord's Romanian, Spanish (both), Polish and Greek clients."""
    commands = {c["name"]: c for c in simcord_env.backend.commands[None].values()}
    play = commands["play"]
    assert play["description_localizations"]["el"] == lang.tr("el", "cmd-play")
    assert play["description_localizations"]["es-419"] == lang.tr("es-419", "cmd-play")
    assert set(play["description_localizations"]) >= {"ro", "es-ES", "es-419", "pl", "el"}
    assert "en-US" not in play["description_localizations"]  # English is the default
    game = play["options"][0]
    assert game["name"] == "game" and game["description_localizations"]["pl"] == "Która gra"
    push = next(c for c in game["choices"] if c["value"] == "push")
    assert push["name_localizations"]["pl"] == "PUSH (2–6 graczy)"
    config = next(o for o in commands["config"]["options"] if o["name"] == "language")
    assert {c["value"] for c in config["choices"]} == {"discord", *lang.locales()}
    for command in commands.values():
        for text in command.get("description_localizations", {}).values():
            assert 1 <= len(text) <= 100
