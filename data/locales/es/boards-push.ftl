# Las palabras del tablero de PUSH.

board-push-headline = { $player }: { $phase ->
    [start] elige Robar o Guardar
    [push] roba otra vez o plántate
    [place] pon la carta en una columna
    [roll] tira el dado
    [bust] te has pasado: tira el dado
   *[collect] toma una columna
}
board-push-over = Fin: { $count ->
    [one] gana { $winners }
   *[other] empatan { $winners }
} con { $points }
board-push-turn = Turno de { $player }
board-push-cards-left = { $count ->
    [one] queda { $count } carta
   *[other] quedan { $count } cartas
}
board-push-collecting = Se recoge { $way ->
    [clockwise] ↻ en sentido horario
   *[other] ↺ en sentido antihorario
}: { $order }

board-push-column = Columna { $column }
board-push-new-column = columna nueva
board-push-empty = vacía
board-push-taken = tomada
board-push-plus-roll = + dado

board-push-drawn = Carta robada
board-push-bust-with = Se pasó con
board-push-no-switch = Sin cartas de cambio (2 jugadores)
board-push-switch-pile = Cambios: { $count }
board-push-last-roll = Última tirada
board-push-none-yet = ninguna aún
board-push-by = de { $player }
board-push-face = { $face ->
    [red] rojo
    [blue] azul
    [green] verde
    [yellow] amarillo
    [purple] morado
   *[star] estrella
}
board-push-card-roll = DADO
board-push-card-switch = CAMBIO

board-push-bench-bank = banquillo { $bench } · banco { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
}
board-push-bench-bank-seen = banquillo { $bench } · banco { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
} = { $points }
board-push-final = total { $score } (banquillo { $bench } + banco { $bank })
board-push-bench-empty = banquillo vacío
