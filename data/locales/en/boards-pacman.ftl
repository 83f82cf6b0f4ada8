# The words drawn on PAC-MAN's board (render/pacman_status.py): its header, footer and end.

## The header
board-pacman-is = { $player } is PAC-MAN
board-pacman-over = GAME OVER
board-pacman-score = SCORE { $score }
board-pacman-level = LEVEL { $level }
board-pacman-lives = LIVES
board-pacman-best = Best score: { $winners } with { $best }
board-pacman-roll = Roll 3 dice
board-pacman-power-roll = ENERGIZED: roll 1 die (power move { $move } of { $moves })
board-pacman-power-move = ENERGIZED: power move { $move } of { $moves }, rolled { $rolled }: { $left ->
    [one] { $left } step left
   *[other] { $left } steps left
}
board-pacman-rolled = Rolled { $dice } = { $total }: { $left ->
    [one] { $left } step left
   *[other] { $left } steps left
}
board-pacman-ghost = Ghosts: { $ghost } moves { $spaces }
board-pacman-ghost-by = Ghosts: { $ghost } moves { $spaces } ({ $player })
board-pacman-card = Card: { $moves }

## The footer
board-pacman-why = Pac-dots score when their section is clear: +{ $points } a section
board-pacman-fruit-eaten = Fruit eaten:
board-pacman-ghosts-eaten = Ghosts eaten: { $count }
board-pacman-points = { $points } pts
