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
