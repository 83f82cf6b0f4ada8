"""`python -m bot` with a database it cannot use: one line naming the problem and the path,
exit code 3, and no hang (the process ends by itself), for each way a database goes bad."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys

import pytest

AS_ROOT = os.geteuid() == 0 and shutil.which("unshare") is not None


def run_bot(tmp_path, database, *, before: str = "") -> subprocess.CompletedProcess:
    """The bot's entry point with a token (it must stop before ever reaching Discord).
    `before`: shell lines run first in a private mount namespace (root only)."""
    env = {**os.environ, "DISCORD_TOKEN": "not.a.token", "DATABASE_PATH": str(database)}
    command = [sys.executable, "-m", "bot"]
    if before:
        script = f"set -e\n{before}\nexec {sys.executable} -m bot"
        command = ["unshare", "-m", "sh", "-c", script]
    return subprocess.run(
        command, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60
    )


def one_clear_line(result, *words: str) -> str:
    assert result.returncode == 3, result.stderr
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "Traceback" not in result.stderr, result.stderr
    assert all(word in lines[0] for word in words), lines[0]
    return lines[0]


def a_database(path) -> None:
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE filler (x TEXT)")
        db.executemany("INSERT INTO filler VALUES (?)", [("x" * 500,)] * 200)


def test_not_a_database(tmp_path):
    path = tmp_path / "bot.sqlite3"
    path.write_text("these are my notes, not a database\n" * 200)
    one_clear_line(run_bot(tmp_path, path), str(path), "not a SQLite database")


def test_a_truncated_database(tmp_path):
    path = tmp_path / "bot.sqlite3"
    a_database(path)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 3])
    line = one_clear_line(run_bot(tmp_path, path), str(path))
    assert "damaged" in line or "not a SQLite database" in line


def test_a_folder_that_cannot_be_made(tmp_path):
    (tmp_path / "plain-file").write_text("a file, not a folder")
    path = tmp_path / "plain-file" / "var" / "bot.sqlite3"
    one_clear_line(run_bot(tmp_path, path), "cannot create the folder", str(path.parent))


def test_a_database_from_a_newer_version(tmp_path):
    path = tmp_path / "bot.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute("PRAGMA user_version = 999")
    one_clear_line(run_bot(tmp_path, path), str(path), "newer version", "schema 999")


def test_a_read_only_database(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    path = folder / "bot.sqlite3"
    a_database(path)
    if AS_ROOT:  # root writes through file modes: make the file system read-only
        before = f"mount --bind {folder} {folder}\nmount -o remount,ro,bind {folder}"
        result = run_bot(tmp_path, path, before=before)
    else:
        path.chmod(0o444)
        folder.chmod(0o555)
        result = run_bot(tmp_path, path)
        folder.chmod(0o755)
    one_clear_line(result, str(path), "read-only")


@pytest.mark.skipif(not AS_ROOT, reason="a full disk is made with a small tmpfs (needs root)")
def test_a_full_disk(tmp_path):
    folder = tmp_path / "small"
    folder.mkdir()
    path = folder / "bot.sqlite3"
    before = (
        f"mount -t tmpfs -o size=256k tmpfs {folder}\n"
        f"dd if=/dev/zero of={folder}/filler bs=4k 2>/dev/null || true"
    )
    one_clear_line(run_bot(tmp_path, path, before=before), str(path), "disk is full")
