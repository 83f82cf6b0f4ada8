"""The catalogues under data/locales/: complete in every language, parseable, falling back
to English, and a sixth language added by dropping in a directory."""

from __future__ import annotations

import ast
import shutil
from pathlib import Path

import discord
import pytest

import lang
from lang.catalogue import LOCALES_DIR, Catalogues
from lang.check import problems

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = {"en", "ro", "es", "es-419", "pl", "el"}


def test_every_catalogue_is_complete_and_parses():
    assert set(lang.locales()) == SHIPPED
    assert problems(lang.catalogues) == []
    english = lang.catalogues.catalogue("en").ids
    assert len(english) > 5
    for name in SHIPPED - {"es-419"}:
        assert lang.catalogues.catalogue(name).ids == english, name


def test_has_knows_the_keys_the_files_hold_and_no_others():
    """`has` asks the bundle the bot formats from; it must agree with the files' ids."""
    english = lang.catalogues.catalogue("en")
    for key in english.ids:
        assert english.has(key) and lang.has(key), key
    message = next(key for key in english.ids if "." not in key)
    attribute = next(key for key in english.ids if "." in key)
    for missing in ("no-such-key", f"{message}.no-such-attribute", attribute + "x", ""):
        assert not lang.has(missing), missing


def test_discord_locales_map_onto_ours():
    expected = {"en-US": "en", "en-GB": "en", "ro": "ro", "es-ES": "es", "es-419": "es-419",
                "pl": "pl", "el": "el", "pt-BR": "en", "ja": "en"}
    for raw, ours in expected.items():
        assert lang.normalise(discord.Locale(raw)) == ours
        assert lang.normalise(raw) == ours
    assert lang.normalise(None) == lang.normalise("") == lang.normalise("xx-YY") == "en"
    assert lang.normalise("ES-419") == "es-419" and lang.normalise("es_419") == "es-419"


def test_words_in_each_language_and_the_fallback_chain():
    assert lang.tr("pl", "lobby-join") == "Dołącz"
    assert lang.tr(discord.Locale.greek, "lobby-join") == "Συμμετοχή"
    assert lang.tr("es-419", "lobby-join") == lang.tr("es", "lobby-join")  # from es/
    assert lang.tr("es-419", "language-name") != lang.tr("es", "language-name")  # override
    assert lang.tr("ja", "lobby-join") == "Join"
    with pytest.raises(KeyError):
        lang.tr("pl", "no-such-key")


def test_numbers_are_written_the_languages_way():
    assert lang.number("en", 1234567.5, 1) == "1,234,567.5"
    assert lang.number("pl", 1234567.5, 1) == "1\xa0234\xa0567,5"
    assert lang.number("el", 1234567.5, 1) == "1.234.567,5"
    assert lang.number("ro", 2.25, 2) == "2,25"


def _write(folder: Path, text: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "bot.ftl").write_text(text, encoding="utf-8")


def test_a_sixth_language_is_one_directory(tmp_path):
    shutil.copytree(LOCALES_DIR, tmp_path, dirs_exist_ok=True)
    english = (tmp_path / "en" / "bot.ftl").read_text(encoding="utf-8")
    shutil.copytree(tmp_path / "en", tmp_path / "xx")  # every file of English, then bot.ftl
    _write(tmp_path / "xx", english.replace("= Join", "= Jxxn"))
    catalogues = Catalogues(tmp_path)
    assert "xx" in catalogues.names()
    assert catalogues.normalise("xx-YY") == "xx"
    assert catalogues.tr("xx-YY", "lobby-join") == "Jxxn"
    assert problems(catalogues) == []
    # a key it lacks is reported, and the player still reads English
    _write(tmp_path / "xx", english.replace("lobby-join = Join\n", ""))
    catalogues = Catalogues(tmp_path)
    assert problems(catalogues) == ["xx: missing lobby-join"]
    assert catalogues.tr("xx", "lobby-join") == "Join"


def test_remembered_words_keep_their_arguments_apart(tmp_path):
    """Worded texts are remembered (a board asks for the same ones move after move): the
    same key with other arguments, or a number of another type, is worded afresh."""
    _write(tmp_path / "en", "n = { $n ->\n    [one] one point\n   *[other] { $n } points\n}\n")
    catalogues = Catalogues(tmp_path)
    assert catalogues.tr("en", "n", n=1) == "one point"
    assert catalogues.tr("en", "n", n=2) == "2 points"
    assert catalogues.tr("en", "n", n=1.5) == "1.5 points"
    assert catalogues.tr("en", "n", n=1) == "one point"
    assert catalogues.tr("en", "n", n="1") != catalogues.tr("en", "n", n=1)  # a str: no plural
    assert catalogues.tr("en", "n", n=[1]).endswith("points")  # unhashable: worded all the same


def test_the_check_finds_bad_files_arguments_and_terms(tmp_path):
    _write(tmp_path / "en", "a = A { $n }\nb = B\n")
    _write(tmp_path / "yy", "a = A { $m } { -nope }\nb = { B\nc = C\n")
    found = problems(Catalogues(tmp_path))
    assert "yy: a uses $m, which English does not" in found
    assert "yy: a uses -nope, never defined" in found
    assert any(line.startswith("yy/bot.ftl: cannot parse") for line in found)
    assert "yy: missing b" in found and "yy: c is not an English key" in found
    (tmp_path / "en" / "games.ftl").write_text("a = again\n", encoding="utf-8")
    assert "en: a is in bot.ftl and games.ftl" in problems(Catalogues(tmp_path))


def _imports(package: str) -> set[str]:
    found = set()
    for path in (ROOT / package).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                found.add(node.module.split(".")[0])
    return found


def test_lang_stands_below_bot_and_render():
    assert not _imports("lang") & {"bot", "render", "games"}
    assert "bot" not in _imports("render")
