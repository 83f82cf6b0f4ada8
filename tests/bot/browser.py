"""Driving the playground's page in Debian's chromium through Playwright (the browser tests'
shared steps). Playwright never downloads a browser here: tests that need one are skipped
where /usr/bin/chromium is missing (.ci/run installs it)."""

from __future__ import annotations

import contextlib
import os
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
PHONE = {"width": 390, "height": 844}
SMALL_PHONE = {"width": 360, "height": 740}  # the narrowest common phone (screenshots)
DESKTOP = {"width": 1280, "height": 900}

needs_chromium = pytest.mark.skipif(
    not os.path.exists(CHROMIUM), reason="Debian's chromium is not installed"
)


@contextlib.asynccontextmanager
async def browser_page(url: str, profile: Path, viewport: dict | None = None) -> AsyncIterator:
    """A page on the playground's address; a screenshot `failed.png` beside the profile
    when the block fails (pytest keeps tmp_path)."""
    from playwright.async_api import async_playwright

    async with async_playwright() as pw:
        browser = await pw.chromium.launch_persistent_context(
            str(profile),
            executable_path=CHROMIUM,
            args=CHROMIUM_FLAGS,
            headless=True,
            bypass_csp=True,  # lets Playwright poll page expressions (the page forbids eval)
            viewport=viewport or DESKTOP,
        )
        try:
            page = await browser.new_page()
            await page.goto(url)
            try:
                yield page
            except BaseException:
                await page.screenshot(path=str(profile.parent / "failed.png"))
                raise
        finally:
            await browser.close()


# (images far above the newest are fetched only once scrolled to: those have no src yet)
SETTLED = """after => {
  const page = window.simcordPreview;
  return page && page.ready && page.publishedRevision > after
    && !document.querySelector('[aria-busy=true]')
    && [...document.querySelectorAll("img[src]:not([src=''])")]
      .every(img => img.complete && img.naturalWidth > 0);
}"""


async def page_revision(page) -> int:
    """The snapshot the page shows: SimCord's page counts them (`publishedRevision`)."""
    return await page.evaluate("() => window.simcordPreview.publishedRevision")


async def page_settled(page, after: int = -1, timeout: float = 30_000) -> int:
    """Wait until the page shows a snapshot newer than `after`, drawn (its pictures loaded)
    and with no action in flight: the page's own signals (SimCord's `simcordPreview`
    status), the timeout only a hang guard. Returns the snapshot's revision."""
    await page.wait_for_function(SETTLED, arg=after, timeout=timeout)
    return await page_revision(page)


def button(page, label: str):
    """A message's button (the sidebar repeats some texts): the newest with that label."""
    return page.locator("button.component-button", has_text=label).last


async def slash(page, command: str, game: str | None = None) -> None:
    """Type `/command` in the composer, pick it, pick `game` from the bot's autocomplete
    when given, and send."""
    composer = page.locator("#channel-composer-input")
    await composer.click()
    await composer.type("/" + command)
    await page.locator("[role=option]", has_text="/" + command).first.wait_for()
    await page.keyboard.press("Enter")
    if game is not None:
        await page.keyboard.type(game)
        await page.locator(".command-suggestion", has_text=game).first.click()
    await page.locator("#send-message").click()


async def open_lobby_with_ai(page, game: str, ais: int = 1) -> None:
    """/play `game`, the host (the page's first viewer) adds `ais` AI seats."""
    await slash(page, "play", game)
    await button(page, "Join").wait_for()
    for number in range(1, ais + 1):
        await button(page, "Add AI").click()
        await page.get_by_text(f"AI {number}").first.wait_for()
