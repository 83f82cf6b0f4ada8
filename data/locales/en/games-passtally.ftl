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

# a place's two cells and the half of the tile on each: "C3 cross, D3 curves ↗"
passtally-shape = { $one } { $first ->
    [X] cross
    [A] curves ↗
   *[B] curves ↖
}, { $two } { $second ->
    [X] cross
    [A] curves ↗
   *[B] curves ↖
}

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

## Where the next set-up marker goes (the bot's prompt: "place a marker on { $where }")
passtally-where-any = any edge
passtally-where-edge = the { $edge ->
    [top] top
    [right] right
    [bottom] bottom
   *[left] left
} edge
passtally-where-edges = the { $first ->
    [top] top
    [right] right
    [bottom] bottom
   *[left] left
} or { $second ->
    [top] top
    [right] right
    [bottom] bottom
   *[left] left
} edge

## Refusals: the player who clicked reads them
passtally-refuse-setup-first = First everyone places markers on the board's edges.
passtally-refuse-setup-over = All markers are placed: lay a tile or move a marker.
passtally-refuse-space-taken = The { $space } space is already taken.
passtally-refuse-edge = This marker goes on { $where }, not the { $edge ->
    [top] top
    [right] right
    [bottom] bottom
   *[left] left
} one.
passtally-refuse-stack-out = Stack { $stack } has run out and its last tile is taken: there is no tile { $stack }.
passtally-refuse-no-square = { $cell } is not a square of the board.
passtally-refuse-equal-halves = Tile { $stack } has two equal halves: lay it facing E or S (facing { $facing } is the same placement seen from the other square).
passtally-refuse-not-yours = You have no marker on the { $space } space.
passtally-refuse-move-taken = The { $space } space is taken: a marker must end on a free space.
passtally-refuse-too-far = The { $space } space is too far from { $start }: a marker moves at most two spaces (occupied spaces are jumped and not counted).
passtally-refuse-off-board = A tile must lie wholly on the board: that spot runs off the edge.
passtally-refuse-overhang = { $bare } is bare and { $covered } is covered: a tile may not hang over a bare square.
passtally-refuse-heights = { $first } is at level { $level } and { $second } at level { $other }: a tile must rest on two equal heights.
passtally-refuse-one-tile = { $first } and { $second } are one tile: a tile may not sit on top of a single tile.
