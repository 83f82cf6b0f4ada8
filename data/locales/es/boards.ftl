# Palabras que dibuja cada tablero.
board-player = Jugador { $number }
