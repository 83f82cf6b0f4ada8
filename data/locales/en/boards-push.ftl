# The words drawn on PUSH's board (render/push.py, render/push_cards.py).

## The header
board-push-headline = { $player }: { $phase ->
    [start] choose Draw or Bank
    [push] draw again or stop
    [place] put the drawn card into a column
    [roll] roll the die
    [bust] pushed too far: roll the die
   *[collect] take a column
}
board-push-over = Game over: { $winners } { $count ->
    [one] wins
   *[other] share the win
} with { $points }
board-push-turn = { $player }'s turn
board-push-cards-left = { $count ->
    [one] { $count } card left
   *[other] { $count } cards left
}
board-push-collecting = Collecting { $way ->
    [clockwise] ↻ clockwise
   *[other] ↺ counter-clockwise
}: { $order }

## The columns
board-push-column = Column { $column }
board-push-new-column = new column
board-push-empty = empty
board-push-taken = taken
board-push-plus-roll = + roll

## Beside the columns
board-push-drawn = Drawn card
board-push-bust-with = Pushed too far with
board-push-no-switch = No switch cards (2 players)
board-push-switch-pile = Switch pile: { $count }
board-push-last-roll = Last roll
board-push-none-yet = none yet
board-push-by = by { $player }
# a die face or a card's colour
board-push-face = { $face ->
    [red] red
    [blue] blue
    [green] green
    [yellow] yellow
    [purple] purple
   *[star] star
}
board-push-card-roll = ROLL
board-push-card-switch = SWITCH

## The players
board-push-bench-bank = bench { $bench } · bank { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
board-push-bench-bank-seen = bench { $bench } · bank { $count ->
    [one] { $count } card
   *[other] { $count } cards
} = { $points }
board-push-final = score { $score } (bench { $bench } + bank { $bank })
board-push-bench-empty = bench empty
