# PAC-MAN: los sucesos, los rechazos de las reglas y los botones. Los fantasmas conservan
# sus nombres; las casillas se nombran como en el ajedrez ("J16").

## Dentro de otras frases
pac-corner = { $corner ->
    [top-left] arriba a la izquierda
    [top-right] arriba a la derecha
    [bottom-left] abajo a la izquierda
   *[bottom-right] abajo a la derecha
}
pac-order-roll = { $player } saca { $value }
pac-card-move = { $ghost } { $spaces }

## Una entrada
pac-who-next = ¿Quién es el próximo PAC-MAN? { $rolls }.
pac-is-pacman = { $player } es PAC-MAN (entrada { $inning }).
pac-stops = { $player } se planta: la entrada acaba con { $score } puntos, como si lo atraparan.
pac-level-clear = ¡Nivel { $level } superado! Puntos hasta ahora: { $score }. El laberinto se reinicia y las 5 cartas amarillas entran en el mazo de fantasmas.
pac-level-clear-last = ¡Nivel { $level } superado! { $limit ->
    [one] Era el único nivel de la entrada
   *[other] Eran los { $limit } niveles de la entrada
}: acaba con { $score } puntos.
pac-caught-life = { $how } ¡PAC-MAN atrapado! { $lives ->
    [one] Le queda { $lives } vida
   *[other] Le quedan { $lives } vidas
}: todas las fichas vuelven a su salida y los Pac-puntos se quedan.
pac-caught = { $how } ¡PAC-MAN atrapado! La entrada acaba con { $score } puntos.
pac-game-over = Fin de la partida. La mejor puntuación es { $best }.

## Los movimientos de PAC-MAN
pac-rolls = PAC-MAN saca { $dice } = { $total }.
pac-power-rolls = Movimiento de poder { $move } de { $moves }: PAC-MAN saca { $value }.
pac-moves = PAC-MAN avanza { $count ->
    [one] { $count } casilla
   *[other] { $count } casillas
} de { $start } a { $end }{ $dots ->
    [0] {""}
    [one] {" "}y se come { $dots } Pac-punto
   *[other] {" "}y se come { $dots } Pac-puntos
}.
pac-lands-on-ghost = PAC-MAN cae sobre { $ghost } en { $space }.
pac-power-over = Se acabó el poder: PAC-MAN ya no puede comer fantasmas.
pac-eats-fruit = PAC-MAN se come { $fruit ->
    [cherry] la cereza
    [strawberry] la fresa
   *[orange] la naranja
} en { $space }: +{ $points }.
pac-eats-ghost = PAC-MAN se come a { $ghost } en { $space }: +{ $points }. Sus ojos vuelven a la jaula.
pac-section-clear = Sección { $section } ({ $corner }) limpia: ficha de minitablero, +{ $points }.
pac-eats-pellet = PAC-MAN se come la píldora de poder de { $space }: { $moves } movimientos de poder de un dado cada uno, comiendo todo fantasma que cruce o en el que caiga.

## Los movimientos de los fantasmas
pac-ghost-stuck = { $eyes ->
    [yes] Los ojos de { $ghost } no pueden moverse.
   *[no] { $ghost } no puede moverse.
}
pac-eyes-home = Los ojos de { $ghost } avanzan { $count ->
    [one] { $count } casilla
   *[other] { $count } casillas
} de { $start } a la jaula: { $ghost } ha vuelto.
pac-eyes-go = Los ojos de { $ghost } avanzan { $count ->
    [one] { $count } casilla
   *[other] { $count } casillas
} de { $start } a { $end }.
pac-ghost-moves = { $ghost } avanza { $count ->
    [one] { $count } casilla
   *[other] { $count } casillas
}{ $short ->
    [0] {""}
   *[other] {" "}(lo que puede de { $short })
} { $start ->
    [cage] desde la jaula
   *[other] de { $start }
} a { $end }.
pac-ghost-catches = { $ghost } cae sobre PAC-MAN en { $space }.
pac-deck-shuffled = El mazo de fantasmas se ha acabado: se barajan los descartes.
pac-ghost-card = Carta de fantasmas: { $moves }.
pac-opening = Primera carta: Blinky debe salir primero, así que { $ghosts } { $count ->
    [one] pierde
   *[other] pierden
} este movimiento.
pac-fruit-still = Carta de fruta: { $fruit ->
    [cherry] la cereza
    [strawberry] la fresa
   *[orange] la naranja
} sigue en el laberinto, así que se descarta.
pac-fruit-none = Carta de fruta: no quedan frutas en este nivel, así que se descarta.
pac-fruit-appears = Carta de fruta: aparece { $fruit ->
    [cherry] una cereza
    [strawberry] una fresa
   *[orange] una naranja
} en { $space }.

## Rechazos (las razones de las reglas, para quien pulsó)
pac-not-a-move = Eso no es un movimiento de PAC-MAN.
pac-bad-key = { $given } no es un movimiento de PAC-MAN.
pac-ghosts-move-not-pacman = Ahora mueven los fantasmas, no PAC-MAN.
pac-ghosts-move = Ahora mueven los fantasmas.
pac-pacman-turn = Es el turno de PAC-MAN, no el de los fantasmas.
pac-rolled-already = Ya has tirado: avanza { $steps ->
    [one] { $steps } casilla
   *[other] { $steps } casillas
} y confirma.
pac-roll-now = Ahora tira { $dice ->
    [one] { $dice } dado
   *[other] { $dice } dados
}.
pac-roll-first = Primero tira los dados.
pac-pellet-ends = La píldora de poder de { $space } acaba tu movimiento: confírmalo o deshaz un paso.
pac-moved-all = Ya has avanzado { $steps ->
    [one] tu casilla
   *[other] las { $steps } casillas
}: confirma el movimiento o deshaz un paso.
pac-moved-part = Has avanzado { $moved } de { $steps }: te { $left ->
    [one] falta { $left }
   *[other] faltan { $left }
}.
pac-wall = Hay una pared { $direction ->
    [up] encima de { $space }: PAC-MAN no puede subir por ahí.
    [down] debajo de { $space }: PAC-MAN no puede bajar por ahí.
    [left] a la izquierda de { $space }: PAC-MAN no puede ir a la izquierda por ahí.
   *[right] a la derecha de { $space }: PAC-MAN no puede ir a la derecha por ahí.
}
pac-cage-door = La puerta de la jaula está { $direction ->
    [up] encima de
    [down] debajo de
    [left] a la izquierda de
   *[right] a la derecha de
} { $space }: PAC-MAN nunca entra en la jaula.
pac-no-undo = No hay ningún paso que deshacer.
pac-walking = Has empezado a andar paso a paso: termina ese movimiento (o deshaz tus pasos) primero.
pac-cannot-end = PAC-MAN no puede acabar en { $space } con un { $steps }: puede acabar en { $count } casillas, p. ej. { $some }.
pac-walk-ends = Ese camino acaba en { $end }, no en { $space }.
pac-not-this-ghost = Ahora mueve { $ghost } ({ $spaces ->
    [one] { $spaces } casilla
   *[other] { $spaces } casillas
}), no { $other }.
pac-ghost-cannot-end = { $ghost } no puede acabar en { $space } con { $spaces ->
    [one] { $spaces } casilla
   *[other] { $spaces } casillas
} ({ $count ->
    [0] no llega a ninguna
   *[other] llega a: { $reach }
}).

## Botones (la etiqueta de cada acción)
pac-action-roll = { $dice ->
    [one] Tirar 1 dado
   *[other] Tirar { $dice } dados
}
pac-action-step = { $arrow } { $direction ->
    [up] Arriba
    [down] Abajo
    [left] Izquierda
   *[right] Derecha
}
pac-action-undo = Deshacer paso
pac-action-confirm = Confirmar
pac-action-go-to = Ir a { $space }
pac-action-route = { $ghost } → { $to ->
    [cage] jaula
   *[other] { $to }
}
