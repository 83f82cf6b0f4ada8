# PUSH: los eventos y las cartas que nombran.

push-card = { $number } { $colour ->
    [red] rojo
    [blue] azul
    [green] verde
    [yellow] amarillo
   *[purple] morado
}
push-a-roll-card = una carta de dado
push-the-card = el { $number } { $colour ->
    [red] rojo
    [blue] azul
    [green] verde
    [yellow] amarillo
   *[purple] morado
}
push-the-roll-card = la carta de dado
push-the-switch-card = la carta de cambio

push-first = Empieza { $player } (por sorteo).
push-switch = { $player } roba una carta de cambio: ahora se recoge { $way ->
    [clockwise] en el sentido del reloj
   *[other] en sentido contrario al reloj
}.
push-bust = { $player } se ha pasado: { $card } no cabe en ninguna columna y se descarta. { $player } debe tirar el dado.
push-new-column = { $player } abre la columna { $column } con { $card }.
push-place = { $player } pone { $card } en la columna { $column }.
push-pile-out = El mazo se ha agotado: el turno de robar termina aquí.
push-stop-empty = { $player } se planta sin columnas: no hay nada que recoger.
push-stop = { $player } se planta.
push-column-discarded = La columna { $column } ({ $cards }) se descarta.
push-takes = { $player } toma la columna { $column }: { $cards }.
push-roll-card = { $player } se llevó una carta de dado y debe tirar el dado.
push-rolls-loses = { $player } saca { $face ->
    [red] rojo
    [blue] azul
    [green] verde
    [yellow] amarillo
    [purple] morado
   *[star] una estrella
}: pierde { $cards } ({ $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}) del banquillo.
push-rolls-star = { $player } saca una estrella: a salvo, no pierde nada.
push-rolls-nothing = { $player } saca { $face ->
    [red] rojo: no tiene cartas rojas
    [blue] azul: no tiene cartas azules
    [green] verde: no tiene cartas verdes
    [yellow] amarillo: no tiene cartas amarillas
   *[purple] morado: no tiene cartas moradas
} en el banquillo, no pierde nada.
push-banks = { $player } guarda en el banco { $count ->
    [one] una carta { $colour ->
        [red] roja
        [blue] azul
        [green] verde
        [yellow] amarilla
       *[purple] morada
    }
   *[other] { $count } cartas { $colour ->
        [red] rojas
        [blue] azules
        [green] verdes
        [yellow] amarillas
       *[purple] moradas
    }
}.
push-score = { $player } { $points }
push-over = El mazo se ha agotado: fin de la partida. { $scores }.
push-turn = Turno de { $player }.

## Botones
push-action-draw = Robar
push-action-column = Columna { $column }
push-action-new-column = Columna nueva
push-action-stop = Plantarse
push-action-roll = Tirar el dado
push-action-take = Tomar la columna { $column }
push-action-bank = Guardar las { $colour ->
    [red] rojas
    [blue] azules
    [green] verdes
    [yellow] amarillas
   *[purple] moradas
}
