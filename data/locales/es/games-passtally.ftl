# Passtally: los eventos, con los términos del reglamento (fichas, marcadores, pilas,
# niveles, pasadas).

passtally-space = { $line } { $edge ->
    [top] de arriba
    [right] de la derecha
    [bottom] de abajo
   *[left] de la izquierda
}
passtally-space-first = { $line } { $edge ->
    [top] de arriba
    [right] de la derecha
    [bottom] de abajo
   *[left] de la izquierda
}

passtally-design = { $first ->
    [X] cruz
    [A] curvas ↗
   *[B] curvas ↖
} + { $second ->
    [X] cruz
    [A] curvas ↗
   *[B] curvas ↖
}

passtally-first = Empieza { $player } y coloca el primer marcador.
passtally-marker-placed = { $player } coloca un marcador en el espacio { $space }.
passtally-markers-out = Todos los marcadores están colocados. Empieza { $player }.
passtally-laid = { $player } coloca la ficha { $stack } ({ $design }) en { $first }–{ $second }, nivel { $level }.
passtally-moved = { $player } mueve un marcador de { $start } a { $end }.
passtally-scores-line = { $player } suma { $points } (una línea completa de { $passes ->
    [one] { $passes } pasada
   *[other] { $passes } pasadas
}).
passtally-scores-lines = { $player } suma { $points } (líneas completas: { $detail } = { $passes ->
    [one] { $passes } pasada
   *[other] { $passes } pasadas
}).
passtally-no-line = { $player } no tiene ninguna línea completa y no suma nada.
passtally-last-round-points = { $player } pasa de { $limit } puntos: esta es la última ronda.
passtally-last-round-stack = Se ha acabado una pila (no quedan fichas boca abajo): esta es la última ronda.
passtally-over = Fin de la partida: { $reason }
passtally-end-last-round = la última ronda ha terminado.
passtally-end-stacks = se han acabado las tres pilas.
passtally-end-blocked = ninguna ficha boca arriba cabe en el tablero.

## Menus
passtally-action-marker = { $space }
passtally-action-tile = Ficha { $stack }: { $first }–{ $second }
passtally-action-move = { $start } → { $end }
