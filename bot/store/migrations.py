"""Schema migrations for both databases, applied in order at start-up.

SQLite keys them on `PRAGMA user_version`, PostgreSQL on the one-row table
`schema_version`. A database whose schema is newer than this list is refused (NewerSchema):
an older bot must not write to a newer bot's tables.

To change the schema, append ONE script to MIGRATIONS (never edit a shipped one). Write it
in plain SQLite SQL; the PostgreSQL store translates it (bot/store/dialects.py: INTEGER ->
BIGINT, REAL -> DOUBLE PRECISION, AUTOINCREMENT -> IDENTITY, the append-only trigger ->
a PL/pgSQL trigger) and refuses what it cannot translate, so the PostgreSQL tests fail
rather than the schemas drift. Only where the two really differ, append
`Variants(sqlite="...", postgresql="...")` instead of a string.
"""

from __future__ import annotations

from typing import Literal, NamedTuple

from bot.store.dialects import to_postgresql

Dialect = Literal["sqlite", "postgresql"]


class Variants(NamedTuple):
    """One migration written twice, where one SQL cannot serve both databases."""

    sqlite: str
    postgresql: str


class NewerSchema(RuntimeError):
    """The database was migrated by a newer bot than this one."""

    def __init__(self, found: int, known: int) -> None:
        super().__init__(
            f"the database's schema is version {found}, but this bot knows only up to "
            f"{known}: run the newer bot (or restore a backup), never an older one"
        )
        self.found, self.known = found, known


def script_for(migration: str | Variants, dialect: Dialect) -> str:
    """A migration's SQL for one database."""
    if isinstance(migration, Variants):
        return migration.sqlite if dialect == "sqlite" else migration.postgresql
    return migration if dialect == "sqlite" else to_postgresql(migration)


MIGRATIONS: list[str | Variants] = [
    # 1: games, seats, moves (append-only), results, ratings
    """
    CREATE TABLE games (
        id               INTEGER PRIMARY KEY AUTOINCREMENT,
        guild_id         INTEGER NOT NULL,
        channel_id       INTEGER NOT NULL,
        thread_id        INTEGER,
        lobby_message_id INTEGER,
        board_message_id INTEGER,
        board_turn       INTEGER,
        game             TEXT    NOT NULL,
        status           TEXT    NOT NULL
                         CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
        host_id          INTEGER NOT NULL,
        options          TEXT    NOT NULL DEFAULT '{}',
        seed             INTEGER NOT NULL,
        state            TEXT,
        version          INTEGER NOT NULL DEFAULT 0,
        deadline         REAL,
        created_at       REAL    NOT NULL,
        updated_at       REAL    NOT NULL
    );
    CREATE INDEX games_by_guild ON games (guild_id, status);
    CREATE INDEX games_by_channel ON games (channel_id, status);
    CREATE INDEX games_by_thread ON games (thread_id);

    CREATE TABLE seats (
        game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat     INTEGER NOT NULL,
        user_id  INTEGER,                      -- NULL: an AI seat
        name     TEXT    NOT NULL,
        resigned INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX seats_by_user ON seats (user_id);

    CREATE TABLE moves (
        game_id INTEGER NOT NULL REFERENCES games (id),
        seq     INTEGER NOT NULL,              -- 1, 2, 3... per game
        seat    INTEGER NOT NULL,
        user_id INTEGER,                       -- NULL: played by the AI
        action  TEXT    NOT NULL,              -- the action's key
        at      REAL    NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
    CREATE TRIGGER moves_no_update BEFORE UPDATE ON moves
        BEGIN SELECT RAISE(ABORT, 'moves are append-only'); END;
    CREATE TRIGGER moves_no_delete BEFORE DELETE ON moves
        BEGIN SELECT RAISE(ABORT, 'moves are append-only'); END;

    CREATE TABLE results (
        game_id      INTEGER NOT NULL REFERENCES games (id),
        seat         INTEGER NOT NULL,
        user_id      INTEGER,
        name         TEXT    NOT NULL,
        rank         INTEGER NOT NULL,
        score        INTEGER,
        resigned     INTEGER NOT NULL DEFAULT 0,
        mu_before    REAL,
        sigma_before REAL,
        mu_after     REAL,
        sigma_after  REAL,
        PRIMARY KEY (game_id, seat)
    );
    CREATE INDEX results_by_user ON results (user_id);

    CREATE TABLE ratings (
        guild_id   INTEGER NOT NULL,
        game       TEXT    NOT NULL,
        user_id    INTEGER NOT NULL,
        mu         REAL    NOT NULL,
        sigma      REAL    NOT NULL,
        games      INTEGER NOT NULL DEFAULT 0,
        wins       INTEGER NOT NULL DEFAULT 0,
        best_score INTEGER,
        updated_at REAL    NOT NULL,
        PRIMARY KEY (guild_id, game, user_id)
    );
    """,
    # 2: the turn clock. `deadline` means: the lobby's expiry (lobby), the acting seats'
    # time-out (active), or when to archive the game's thread (finished, abandoned).
    """
    ALTER TABLE games ADD COLUMN turn_seconds INTEGER;            -- NULL: no turn clock
    ALTER TABLE games ADD COLUMN afk_limit INTEGER NOT NULL DEFAULT 3;
    ALTER TABLE games ADD COLUMN remind_at REAL;                  -- NULL: reminded or none
    ALTER TABLE games ADD COLUMN clock_for TEXT;                  -- "turn:seats" timed now
    CREATE INDEX games_by_deadline ON games (deadline) WHERE deadline IS NOT NULL;
    CREATE INDEX games_by_reminder ON games (remind_at) WHERE remind_at IS NOT NULL;

    ALTER TABLE seats ADD COLUMN timeouts INTEGER NOT NULL DEFAULT 0;  -- in a row
    ALTER TABLE seats ADD COLUMN away INTEGER NOT NULL DEFAULT 0;  -- handed to the AI for it

    ALTER TABLE moves ADD COLUMN auto INTEGER NOT NULL DEFAULT 0;  -- the AI, on a time-out

    CREATE TABLE guild_settings (
        guild_id     INTEGER PRIMARY KEY,
        turn_seconds INTEGER,                  -- NULL: each game's own default
        afk_limit    INTEGER,                  -- NULL: 3
        updated_at   REAL    NOT NULL
    );
    """,
    # 3: solo games (one seat, e.g. PAC-MAN alone) are counted apart: they are no win and
    # leave the rating alone. Games recorded before this change are sorted out from results.
    """
    ALTER TABLE ratings ADD COLUMN solo_games INTEGER NOT NULL DEFAULT 0;
    UPDATE ratings SET
        solo_games = (
            SELECT COUNT(*) FROM results r JOIN games g ON g.id = r.game_id
            WHERE g.guild_id = ratings.guild_id AND g.game = ratings.game
              AND r.user_id = ratings.user_id
              AND (SELECT COUNT(*) FROM results o WHERE o.game_id = r.game_id) = 1
        ),
        wins = wins - (
            SELECT COUNT(*) FROM results r JOIN games g ON g.id = r.game_id
            WHERE g.guild_id = ratings.guild_id AND g.game = ratings.game
              AND r.user_id = ratings.user_id AND r.rank = 1 AND r.resigned = 0
              AND (SELECT COUNT(*) FROM results o WHERE o.game_id = r.game_id) = 1
        );
    """,
    # 4: replays. A server may have each game's animated summary posted with its results.
    """
    ALTER TABLE guild_settings ADD COLUMN results_animation INTEGER NOT NULL DEFAULT 0;
    """,
    # 5: reconciliation: which state version the current board message shows (a board
    # older than the state is posted again at start-up and after a failed publish)
    """
    ALTER TABLE games ADD COLUMN board_version INTEGER;
    UPDATE games SET board_version = version WHERE board_message_id IS NOT NULL;
    """,
    # 6: a player's own settings on a server, per game: `auto_roll` lets the AI play their
    # moves that decide nothing (Formula 1's rolls); they are asked only real decisions
    """
    CREATE TABLE player_settings (
        guild_id   INTEGER NOT NULL,
        user_id    INTEGER NOT NULL,
        game       TEXT    NOT NULL,
        auto_roll  INTEGER NOT NULL DEFAULT 0,
        updated_at REAL    NOT NULL,
        PRIMARY KEY (guild_id, user_id, game)
    );
    """,
    # 7: languages. A game keeps the language its shared messages are written in (fixed
    # when its lobby opens); a server may choose one with /config (NULL: the server's
    # Discord language). Values are catalogue names (lang/: "en", "ro", "es-419"...).
    """
    ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
    ALTER TABLE guild_settings ADD COLUMN language TEXT;
    """,
]
