"""Schema migrations, applied in order and keyed on SQLite's `PRAGMA user_version`.

Append a new script to MIGRATIONS to change the schema; never edit a shipped one.
"""

from __future__ import annotations

MIGRATIONS: list[str] = [
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
]
