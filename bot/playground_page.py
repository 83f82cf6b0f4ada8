"""Fixes to SimCord's preview page (3.2.1) that the playground applies while serving it.

What went wrong in the page, found by tracing it in Chromium:

1. **Select menus closed and the page jumped after any button click.** A click edits a
   message with a new image. The preview learns an image's size only when the page fetches
   it, and keeps it apart from the snapshot it renders from, so every later re-render of
   that snapshot draws the image with no width or height until it is decoded again.
   Opening a menu re-renders the whole channel: the images collapse for a moment, the
   channel gets shorter, the browser pulls the scroll position up, and the timeline's
   scroll listener records that transient position as where the reader was. Once the
   images are back the page is restored to the wrong place, the menu's trigger is off
   screen, and the page closes the menu it has just opened.
   Fixes: (a) timeline.js keeps the channel's height while a render rebuilds it (a
   min-height from `begin()` to `ready()`), so the scroll position never moves under the
   reader; (b) media.js sizes an image from what the page already knows of it
   (`assetMetadata`), not only from the snapshot, so images keep their height;
   (c) select-drafts.js focuses the opened menu's trigger without scrolling.
2. **Relative times were counted from the snapshot, not the reader's clock.** "in 26
   minutes" for a deadline six minutes away: the page counted `<t:…:R>` from the
   snapshot's presentation time, which SimCord moves only on "Refresh preview", and never
   counted down. Discord counts from the reader's clock and updates the words as time
   passes; text.js now does the same.
3. **Menus kept their first value; slash options lost the keyboard.** A menu's value was
   a draft the page set from its message once and kept for as long as it lived: after the
   bot edited the message (replay's Next, a lobby option set again) or refused a choice,
   the menu still showed the old one. Now a menu follows its message when the message's
   value changes, and drops its draft once a choice is sent (selects.js,
   select-drafts.js). An option picked with the mouse left the focus nowhere, so Enter
   did nothing; an autocomplete field asked the bot only once something was typed
   ("No options match" for /replay's games). commands.js keeps the focus in the command
   and asks as soon as the field is focused.
4. **The page opened at the top and did not follow the game.** The page now opens at the
   newest board (or panel: the newest message with an image or controls, not a private
   note under it), and when a new message arrives it shows that board down to its
   controls, with the notes after it if they fit. A reader at the newest message stays
   there: a render that began before the page had followed the channel's last growth (on
   the next animation frame) took the reader's place anew, as "a few pixels above the
   end", and kept the board's controls below the fold (seen about one run in twenty on
   a busy machine); a render now keeps a place at the end as it is (a reader who scrolls
   away from the end is still seen by the page's scroll listener). And the browser
   reports a scroll on a later frame: the page's own placement, or the browser's when the
   channel grew shorter (a snapshot showed a board without its picture for a moment),
   reached the listener once the next render had begun and grown the channel again, and
   was taken for the reader's, "a little above the end", with the same result (7 of 165
   phone-width games with the test suite running beside it). While a render
   draws, a scroll no longer moves a reader at the end (as it already did not move the
   newest board's place); one the reader makes in those few milliseconds is undone by
   the render.
5. **A board's controls and whole log came before its image** (the maze or the track
   below the fold; Discord draws the image first). preview.css puts the image first,
   then the words, kept to a few lines that open at the newest (the log scrolls), then
   the controls; an image not fetched yet is hidden rather than drawn as a broken-image
   icon.

6. **An open menu lost a click when the page refreshed.** A new snapshot (the
   playground's refresh, showing a panel's board drawn after its text, or a move made in
   another tab) rebuilt every changed message at once, its open menu too: the option under
   the mouse was replaced between the press and the release, so the click was lost (about
   one Passtally panel in twelve), and a message that grew above an open menu pushed it
   out of view, which closes it. Now a message whose menu is open keeps what it shows
   until the menu closes (a pick, Escape, a click elsewhere), then shows the newest; and
   the page does not scroll to new messages while a menu is open.

Upstream (SimCord) would need the same changes in media.js, timeline.js, text.js,
selects.js, select-drafts.js and commands.js, and an option to follow new messages in
channel layout. Until then the
playground swaps these few lines as the files are served; if a SimCord upgrade changes a
line, that fix is skipped with a warning and the page is served as it is.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class PageFix:
    path: str  # the file's route on the preview server
    old: str
    new: str
    why: str


FIXES = (
    PageFix(
        "/media.js",
        "  const width = Number(manifest?.displayWidth);\n"
        "  const height = Number(manifest?.displayHeight);\n",
        "  const known = (assetId && options.assetMetadata?.(assetId)) || manifest;\n"
        "  const width = Number(known?.displayWidth);\n"
        "  const height = Number(known?.displayHeight);\n",
        "size images the page has already loaded, so a re-render keeps their height",
    ),
    PageFix(
        "/timeline.js",
        "    state.scrollIntent = snapshot.targetId && String(snapshot.targetId)"
        ' !== String(previousTargetId || "")\n',
        "    const newest = [...ids].reverse().find((id) => snapshot.messages?.[id]"
        "?.attachments?.length || snapshot.messages?.[id]?.components?.length)"
        " || ids[ids.length - 1];\n"
        "    const follow = newest && !snapshot.history?.hasAfter && !state.dropdown"
        " && (hasNewTail || previousIds.length === 0);\n"
        '    state.scrollIntent = follow ? { policy: "target", targetId: newest, follow: true }\n'
        "      : snapshot.targetId && String(snapshot.targetId)"
        ' !== String(previousTargetId || "")\n',
        "open at the newest board (or panel) and follow new ones (not while a menu is open)",
    ),
    PageFix(
        "/timeline.js",
        "      if (rect.height > bounds.height || rect.top < bounds.top)"
        " ui.timeline.scrollTop += rect.top - bounds.top;\n",
        "      const end = ui.messageList.getBoundingClientRect().bottom;\n"
        "      if (intent.follow && end - rect.top <= bounds.height)"
        " ui.timeline.scrollTop += end - bounds.bottom;\n"
        "      else if (intent.follow) ui.timeline.scrollTop += rect.bottom - bounds.bottom;\n"
        "      else if (rect.height > bounds.height || rect.top < bounds.top)"
        " ui.timeline.scrollTop += rect.top - bounds.top;\n",
        "the newest board is shown down to its controls, with the notes after it if they fit",
    ),
    PageFix(
        "/timeline.js",
        "      if (force || record.fingerprint !== value) {\n",
        "      const held = !force && Boolean(record.fingerprint)"
        " && Boolean(openKey?.startsWith(`message:${id}:`));\n"
        "      if (!held && (force || record.fingerprint !== value)) {\n",
        "a message whose menu is open is redrawn only once the menu closes",
    ),
    PageFix(
        "/preview.css",
        ".channel-empty { margin: auto; padding: 32px; color: var(--discord-subtle);"
        " text-align: center; }\n",
        ".channel-empty { margin: auto; padding: 32px; color: var(--discord-subtle);"
        " text-align: center; }\n"
        "/* the playground: a board's image first, then its words (the long log kept to a few"
        " lines that open at the newest, scroll for the rest), then its controls */\n"
        ".channel-message:has(> .message-attachments) { display: flex; flex-direction: column; }\n"
        ".channel-message:has(> .message-attachments) > .message-attachments { order: 1; }\n"
        ".channel-message:has(> .message-attachments) > .message-content {\n"
        "  order: 2; max-height: 9.7em; overflow-y: auto; display: flex;"
        " flex-direction: column-reverse; }\n"
        ".channel-message:has(> .message-attachments) > .message-components { order: 3; }\n"
        ".channel-message:has(> .message-attachments) > :not(header, .message-attachments,"
        " .message-content, .message-components) { order: 4; }\n"
        "/* an image not fetched yet keeps its room but shows no broken-image icon */\n"
        "img.attachment-image:not([src]), img.attachment-image[src=''] { visibility: hidden; }\n",
        "a board's image before its long log; no broken-image icon while it loads",
    ),
    PageFix(
        "/timeline.js",
        "    begin: () => {\n      state.ready = false;\n",
        "    begin: () => {\n      state.ready = false;\n"
        "      ui.messageList.style.minHeight = `${ui.messageList.offsetHeight}px`;\n",
        "the channel keeps its height while a render rebuilds it",
    ),
    PageFix(
        "/timeline.js",
        '      if (state.scrollIntent?.policy !== "target")'
        " state.scrollIntent = captureScrollIntent();\n    },\n",
        '      if (!["target", "bottom"].includes(state.scrollIntent?.policy))'
        " state.scrollIntent = captureScrollIntent();\n    },\n",
        "a reader at the newest message stays there when a render begins before the page"
        " has followed the channel's last growth",
    ),
    PageFix(
        "/timeline.js",
        '    if (!state.ready && state.scrollIntent?.policy === "target") return;\n',
        '    if (!state.ready && ["target", "bottom"].includes(state.scrollIntent?.policy))'
        " return;\n",
        "a scroll reported while a render draws does not move a reader at the end",
    ),
    PageFix(
        "/timeline.js",
        "    ready: () => {\n      reconcileScrollIntent();\n",
        '    ready: () => {\n      ui.messageList.style.minHeight = "";\n'
        "      reconcileScrollIntent();\n",
        "the channel takes its real height again once the render is done",
    ),
    PageFix(
        "/select-drafts.js",
        "    trigger?.focus();\n",
        "    trigger?.focus({ preventScroll: true });\n",
        "opening a menu never scrolls the page",
    ),
    PageFix(
        "/text.js",
        "        const basis = new Date(options.presentationTime || 0);\n"
        '        if (!Number.isFinite(basis.getTime())) throw new RangeError("invalid presentation'
        ' time");\n'
        "        const seconds = (date.getTime() - basis.getTime()) / 1000;\n"
        "        const absolute = Math.abs(seconds);\n"
        "        /** @type {[Intl.RelativeTimeFormatUnit, number]} */\n"
        '        const [unit, amount] = absolute < 60 ? ["second", seconds]\n'
        '          : absolute < 3600 ? ["minute", seconds / 60]\n'
        '            : absolute < 86400 ? ["hour", seconds / 3600]\n'
        '              : absolute < 604800 ? ["day", seconds / 86400]\n'
        '                : ["week", seconds / 604800];\n'
        '        rendered = new Intl.RelativeTimeFormat(locale, { numeric: "auto" })'
        ".format(Math.round(amount), unit);\n",
        "        rendered = relativeWords(date, locale);\n",
        "relative times are counted from the reader's clock, as on Discord",
    ),
    PageFix(
        "/text.js",
        '  const time = node("time", "discord-timestamp", rendered);\n',
        '  const time = node("time", "discord-timestamp", rendered);\n'
        '  if (valid && style === "R") {\n'
        "    time.dataset.relativeUnix = String(unix);\n"
        '    time.dataset.locale = options.locale || "en-US";\n'
        "  }\n",
        "relative times are marked so that they can count down",
    ),
    PageFix(
        "/text.js",
        "function renderTimestamp(parent, token, options) {\n",
        "function relativeWords(date, locale) {\n"
        "  const seconds = (date.getTime() - Date.now()) / 1000;\n"
        "  const absolute = Math.abs(seconds);\n"
        '  const [unit, amount] = absolute < 60 ? ["second", seconds]\n'
        '    : absolute < 3600 ? ["minute", seconds / 60]\n'
        '      : absolute < 86400 ? ["hour", seconds / 3600]\n'
        '        : absolute < 604800 ? ["day", seconds / 86400] : ["week", seconds / 604800];\n'
        '  return new Intl.RelativeTimeFormat(locale, { numeric: "auto" })'
        ".format(Math.round(amount), unit);\n"
        "}\n"
        "setInterval(() => {\n"
        '  for (const time of document.querySelectorAll("time[data-relative-unix]")) {\n'
        "    const words = relativeWords(new Date(Number(time.dataset.relativeUnix) * 1000),"
        " time.dataset.locale);\n"
        "    if (time.textContent !== words) time.textContent = words;\n"
        "  }\n"
        "}, 1000);\n"
        "function renderTimestamp(parent, token, options) {\n",
        "relative times count down each second, as on Discord",
    ),
    PageFix(
        "/selects.js",
        "  if (draftValue(key) === undefined) {\n"
        "    const initial = component.type !== TYPE.STRING_SELECT"
        " && Array.isArray(descriptor?.selected)\n"
        "      ? selectedIds(descriptor)\n"
        "      : optionDefaults(entries).slice(0, maximum);\n"
        "    onInit?.(key, initial);\n"
        "  }\n",
        "  const initial = component.type !== TYPE.STRING_SELECT"
        " && Array.isArray(descriptor?.selected)\n"
        "    ? selectedIds(descriptor)\n"
        "    : optionDefaults(entries).slice(0, maximum);\n"
        "  const served = JSON.stringify(initial);\n"
        "  if (draftValue(key) === undefined) {\n"
        "    onInit?.(key, initial);\n"
        '  } else if (scope === "message" && SERVED.has(key) && SERVED.get(key) !== served) {\n'
        "    options.onReconcileDraft?.(key, initial.map(String));\n"
        "  }\n"
        "  SERVED.set(key, served);\n",
        "a menu shows the value its message now has once the bot edits it",
    ),
    PageFix(
        "/selects.js",
        "const TYPE = Object.freeze({",
        "const SERVED = new Map();  // each message menu's value as its message last said it\n"
        "const TYPE = Object.freeze({",
        "(the values messages last gave their menus)",
    ),
    PageFix(
        "/select-drafts.js",
        "    if (!dropdown.modal && !state.modalDrafts.has(key) && changed)"
        ' dispatch("select", { control_key: key, values });\n',
        "    if (!dropdown.modal && !state.modalDrafts.has(key) && changed) {\n"
        '      dispatch("select", { control_key: key, values });\n'
        "      state.drafts.delete(key);  // then the menu shows what the bot's answer says\n"
        "      state.selectDrafts.delete(key);\n"
        "      localRender(true);\n"
        "    }\n",
        "a menu chosen from shows the bot's answer, not the choice, once it is sent",
    ),
    PageFix(
        "/commands.js",
        "    renderCompose({ focus: Boolean(next) });\n",
        "    renderCompose({ focus: true });  // the next field, else the command: Enter runs it\n",
        "an option picked with the mouse keeps the keyboard in the command",
    ),
    PageFix(
        "/commands.js",
        '            const current = String(field.value || "");\n',
        '            const current = String(field.value || "");\n'
        "            queryAutocomplete(option, current);  // the bot's choices before any typing\n",
        "an autocomplete field asks the bot for its choices as soon as it is focused",
    ),
)


def patched(path: str, text: str) -> str:
    """The file's text with the fixes for it applied (a fix whose line is gone is skipped)."""
    for fix in FIXES:
        if fix.path != path:
            continue
        if text.count(fix.old) != 1:
            log.warning(
                "SimCord's %s changed: the playground's fix to %s is skipped", path, fix.why
            )
            continue
        text = text.replace(fix.old, fix.new)
    return text


def install(preview) -> None:
    """Serve the preview's page with the fixes (call before the preview is entered)."""
    from aiohttp import web

    server = preview._server  # SimCord offers no hook for its page: wrap its file handler
    serve_file = server._static
    paths = {fix.path for fix in FIXES}

    async def static(request):
        response = await serve_file(request)
        if request.path not in paths or response.status != 200:
            return response
        return web.Response(
            text=patched(request.path, response.text),
            content_type=response.content_type,
            headers=server._SECURITY_HEADERS,
        )

    server._static = static
