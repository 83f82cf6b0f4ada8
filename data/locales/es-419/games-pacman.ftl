# PAC-MAN en español de Latinoamérica: solo lo que aquí se dice distinto (el pretérito en
# vez del perfecto); el resto viene de es/.

pac-deck-shuffled = El mazo de fantasmas se acabó: se barajan los descartes.
pac-rolled-already = Ya tiraste: avanza { $steps ->
    [one] { $steps } casilla
   *[other] { $steps } casillas
} y confirma.
pac-moved-all = Ya avanzaste { $steps ->
    [one] tu casilla
   *[other] las { $steps } casillas
}: confirma el movimiento o deshaz un paso.
pac-moved-part = Avanzaste { $moved } de { $steps }: te { $left ->
    [one] falta { $left }
   *[other] faltan { $left }
}.
pac-walking = Empezaste a avanzar paso a paso: termina ese movimiento (o deshaz tus pasos) primero.
