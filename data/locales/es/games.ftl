# Palabras comunes a los eventos de los juegos: cómo se escribe una lista.
list-pair = { $first } y { $last }
list-more = { $first }, { $rest }
list-none = nada

# Rechazos comunes a todos los juegos: los lee quien pulsó, en su idioma.
refuse-game-over = La partida ha terminado: ya no se puede jugar.
refuse-not-your-turn = No es tu turno.
refuse-players = { $game } es para { $least } a { $most } jugadores, no para { $count }.
