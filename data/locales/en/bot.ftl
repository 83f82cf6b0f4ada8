# The bot's own words (bot/): messages, buttons, menus, refusals, slash commands.
# Keys are grouped by the module that uses them; arguments are named in each message.

# This language's own name, as a menu of languages shows it.
language-name = English

## The lobby (bot/ui/lobby.py)

lobby-join = Join
lobby-leave = Leave
lobby-add-ai = Add AI
lobby-remove-ai = Remove AI
lobby-start = Start
lobby-cancel = Cancel
