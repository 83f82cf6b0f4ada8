# Español de Latinoamérica: solo lo que aquí se dice distinto; el resto viene de es/.
# (No "vosotros": "ustedes"; "agregar" en vez de "añadir"; "apretar" en vez de "pulsar".)

language-name = Español (Latinoamérica)

lobby-add-ai = Agregar IA
lobby-how = Únanse, agreguen una IA y el anfitrión aprieta **Empezar**.
error-players-needed = { $game } necesita de { $least } a { $most } jugadores; son { $count }. Invita a alguien o agrega una IA.
push-take-column = Tomar la columna { $column } · { $cards } · { $points } pts
push-prompt-pick = **te toca elegir**: toma { $which }
push-prompt-pick-from = **te toca elegir**: toma { $which } de la jugada de { $pusher }
formula-an-extra-car = auto extra
formula-roll-extras = 🎲 Tirar por los autos extra ({ $cars })
formula-roll-car = 🎲 Tirar por el auto { $car } ({ $where })
formula-car-at-named = auto { $car } ({ $where })
formula-roll-cars = 🎲 Tirar por los autos { $cars }
formula-then-list = el auto { $cars }
formula-car-first = 🎲 Primero el auto { $car }: si coinciden en una casilla, { $then } queda detrás
formula-extra-line = 🚗 { $who } va último, así que { $who } tira por los autos extra: { $cars }.
formula-has-rolled = El auto { $car } ya tiró.
formula-sits-out = El auto { $car } se queda esta ronda en pits.
formula-in-pit = en pits en la { $field }
formula-result = { $medal } { $place } · auto { $car } ({ $owner }) · { $points } pts
formula-result-nobody = { $medal } { $place } · auto { $car } ({ $owner }) · { $points } pts para nadie
# Formula 1 in Latin American words, as its board says them: autos and pits
formula-order-why = Los autos se mueven uno tras otro, cada uno con su dado: un auto que termina en una casilla ocupada por otro vuelve a la casilla libre más cercana detrás, así que el orden decide qué auto se queda una casilla a la que ambos pueden llegar, y qué pregunta de pits va primero.
game-summary-formula = Carreras a los dados: Grandes Premios de una vuelta, una parada obligatoria en pits, 10-6-4-3-2-1.
formula-pit-line = ⛽ { $who }: el { $extra ->
    [yes] auto extra
   *[no] auto
} { $car } está en la entrada a pits en la { $entry } { $left ->
    [0] sin pasos de sobra
    [one] con { $left } paso de sobra
   *[other] con { $left } pasos de sobra
}. **Entrar a pits** { $left ->
    [0] no pierde nada
    [one] pierde ese paso
   *[other] pierde los { $left } pasos
} y se queda una ronda; **Seguir en pista** { $stay }, y la parada obligatoria llega luego en la { $forced }.
formula-pit-now = ⛽ Entrar a pits ({ $left ->
    [0] sin perder nada
    [one] pierdes { $left } paso
   *[other] pierdes { $left } pasos
})
auto-roll-on-explained = La IA tira por ti siempre que no haya nada que decidir; solo se te preguntan las decisiones de verdad (Entrar a pits o Seguir en pista, qué auto tira primero cuando están cerca). Sigue activada en tus próximas partidas aquí hasta que la quites.
