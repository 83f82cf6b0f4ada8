"""Passtally end to end on SimCord: members type /play, click, select, read the thread."""

from __future__ import annotations

import io
from types import SimpleNamespace

import pytest
from PIL import Image
from simcord.backend.errors import OptionError

import games
from bot.store import SqliteStore


@pytest.fixture(autouse=True)
def pinned_seed(monkeypatch):
    """Every game here is dealt from the same seed: the same tiles, the same AI moves."""
    monkeypatch.setattr("bot.tables.service.secrets", SimpleNamespace(randbelow=lambda _n: 2026))


def refusal(result) -> str:
    """The private answer to a refused click or command."""
    messages = [*([result.response] if result.response else []), *result.followups]
    private = [m for m in messages if m.ephemeral]
    assert private, f"no private answer: {result}"
    return private[-1].content


async def open_table(env, channel, host, *guests, ai: int = 0):
    lobby = (await host.slash(channel, "play", game="passtally")).response
    for guest in guests:
        await guest.click(lobby, label="Join")
    for _ in range(ai):
        await host.click(lobby, label="Add AI")
    await host.click(lobby, label="Start")
    return lobby


async def finish_setup(driver):
    """Place markers until the play begins (the status line counts actions from then)."""
    while "actions left" not in driver.board().content:
        await driver.act()


async def open_tile_panel(member, board):
    """Place tile 1 (the first tile that can be laid), then its best place: the panel with
    the preview and Confirm."""
    place = next(
        c
        for row in board.components
        for c in row.children
        if c.type.name == "button" and c.label.startswith("Place tile") and not c.disabled
    )
    panel = (await member.click(board, custom_id=place.custom_id)).response
    assert panel.ephemeral
    menu = panel.message.components[0].children[0]
    assert menu.type.name == "select" and menu.options[0].label.startswith("1. ")
    return (await member.select(panel, [menu.options[0].value], custom_id=menu.custom_id)).response


def confirm_of(panel) -> dict:
    """The panel's ✅ Confirm button (as a dict)."""
    return next(
        b for row in panel.components for b in row["components"] if "Confirm" in b.get("label", "")
    )


async def assert_replays(settings, game_id: int) -> None:
    """The stored state is exactly the seed plus the move log replayed."""
    game = games.get("passtally")
    store = await SqliteStore.open(settings.database_path)
    try:
        row, seats, moves = (
            await store.game(game_id),
            await store.seats(game_id),
            await store.moves(game_id),
        )
    finally:
        await store.close()
    state = game.setup(len(seats), row.seed, game.Options.model_validate_json(row.options))
    for move in moves:
        state = game.apply(state, move.seat, game.parse_action(move.action))
    assert state == game.load_state(row.state)
    assert game.outcome(state) is not None and row.version == len(moves) + 1  # + the ending


async def test_lobby_refusals_and_a_turn_with_the_tile_panel(world, driver):
    _env, channel, m = world
    alice, bob, carol = m["alice"], m["bob"], m["carol"]

    with pytest.raises(OptionError, match=r"only allows .*'passtally'"):  # fixed choices
        await alice.slash(channel, "play", game="chess")
    lobby = (await alice.slash(channel, "play", game="passtally")).response
    assert "Passtally" in lobby.content and "Join" in str(lobby.components)
    rows = [row["components"] for row in lobby.components]
    four = next(c for row in rows for c in row if "four" in c.get("custom_id", ""))
    described = {o["label"]: o.get("description") for o in four["options"]}
    assert described["4 players (unofficial): yes"].startswith("Unofficial variant")
    assert "needs 2–3 players" in refusal(await alice.click(lobby, label="Start"))
    assert "already in" in refusal(await alice.click(lobby, label="Join"))
    assert "not in this game" in refusal(await bob.click(lobby, label="Leave"))
    await bob.click(lobby, label="Join")
    assert "Only the host" in refusal(await carol.click(lobby, label="Start"))
    assert "Only the host" in refusal(
        await carol.select(lobby, ["true"], custom_id="lo:1:four_players")
    )
    await alice.select(lobby, ["true"], custom_id="lo:1:four_players")
    assert "4 players (unofficial): yes" in lobby.message.content
    await alice.click(lobby, label="Start")
    assert "Started" in channel.history()[0].content

    (thread,) = channel.threads
    board = driver.board(thread)
    png = Image.open(io.BytesIO(await board.attachments[0].read()))
    assert png.width == 640 and png.height > png.width  # shaped for a phone
    assert "Scores: alice **0** · bob **0** · face-down left 13/13/13" in board.content

    # the set-up: every player puts markers on the edges; only the pinged one may
    mover = driver.to_act(board)
    idle = bob if mover is alice else alice
    assert "between other people" in refusal(await driver.poke(carol, board))
    assert "not your turn" in refusal(await driver.poke(idle, board))
    await finish_setup(driver)

    # first action of a turn: a tile through the panel, with a preview, then Confirm
    board = driver.board(thread)
    player = driver.to_act(board)
    panel = await open_tile_panel(player, board)
    preview = Image.open(io.BytesIO(await panel.attachments[0].read()))
    assert preview.width == 640
    other = bob if player is alice else alice
    assert panel.id in [msg.id for msg in thread.history(viewer=player)]
    assert panel.id not in [msg.id for msg in thread.history(viewer=other)]  # private
    confirm = confirm_of(panel)
    # what the image's caption says, in words a phone can read: the tile, level, lines
    assert ", level 1**." in panel.content
    assert "complete line" in panel.content or "passes" in panel.content
    await player.click(panel, custom_id=confirm["custom_id"])
    assert driver.board(thread).id == board.id  # same turn: the board message is edited
    assert "placed" in driver.board(thread).content or "laid" in driver.board(thread).content

    # a stale panel: open one, play the other action from the board, then Confirm it
    panel = await open_tile_panel(player, driver.board(thread))
    await driver.act()  # a marker move ends the turn
    new_board = driver.board(thread)
    assert new_board.id != board.id  # a new turn: a new message
    old = next(m for m in thread.history() if m.id == board.id)
    assert old.components == []  # the old board lost its controls
    confirm = confirm_of(panel)
    assert "out of date" in refusal(await player.click(panel, custom_id=confirm["custom_id"]))

    # the next player looks at another tile's places, then thinks better of it
    player = driver.to_act(new_board)
    panel = await open_tile_panel(player, new_board)
    await player.click(panel, label="Tile 2 instead")
    assert panel.message.content.startswith("**Tile 2** (")
    await player.click(panel, label="Cancel")
    assert "nothing was played" in panel.message.content and panel.message.components == []
    assert driver.board(thread).id == new_board.id


async def test_restart_mid_game_keeps_every_button(world, driver, make_bot):
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    lobby = (await alice.slash(channel, "play", game="passtally")).response
    await env.restart_bot(make_bot())  # a lobby survives a restart too
    await bob.click(lobby, label="Join")
    await alice.click(lobby, label="Start")
    await finish_setup(driver)
    await driver.act()
    board = driver.board()
    await env.restart_bot(make_bot())
    await driver.act(board)  # a button posted before the restart
    assert driver.board().id != board.id
    await driver.act()
    await driver.act()


async def test_a_whole_game_against_the_ai_then_ratings(world, driver, settings):
    env, channel, m = world
    alice, bob = m["alice"], m["bob"]
    await open_table(env, channel, alice, ai=1)
    for _ in range(200):
        board = driver.board()
        if "is over" in board.content:
            break
        await driver.act()
    assert "is over" in board.content and "🥇" in board.content
    assert "Rematch" in str(board.components)
    final = Image.open(io.BytesIO(await board.attachments[0].read()))
    assert final.width == 640
    await assert_replays(settings, game_id=1)

    # a rated game between two people, ended by a resignation
    await open_table(env, channel, alice, bob)
    thread = channel.threads[-1]
    r = await bob.slash(thread, "resign")
    assert "You resigned" in refusal(r)
    end = driver.board(thread)
    assert "is over" in end.content and "resigned" in end.content and "rating" in end.content
    r = await alice.slash(channel, "leaderboard", game="passtally")
    table = r.response.message.attachments[0].description
    assert table.startswith("Passtally — leaderboard: 1. alice rating ")
    assert "2. bob rating " in table and "games 1, wins 0, win % 0 %" in table
    assert "Passtally: rating" in refusal(await bob.slash(channel, "stats"))
    stats = refusal(await bob.slash(channel, "stats", member=alice))
    assert "alice" in stats and "1 win in 2 games (50 %)" in stats
    every = (await bob.slash(channel, "leaderboard")).response
    assert every.content.startswith("**Leaderboards**")
    assert every.message.attachments[0].description.startswith("Passtally — leaderboard: 1.")
    history = refusal(await alice.slash(channel, "history"))
    assert "#2 Passtally: 1. alice, 2. bob" in history and "#1 Passtally: 1. AI 1" in history

    # Rematch: a new lobby in the channel with the same game
    r = await alice.click(end, label="Rematch")
    assert "new lobby" in refusal(r)
    store = await SqliteStore.open(settings.database_path)
    rows = await store.games_where(guild_id=channel.guild.id)
    await store.close()
    assert [row.status for row in rows] == ["lobby"]


async def test_after_a_crash_the_ai_moves_it_owed_are_played_at_start(
    world, driver, make_bot, settings
):
    env, channel, m = world
    alice = m["alice"]
    await open_table(env, channel, alice, ai=1)
    await finish_setup(driver)
    # alice's move is saved, then the process dies before the AI answers
    game = games.get("passtally")
    store = await SqliteStore.open(settings.database_path)
    row = await store.game(1)
    state = game.load_state(row.state)
    for _ in range(2):
        (seat,) = game.to_act(state)
        if seat != 0:
            break
        action = game.ai_action(state, seat)
        state = game.apply(state, seat, action)
        assert await store.record_move(
            1,
            version=row.version,
            state=state.model_dump_json(),
            seat=0,
            user_id=alice.id,
            action=action.key,
        )
        row = await store.game(1)
    await store.close()
    assert game.to_act(state) == [1]
    before = driver.board()
    await env.restart_bot(make_bot())
    board = driver.board()
    assert board.id != before.id and driver.to_act(board) is alice


async def test_the_board_offers_marker_moves_in_one_menu(world, driver):
    env, channel, m = world
    await open_table(env, channel, m["alice"], m["bob"])
    board = driver.board()
    (first,) = driver.controls(board)  # the first marker: any of the 24 spaces
    assert first.placeholder.startswith("Place your first marker") and len(first.options) == 24
    await driver.act()
    following = driver.controls(driver.board())  # the others: a button per free space
    assert all(c.type.name == "button" and c.label.startswith("Top ") for c in following)
    await driver.act()
    opposite = [c.label for c in driver.controls(driver.board())]  # counted right to left
    assert opposite[0].startswith("Bottom ") and opposite == sorted(opposite)  # shown A to F
    await driver.act()
    await driver.act()
    board = driver.board()  # the first player chooses the third edge: right or left
    third = [c.label for c in driver.controls(board)]
    assert "place a marker on the right or left edge (you choose the third edge" in board.content
    assert len(third) == 12 and {label.split()[0] for label in third} == {"Left", "Right"}
    await driver.to_act(board).click(board, label=third[0])  # a left space
    board = driver.board()
    assert "place a marker on the left edge." in board.content
    assert all(c.label.startswith("Left ") for c in driver.controls(board))
    await finish_setup(driver)
    board = driver.board()
    assert len(board.components) == 2  # a button per face-up tile, one menu of marker moves
    *tiles, menu = driver.controls(board)
    assert [b.label.split(":")[0] for b in tiles] == [f"Place tile {k}" for k in (1, 2, 3)]
    assert all(b.label.split(": ")[1].count("+") == 1 for b in tiles)  # its two halves
    assert menu.placeholder == "Move a marker…" and len(menu.options) >= 8
    assert all(" → " in option.label for option in menu.options)
    assert "(**Place tile** 1, 2 or 3" in board.content  # the prompt names both
    assert "move a marker (**Move a marker…**)" in board.content
