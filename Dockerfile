# A slim image for the bot: non-root, the database on a volume.
#   docker build -t boardgame-bot .
#   docker run -d --name boardgame-bot --env-file .env -v boardgame-data:/data boardgame-bot
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    DATABASE_PATH=/data/bot.sqlite3

WORKDIR /app

# Dependencies first, so code changes don't reinstall them. The project itself runs
# from /app (its data/ folder sits beside the packages), so it is not left installed.
COPY pyproject.toml README.md ./
RUN mkdir games render bot lang \
    && touch games/__init__.py render/__init__.py bot/__init__.py lang/__init__.py \
    && pip install . && pip uninstall -y boardgame-bot && rm -rf games render bot lang build

COPY games games
COPY render render
COPY bot bot
COPY lang lang
COPY data data

RUN useradd --create-home --uid 10001 bot \
    && mkdir -p /data && chown bot:bot /data
USER bot
VOLUME ["/data"]

CMD ["python", "-m", "bot"]
