# Las palabras del tablero de Passtally (los términos del reglamento: ficha, marcador,
# pila, pasadas, borde, boca abajo).

board-passtally-over = Fin de la partida
board-passtally-winners = { $count ->
    [one] gana { $winners }
   *[other] ganan { $winners }
} con { $points }
board-passtally-setup = Preparación: { $player }
board-passtally-setup-any = coloca un marcador en cualquier borde
board-passtally-setup-edge = coloca un marcador en el borde { $edge ->
    [top] superior
    [right] derecho
    [bottom] inferior
   *[left] izquierdo
}
board-passtally-setup-edges = coloca un marcador en el borde { $first ->
    [top] superior
    [right] derecho
    [bottom] inferior
   *[left] izquierdo
} o { $second ->
    [top] superior
    [right] derecho
    [bottom] inferior
   *[left] izquierdo
}
board-passtally-turn = Turno de { $player }
board-passtally-actions-left = { $count ->
    [one] queda { $count } acción
   *[other] quedan { $count } acciones
}
board-passtally-rank = { $rank }.º { $player }

board-passtally-preview = Vista previa
board-passtally-not-allowed = No permitido
board-passtally-at-level = { $move }, nivel { $level }
board-passtally-scores-nothing = Suma 0: ninguna línea completa.
board-passtally-scores = Suma { $points } { $points ->
    [one] punto
   *[other] puntos
}: { $lines }.
board-passtally-no-line-yet = Aún no hay línea completa.
board-passtally-would-score = Tus líneas sumarían { $points } { $points ->
    [one] punto
   *[other] puntos
}: { $lines }.
board-passtally-a-line = una línea de { $passes } { $passes ->
    [one] pasada
   *[other] pasadas
}
board-passtally-lines = líneas { $detail } = { $passes } { $passes ->
    [one] pasada
   *[other] pasadas
}
board-passtally-cuts = Corta las líneas de { $player } de { $was } a { $now } { $now ->
    [one] pasada
   *[other] pasadas
}.
board-passtally-gives = Da a { $player } { $more } { $more ->
    [one] pasada más
   *[other] pasadas más
}.
board-passtally-best-places = Mejores sitios para la ficha { $stack }
board-passtally-by-rank = Numerados por orden (1 es el mejor), como en los menús.

board-passtally-face-up = Fichas boca arriba
board-passtally-empty = vacía
board-passtally-laying = ◀ colocando
board-passtally-face-down = { $count } boca abajo
