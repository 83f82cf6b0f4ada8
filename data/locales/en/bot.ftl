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

## Resigning (bot/tables/service.py)

resign-ai-plays = **{ $name }** resigned; the AI plays their seat.
resign-game-ends = **{ $name }** resigned; too few players are left, so the game ends here: no scores, and resigning ranks last.
resign-score-kept = **{ $name }** resigned: the game ends here and keeps the score made so far, as the rules count it.

## Refusals and notes to a clicker (bot/ui/answers.py, bot/discord_publisher.py)

# A server's command used in a direct message.
not-in-a-server = Games are played in a server channel: use this command there, not in a direct message.
# A move was saved but its board could not be shown yet: it is retried until it shows.
board-coming = Your move counted, but Discord would not show the new board just now. It is on its way: I keep trying until it shows.

## Formula 1 (bot/ui/formula.py)

formula-order-why = The cars move one after the other, each with its own die: a car ending on a field another car stands on is put back to the nearest free field behind it, so the order decides which car gets a field both can reach, and which pit question comes first.

## PAC-MAN (bot/ui/pacman.py)

pacman-score-reason = (dots count when a corner section is cleared: +{ $points }; { $dots } left in { $section })

## Which game a command means (bot/commands/game_pick.py)

pick-game-text = Several games are open here: choose the one for /{ $command }.
pick-game-placeholder = The game for /{ $command }

## /rules (bot/commands/play.py)

rules-picture-notes = The numbers on the picture
