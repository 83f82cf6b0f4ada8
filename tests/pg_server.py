"""A throwaway PostgreSQL server for the tests, from Debian's `postgresql` package.

initdb in a temporary folder, listening on a free loopback port only, fsync off (a test
server needs no durability), stopped and deleted at the end. PostgreSQL refuses to run
as root, so under root (CI) the server runs as `nobody`.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path


def find_binaries() -> Path | None:
    """The newest installed PostgreSQL's bin folder (None: not installed)."""
    found = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"),
        key=lambda p: int(Path(p).parts[-3]) if Path(p).parts[-3].isdigit() else 0,
    )
    if found:
        return Path(found[-1]).parent
    pg_ctl = shutil.which("pg_ctl")
    return Path(pg_ctl).parent if pg_ctl else None


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class PostgresServer:
    def __init__(self, binaries: Path, *, durable: bool = False, settings: dict | None = None):
        self.binaries = binaries
        self.durable = durable  # False: fsync off, for tests
        self.settings = settings or {}
        self.folder = Path(tempfile.mkdtemp(prefix="pg-test-"))
        self.data = self.folder / "data"
        self.port = _free_port()
        self.user = "nobody" if os.geteuid() == 0 else None

    @property
    def url(self) -> str:
        return self.url_for("postgres")

    def url_for(self, database: str) -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{database}"

    def _as_owner(self, *command: str) -> list[str]:
        return ["runuser", "-u", self.user, "--", *command] if self.user else list(command)

    def start(self) -> PostgresServer:
        if self.user:
            owner = pwd.getpwnam(self.user)
            os.chown(self.folder, owner.pw_uid, owner.pw_gid)
        subprocess.run(
            self._as_owner(
                str(self.binaries / "initdb"),
                "-D",
                str(self.data),
                "-U",
                "postgres",
                "--auth=trust",
                "--encoding=UTF8",
                "--locale=C",
                "--no-sync",
            ),
            check=True,
            capture_output=True,
        )
        options = [
            f"-p {self.port}",
            "-c listen_addresses=127.0.0.1",
            f"-k {self.folder}",
            "-c max_connections=200",
        ]
        if not self.durable:
            options += ["-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off"]
        options += [f"-c {name}={value}" for name, value in self.settings.items()]
        subprocess.run(
            self._as_owner(
                str(self.binaries / "pg_ctl"),
                "-D",
                str(self.data),
                "-l",
                str(self.folder / "server.log"),
                "-o",
                " ".join(options),
                "-w",
                "-t",
                "60",
                "start",
            ),
            check=True,
            capture_output=True,
        )
        return self

    def psql(self, sql: str, database: str = "postgres") -> str:
        done = subprocess.run(
            [
                str(self.binaries / "psql"),
                "-h",
                "127.0.0.1",
                "-p",
                str(self.port),
                "-U",
                "postgres",
                "-d",
                database,
                "-v",
                "ON_ERROR_STOP=1",
                "-qAtc",
                sql,
            ],
            check=True,
            capture_output=True,
            text=True,
        )
        return done.stdout

    def stop(self) -> None:
        subprocess.run(
            self._as_owner(
                str(self.binaries / "pg_ctl"), "-D", str(self.data), "-m", "fast", "-w", "stop"
            ),
            capture_output=True,
        )
        shutil.rmtree(self.folder, ignore_errors=True)

    def log(self) -> str:
        path = self.folder / "server.log"
        return path.read_text(errors="replace") if path.exists() else ""
