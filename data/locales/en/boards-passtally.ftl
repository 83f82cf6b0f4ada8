# The words drawn on Passtally's board (render/passtally.py, passtally_panel.py,
# passtally_candidates.py); the preview's caption is also the private panel's note.

## Whose turn, or the result
board-passtally-over = Game over
board-passtally-winners = { $winners } { $count ->
    [one] wins
   *[other] win
} with { $points }
board-passtally-setup = Set-up: { $player }
board-passtally-setup-any = places a marker on any edge
board-passtally-setup-edge = places a marker on the { $edge ->
    [top] top
    [right] right
    [bottom] bottom
   *[left] left
} edge
board-passtally-setup-edges = places a marker on the { $first ->
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
board-passtally-turn = { $player }'s turn
board-passtally-actions-left = { $count ->
    [one] { $count } action left
   *[other] { $count } actions left
}
board-passtally-rank = #{ $rank } { $player }

## A preview's caption
board-passtally-preview = Preview
board-passtally-not-allowed = Not allowed
board-passtally-at-level = { $move }, level { $level }
board-passtally-scores-nothing = Scores 0: no complete line.
board-passtally-scores = Scores { $points } { $points ->
    [one] point
   *[other] points
}: { $lines }.
board-passtally-no-line-yet = No complete line yet.
board-passtally-would-score = Your lines would score { $points } { $points ->
    [one] point
   *[other] points
}: { $lines }.
board-passtally-a-line = a line of { $passes } { $passes ->
    [one] pass
   *[other] passes
}
board-passtally-lines = lines { $detail } = { $passes } { $passes ->
    [one] pass
   *[other] passes
}
board-passtally-cuts = Cuts { $player }'s lines from { $was } to { $now } { $now ->
    [one] pass
   *[other] passes
}.
board-passtally-gives = Gives { $player } { $more } more { $more ->
    [one] pass
   *[other] passes
}.
board-passtally-best-places = Best places for tile { $stack }
board-passtally-by-rank = Numbered by rank (1 is best), as in the menus.

## The face-up tiles
board-passtally-face-up = Face-up tiles
board-passtally-empty = empty
board-passtally-laying = ◀ laying
board-passtally-face-down = { $count } face-down
