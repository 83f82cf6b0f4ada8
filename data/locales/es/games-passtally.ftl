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

# a place's two cells and the half of the tile on each: "C3 cross, D3 curves ↗"
passtally-shape = { $one } { $first ->
    [X] cruz
    [A] curvas ↗
   *[B] curvas ↖
}, { $two } { $second ->
    [X] cruz
    [A] curvas ↗
   *[B] curvas ↖
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

## Dónde va el siguiente marcador de la preparación ("coloca un marcador en { $where }")
passtally-where-any = cualquier borde
passtally-where-edge = el borde { $edge ->
    [top] superior
    [right] derecho
    [bottom] inferior
   *[left] izquierdo
}
passtally-where-edges = el borde { $first ->
    [top] superior
    [right] derecho
    [bottom] inferior
   *[left] izquierdo
} o el { $second ->
    [top] superior
    [right] derecho
    [bottom] inferior
   *[left] izquierdo
}

## Rechazos: los lee quien pulsó
passtally-refuse-setup-first = Primero todos colocan sus marcadores en los bordes del tablero.
passtally-refuse-setup-over = Ya están todos los marcadores: coloca una ficha o mueve un marcador.
passtally-refuse-space-taken = El espacio { $space } ya está ocupado.
passtally-refuse-edge = Este marcador va en { $where }, no en el { $edge ->
    [top] superior
    [right] derecho
    [bottom] inferior
   *[left] izquierdo
}.
passtally-refuse-stack-out = La pila { $stack } se ha agotado y su última ficha ya se tomó: no hay ficha { $stack }.
passtally-refuse-no-square = { $cell } no es una casilla del tablero.
passtally-refuse-equal-halves = La ficha { $stack } tiene dos mitades iguales: colócala hacia la derecha o hacia abajo (hacia { $facing ->
    [N] arriba
    [W] la izquierda
    [E] la derecha
   *[S] abajo
} es la misma colocación vista desde la otra casilla).
passtally-refuse-not-yours = No tienes ningún marcador en el espacio { $space }.
passtally-refuse-move-taken = El espacio { $space } está ocupado: un marcador tiene que acabar en un espacio libre.
passtally-refuse-too-far = El espacio { $space } está demasiado lejos de { $start }: un marcador avanza como mucho dos espacios (salta los ocupados sin contarlos).
passtally-refuse-off-board = Una ficha tiene que quedar entera dentro del tablero: ahí se sale por el borde.
passtally-refuse-overhang = { $bare } está vacía y { $covered } cubierta: una ficha no puede quedar sobre una casilla vacía.
passtally-refuse-heights = { $first } está en el nivel { $level } y { $second } en el { $other }: una ficha tiene que apoyarse en dos alturas iguales.
passtally-refuse-one-tile = { $first } y { $second } son la misma ficha: no se puede poner una ficha encima de una sola ficha.
