"""`python -m bot`: clear one-line messages, never a traceback, never the token."""

from __future__ import annotations

import discord
import pytest

from bot import Settings
from bot import __main__ as entry
from bot.app import GameBot

SECRET = "secret-token-that-must-never-show"


@pytest.fixture(autouse=True)
def clean_env(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)  # no stray .env
    for name in (
        "DISCORD_TOKEN",
        "DATABASE_PATH",
        "DATABASE_URL",
        "SHARD_COUNT",
        "SHARD_IDS",
        "DEV_GUILD_ID",
        "LOG_LEVEL",
        "GAME_PLACE",
    ):
        monkeypatch.delenv(name, raising=False)


def test_no_token_starts_the_local_playground(monkeypatch):
    from bot import playground

    started = []
    monkeypatch.setattr(playground, "main", lambda settings: started.append(settings) or 0)
    assert entry.main() == 0
    assert len(started) == 1 and started[0].discord_token is None


def test_a_wrong_token_is_one_line_without_the_token(monkeypatch, capsys):
    monkeypatch.setenv("DISCORD_TOKEN", SECRET)

    def refuse(self, token, **kwargs):
        assert token == SECRET
        raise discord.LoginFailure("Improper token has been passed.")

    monkeypatch.setattr(GameBot, "run", refuse)
    assert entry.main() == 1
    out = capsys.readouterr()
    text = out.out + out.err
    assert "Discord refused the token" in text
    assert SECRET not in text and "Traceback" not in text


def test_settings_read_a_dotenv_file(tmp_path):
    (tmp_path / ".env").write_text(f"DISCORD_TOKEN={SECRET}\nDATABASE_PATH=db/x.sqlite3\n")
    settings = Settings()
    assert settings.discord_token.get_secret_value() == SECRET
    assert SECRET not in repr(settings) and str(settings.database_path) == "db/x.sqlite3"
    assert Settings(discord_token="  ").discord_token is None


@pytest.mark.parametrize(("name", "value"), [("GAME_PLACE", "garden"), ("LOG_LEVEL", "LOUD")])
def test_bad_settings_are_one_line(monkeypatch, capsys, name, value):
    monkeypatch.setenv(name, value)
    assert entry.main() == 2
    out = capsys.readouterr()
    assert name in out.err and "Traceback" not in out.err
