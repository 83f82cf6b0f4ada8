# Passtally: the events and the words inside them (games/passtally emits the keys).

## A marker space: its edge and the line it ends
passtally-space = { $edge ->
    [top] top
    [right] right
    [bottom] bottom
    *[left] left
} { $line }
passtally-space-first = { $edge ->
    [top] Top
    [right] Right
    [bottom] Bottom
    *[left] Left
} { $line }

passtally-design = { $first ->
    [X] cross
    [A] curves ↗
   *[B] curves ↖
} + { $second ->
    [X] cross
    [A] curves ↗
   *[B] curves ↖
}

## Events
passtally-first = { $player } goes first and places the first marker.
passtally-marker-placed = { $player } placed a marker on the { $space } space.
passtally-markers-out = All markers are out. { $player } begins.
passtally-laid = { $player } laid tile { $stack } ({ $design }) on { $first }–{ $second } at level { $level }.
passtally-moved = { $player } moved a marker from { $start } to { $end }.
passtally-scores-line = { $player } scores { $points } (a complete line of { $passes } { $passes ->
    [one] pass
    *[other] passes
}).
passtally-scores-lines = { $player } scores { $points } (complete lines: { $detail } = { $passes } { $passes ->
    [one] pass
    *[other] passes
}).
passtally-no-line = { $player } has no complete line and scores nothing.
passtally-last-round-points = { $player } has more than { $limit } points: this round is the last.
passtally-last-round-stack = A stack has run out (no face-down tile left): this round is the last.
passtally-over = Game over: { $reason }
passtally-end-last-round = the last round is complete.
passtally-end-stacks = all three stacks have run out.
passtally-end-blocked = no face-up tile can be laid anywhere on the board.

## Buttons and menu options (each action's label)
passtally-action-marker = { $space }
passtally-action-tile = Tile { $stack }: { $first }–{ $second }
passtally-action-move = { $start } → { $end }
