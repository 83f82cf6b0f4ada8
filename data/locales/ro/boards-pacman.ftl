# Cuvintele desenate pe tabla PAC-MAN (render/pacman_status.py): antetul, subsolul, finalul.

## Antetul
board-pacman-is = { $player } e PAC-MAN
board-pacman-over = JOC TERMINAT
board-pacman-score = SCOR { $score }
board-pacman-level = NIVEL { $level }
board-pacman-lives = VIEȚI
board-pacman-best = Cel mai bun scor: { $winners }, cu { $best }
board-pacman-roll = Aruncă 3 zaruri
board-pacman-power-roll = ENERGIZAT: aruncă 1 zar (mutarea de putere { $move } din { $moves })
board-pacman-power-move = ENERGIZAT: mutarea { $move } din { $moves }, a dat { $rolled }: { $left ->
    [one] mai e { $left } pas
    [few] mai sunt { $left } pași
   *[other] mai sunt { $left } de pași
}
board-pacman-rolled = A dat { $dice } = { $total }: { $left ->
    [one] mai e { $left } pas
    [few] mai sunt { $left } pași
   *[other] mai sunt { $left } de pași
}
board-pacman-ghost = Fantomele: { $ghost } merge { $spaces }
board-pacman-ghost-by = Fantomele: { $ghost } merge { $spaces } ({ $player })
board-pacman-card = Carte: { $moves }

## Subsolul
board-pacman-why = Pac-punctele aduc puncte când secțiunea lor e golită: +{ $points } secțiunea
board-pacman-fruit-eaten = Fructe mâncate:
board-pacman-ghosts-eaten = Fantome mâncate: { $count }
board-pacman-points = { $points } p
