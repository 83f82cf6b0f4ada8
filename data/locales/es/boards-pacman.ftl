# Las palabras dibujadas en el tablero de PAC-MAN (render/pacman_status.py).

## La cabecera
board-pacman-is = { $player } es PAC-MAN
board-pacman-over = FIN DE LA PARTIDA
board-pacman-score = PUNTOS { $score }
board-pacman-level = NIVEL { $level }
board-pacman-lives = VIDAS
board-pacman-best = Mejor puntuación: { $winners }, con { $best }
board-pacman-roll = Tira 3 dados
board-pacman-power-roll = CON PODER: tira 1 dado (movimiento de poder { $move } de { $moves })
board-pacman-power-move = CON PODER: movimiento { $move } de { $moves }, sacó { $rolled }: { $left ->
    [one] queda { $left } paso
   *[other] quedan { $left } pasos
}
board-pacman-rolled = Sacó { $dice } = { $total }: { $left ->
    [one] queda { $left } paso
   *[other] quedan { $left } pasos
}
board-pacman-ghost = Fantasmas: { $ghost } avanza { $spaces }
board-pacman-ghost-by = Fantasmas: { $ghost } avanza { $spaces } ({ $player })
board-pacman-card = Carta: { $moves }

## El pie
board-pacman-why = Los Pac-puntos puntúan al limpiar su sección: +{ $points } por sección
board-pacman-fruit-eaten = Fruta comida:
board-pacman-ghosts-eaten = Fantasmas comidos: { $count }
board-pacman-points = { $points } pts
