"""PAC-MAN in a Greek server, played by clicking (issue 26): a Greek member rolls, opens
the private panel of an end space, walks step by step, undoes and confirms, over several
turns; every text the bot showed him, the event log included ("• " lines), and every
button and menu carry no English word but names (ghosts, PAC-MAN, players) and spaces."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

import lang
from tests.bot.conftest import Driver, private
from tests.bot.test_bot_languages import english_words, items, texts
from tests.bot.test_bot_pacman import Player, game_controls

SEED = 175  # tests/bot/test_bot_pacman.py's solo inning: fruit, a power phase, a catch


@pytest.fixture
def greek(simcord_env, client_locales, monkeypatch):
    env = simcord_env
    guild = env.create_guild(name="Επιτραπέζια", preferred_locale="el")
    channel = guild.create_text_channel("games")
    members = {n: guild.add_member(env.create_user(n)) for n in ("eleni", "piotr")}
    client_locales.update({members["eleni"].id: "el", members["piotr"].id: "pl"})
    seeded = SimpleNamespace(randbelow=lambda _n: SEED)
    monkeypatch.setattr("bot.tables.service.secrets", seeded)
    return env, channel, members


def greek_free(text: str) -> set[str]:
    found = english_words(text, {"eleni", "piotr"})
    return {w for w in found if not w.startswith("PAC")}


async def test_a_solo_pacman_inning_in_a_greek_server_shows_no_english(greek):
    env, channel, m = greek
    eleni, piotr = m["eleni"], m["piotr"]
    lobby = (await eleni.slash(channel, "play", game="pacman")).response
    start = next(i for i in items(lobby) if i.get("custom_id", "").endswith(":start"))
    await eleni.click(lobby, custom_id=start["custom_id"])
    (thread,) = channel.threads
    driver = Driver(env, channel, m)
    player = Player(env, driver)
    shown: list[str] = []

    board = driver.board(thread)
    roll = game_controls(board)[0]
    assert roll.label == "🎲 Ρίξε 3 ζάρια"
    # Piotr's client is Polish: his refusal is Polish, the board stays Greek
    refused = private(await piotr.click(board, custom_id=roll.custom_id))
    assert refused == lang.tr("pl", "error-not-a-player")
    await player.play(board)  # the roll: the board now offers end spaces and arrows
    board = driver.board(thread)
    shown += texts(board)
    assert "Ο PAC-MAN φέρνει" in board.content
    best = next(c for c in game_controls(board) if c.custom_id.startswith("p:"))
    panel = (await eleni.click(board, custom_id=best.custom_id)).response
    assert panel.ephemeral
    shown += texts(panel)
    assert any(label.startswith("✅ Επιβεβαίωσε") or "✅" in label for label in texts(panel))

    seen_labels: set[str] = set()
    for _ in range(80):  # several turns, step by step as the AI would
        board = driver.board(thread)
        if "τελείωσε" in board.content.splitlines()[0]:
            break
        shown += texts(board)
        seen_labels |= {getattr(c, "label", None) or "" for c in game_controls(board)}
        await player.play(board)
    board = driver.board(thread)
    shown += texts(board)
    assert {"↩ Αναίρεση βήματος", "✅ Επιβεβαίωση"} & seen_labels, seen_labels
    assert any("← Αριστερά" in label or "→ Δεξιά" in label for label in seen_labels)
    told = "\n".join(shown)
    assert "Κάρτα φαντασμάτων" in told and "Ο PAC-MAN πάει" in told
    for text in shown:
        assert not greek_free(text), (greek_free(text), text)


DUO_SEED = 290  # tests/bot/test_bot_pacman.py's short two-player match


async def test_a_greek_ghost_player_reads_the_route_panel_in_greek(greek, monkeypatch):
    """Eleni and Piotr: whoever moves the ghosts opens the routes' private panel, picks a
    route (the cage's in words when the eyes go home) and sees its preview: the panel, its
    menu and its Confirm carry no English word, each in the clicker's own language."""
    env, channel, m = greek
    seeded = SimpleNamespace(randbelow=lambda _n: DUO_SEED)
    monkeypatch.setattr("bot.tables.service.secrets", seeded)
    eleni, piotr = m["eleni"], m["piotr"]
    lobby = (await eleni.slash(channel, "play", game="pacman")).response
    join = next(i for i in items(lobby) if i.get("custom_id", "").endswith(":join"))
    await piotr.click(lobby, custom_id=join["custom_id"])
    start = next(i for i in items(lobby) if i.get("custom_id", "").endswith(":start"))
    await eleni.click(lobby, custom_id=start["custom_id"])
    (thread,) = channel.threads
    driver = Driver(env, channel, m)
    player = Player(env, driver)
    panels = 0
    for _ in range(150):
        board = driver.board(thread)
        table = await player.table(board)
        member = driver.to_act(board)
        if table.state.phase == "ghosts" and member is eleni:
            opener = next(c for c in game_controls(board) if c.custom_id.startswith("p:"))
            panel = (await eleni.click(board, custom_id=opener.custom_id)).response
            menu = next(i for i in items(panel) if i.get("type") == 3)
            values = [o["value"] for o in menu["options"]]
            value = "rcage" if "rcage" in values else values[-1]  # the eyes home, if they may
            panel = (await eleni.select(panel, [value], custom_id=menu["custom_id"])).response
            assert panel.ephemeral and panel.attachments
            for text in texts(panel):
                assert not greek_free(text), (greek_free(text), text)
            assert any(t.startswith("✅ Ο ") for t in texts(panel)), texts(panel)
            panels += 1
            if panels == 3:
                break
        await player.play(board)
    assert panels == 3
