"""Every message of bot.ftl and every refusal of the games' catalogues, in every language,
with its longest plausible arguments and every variant of its selectors, fits the Discord
limit of the place the bot shows it:
button labels 80 characters, menu options and their descriptions 100, menu placeholders
150, slash command descriptions and choices 100, message content 2000."""

from __future__ import annotations

import itertools

from fluent.syntax import ast, visitor

import lang

BUTTON, OPTION, PLACEHOLDER, COMMAND, CONTENT = "button", "option", "placeholder", "command", ""
LIMITS = {BUTTON: 80, OPTION: 100, PLACEHOLDER: 150, COMMAND: 100, CONTENT: 2000}

# Where each message is shown, by key prefix (the longest prefix wins); the rest is
# message content. A label the bot clips itself (a PUSH column, a generic move) is listed
# all the same: a translation must fit without being cut.
PLACES = {
    "lobby-join": BUTTON, "lobby-leave": BUTTON, "lobby-add-ai": BUTTON,
    "lobby-remove-ai": BUTTON, "lobby-start": BUTTON, "lobby-cancel": BUTTON,
    "lobby-rematch": BUTTON, "lobby-timer-placeholder": PLACEHOLDER,
    "lobby-afk-placeholder": PLACEHOLDER, "lobby-timer-choice": OPTION,
    "lobby-afk-choice": OPTION, "lobby-option-choice": OPTION, "option-": OPTION,
    "choice-": OPTION, "moves-choose": PLACEHOLDER, "moves-choose-more": BUTTON,
    "moves-page": PLACEHOLDER, "moves-previous": BUTTON, "moves-next": BUTTON,
    "panel-cancel": BUTTON, "passtally-choose": BUTTON,
    "passtally-first-marker": PLACEHOLDER, "passtally-move-marker": PLACEHOLDER,
    "passtally-tile-empty": BUTTON, "passtally-place-tile": BUTTON,
    "passtally-confirm": BUTTON, "passtally-confirm-hint": CONTENT,
    "passtally-tile-instead": BUTTON, "passtally-more-places": BUTTON,
    "passtally-back-to-places": BUTTON, "passtally-where": PLACEHOLDER,
    "passtally-shape-level-short": OPTION, "passtally-gain": OPTION,
    "passtally-no-extra-points": OPTION, "push-my-bank": BUTTON, "push-draw": BUTTON,
    "push-button": BUTTON, "push-column-button": BUTTON,
    "push-roll": BUTTON, "push-take-column": BUTTON, "push-bank": OPTION,
    "push-bank-placeholder": PLACEHOLDER, "formula-roll": BUTTON,
    "formula-car-first": BUTTON, "formula-pit-now": BUTTON, "formula-stay-out": BUTTON,
    "formula-stay-out-long": CONTENT, "formula-ai-pick": BUTTON, "auto-roll-board": BUTTON,
    "auto-roll-turn": BUTTON, "pacman-confirm-waiting": BUTTON,
    "pacman-preview-routes": BUTTON, "pacman-move-at-once": PLACEHOLDER,
    "pacman-routes": PLACEHOLDER, "pacman-more-routes": PLACEHOLDER,
    "pacman-move-ghost-to": BUTTON, "pacman-walk": BUTTON, "pacman-walk-note": OPTION,
    "pacman-cage": OPTION, "pac-action-": BUTTON,
    "pacman-walk-drawn": CONTENT, "pacman-earlier-choices": BUTTON,
    "pacman-later-choices": BUTTON, "pacman-confirm-walk": BUTTON,
    "pacman-where": PLACEHOLDER, "pacman-danger": OPTION, "replay-button": BUTTON,
    "replay-step": BUTTON, "replay-animation": BUTTON, "replay-jump": PLACEHOLDER,
    "replay-move": OPTION, "history-replay-placeholder": PLACEHOLDER, "cmd-": COMMAND,
    "config-command": COMMAND, "config-timer-game-default": COMMAND,
    "config-language-discord": COMMAND,
}

# The longest an argument plausibly gets: names are Discord's 32 characters (a mention
# is shorter), ids and numbers have many digits, lists hold six players.
NAME = "W" * 32
LONG = {
    "name": NAME, "who": NAME, "host": NAME, "pusher": NAME, "starter": NAME,
    "owner": NAME, "waiting": ", ".join([NAME] * 5), "names": ", ".join([NAME] * 6),
    "scores": ", ".join([f"{NAME} 99999"] * 6), "title": "PAC-MAN", "game": "Passtally",
    "id": "123456", "numbers": ", ".join(["#123456"] * 6), "ghost": "Blinky",
    "ghosts": "Blinky, Pinky, Inky and Clyde", "gp": "Silverstone", "cards": "▲6 ■6 ◆6 ●6 ✚6 ⚂",
    "card": "yellow 6", "design": "crossing straight + double curve ↗", "where": "W" * 30,
    "field": "field 45", "entry": "field 45", "forced": "field 45", "stay": "W" * 40,
    "shape": "a straight line crossing the board", "reason": "W" * 40, "option": "W" * 20,
    "value": "'" + "W" * 38 + "'", "choices": "60 s, 5 min, 6 min, 1 h, 24 h", "to": "K12",
    "space": "K12", "steps": "← ↑ → ↓ " * 5, "move": "W" * 40, "at": "<t:1767225600:t>",
    "left": 6, "when": "<t:1767225600:R>", "until": "<t:1767225600:R>", "place": "<#123456>",
    "where_": "<#123456>", "link": "https://discord.com/channels/" + "1" * 19 * 3,
    "heading": "W" * 120, "date": "30 Nov 2026", "sections": "A, B, C and D",
    "timer": "W" * 80, "defaults": "W" * 80, "language": "W" * 40, "clock": "24 h",
    "within": "1 h", "points": 99999, "then": "car 6", "button": "🤖 Auto-roll for me…",
    "rolls": ", ".join([f"{NAME} 6"] * 6), "status": "active", "tile": 3, "first": "F6",
    "second": "F6", "cell": "F6", "facing": "W", "car": 6, "race": 4, "races": 4,
    "round": 99, "turn": 999, "inning": 6, "innings": 6, "page": 99, "pages": 99,
    "last": 999, "spaces": 12, "share": 100, "level": 9, "gain": "+99", "number": "6",
    "column": 3, "score": "99999", "rating": "9999", "change": "+999", "colour": "yellow",
    "kind": "switch", "arrow": "→", "revisits": 99, "start": "45", "medal": "▫️",
    "rank": 6, "least": 2, "most": 6, "afk": 5, "limit": 5, "wins": 999, "stacks": "14/14/14",
}


def long_args(locale: str) -> dict:
    """Arguments the bot itself words in the message's language, at their longest."""
    def tr(key: str, **args: object) -> str:
        return lang.tr(locale, key, **args)

    field = tr("formula-field", number="45")
    wheres = [
        tr("formula-in-pit", field=field),
        tr("formula-finished", place=tr("formula-place", place=6)),
        tr("formula-on-grid"),
        field,
    ]
    stays = [tr("formula-stay-out-short", way=way, field=field) for way in ("on", "stays", "back")]
    colour = max((tr("push-ui-colour", colour=c) for c in
                  ("red", "blue", "green", "yellow", "purple")), key=len)
    return {
        "where": max(wheres, key=len),
        "field": field, "entry": field, "forced": field,
        "stay": max(stays, key=len),
        "then": tr("formula-then-list", cars="6"),
        "card": tr("push-ui-card", colour=colour, number=6),
        "button": tr("auto-roll-board"),
        "place": tr("formula-place", place=6) if locale else "",
        "clock": max((tr("clock-hours", n=24), tr("clock-minutes", n=59)), key=len),
    }


class _Selectors(visitor.Visitor):
    """Each variable a message selects on, with the keys of its variants."""

    def __init__(self) -> None:
        super().__init__()
        self.keys: dict[str, set] = {}
        self.variables: set[str] = set()

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        if isinstance(node.selector, ast.VariableReference):
            keys = self.keys.setdefault(node.selector.id.name, set())
            for variant in node.variants:
                key = variant.key
                keys.add(key.name if isinstance(key, ast.Identifier) else key.value)
        self.generic_visit(node)

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.variables.add(node.id.name)


def _place(key: str) -> str:
    prefixes = [p for p in PLACES if key.startswith(p)]
    return PLACES[max(prefixes, key=len)] if prefixes else CONTENT


def _argument_sets(message: ast.Message, locale: str) -> list[dict]:
    found = _Selectors()
    found.visit(message)
    worded = long_args(locale)
    fixed = {v: worded.get(v, LONG.get(v, "W" * 20)) for v in found.variables}
    choices = []
    for variable, keys in found.keys.items():
        values: set = set()
        for key in keys:
            if key in ("one", "two", "few", "many", "other", "zero"):
                values |= {1, 2, 3, 5, 22, 25, 99999}
            elif str(key).lstrip("-").isdigit():
                values.add(int(key))
            else:
                values.add(str(key))
        choices.append([(variable, v) for v in sorted(values, key=str)])
    sets = []
    for combo in itertools.islice(itertools.product(*choices), 2000):
        sets.append({**fixed, **dict(combo)})
    return sets or [fixed]


REFUSAL = ("refuse-", "-refuse-", "-holds-", "-where-")  # games' refusals, answered as content


def shown_messages() -> list[ast.Message]:
    """Every message of bot.ftl, and the games' refusals (games-<name>.ftl: the rules'
    phrases the bot answers a refused move with, and the words inside them)."""
    english = lang.catalogues.catalogue("en")
    found = []
    for name, resource in english.files.items():
        for entry in resource.body:
            if not isinstance(entry, ast.Message):
                continue
            refusal = name.startswith("games") and any(p in entry.id.name for p in REFUSAL)
            if name == "bot.ftl" or refusal:
                found.append(entry)
    return found


def test_the_refusals_are_measured():
    ids = {m.id.name for m in shown_messages()}
    assert {"refuse-not-your-turn", "push-refuse-column", "passtally-refuse-too-far"} <= ids


def test_every_message_fits_where_it_is_shown():
    messages = shown_messages()
    too_long = []
    longest: dict[str, tuple[int, str, str]] = {}
    for message in messages:
        keys = [message.id.name] + [f"{message.id.name}.{a.id.name}" for a in message.attributes]
        for key in keys:
            place = OPTION if "." in key else _place(key)  # an option's .about: its description
            for locale in lang.locales():
                for args in _argument_sets(message, locale):
                    shown = lang.tr(locale, key, **args)
                    limit = LIMITS[place]
                    if len(shown) > limit:
                        too_long.append(f"{locale} {key}: {len(shown)} > {limit}: {shown!r}")
                    if len(shown) > longest.get(place, (0,))[0]:
                        longest[place] = (len(shown), locale, key)
    assert not too_long, "\n".join(too_long[:20])
    assert longest[BUTTON][0] > 40  # the test reaches real labels, not empty strings
    print({place: found for place, found in longest.items()})  # the closing note quotes them


def test_slash_command_words_fit_in_every_language():
    """The descriptions and choices discord.py sends for every locale (bot.i18n)."""
    for key in lang.catalogues.catalogue("en").ids:
        if _place(key) == COMMAND:
            for locale in lang.locales():
                assert 1 <= len(lang.tr(locale, key, title="PAC-MAN", least=1, most=6)) <= 100
