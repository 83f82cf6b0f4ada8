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

## Rechazos: los lee quien pulsó ($card: push-the-card)
push-refuse-not-an-action = Eso no es una jugada de PUSH.
push-refuse-not-now = Ahora no: { $player } tiene que { $now ->
    [start] elegir Robar o Al banco
    [push] robar otra o plantarse
    [place] poner la carta robada en una columna
    [roll] tirar el dado
   *[collect] tomar una columna
}.
push-refuse-place-first = Primero pon { $card } en una columna; luego roba otra.
push-refuse-three-columns = Ya hay tres columnas: { $card } tiene que ir en una de ellas.
push-refuse-no-column = Aún no hay columna { $column }: elige Columna nueva para abrirla.
push-refuse-column = La columna { $column } { $reason }: { $card } no puede ir ahí.
push-refuse-draw-first = Primero roba una carta: el turno empieza robando (o guardando en el banco).
push-refuse-take = La columna { $column } no está en la mesa: toma una de estas: { $columns }.
push-refuse-bank-mid-push = No puedes guardar en el banco a mitad de turno: se guarda en lugar de robar.
push-refuse-no-bench = No tienes cartas { $colour ->
    [red] rojas
    [blue] azules
    [green] verdes
    [yellow] amarillas
   *[purple] moradas
} en el banquillo para guardar.
## Por qué una columna no admite la carta ($card: push-card, la carta que tiene)
push-holds-roll = ya tiene una carta de dado
push-holds-colour = ya tiene una carta { $colour ->
    [red] roja
    [blue] azul
    [green] verde
    [yellow] amarilla
   *[purple] morada
} ({ $card })
push-holds-number = ya tiene un { $number } ({ $card })
