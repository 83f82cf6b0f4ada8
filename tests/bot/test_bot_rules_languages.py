"""/rules in the reader's language: data/rules/<locale>/<game>.md beside the English page,
with the same numbered callouts pointing at the same places on the picture."""

from __future__ import annotations

import games
import lang
from bot import rules_pages

TRANSLATED = {"push": "el", "passtally": "es", "formula": "pl", "pacman": "ro"}  # the sheets'


def test_a_translated_page_keeps_the_pictures_callouts_and_fits_an_embed():
    for name in games.names():
        english = rules_pages.page(name)
        for locale in lang.locales():
            page = rules_pages.page(name, locale)
            assert [(c.number, c.target, c.side) for c in page.callouts] == [
                (c.number, c.target, c.side) for c in english.callouts
            ], (name, locale)
            assert len(page.sections) == len(english.sections), (name, locale)
            assert all(len(body) <= 1024 for _, body in page.sections)
            text = page.intro + "".join(body for _, body in page.sections)
            assert len(text) + sum(len(c.text) for c in page.callouts) < 5500, (name, locale)
    for name, locale in TRANSLATED.items():
        assert rules_pages.page(name, locale) != rules_pages.page(name), name
    assert rules_pages.page("push", "es-419") == rules_pages.page("push")  # no es page yet
    assert rules_pages.page("passtally", "es-419") == rules_pages.page("passtally", "es")


async def test_a_greek_member_reads_the_push_rules_in_greek(simcord_env, client_locales):
    env = simcord_env
    channel = env.create_guild().create_text_channel("games")
    eleni = channel.guild.add_member(env.create_user("eleni"))
    client_locales[eleni.id] = "el"
    answer = (await eleni.slash(channel, "rules", game="push")).response
    assert answer.ephemeral
    embed = answer.message.embeds[0]
    assert embed.title.startswith("PUSH · 2–6 παίκτες")
    assert embed.fields[0].name == lang.tr("el", "rules-picture-notes")
    assert "**Τράβα**" in "".join(f.value for f in embed.fields)
