# PAC-MAN: the events, the rules' refusals and the buttons (games/pacman emits the keys, pac-*:
# the bot's own pacman-* words are in bot.ftl). Ghosts keep their names; spaces are named
# like a chess board ("J16").

## Inside other phrases
pac-corner = { $corner ->
    [top-left] top-left
    [top-right] top-right
    [bottom-left] bottom-left
   *[bottom-right] bottom-right
}
pac-order-roll = { $player } rolls { $value }
pac-card-move = { $ghost } { $spaces }

## An inning
pac-who-next = Who is PAC-MAN next? { $rolls }.
pac-is-pacman = { $player } is PAC-MAN (inning { $inning }).
pac-stops = { $player } stops: the inning ends with { $score } points, as if caught.
pac-level-clear = Level { $level } clear! Score so far { $score }. The maze is reset and the 5 yellow cards join the ghost deck.
pac-level-clear-last = Level { $level } clear! That is the { $limit ->
    [one] { $limit } level
   *[other] { $limit } levels
} of this inning: the inning ends with { $score } points.
pac-caught-life = { $how } PAC-MAN is caught! { $lives ->
    [one] { $lives } life
   *[other] { $lives } lives
} left: every pawn goes back to its start space, the dots stay.
pac-caught = { $how } PAC-MAN is caught! The inning ends with { $score } points.
pac-game-over = Game over. The best score is { $best }.

## PAC-MAN's moves
pac-rolls = PAC-MAN rolls { $dice } = { $total }.
pac-power-rolls = Power move { $move } of { $moves }: PAC-MAN rolls { $value }.
pac-moves = PAC-MAN moves { $count ->
    [one] { $count } space
   *[other] { $count } spaces
} from { $start } to { $end }{ $dots ->
    [0] {""}
    [one] , collecting { $dots } Pac-dot
   *[other] , collecting { $dots } Pac-dots
}.
pac-lands-on-ghost = PAC-MAN lands on { $ghost } at { $space }.
pac-power-over = The power phase is over: PAC-MAN can no longer eat ghosts.
pac-eats-fruit = PAC-MAN eats the { $fruit ->
    [cherry] cherry
    [strawberry] strawberry
   *[orange] orange
} on { $space }: +{ $points }.
pac-eats-ghost = PAC-MAN eats { $ghost } on { $space }: +{ $points }. Its eyes head back to the cage.
pac-section-clear = Section { $section } ({ $corner }) is clear: mini-board token, +{ $points }.
pac-eats-pellet = PAC-MAN eats the power pellet on { $space }: { $moves } power moves of one die each, eating every ghost he passes or lands on.

## The ghosts' moves
pac-ghost-stuck = { $ghost } ({ $eyes ->
    [yes] eyes
   *[no] pawn
}) cannot move.
pac-eyes-home = { $ghost }'s eyes go { $count ->
    [one] { $count } space
   *[other] { $count } spaces
} from { $start } into the cage: { $ghost } is back.
pac-eyes-go = { $ghost }'s eyes go { $count ->
    [one] { $count } space
   *[other] { $count } spaces
} from { $start } to { $end }.
pac-ghost-moves = { $ghost } moves { $count ->
    [one] { $count } space
   *[other] { $count } spaces
}{ $short ->
    [0] {""}
   *[other] {" "}(as far as it can of { $short })
} from { $start ->
    [cage] the cage
   *[other] { $start }
} to { $end }.
pac-ghost-catches = { $ghost } lands on PAC-MAN at { $space }.
pac-deck-shuffled = The ghost deck is empty: the discards are shuffled.
pac-ghost-card = Ghost card: { $moves }.
pac-opening = Opening card: Blinky must leave first, so { $ghosts } { $count ->
    [one] loses
   *[other] lose
} this move.
pac-fruit-still = Fruit card: the { $fruit ->
    [cherry] cherry
    [strawberry] strawberry
   *[orange] orange
} is still on the maze, so it is discarded.
pac-fruit-none = Fruit card: no fruit is left this level, so it is discarded.
pac-fruit-appears = Fruit card: a { $fruit ->
    [cherry] cherry
    [strawberry] strawberry
   *[orange] orange
} appears on { $space }.

## Refusals (the rules' reasons, shown to the player who clicked)
pac-not-a-move = That is not a PAC-MAN move.
pac-bad-key = { $given } is not a PAC-MAN move.
pac-ghosts-move-not-pacman = It is the ghosts' move now, not PAC-MAN's.
pac-ghosts-move = It is the ghosts' move now.
pac-pacman-turn = It is PAC-MAN's turn, not the ghosts'.
pac-rolled-already = You have rolled already: move { $steps ->
    [one] { $steps } space
   *[other] { $steps } spaces
}, then confirm.
pac-roll-now = Roll { $dice ->
    [one] { $dice } die
   *[other] { $dice } dice
} now.
pac-roll-first = Roll the dice first.
pac-pellet-ends = The power pellet on { $space } ends your move: confirm it or undo a step.
pac-moved-all = You have moved { $steps ->
    [one] your { $steps } space
   *[other] all { $steps } spaces
}: confirm the move or undo a step.
pac-moved-part = You have moved { $moved } of { $steps } spaces: { $left } more to go.
pac-wall = There is a wall { $direction ->
    [up] above { $space }: PAC-MAN cannot go up there.
    [down] below { $space }: PAC-MAN cannot go down there.
    [left] left of { $space }: PAC-MAN cannot go left there.
   *[right] right of { $space }: PAC-MAN cannot go right there.
}
pac-cage-door = The cage door is { $direction ->
    [up] above
    [down] below
    [left] left of
   *[right] right of
} { $space }: PAC-MAN never enters the cage.
pac-no-undo = There is no step to undo.
pac-walking = You have started walking step by step: finish that move (or undo your steps) first.
pac-cannot-end = PAC-MAN cannot end on { $space } with a roll of { $steps }: he can end on { $count } spaces, e.g. { $some }.
pac-walk-ends = That walk ends on { $end }, not on { $space }.
pac-not-this-ghost = It is { $ghost }'s move now ({ $spaces ->
    [one] { $spaces } space
   *[other] { $spaces } spaces
}), not { $other }'s.
pac-ghost-cannot-end = { $ghost } cannot end on { $space } with { $spaces ->
    [one] { $spaces } space
   *[other] { $spaces } spaces
} (it can reach: { $count ->
    [0] nowhere
   *[other] { $reach }
}).

## Buttons (each action's label)
pac-action-roll = { $dice ->
    [one] Roll 1 die
   *[other] Roll { $dice } dice
}
pac-action-step = { $arrow } { $direction ->
    [up] Up
    [down] Down
    [left] Left
   *[right] Right
}
pac-action-undo = Undo step
pac-action-confirm = Confirm move
pac-action-go-to = Move to { $space }
pac-action-route = { $ghost } → { $to ->
    [cage] cage
   *[other] { $to }
}
