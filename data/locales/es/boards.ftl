# Palabras que dibuja cada tablero.
board-player = Jugador { $number }

# La gráfica de puntuación de /stats: el eje horizontal.
board-chart-games-played = partidas jugadas
# El pie de cada fotograma del resumen animado.
board-replay-start = Partida #{ $id }: el inicio
board-replay-end = Partida #{ $id }: el final ({ $turns ->
    [one] { $turns } turno
   *[other] { $turns } turnos
})
board-replay-turn = Turno { $turn } de { $turns }
