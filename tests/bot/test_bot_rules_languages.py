"""/rules in the server's language: data/rules/<locale>/<game>.md beside the English page,
with the same numbered callouts pointing at the same places on a picture drawn in that
language. The server's, not the reader's: the page names the buttons of its games, which
are in the server's language (bot/i18n.py)."""

from __future__ import annotations

import re
from fnmatch import fnmatchcase

import discord
import pytest

import games
import lang
from bot import rules_pages, rules_regions
from bot.commands.play import players_text

# Each language the pages are written in, and a Discord locale a server may have for it
# (a language added later reads the English pages until its own are written).
SERVERS = {"en": "en-US", "ro": "ro", "es": "es-ES", "es-419": "es-419", "pl": "pl", "el": "el"}
PAGES = [name for name in games.names() if rules_pages.has_page(name)]


def test_every_game_has_its_page_in_every_language():
    assert set(SERVERS) <= set(lang.locales())
    for name in PAGES:
        english = rules_pages.page_file(name)
        for locale in SERVERS:
            if locale != lang.DEFAULT:  # es-419 reads the Spanish page
                assert rules_pages.page_file(name, locale) != english, (name, locale)
                assert rules_pages.page(name, locale) != rules_pages.page(name), (name, locale)
    assert rules_pages.page_file("push", "es-419") == rules_pages.page_file("push", "es")


def test_a_translated_page_keeps_the_pictures_callouts_and_its_sections():
    for name in PAGES:
        english = rules_pages.page(name)
        for locale in lang.locales():
            page = rules_pages.page(name, locale)
            assert [(c.number, c.target, c.side) for c in page.callouts] == [
                (c.number, c.target, c.side) for c in english.callouts
            ], (name, locale)
            assert len(page.sections) == len(english.sections), (name, locale)
            # lists keep their items (the controls, the house choices): one for one
            for (_, body), (_, theirs) in zip(page.sections, english.sections, strict=True):
                assert items(body) == items(theirs), (name, locale, body[:40])


def items(body: str) -> int:
    return sum(line.startswith("- ") for line in body.splitlines())


@pytest.mark.parametrize("locale", list(SERVERS))
async def test_rules_follow_the_servers_language_with_its_picture(
    simcord_env, client_locales, locale
):
    env = simcord_env
    channel = env.create_guild(preferred_locale=SERVERS[locale]).create_text_channel("games")
    reader = channel.guild.add_member(env.create_user("reader"))
    client_locales[reader.id] = "el" if locale != "el" else "pl"  # her own: not the server's
    for name in PAGES:
        page, rules = rules_pages.page(name, locale), games.get(name)
        # drawn here first (the bot's are the same, cached): a busy machine drew some for
        # longer than SimCord waits for a command to settle
        expected = rules_pages.picture(name, locale)
        answer = (await reader.slash(channel, "rules", game=name)).response
        assert answer.ephemeral
        (embed,) = answer.message.embeds
        assert embed.title == f"{page.title} · {players_text(rules, locale)}"
        assert embed.description == page.intro
        fields = [(f.name, f.value) for f in embed.fields]
        notes = (lang.tr(locale, "rules-picture-notes"), rules_pages.notes(name, locale))
        assert fields == [notes, *page.sections], (name, locale)  # every section whole
        # Discord's limits: a field 1,024, a description 4,096, the whole embed 6,000
        assert all(len(value) <= 1024 and len(field) <= 256 for field, value in fields)
        assert len(embed.description) <= 4096 and len(embed) <= 6000, (name, locale, len(embed))
        (attachment,) = answer.message.attachments
        assert len(attachment.description) <= 1024
        png = await attachment.read()
        assert png == expected
        if locale != "en" and name in ("push", "passtally"):  # boards drawn in five languages
            assert png != rules_pages.picture(name, "en"), (name, locale)


async def test_config_language_chooses_the_rules_language(simcord_env, client_locales):
    env = simcord_env
    guild = env.create_guild(preferred_locale="el")
    channel = guild.create_text_channel("games")
    admins = guild.create_role("admins", permissions=discord.Permissions(manage_guild=True))
    jan = guild.add_member(env.create_user("jan"), roles=[admins])
    client_locales[jan.id] = "el"
    rules_pages.picture("push", "el"), rules_pages.picture("push", "pl")  # as above
    embed = (await jan.slash(channel, "rules", game="push")).response.message.embeds[0]
    assert embed.title.startswith("PUSH · 2–6 παίκτες")
    assert "**Τράβα**" in "".join(f.value for f in embed.fields)
    await jan.slash(channel, "config", language="pl")
    embed = (await jan.slash(channel, "rules", game="push")).response.message.embeds[0]
    assert embed.title == f"PUSH · {players_text(games.get('push'), 'pl')}"
    assert embed.fields[0].name == lang.tr("pl", "rules-picture-notes")
    assert "**Dobierz**" in embed.fields[1].value


def test_a_page_names_the_controls_as_its_language_labels_them():
    """'How to play here' names buttons and menus in bold: each as the language's own
    catalogues label it, word for word or as a message reads with its arguments ("🎲 Roll
    3 dice": Roll { $dice } dice). A page that says **Τράβα** on a board that says
    something else would send a player hunting. Only games whose controls are worded by a
    catalogue."""
    for name in PAGES:
        if not (lang.LOCALES_DIR / lang.DEFAULT / f"games-{name}.ftl").exists():
            continue  # its buttons' words are still the game's own, in English
        for locale in lang.locales():
            chain = lang.catalogues.chain(locale)
            own = [c for c in chain if c.name != lang.DEFAULT or locale == lang.DEFAULT]
            files = [path for c in own for path in c.folder.glob("*.ftl")]
            said = "\n".join(path.read_text(encoding="utf-8") for path in files)
            shapes = [
                shape
                for c in own
                for key in c.ids
                if "." not in key
                for shape in rules_regions.shapes(c.name, key)
                if rules_regions.letters(shape) >= 2
            ]
            how = rules_pages.page(name, locale).sections[0][1]
            labels = [label for label in re.findall(r"\*\*(.+?)\*\*", how) if label[-1] not in ":."]
            missing = [
                label
                for label in labels
                if label not in said and not any(fnmatchcase(label, f"*{s}*") for s in shapes)
            ]
            assert labels and not missing, (name, locale, missing)


def test_a_language_names_the_sections_every_game_has_the_same_way():
    """'How to play here' and 'House choices' read the same on every game's page."""
    for locale in SERVERS:
        for english in ("How to play here", "House choices"):
            said = set()
            for name in PAGES:
                at = [heading for heading, _ in rules_pages.page(name).sections].index(english)
                said.add(rules_pages.page(name, locale).sections[at][0])
            assert len(said) == 1, (locale, english, said)
