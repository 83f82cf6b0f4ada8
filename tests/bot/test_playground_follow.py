"""The playground follows the game (issue 31.3, 31.8): after each click the newest board is
in view down to its controls, its image before its words (the long event log kept to a few
lines that open at the newest), at a desktop's and a phone's width; and an image still on
its way shows no broken-image icon.

SimCord's page drew a message's controls above its image and the whole log above both, so
the maze or the track fell below the fold; after a click it scrolled to the newest
message, which could be a private note under the board (bot/playground_page.py). And a
reader at the newest message lost it when the page began a render before it had followed
the last growth of the channel (a board's words or picture grown a moment earlier): the
render took the reader's place as "a few pixels above the end" and kept it there, with the
board's controls below the fold. The fault is made on purpose in
`test_a_board_grown_as_a_render_begins_stays_in_view`. A scroll the browser reported once a
render had begun (the page's own, or the browser's as the channel grew shorter) did the
same: `test_a_reader_at_the_end_stays_there_through_a_scroll_during_a_render`.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest
from playwright.async_api import TimeoutError as PlaywrightTimeout

from bot import Settings
from bot.playground import open_playground
from tests.bot.browser import (
    DESKTOP,
    PHONE,
    browser_page,
    needs_chromium,
    open_lobby_with_ai,
    page_revision,
    page_settled,
)

pytestmark = needs_chromium

LAYOUT = """() => {
  const timeline = document.querySelector('.channel-timeline').getBoundingClientRect();
  const boards = [...document.querySelectorAll('article.channel-message')]
    .filter(m => m.querySelector('img.attachment-image') && m.querySelector('.component-button'));
  const board = boards[boards.length - 1];
  if (!board) return null;
  const image = board.querySelector('img.attachment-image').getBoundingClientRect();
  const words = board.querySelector('.message-content').getBoundingClientRect();
  const controls = [...board.querySelectorAll('.component-button')]
    .map(b => b.getBoundingClientRect());
  const last = controls[controls.length - 1];
  return {
    id: board.dataset.messageId,
    imageFirst: image.bottom <= words.top + 1 && words.bottom <= controls[0].top + 1,
    controlsInView: controls[0].top >= timeline.top && last.bottom <= timeline.bottom + 1,
    imageInView: image.bottom > timeline.top + 40,
    wordsHeight: words.height,
  };
}"""

NO_BROKEN_ICON = """() => [...document.querySelectorAll('img.attachment-image')]
  .filter(img => !img.getAttribute('src'))
  .every(img => getComputedStyle(img).visibility === 'hidden')"""


async def settled_layout(page) -> dict:
    """The newest board's layout once the page's scroll, applied after a render, has
    brought its controls into view; as it stands after 10 s if it never does."""
    in_view = f"() => {{ const l = ({LAYOUT})(); return l && l.controlsInView && l.imageInView; }}"
    with contextlib.suppress(PlaywrightTimeout):
        await page.wait_for_function(in_view, timeout=10_000)
    return await page.evaluate(LAYOUT)


@pytest.fixture
def pg_settings(tmp_path: Path) -> Settings:
    return Settings(database_path=tmp_path / "bot.sqlite3", discord_token=None)


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
async def test_the_newest_board_is_in_view_with_its_controls(pg_settings, tmp_path, viewport):
    async with open_playground(pg_settings, port=0) as playground:
        async with browser_page(playground.url, tmp_path / "profile", viewport) as page:
            await open_lobby_with_ai(page, "push")
            await page.locator("button.component-button", has_text="Start").last.click()
            seen = []
            for _ in range(6):
                # the newest board pinging Alice, its pictures drawn, nothing in flight
                await page.wait_for_function(
                    "() => { const all = [...document.querySelectorAll('article.channel-message')];"
                    " const b = all.filter(m => m.querySelector('img.attachment-image')"
                    " && m.querySelector('.component-button:not([aria-disabled=true])')).pop();"
                    " return b && b.textContent.includes('@Alice')"
                    " && [...b.querySelectorAll('img')].every(i => i.complete && i.naturalWidth)"
                    " && !document.querySelector('[aria-busy=true]')"
                    " && !document.querySelector('#action-status').textContent.endsWith('…'); }",
                    timeout=30_000,
                )
                assert await page.evaluate(NO_BROKEN_ICON)
                layout = await settled_layout(page)
                assert layout["imageFirst"], layout
                assert layout["controlsInView"] and layout["imageInView"], layout
                seen.append(layout)
                board = page.locator(f"article[data-message-id='{layout['id']}']")
                moves = board.locator(".component-button:not([aria-disabled=true])")
                stop = moves.filter(has_text="Stop")  # the turn passes: a new board
                await (stop.first if await stop.count() else moves.first).click()
                assert await page.evaluate(NO_BROKEN_ICON)
            assert len({s["id"] for s in seen}) >= 2  # new boards were posted, and followed
        assert playground.env.errors == []


# The page's animation frames, held on demand: the page follows a change of the channel's
# height on the next frame, so holding them leaves a growth not followed yet.
HOLD_FRAMES = """(() => {
  const request = window.requestAnimationFrame.bind(window);
  window.heldFrames = null;
  window.requestAnimationFrame = callback => window.heldFrames
    ? (window.heldFrames.push(callback), 0) : request(callback);
})();"""

GROW_NEWEST_BOARD = """() => {
  window.heldFrames = [];
  const boards = [...document.querySelectorAll('article.channel-message')]
    .filter(m => m.querySelector('img.attachment-image') && m.querySelector('.component-button'));
  boards.pop().querySelector('.message-components').style.marginTop = '200px';
}"""

RELEASE_FRAMES = """() => {
  const held = window.heldFrames;
  window.heldFrames = null;
  for (const callback of held) callback(performance.now());
}"""


async def start_push_with_ai(playground, seed: int | None = None):
    """Alice opens PUSH, adds an AI and starts, through the lobby's buttons; the pages are
    refreshed. Returns Alice."""
    if seed is not None:
        playground.bot.tables._seeds = lambda: seed
    alice, channel = playground.member("alice"), playground.channel
    await alice.slash(channel, "play", game="push")
    lobby = channel.last_message
    await alice.click(lobby, label="Add AI")
    await alice.click(lobby, label="Start")
    await playground.preview.refresh()
    return alice


@contextlib.asynccontextmanager
async def page_holding_frames(playground, tmp_path, viewport):
    """The page at the newest board, its controls in view; its animation frames held
    whenever a fault script sets `window.heldFrames`, until RELEASE_FRAMES."""
    async with browser_page(playground.url, tmp_path / "profile", viewport) as page:
        await page.add_init_script(HOLD_FRAMES)
        await page.reload()
        await page_settled(page)
        assert (await settled_layout(page))["controlsInView"]
        yield page


async def refreshed_while_held(page, playground, before: int) -> None:
    """The pages refreshed; returns once this page shows a snapshot newer than `before`
    (its render begun, its frames still held)."""
    await playground.preview.refresh()
    await page.wait_for_function(
        "after => window.simcordPreview.publishedRevision > after",
        arg=before,
        polling=50,  # not on animation frames: they are held
    )


async def layout_once_released(page, before: int) -> dict:
    """The newest board's layout once the held frames run and the render has settled."""
    await page.evaluate(RELEASE_FRAMES)
    await page_settled(page, after=before)
    return await settled_layout(page)


async def test_a_board_grown_as_a_render_begins_stays_in_view(pg_settings, tmp_path):
    async with open_playground(pg_settings, port=0) as playground:
        await start_push_with_ai(playground)
        async with page_holding_frames(playground, tmp_path, DESKTOP) as page:
            # The fault: the newest board grows, and before the page's next frame (held)
            # a new snapshot arrives and its render begins.
            before = await page_revision(page)
            await page.evaluate(GROW_NEWEST_BOARD)
            await refreshed_while_held(page, playground, before)
            layout = await layout_once_released(page, before)
            assert layout["controlsInView"] and layout["imageInView"], layout
        assert playground.env.errors == []


# The fault of `test_a_reader_at_the_end_stays_there_through_a_scroll_during_a_render`:
# the newest board's picture is hidden (a snapshot showed the board without it for a
# moment, seen on a busy machine), so the channel is shorter and the browser moves the
# reader up to its new end.
HIDE_NEWEST_PICTURE = """() => {
  window.heldFrames = [];
  const boards = [...document.querySelectorAll('article.channel-message')]
    .filter(m => m.querySelector('img.attachment-image') && m.querySelector('.component-button'));
  boards.pop().querySelector('.message-attachments').style.display = 'none';
  return document.querySelector('.channel-timeline').scrollTop;  // (a layout: the clamp)
}"""

# ... and the scroll event of that move reaches the page once a render has begun and
# grown the channel again (the browser reports scrolls on a later frame).
SCROLL_REPORTED_DURING_A_RENDER = """() => {
  if (window.simcordPreview.ready) return false;
  document.querySelector('.channel-timeline').dispatchEvent(new Event('scroll'));
  return true;
}"""


SEED_ALICE_FIRST = 1  # a PUSH game in which Alice, the host, goes first


async def test_a_reader_at_the_end_stays_there_through_a_scroll_during_a_render(
    pg_settings, tmp_path
):
    """A scroll reported while a render is drawing is the page's own (its placement, or
    the browser's as the channel's height changed): the reader at the end stays at the
    end. The page took it for the reader's, "a little above the end", and kept that
    place as the render's picture came in: the board's controls below the fold (7 of 165
    phone-width games with the test suite running beside it)."""
    async with open_playground(pg_settings, port=0) as playground:
        alice = await start_push_with_ai(playground, seed=SEED_ALICE_FIRST)
        async with page_holding_frames(playground, tmp_path, PHONE) as page:
            before = await page_revision(page)
            await page.evaluate(HIDE_NEWEST_PICTURE)
            board = playground.channel.last_message
            assert board.attachments and "@" in board.content  # the board, Alice to play
            await alice.click(board, label="Draw")  # the board is drawn anew
            await refreshed_while_held(page, playground, before)
            assert await page.evaluate(SCROLL_REPORTED_DURING_A_RENDER)
            layout = await layout_once_released(page, before)
            assert layout["controlsInView"] and layout["imageInView"], layout
        assert playground.env.errors == []
