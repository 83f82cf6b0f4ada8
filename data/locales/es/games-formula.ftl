# Formula 1: los eventos.

f1-field = la casilla { $field }
f1-the-pit = boxes

f1-grand-prix = Gran Premio { $number } de { $races }: { $name }, una vuelta desde la casilla { $start }.
f1-start-roll = { $player } { $value }
f1-start-rolls = Tiradas de salida: { $rolls }.
f1-starts = Empieza { $player }.
f1-round = Ronda { $round }.
f1-sits-out = El coche { $car } se queda esta ronda en boxes.

f1-rolls = { $player } saca { $value } con el coche { $car } desde { $start }.
f1-rolls-to = { $player } saca { $value } con el coche { $car } desde { $start } hasta la casilla { $end }.
f1-extra-rolls = El coche extra { $car } saca { $value } desde { $start }.
f1-extra-rolls-to = El coche extra { $car } saca { $value } desde { $start } hasta la casilla { $end }.
f1-rolls-extras = { $player } tira por los coches extra.
f1-reaches = El coche { $car } llega a la casilla { $field }.
f1-taken = La casilla { $field } está ocupada por { $holder ->
    [0] otro coche
   *[other] el coche { $holder }
}: el coche { $car } retrocede a la casilla { $back }.
f1-pit-blocked = Todas las casillas desde boxes hasta la { $field } están ocupadas: el coche { $car } se queda en boxes.
f1-pit-entry = El coche { $car } llega a la entrada de boxes en la casilla { $field } ({ $left ->
    [0] sin puntos de sobra
    [one] le queda { $left } punto
   *[other] le quedan { $left } puntos
}): ¿entrar ahora o seguir?
f1-stays-out = El coche { $car } sigue en pista.
f1-stays-out-to = El coche { $car } sigue en pista hasta la casilla { $end }.
f1-pit-stop = El coche { $car } { $forced ->
    [yes] tiene que parar (pasó la primera entrada)
   *[no] para
} en boxes en la casilla { $field }{ $free ->
    [yes] {" "}(la tirada acaba en la entrada: la parada obligatoria no cuesta nada ahora)
   *[no] { $dropped ->
        [0] {""}
        [one] , se pierde { $dropped } punto
       *[other] , se pierden { $dropped } puntos
    }
}; no tira la próxima ronda.
f1-finish = El coche { $car } cruza la meta: { $place }.º puesto.

f1-placed = { $place }.º el coche { $car }
f1-result = Resultado de { $name }: { $podium }.
f1-gained = { $player } +{ $points }
f1-points = Puntos: { $points }.
f1-total = { $player } { $points }
f1-over = Fin del campeonato: { $totals }. { $count ->
    [one] Campeón
   *[other] Campeones
}: { $champions }.

## Las acciones
f1-action-roll = Tirar por el coche { $car }
f1-action-roll-all = Tirar por todos los coches, primero el coche { $first }
f1-action-roll-extras = Tirar por los coches extra
f1-action-pit = Entrar en boxes
f1-action-stay-out = Seguir en pista

## Negativas: lo que el juego espera en su lugar
f1-refuse-one-left = Solo le queda tirar al coche { $car }: usa su propio botón.
f1-refuse-not-to-roll = El coche { $car } no es uno de tus coches por tirar: { $count ->
    [one] el coche
   *[other] los coches
} { $cars }.
f1-refuse-not-yours = El coche { $car } no es tuyo: llevas { $count ->
    [one] el coche
   *[other] los coches
} { $cars }.
f1-refuse-finished = El coche { $car } ya terminó esta carrera.
f1-refuse-sits-out = El coche { $car } se queda esta ronda en boxes.
f1-refuse-moved = El coche { $car } ya se movió en este turno.
f1-refuse-pit-first = El coche { $car } está en la entrada a boxes: elige antes entrar en boxes o seguir en pista.
f1-refuse-extras-now = Ahora toca tirar por los coches extra.
f1-refuse-roll-first = Tira antes por tus coches: { $count ->
    [one] al coche { $cars } le falta moverse
   *[other] a los coches { $cars } les falta moverse
}.
f1-refuse-over = El campeonato ha terminado.
