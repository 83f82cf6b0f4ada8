# Las palabras del bot (bot/): mensajes, botones, menús, avisos, comandos.

language-name = Español (España)

## The lobby (bot/ui/lobby.py)

lobby-join = Unirse
lobby-leave = Salir
lobby-add-ai = Añadir IA
lobby-remove-ai = Quitar IA
lobby-start = Empezar
lobby-cancel = Cancelar

## Rendirse (bot/tables/service.py)

resign-ai-plays = **{ $name }** se ha rendido; la IA juega en su lugar.
resign-game-ends = **{ $name }** se ha rendido; quedan muy pocos jugadores, así que la partida termina aquí: sin puntuaciones, y quien se rinde queda último.
resign-score-kept = **{ $name }** se ha rendido: la partida termina aquí y conserva la puntuación conseguida, tal como la cuentan las reglas.

## Refusals and notes to a clicker (bot/ui/answers.py, bot/discord_publisher.py)

not-in-a-server = Las partidas se juegan en un canal de un servidor: usa este comando allí, no en un mensaje directo.
board-coming = Tu jugada cuenta, pero Discord no ha mostrado todavía el tablero nuevo. Ya viene: lo sigo intentando hasta que aparezca.

## Fórmula 1 (bot/ui/formula.py)

formula-order-why = Los coches se mueven uno tras otro, cada uno con su dado: un coche que acaba en una casilla ocupada por otro vuelve a la casilla libre más cercana detrás, así que el orden decide qué coche se queda una casilla a la que ambos pueden llegar, y qué pregunta de boxes va primero.

## PAC-MAN (bot/ui/pacman.py)

pacman-score-reason = (los Pac-dots no puntúan por sí solos: una sección de esquina sin ninguno da { $points }; { $dots ->
    [one] queda 1 punto
   *[other] quedan { $dots } puntos
} en la sección { $section }, la más cercana)

## Qué partida quiere decir un comando (bot/commands/game_pick.py)

pick-game-text = Hay varias partidas abiertas aquí: elige la de /{ $command }.
pick-game-placeholder = La partida para /{ $command }

## /rules (bot/commands/play.py)

rules-picture-notes = Los números de la imagen
