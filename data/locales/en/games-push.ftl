# PUSH: the events and the cards inside them (games/push emits the keys).

## Cards: in a list ("red 3, blue 4 and a roll card") and on their own, with the article
## the sentence needs ("puts the red 3 into column 1").
push-card = { $colour ->
    [red] red
    [blue] blue
    [green] green
    [yellow] yellow
   *[purple] purple
} { $number }
push-a-roll-card = a roll card
push-the-card = the { $colour ->
    [red] red
    [blue] blue
    [green] green
    [yellow] yellow
   *[purple] purple
} { $number }
push-the-roll-card = the roll card
push-the-switch-card = the switch card

## Events
push-first = { $player } goes first (drawn at random).
push-switch = { $player } draws a switch card: collecting goes { $way ->
    [clockwise] clockwise
   *[other] counter-clockwise
}.
push-bust = { $player } pushed too far: { $card } fits no column and is discarded. { $player } must roll the die.
push-new-column = { $player } starts column { $column } with { $card }.
push-place = { $player } puts { $card } into column { $column }.
push-pile-out = The draw pile is empty: the push ends here.
push-stop-empty = { $player } stops with no column: nothing to collect.
push-stop = { $player } stops.
push-column-discarded = Column { $column } ({ $cards }) is discarded.
push-takes = { $player } takes column { $column }: { $cards }.
push-roll-card = { $player } collected a roll card and must roll the die.
push-rolls-loses = { $player } rolls { $face ->
    [red] red
    [blue] blue
    [green] green
    [yellow] yellow
    [purple] purple
   *[star] a star
}: loses { $cards } ({ $points } points) from the bench.
push-rolls-star = { $player } rolls a star: safe, nothing lost.
push-rolls-nothing = { $player } rolls { $face ->
    [red] red: no red
    [blue] blue: no blue
    [green] green: no green
    [yellow] yellow: no yellow
   *[purple] purple: no purple
} cards on the bench, nothing lost.
push-banks = { $player } banks { $count } { $colour ->
    [red] red
    [blue] blue
    [green] green
    [yellow] yellow
   *[purple] purple
} { $count ->
    [one] card
   *[other] cards
}.
push-score = { $player } { $points }
push-over = The draw pile is empty: the game is over. { $scores }.
push-turn = { $player }'s turn.

## Buttons (each action's label)
push-action-draw = Draw
push-action-column = Column { $column }
push-action-new-column = New column
push-action-stop = Stop
push-action-roll = Roll the die
push-action-take = Take column { $column }
push-action-bank = Bank { $colour }

## Refusals: the player who clicked reads them ($card is push-the-card or push-the-roll-card)
push-refuse-not-an-action = That is not a PUSH action.
push-refuse-not-now = Not now: { $player } must { $now ->
    [start] choose Draw or Bank
    [push] draw again or stop
    [place] put the drawn card into a column
    [roll] roll the die
   *[collect] take a column
}.
push-refuse-place-first = First put { $card } into a column, then draw again.
push-refuse-three-columns = There are already three columns: { $card } must go into one of them.
push-refuse-no-column = There is no column { $column } yet: choose New column to start one.
push-refuse-column = Column { $column } { $reason }: { $card } can't go there.
push-refuse-draw-first = Draw a card first: a push starts with a draw (or bank instead).
push-refuse-take = Column { $column } is not on the table: take one of { $columns }.
push-refuse-bank-mid-push = You can't bank in the middle of a push: bank instead of pushing.
push-refuse-no-bench = You have no { $colour ->
    [red] red
    [blue] blue
    [green] green
    [yellow] yellow
   *[purple] purple
} cards on your bench to bank.
## Why a column refuses the drawn card ($card is push-card: the card it holds)
push-holds-roll = already holds a roll card
push-holds-colour = already holds a { $colour ->
    [red] red
    [blue] blue
    [green] green
    [yellow] yellow
   *[purple] purple
} card ({ $card })
push-holds-number = already holds a { $number } ({ $card })
