# The bot's own words (bot/): messages, buttons, menus, refusals, slash commands.
# Keys are grouped by the module that uses them; each message names its arguments.
# Numbers given as numbers are written the language's way (1,234); ids come as text.

# This language's own name, as a menu of languages shows it.
language-name = English

## Seats and players

# An AI seat's name, kept as the seat's name for the whole game.
ai-seat-name = AI { $number }
# After a player's name when the AI plays their seat.
seat-ai-mark = (AI)
seat-ai-bot = 🤖 { $name }

## The lobby (bot/ui/lobby.py, bot/ui/status.py)

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
lobby-rematch = Rematch
lobby-title = **{ $title }** — game #{ $id }, hosted by { $host }
lobby-players = Players { $count }/{ $most } (needs { $least }–{ $most }):
lobby-players-exactly = Players { $count }/{ $most } (needs { $most }):
lobby-options = Options: { $options }
lobby-clock = ⏱️ Turn timer: { $clock } a turn; after { $afk } time-outs in a row the AI takes the seat for good.
lobby-how = Join, add an AI, then the host presses **Start**.
lobby-closes = ⌛ This lobby closes { $when } if nobody starts it.
lobby-started-in = ▶️ Started — play in { $place }.
lobby-started-below = ▶️ Started — play below.
lobby-cancelled = ❌ Cancelled.
lobby-abandoned = ❌ Abandoned.
lobby-expired = ⌛ Expired: nobody started it within { $within }.
lobby-rematch-open = A new lobby is open: { $where }
lobby-timer-placeholder = Turn timer
lobby-timer-choice = Turn timer: { $clock }
lobby-timer-game-default = { $clock } (this game's default)
lobby-afk-placeholder = Time-outs before the AI takes over
lobby-afk-choice = { $count ->
    [one] AI takes over after { $count } time-out in a row
   *[other] AI takes over after { $count } time-outs in a row
}
lobby-option-choice = { $option }: { $value }

## Lobby options (the games' Options; `option-<game>-<field>`, `.about` under a choice)

option-yes = yes
option-no = no
option-passtally-four_players = 4 players (unofficial)
option-passtally-sixty_second_turns = 60-second turns
    .about = The sheet's variant: 60 seconds a turn; the AI finishes a late turn.
option-push-harder = harder
option-push-switch_rule = switch rule
option-push-switch_rule-pile = pile
option-push-switch_rule-turn = turn
option-formula-races = races
option-pacman-mode = mode
option-pacman-mode-classic = classic
option-pacman-mode-arcade = arcade
option-pacman-levels_per_inning = levels per inning
option-pacman-levels_per_inning-none = unlimited
option-pacman-levels_per_inning-auto = auto
option-pacman-purist_scoring = purist scoring

## The turn clock's words (bot/turns.py)

clock-seconds = { $n } s
clock-minutes = { $n } min
clock-hours = { $n } h
clock-off = off

## Refusals (bot/errors.py and the table service): private answers

error-refused = That can't be done now.
error-no-such-game = That game no longer exists.
error-not-a-player = This is a game between other people.
error-not-your-turn = It's not your turn.
error-not-your-turn-waiting = It's not your turn: waiting for { $waiting }.
error-waiting-for-ai = the AI
error-stale-button = That button is out of date: the game has moved on. Use the newest board.
error-busy = I'm very busy right now, so I did not play that: nothing changed. Try again in a few seconds.
error-stale-board-reposted = That board was out of date: I posted the newest board below. Use it.
error-not-a-move = That button is not a move of this game.
error-not-host = Only the host can do that.
error-broken-game = This game's saved state could not be read, so it has been closed (no results, no rating changes). Sorry! Start a new one with /play.
error-already-in = You are already in this game.
error-full = This game is full.
error-not-in = You are not in this game.
error-host-cannot-leave = The host can't leave: use Cancel to close the lobby.
error-no-ai-seat = There is no AI seat to remove.
error-no-such-option = { $game } has no option { $option }.
error-bad-option-value = { $value } is not a choice for { $option }: pick one in the menu.
error-bad-menu-value = That is not a choice this menu offers.
error-bad-option = That is not a value of this option.
error-lobby-closed = This lobby is closed: the game has started or was cancelled.
error-not-a-lobby-button = That button is not a lobby button.
error-players-needed = { $game } needs { $least }–{ $most } players; there are { $count }. Invite someone or add an AI.
error-started-already = This game has already started.
error-not-started = This game hasn't started yet.
error-over = This game is over.
error-resigned = You resigned from this game: the AI plays your seat now.
error-auto-roll-players = Only this game's players can set auto-roll from its board.
error-not-being-played = This game is not being played.
error-not-playing = You are not playing in this game.
error-resigned-already = You have already resigned from this game.
error-moved-while-resigning = The game moved on while you resigned; try again.
error-over-already = This game is already over.
error-abandon-who = Only the host or a server manager can abandon this game.
error-moved-on = The game has moved on.
error-reposted-recently = The board of game #{ $id } was posted again less than a minute ago: scroll up to it.
error-timer-choices = A turn timer is one of { $choices }.
error-afk-choices = That number of time-outs is not offered.
error-still-going = This game is still going.
error-rematch-players = Only the players of this game can ask for a rematch.
error-other-server = That button belongs to a game on another server.
error-no-game-called = There is no game called { $name }. The games are: { $games }.
error-no-game-number = There is no game #{ $id } in this server.
error-game-is = Game #{ $id } is { $status ->
    [lobby] lobby
    [active] active
    [finished] finished
   *[other] abandoned
}.
error-no-game-here-yours = There is no game here that you play in.
error-no-game-here = There is no open game here.
error-several-games = Several games are open here ({ $numbers }): give game_id.
error-manage-server = Only members who may manage this server can change its game settings.
error-failed = Something went wrong on my side; the game is safe. Please try again.
error-closing = I am restarting right now; nothing was changed. Try again in a minute.
error-older-button = This button is from an older board and no longer works.
error-newest-board = Here is the newest board of game #{ $id }: { $link }
error-use-board = Use /board in { $place } to see game #{ $id } again.
error-replay-no-game = No game #{ $id } was played on this server.
error-replay-not-over = Game #{ $id } is still being played: its replay opens once it is over.
error-unreplayable = Game #{ $id } cannot be replayed: its moves no longer fit the rules as they are now.
error-replay-abandoned = Game #{ $id } was abandoned: only finished games have replays.

## /play, /resign, /abandon, /board (bot/commands/play.py)

play-resigned = You resigned from game #{ $id }.
play-abandoned = Game #{ $id } is abandoned.
play-reposted = Game #{ $id }: the board is posted again.

## /config (bot/commands/config.py)

config-command = Server defaults for new games: turn timer, time-outs, results animation, language.
config-command-turn-timer = How long a player has for a turn
config-command-timeouts = Time-outs in a row before the AI takes a player's seat for good
config-command-animation = Post an animated summary of each game with its results
config-command-language = The language of lobbies, boards and results on this server
config-timer-game-default = each game's default
config-language-discord = the server's Discord language
config-saved = ✅ Saved. New lobbies here start with:
config-current = New lobbies here start with:
config-line-timer = • Turn timer: { $timer }
config-timer-every-game = { $clock } a turn in every game
config-timer-defaults = each game's default ({ $defaults })
config-line-afk = { $count ->
    [one] • The AI takes a seat for good after { $count } time-out
   *[other] • The AI takes a seat for good after { $count } time-outs in a row
}
config-line-animation-on = • Animated summary posted with each game's results: on
config-line-animation-off = • Animated summary posted with each game's results: off
config-line-language = • Language of lobbies, boards and results: { $language }
config-language-set = { $name }
config-language-from-discord = { $name } (the server's Discord language)
config-footer = -# The host can still change the timer and time-outs in each lobby. Private answers follow each member's own Discord language.

## The games in one line (lobby, /games)

game-summary-passtally = Lay tiles so the lines join your own markers; stacked tiles score more.
game-summary-push = Push your luck: build columns of cards, collect one, bank a colour to keep it.
game-summary-formula = Dice racing: one-lap Grands Prix, a compulsory pit stop, 10-6-4-3-2-1.
game-summary-pacman = Each player takes an inning as PAC-MAN, eating Pac-dots with 3 dice; the others move the ghosts by the ghost cards to catch him. Highest score wins.

## Boards and results in the game's place (bot/ui/status.py)

board-title = **{ $title }** — game #{ $id } · turn { $turn }
board-earlier-events = { $count ->
    [one] … { $count } earlier event
   *[other] … { $count } earlier events
}
board-deadline = ⏳ Deadline { $at } ({ $left }).
board-ai-to-play = 🤖 { $names } (AI) to play.
results-abandoned = **{ $title }** — game #{ $id } was abandoned: no results, no rating changes.
results-over = **{ $title }** — game #{ $id } is over.
results-points = { $count ->
    [one] { $points } pt
   *[other] { $points } pts
}
results-resigned = resigned
results-timed-out = ran out of time: the AI took over
results-rating = rating { $rating } ({ $change })

## Notices in the game's place (bot/tables/service.py, bot/discord_publisher.py)

notice-resigned-end = { $name } resigned.
notice-grace = ⏳ I was offline when the time for this turn ran out, so you have a whole turn again: until { $until }.
notice-timed-out = ⏰ { $name } ran out of time, so the AI played that for them ({ $count } of { $limit } in a row).
notice-handed-over = 🤖 { $who } ran out of time { $count } turns in a row: the AI plays your seat for the rest of the game (it counts as resigning).
notice-replaced = { $name } was replaced by the AI for running out of time.
notice-reminder = ⏰ { $who }: your move in **{ $title }** #{ $id } — deadline { $at } ({ $left }); then the AI plays for you.
notice-no-threads = I may not create threads here, so game #{ $id } is played in this channel.

## Slash commands: descriptions, options and choices (Discord shows them in each member's language)

cmd-play = Open a lobby for a game in this channel.
cmd-play-game = Which game
cmd-game-choice = { $title } ({ $least }–{ $most } players)
cmd-games = The games you can play, and the games open here.
cmd-rules = How a game is played.
cmd-rules-game = Which game
cmd-resign = Resign from your game here; the AI takes your seat.
cmd-resign-game-id = The game's number, if you play several here
cmd-abandon = End a game here without results (host or server managers).
cmd-game-id = The game's number, if several are open here
cmd-board = Post your game's board here again.
cmd-leaderboard = The best players of a game (or of every game) here.
cmd-leaderboard-game = Which game (leave it out for every game)
cmd-stats = A player's ratings and results here.
cmd-stats-member = Whose (leave it out for yours)
cmd-history = The last games played here.
cmd-history-member = Only the games of this member
cmd-replay = Step through a finished game of this server, move by move.
cmd-replay-game = The game's number (start typing: a game, a player or a date)
cmd-replay-animation = Also send the whole game as an animated picture
cmd-replay-export = Also attach the game's record (seed, options, players, moves) as JSON

## /games, /rules (bot/commands/play.py)

games-heading = **Games** (start one with `/play`):
games-open-here = **Open in this server:**
games-open-line = { $status ->
    [lobby] • #{ $id } { $title }: lobby in
    [active] • #{ $id } { $title }: being played in
   *[other] • #{ $id } { $title }: { $status } in
}
players-range = { $least }–{ $most } players
players-exactly = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
players-with-option = ({ $most } with an option)

## /leaderboard, /stats, /history (bot/commands/stats.py, bot/leaderboard.py)

rating-meaning = Rating: 1000 for a newcomer; finishing ahead of others (AI seats too) raises it, finishing behind lowers it, and it climbs as your results pile up.
leaderboard-nobody = Nobody has finished a game of { $title } here yet.
leaderboard-nobody-any = Nobody has finished a game here yet.
leaderboard-heading = **{ $title }** leaderboard
leaderboard-heading-all = **Leaderboards**
leaderboard-unknown-player = player { $id }
board-leaderboard = { $title } — leaderboard
board-high-scores = { $title } — high scores
board-high-score-note = Ranked by best score. Wins and win % count the games played with others; a game played alone is never a win.
board-column-player = Player
board-column-rating = Rating
board-column-best = Best
board-column-games = Games
board-column-wins = Wins
board-column-win-share = Win %
stats-percent = { $share } %
stats-nothing-yet = { $who } has not finished a game here yet.
stats-best-bold = best score **{ $score }**
stats-best = best score { $score }
stats-rating = rating **{ $rating }**
stats-wins = { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} in { $count ->
    [one] { $count } game
   *[other] { $count } games
} ({ $share } %)
stats-wins-with-others = { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
} in { $count ->
    [one] { $count } game
   *[other] { $count } games
} with others ({ $share } %)
stats-solo-games = { $count ->
    [one] { $count } solo game
   *[other] { $count } solo games
}
stats-chart-title = { $name }: rating
stats-chart-line = { $game } from { $first } to { $last }
history-none = No finished games yet.
history-heading = **Last games**
history-abandoned = • #{ $id } { $title }: abandoned
history-replay-placeholder = 🎬 Replay a game…
replay-export = 📄 The record of game #{ $id }: seed, options, players and every move.

## Moves: the generic controls and panels (bot/ui/generic.py, bot/ui/items.py)

moves-choose = Choose a move
moves-choose-more = Choose a move…
moves-page = Moves { $first }–{ $last }
moves-previous = ◀ Previous
moves-next = Next ▶
moves-panel = Choose your move (page { $page } of { $pages }).
moves-your-move = your move.
moves-nothing-private = There is nothing private to show in this game.
panel-played = ✅ Played: { $move }.
panel-closed = Closed: nothing was played.
panel-cancel = Cancel

## Passtally's controls (bot/ui/passtally.py, bot/ui/passtally_places.py)

passtally-choose = Choose…
passtally-first-marker = Place your first marker: any edge…
passtally-move-marker = Move a marker…
passtally-prompt-setup-first = place a marker on { $where } (it starts the set-up).
passtally-prompt-setup-third = place a marker on { $where } (you choose the third edge; the fourth is its opposite).
passtally-prompt-setup = place a marker on { $where }.
passtally-prompt-turn = lay a tile (**Place tile** 1, 2 or 3: its places, best first) or move a marker (**Move a marker…**).
passtally-facts = Scores: { $scores } · face-down left { $stacks }
passtally-actions-left = { $count ->
    [one] { $count } action left
   *[other] { $count } actions left
}
passtally-final-round = **final round**
passtally-tile-empty = Tile { $tile }: stack empty
passtally-place-tile = Place tile { $tile }: { $design }
passtally-pick-tile = Pick one of the face-up tiles.
passtally-stack-out = Stack { $tile } has run out: there is no tile { $tile } to lay.
passtally-fits-nowhere = Tile { $tile } fits nowhere on the board now.
passtally-shape-level = { $shape }, level { $level }.
passtally-shape-level-short = { $shape } · level { $level }
passtally-confirm-hint = ✅ Confirm to lay it (the next tile of the stack then turns up).
passtally-confirm = ✅ Confirm: tile { $tile } on { $first }–{ $second }
passtally-places-intro = **Tile { $tile }** ({ $design }): { $count ->
    [one] { $count } place
   *[other] { $count } places
}, best first. The numbers on the board are the best ones; choose a place in the menus to see it drawn, then ✅ Confirm.
passtally-tile-instead = Tile { $tile } instead
passtally-more-places = More places ▶ { $first }–{ $last }
passtally-back-to-places = ◀ Back to places { $first }–{ $last }
passtally-gain = { $count ->
    [one] { $gain } pt
   *[other] { $gain } pts
}
passtally-no-extra-points = no extra points
passtally-where = Where to lay tile { $tile }? { $count ->
    [one] { $count } place
   *[other] { $count } places
}, best first
passtally-where-page = Tile { $tile }: places { $first }–{ $last } of { $count }, best first
passtally-same-both-ways = it lies the same as another way round (its two halves are equal).
passtally-not-a-place = Tile { $tile } cannot be laid from { $cell } towards { $facing }: { $why }

## PUSH's controls (bot/ui/push.py)

push-ui-colour = { $colour ->
    [red] red
    [blue] blue
    [green] green
    [yellow] yellow
   *[purple] purple
}
push-ui-card = { $colour } { $number }
push-ui-special-card = { $kind ->
    [roll] roll card
   *[switch] switch card
}
push-my-bank = My bank
push-draw = Draw
push-draw-again = Draw again
push-button-stop = Stop
push-column-button = Column { $column }
push-button-new-column = New column
push-roll = Roll the die
push-take-column = Take column { $column } · { $cards } · { $points ->
    [one] { $points } pt
   *[other] { $points } pts
}
push-bank = Bank { $colour }
push-bank-about = { $count ->
    [one] { $count } card into your bank, safe for good
   *[other] { $count } cards into your bank, safe for good
}
push-bank-placeholder = Or bank a colour (instead of pushing)…
push-column = column { $column }
push-into-column = column { $column }
push-into-new-column = a new column
push-or = { $first } or { $last }
push-one-of-columns = one of columns { $columns }
push-prompt-place = put the **{ $card }** into { $where }
push-column-refuses = column { $column } { $reason }
push-prompt-start-empty = your turn: **Draw** to push (nothing on your bench to bank yet).
push-prompt-start = your turn: **Draw** to push, or bank a colour from the menu.
push-prompt-push-empty = **Draw again**, or **Stop** (no column yet: you collect nothing).
push-prompt-push = **Draw again**, or **Stop** and collect.
push-prompt-roll = **roll the die**: you lose the rolled colour from your bench (a star: { $harder ->
    [yes] you lose your whole bench
   *[no] you lose nothing
}).
push-prompt-pick = **your pick**: take { $which }
push-prompt-pick-from = **your pick**: take { $which } from { $pusher }'s push
push-prompt-then = ; then { $names }
push-your-bank = **Your bank** (only you see this): { $total }.
push-your-bench = Your bench (at risk until banked): { $total }.
push-your-score = Your score so far: **{ $score }**.
push-cards-total = { $count ->
    [one] { $count } card
   *[other] { $count } cards
} = { $points ->
    [one] { $points } point
   *[other] { $points } points
}

## What each lobby choice does (`choice-<game>-<field>-<value as English reads it>`)

choice-passtally-four_players-no = The sheet: 2 or 3 players
choice-passtally-four_players-yes = Unofficial variant: up to 4 players, 16 markers on the 24 spaces
choice-push-harder-no = The sheet: a star on the die is safe, nothing is discarded
choice-push-harder-yes = Harder variant: rolling a star discards your whole bench
choice-push-switch_rule-pile = Each switch card drawn reverses the direction for the rest of the game
choice-push-switch_rule-turn = Rulebook: an odd number of switch cards drawn this turn reverses it
choice-formula-races-1 = A single Grand Prix: the quickest game
choice-formula-races-2 = The first 2 of the 4 Grands Prix, points added up
choice-formula-races-3 = The first 3 of the 4 Grands Prix, points added up
choice-formula-races-4 = The whole season: all 4 Grands Prix, points added up
choice-pacman-mode-classic = 1 life; the ghosts play the 35 blue cards
choice-pacman-mode-arcade = 3 lives; the ghosts play all 40 cards, the faster yellow ones too
choice-pacman-levels_per_inning-unlimited = The sheet: the inning ends only when PAC-MAN is caught
choice-pacman-levels_per_inning-auto = 2 levels when the AI moves the ghosts (solo), else unlimited (the sheet)
choice-pacman-levels_per_inning-1 = Clearing 1 level ends the inning, score banked, as a catch does
choice-pacman-levels_per_inning-2 = Clearing 2 levels ends the inning, score banked, as a catch does
choice-pacman-levels_per_inning-3 = Clearing 3 levels ends the inning, score banked, as a catch does
choice-pacman-purist_scoring-no = The sheet: Pac-dots score nothing themselves
choice-pacman-purist_scoring-yes = Arcade purist: every Pac-dot eaten also scores 40 points

## Formula 1's controls and race lines (bot/ui/formula.py)

words-and = { $first } and { $last }
formula-field = field { $number }
# A race has six cars: places 1 to 6.
formula-place = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
}
formula-finished = finished { $place }
formula-in-pit = in the pit at { $field }
formula-on-grid = on the grid
formula-an-extra-car = an extra car
formula-roll-extras = 🎲 Roll for extra cars ({ $cars })
formula-race-line = 🏁 **{ $gp }** Grand Prix ({ $race } of { $races }), round { $round }
formula-roll-car = 🎲 Roll car { $car } ({ $where })
formula-car-at = { $car } ({ $where })
formula-car-at-named = car { $car } ({ $where })
formula-roll-cars = 🎲 Roll cars { $cars }
formula-then-list = car { $cars }
formula-car-first = 🎲 Car { $car } first: if both land on one field, { $then } goes behind it
formula-extra-line = 🚗 { $who } is last, so { $who } rolls for the extra cars: { $cars }.
formula-to-roll = 🏎️ { $who } to roll for { $cars }.
formula-to-roll-choose = 🏎️ { $who } to roll for { $cars }: choose which rolls first (they are close enough for it to matter).
formula-has-rolled = Car { $car } has rolled.
formula-sits-out = Car { $car } sits out this round in the pit.
formula-pit-line = ⛽ { $who }: { $extra ->
    [yes] extra car
   *[no] car
} { $car } is at the pit entry on { $entry } with { $left ->
    [0] no pips left
    [one] { $left } pip left
   *[other] { $left } pips left
}. **Pit now** { $left ->
    [0] loses nothing
    [one] drops the { $left } pip
   *[other] drops the { $left } pips
} and sits out a round; **Stay out** { $stay }, and the stop then comes, compulsory, at { $forced }.
formula-stay-out-short = { $way ->
    [on] on to { $field }
    [stays] stays on { $field }
   *[back] back to { $field }
}
formula-stay-out-long = { $way ->
    [on] drives on to { $field }
    [stays] keeps it on { $field }
   *[back] puts it back to { $field } (the fields ahead are taken)
}
formula-pit-now = ⛽ Pit now ({ $left ->
    [0] nothing lost
    [one] drop { $left } pip
   *[other] drop { $left } pips
})
formula-stay-out = Stay out ({ $where })
formula-ai-pick = · AI's pick
formula-result = { $medal } { $place } · car { $car } ({ $owner }) · { $points ->
    [one] { $points } pt
   *[other] { $points } pts
}
formula-result-nobody = { $medal } { $place } · car { $car } ({ $owner }) · { $points ->
    [one] { $points } pt
   *[other] { $points } pts
} to nobody
formula-points-this-race = Points this race: { $points }.
formula-standing = { $rank }. { $name } — { $points ->
    [one] { $points } pt
   *[other] { $points } pts
}
formula-final-standings = Final standings
formula-championship-after = Championship after { $race } of { $races }
formula-champion = Champion
formula-next = Next
formula-result-title = 🏁 { $gp } Grand Prix ({ $race } of { $races }): result
formula-next-race = { $gp } Grand Prix, one lap from field { $start }. Start rolls: { $rolls }; { $starter } starts.
formula-re-roll-separator = ; re-roll:{" "}

## Auto-roll (bot/ui/auto_roll.py)

auto-roll-board = 🤖 Auto-roll for me…
auto-roll-is = 🤖 Auto-roll is { $changed ->
    [yes] now{" "}
   *[no] {""}
}**{ $on ->
    [on] on
   *[off] off
}** for you in { $title } on this server.
auto-roll-on-explained = The AI rolls for you whenever there is nothing to decide; you are asked only the real decisions (Pit now or Stay out, which car rolls first when they are close). It stays on for your next games here until you turn it off.
auto-roll-off-explained = You press 🎲 Roll yourself every turn. Turn it on and the AI rolls for you whenever there is nothing to decide; you are still asked every real decision.
auto-roll-turn-off = Turn auto-roll off
auto-roll-turn-on = 🤖 Turn auto-roll on for me
auto-roll-not-yours = That switch is another player's auto-roll: nothing changed. Use **{ $button }** on the board to set your own.

## PAC-MAN's controls (bot/ui/pacman.py, bot/ui/pacman_choices.py); ghosts keep their names

pacman-no-ghost-now = No ghost of yours moves now: use the buttons under the board.
pacman-facts = 🟡 PAC-MAN: **{ $name }** · score { $score }
pacman-lives = lives { $count }
pacman-inning = inning { $inning } of { $innings }
pacman-scored = scored: { $scores }
pacman-power-move = power move { $move } of { $moves }
pacman-prompt-roll = roll the dice for PAC-MAN (🎲 below).
pacman-prompt-power-roll = roll 1 die (🎲 below).
pacman-prompt-pellet = a power pellet ends the move: ✅ Confirm move to eat it (or ↩ Undo step).
pacman-prompt-choose = choose where PAC-MAN ends his { $steps ->
    [one] { $steps } space
   *[other] { $steps } spaces
}: a button or the lists (best first) show the walk, then ✅ Confirm; or walk step by step with the arrows.
pacman-prompt-confirm = press ✅ Confirm move (or ↩ Undo step).
pacman-prompt-walk = move PAC-MAN exactly { $steps ->
    [one] { $steps } space
   *[other] { $steps } spaces
} with the arrows, then ✅ Confirm.
pacman-prompt-eyes = move **{ $ghost }'s eyes** { $spaces ->
    [one] { $spaces } space
   *[other] { $spaces } spaces
} back toward the cage: choose where they end.
pacman-prompt-ghost = move **{ $ghost }** { $spaces ->
    [one] { $spaces } space
   *[other] { $spaces } spaces
}: choose where it ends{ $aim ->
    [yes] {" "}(🎯 lands on PAC-MAN)
   *[no] {""}
}.
pacman-confirm-waiting = Confirm ({ $count ->
    [one] { $count } step to go
   *[other] { $count } steps to go
})
pacman-preview-routes = 👁 Preview { $ghost }'s routes…
pacman-move-at-once = Move { $ghost } at once to…
pacman-route-intro = { $eyes ->
    [yes] **{ $ghost }'s eyes** head back to the cage
   *[no] **{ $ghost }** moves
}: { $spaces ->
    [one] { $spaces } space
   *[other] { $spaces } spaces
}. Choose where it ends; the preview draws its route.
pacman-routes = { $ghost }'s routes ({ $count })
pacman-more-routes = More routes of { $ghost }
pacman-route-chosen = { $eyes ->
    [yes] **{ $ghost }'s eyes** head back { $to ->
        [cage] into **the cage**
       *[other] to the cage, as far as **{ $to }**
    }
   *[no] **{ $ghost }** moves to **{ $to }**
}. Confirm to move it.
pacman-route-chosen-note = { $eyes ->
    [yes] **{ $ghost }'s eyes** head back { $to ->
        [cage] into **the cage**
       *[other] to the cage, as far as **{ $to }**
    }
   *[no] **{ $ghost }** moves to **{ $to }**
} ({ $note }). Confirm to move it.
pacman-move-ghost-to = ✅ Move { $ghost } { $to ->
    [cage] into the cage
   *[other] to { $to }
}
pacman-back-to-cage = back into the cage
pacman-cage = cage
pacman-lands-on-pacman = lands on PAC-MAN: caught!
pacman-spaces-from-pacman = { $count ->
    [one] { $count } space from PAC-MAN
   *[other] { $count } spaces from PAC-MAN
}
pacman-walk = Walk { $arrow }
pacman-earlier-choices = ◀ Earlier choices
pacman-later-choices = Later choices ▶
pacman-cannot-end-on = PAC-MAN cannot end on { $space } with this roll.
pacman-choose-end = Choose one of his { $count } end spaces (best first).
pacman-the-walk = The walk ({ $count } steps{ $revisits ->
    [0] {""}
   *[other] , { $revisits } revisited
}): { $steps }
pacman-walk-drawn = It is drawn on the maze below. ✅ Confirm to make the move.
pacman-confirm-walk = ✅ Confirm: { $move }
pacman-power-pellet = ⚡ power pellet
pacman-dots = { $count ->
    [0] no dots
    [one] { $count } dot
   *[other] { $count } dots
}
pacman-fruit = { $fruit ->
    [cherry] cherry
    [strawberry] strawberry
   *[orange] orange
}
pacman-eats-ghost = 👻 eats { $ghost }
pacman-clears-section = clears section { $sections }
pacman-lands-on = ☠ lands on { $ghost }
pacman-can-reach = { $count ->
    [one] ⚠ { $ghosts } can reach it
   *[other] ⚠ { $ghosts } can reach it
}
pacman-where-all = Where to? All { $count } end spaces, best first
pacman-where-of = Where to? End spaces { $first }–{ $last } of { $count }, best first
pacman-where-page = Where to? End spaces { $first }–{ $last }, best first
pacman-walk-note = { $count } steps{ $revisits ->
    [0] {""}
   *[other] , { $revisits } revisited
}
pacman-danger = { $share }% chance a ghost lands there next

## Replays (bot/replay/)

replay-button = ▶ Replay
replay-step-first = ⏮ Start
replay-step-back = ◀ Back
replay-step-next = ▶ Next
replay-step-last = ⏭ End
replay-animation = 🎞 Animation
replay-jump = Jump to a move…
replay-move-start = Move 0: the start
replay-move = Move { $move } · turn { $turn }
replay-caption = 🎞 { $heading }: the whole game, one frame a turn.
replay-heading = **{ $title }** — game #{ $id } · { $names } · { $date }
replay-not-a-game = That is not a game of this server.
replay-where = move { $move } of { $moves }
replay-the-start = the start
replay-turn = turn { $turn }
replay-more-events = { $count ->
    [one] … and { $count } more
   *[other] … and { $count } more
}

## Which game a command means (bot/commands/game_pick.py)

pick-game-option = #{ $id } { $title } · { $status ->
    [lobby] lobby
    [active] active
   *[other] { $status }
}
error-not-a-game-number = That is not a game's number.

# A corner section of the maze, for the score line
pacman-section = { $corner ->
    [top-left] top-left
    [top-right] top-right
    [bottom-left] bottom-left
   *[bottom-right] bottom-right
}
replay-not-a-move = That is not a move of this game.
