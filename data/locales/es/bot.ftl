# Las palabras del bot (bot/): mensajes, botones, menús, avisos, comandos.
# Español de España; es-419/ cambia solo lo que en Latinoamérica se dice distinto.

language-name = Español (España)

## Seats and players

ai-seat-name = IA { $number }
seat-ai-mark = (IA)
seat-ai-bot = 🤖 { $name }

## The lobby (bot/ui/lobby.py, bot/ui/status.py)

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

pacman-score-reason = (los Pac-puntos no puntúan por sí solos: una sección de esquina sin ninguno da { $points }; { $dots ->
    [one] queda 1 Pac-punto
   *[other] quedan { $dots } Pac-puntos
} en la sección { $section }, la más cercana)

## Qué partida quiere decir un comando (bot/commands/game_pick.py)

pick-game-text = Hay varias partidas abiertas aquí: elige la de /{ $command }.
pick-game-placeholder = La partida para /{ $command }

## /rules (bot/commands/play.py)

rules-picture-notes = Los números de la imagen
lobby-rematch = Revancha
lobby-title = **{ $title }** — partida #{ $id }, organizada por { $host }
lobby-players = Jugadores { $count }/{ $most } (de { $least } a { $most }):
lobby-players-exactly = Jugadores { $count }/{ $most } (hacen falta { $most }):
lobby-options = Opciones: { $options }
lobby-clock = ⏱️ Tiempo por turno: { $clock }; tras { $afk } turnos seguidos sin jugar, la IA ocupa el puesto para siempre.
lobby-how = Uníos, añadid una IA y el anfitrión pulsa **Empezar**.
lobby-closes = ⌛ Esta sala se cierra { $when } si nadie la empieza.
lobby-started-in = ▶️ Ha empezado: se juega en { $place }.
lobby-started-below = ▶️ Ha empezado: se juega aquí abajo.
lobby-cancelled = ❌ Cancelada.
lobby-abandoned = ❌ Abandonada.
lobby-expired = ⌛ Caducada: nadie la empezó en { $within }.
lobby-rematch-open = Hay una sala nueva: { $where }
lobby-timer-placeholder = Tiempo por turno
lobby-timer-choice = Tiempo por turno: { $clock }
lobby-timer-game-default = { $clock } (el de este juego)
lobby-afk-placeholder = Turnos sin jugar antes de que entre la IA
lobby-afk-choice = { $count ->
    [one] La IA entra tras { $count } turno sin jugar
   *[other] La IA entra tras { $count } turnos seguidos sin jugar
}
lobby-option-choice = { $option }: { $value }

## Lobby options

option-yes = sí
option-no = no
option-passtally-four_players = 4 jugadores (no oficial)
option-passtally-sixty_second_turns = Turnos de 60 segundos
    .about = La variante del reglamento: 60 segundos por turno; la IA acaba un turno tardío.
option-push-harder = más difícil
option-push-switch_rule = regla de cambio
option-push-switch_rule-pile = montón
option-push-switch_rule-turn = turno
option-formula-races = carreras
option-pacman-mode = modo
option-pacman-mode-classic = clásico
option-pacman-mode-arcade = arcade
option-pacman-levels_per_inning = niveles por entrada
option-pacman-levels_per_inning-none = sin límite
option-pacman-levels_per_inning-auto = automático
option-pacman-purist_scoring = puntuación purista

## The turn clock's words

clock-seconds = { $n } s
clock-minutes = { $n } min
clock-hours = { $n } h
clock-off = sin límite

## Refusals

error-refused = Eso no se puede hacer ahora.
error-no-such-game = Esa partida ya no existe.
error-not-a-player = Esta partida es entre otras personas.
error-not-your-turn = No es tu turno.
error-not-your-turn-waiting = No es tu turno: esperando a { $waiting }.
error-waiting-for-ai = la IA
error-stale-button = Ese botón está desfasado: la partida ha avanzado. Usa el tablero más reciente.
error-busy = Ahora mismo estoy muy ocupado, así que no he jugado eso: no ha cambiado nada. Inténtalo de nuevo en unos segundos.
error-stale-board-reposted = Ese tablero estaba desfasado: he publicado el más reciente abajo. Usa ese.
error-not-a-move = Ese botón no es una jugada de esta partida.
error-not-host = Solo el anfitrión puede hacer eso.
error-broken-game = No se pudo leer el estado guardado de esta partida, así que se ha cerrado (sin resultados ni cambios de puntuación). ¡Lo sentimos! Empieza otra con /play.
error-already-in = Ya estás en esta partida.
error-full = La partida está completa.
error-not-in = No estás en esta partida.
error-host-cannot-leave = El anfitrión no puede salir: usa Cancelar para cerrar la sala.
error-no-ai-seat = No hay ningún puesto de IA que quitar.
error-no-such-option = { $game } no tiene la opción { $option }.
error-bad-option-value = { $value } no es una opción de { $option }: elige una del menú.
error-bad-menu-value = Este menú no ofrece esa opción.
error-bad-option = Ese no es un valor de esta opción.
error-lobby-closed = Esta sala está cerrada: la partida ha empezado o se canceló.
error-not-a-lobby-button = Ese botón no es de la sala.
error-players-needed = { $game } necesita de { $least } a { $most } jugadores; sois { $count }. Invita a alguien o añade una IA.
error-started-already = La partida ya ha empezado.
error-not-started = La partida aún no ha empezado.
error-over = La partida ha terminado.
error-resigned = Te has retirado de esta partida: ahora la IA juega tu puesto.
error-auto-roll-players = Solo los jugadores de esta partida pueden activar la tirada automática desde su tablero.
error-not-being-played = Esta partida no está en juego.
error-not-playing = No juegas en esta partida.
error-resigned-already = Ya te retiraste de esta partida.
error-moved-while-resigning = La partida avanzó mientras te retirabas; inténtalo de nuevo.
error-over-already = Esta partida ya ha terminado.
error-abandon-who = Solo el anfitrión o quien gestiona el servidor puede abandonar esta partida.
error-moved-on = La partida ha avanzado.
error-reposted-recently = El tablero de la partida #{ $id } se volvió a publicar hace menos de un minuto: búscalo más arriba.
error-timer-choices = El tiempo por turno puede ser: { $choices }.
error-afk-choices = Ese número de turnos sin jugar no está disponible.
error-still-going = Esta partida sigue en juego.
error-rematch-players = Solo los jugadores de esta partida pueden pedir la revancha.
error-other-server = Ese botón es de una partida de otro servidor.
error-no-game-called = No hay ningún juego llamado { $name }. Los juegos son: { $games }.
error-no-game-number = No hay ninguna partida #{ $id } en este servidor.
error-game-is = { $status ->
    [lobby] La partida #{ $id } sigue en la sala.
    [active] La partida #{ $id } está en juego.
    [finished] La partida #{ $id } ha terminado.
   *[other] La partida #{ $id } se abandonó.
}
error-no-game-here-yours = Aquí no hay ninguna partida en la que juegues.
error-no-game-here = Aquí no hay ninguna partida abierta.
error-several-games = Aquí hay varias partidas abiertas ({ $numbers }): indica game_id.
error-manage-server = Solo quien puede gestionar este servidor puede cambiar sus ajustes de juego.
error-failed = Algo ha fallado por mi parte; la partida está a salvo. Inténtalo de nuevo.
error-closing = Me estoy reiniciando; no ha cambiado nada. Inténtalo dentro de un minuto.
error-older-button = Este botón es de un tablero antiguo y ya no funciona.
error-newest-board = Aquí está el tablero más reciente de la partida #{ $id }: { $link }
error-use-board = Usa /board en { $place } para volver a ver la partida #{ $id }.
error-unreplayable = La partida #{ $id } no se puede repetir: sus jugadas ya no encajan con las reglas actuales.
error-replay-no-game = En este servidor no se jugó ninguna partida #{ $id }.
error-replay-not-over = La partida #{ $id } sigue en juego: su repetición se abre cuando termine.
error-replay-abandoned = La partida #{ $id } se abandonó: solo las partidas terminadas tienen repetición.

## /play, /resign, /abandon, /board

play-resigned = Te has retirado de la partida #{ $id }.
play-abandoned = La partida #{ $id } se ha abandonado.
play-reposted = Partida #{ $id }: tablero publicado de nuevo.

## /config

config-command = Ajustes del servidor para partidas nuevas: tiempo por turno, ausencias, animación, idioma.
config-command-turn-timer = Cuánto tiempo tiene un jugador para su turno
config-command-timeouts = Turnos seguidos sin jugar antes de que la IA ocupe el puesto para siempre
config-command-animation = Publicar un resumen animado de cada partida con sus resultados
config-command-language = El idioma de salas, tableros y resultados en este servidor
config-timer-game-default = el de cada juego
config-language-discord = el idioma de Discord del servidor
config-saved = ✅ Guardado. Las salas nuevas de aquí empiezan con:
config-current = Las salas nuevas de aquí empiezan con:
config-line-timer = • Tiempo por turno: { $timer }
config-timer-every-game = { $clock } por turno en todos los juegos
config-timer-defaults = el de cada juego ({ $defaults })
config-line-afk = { $count ->
    [one] • La IA ocupa un puesto para siempre tras { $count } turno sin jugar
   *[other] • La IA ocupa un puesto para siempre tras { $count } turnos seguidos sin jugar
}
config-line-animation-on = • Resumen animado con los resultados de cada partida: sí
config-line-animation-off = • Resumen animado con los resultados de cada partida: no
config-line-language = • Idioma de salas, tableros y resultados: { $language }
config-language-set = { $name }
config-language-from-discord = { $name } (el idioma de Discord del servidor)
config-footer = -# El anfitrión puede cambiar el tiempo y las ausencias en cada sala. Las respuestas privadas siguen el idioma de Discord de cada miembro.

## The games in one line

game-summary-passtally = Coloca fichas para que las líneas unan tus marcadores; las fichas apiladas dan más puntos.
game-summary-push = Arriésgate: forma columnas de cartas, quédate una y guarda un color en el banco.
game-summary-formula = Carreras a los dados: Grandes Premios de una vuelta, una parada obligatoria en boxes, 10-6-4-3-2-1.
game-summary-pacman = Cada jugador hace una entrada como PAC-MAN, comiendo Pac-puntos con 3 dados; los demás mueven a los fantasmas con las cartas de fantasma para atraparlo. Gana la puntuación más alta.

## Boards and results in the game's place

board-title = **{ $title }** — partida #{ $id } · turno { $turn }
board-earlier-events = { $count ->
    [one] … { $count } suceso anterior
   *[other] … { $count } sucesos anteriores
}
board-deadline = ⏳ Límite { $at } ({ $left }).
board-ai-to-play = 🤖 Juega { $names } (IA).
results-abandoned = **{ $title }** — la partida #{ $id } se abandonó: sin resultados ni cambios de puntuación.
results-over = **{ $title }** — la partida #{ $id } ha terminado.
results-points = { $count ->
    [one] { $points } punto
   *[other] { $points } puntos
}
results-resigned = se retiró
results-timed-out = se quedó sin tiempo: jugó la IA
results-rating = puntuación { $rating } ({ $change })

## Notices in the game's place

notice-resigned-end = { $name } se ha retirado.
notice-grace = ⏳ Estaba desconectado cuando se acabó el tiempo de este turno, así que tienes otro turno entero: hasta { $until }.
notice-timed-out = ⏰ A { $name } se le acabó el tiempo, así que la IA jugó por su cuenta ({ $count } de { $limit } seguidos).
notice-handed-over = 🤖 { $who }, se te acabó el tiempo { $count } turnos seguidos: la IA juega tu puesto el resto de la partida (cuenta como retirada).
notice-replaced = La IA sustituye a { $name } por quedarse sin tiempo.
notice-reminder = ⏰ { $who }: te toca en **{ $title }** #{ $id } — límite { $at } ({ $left }); después juega la IA por ti.
notice-no-threads = Aquí no puedo crear hilos, así que la partida #{ $id } se juega en este canal.

## Slash commands

cmd-play = Abre una sala para un juego en este canal.
cmd-play-game = Qué juego
cmd-game-choice = { $title } (de { $least } a { $most } jugadores)
cmd-games = Los juegos disponibles y las partidas abiertas aquí.
cmd-rules = Cómo se juega un juego.
cmd-rules-game = Qué juego
cmd-resign = Retírate de tu partida de aquí; la IA ocupa tu puesto.
cmd-resign-game-id = El número de la partida, si juegas varias aquí
cmd-abandon = Termina una partida de aquí sin resultados (anfitrión o gestores del servidor).
cmd-game-id = El número de la partida, si hay varias abiertas aquí
cmd-board = Vuelve a publicar aquí el tablero de tu partida.
cmd-leaderboard = Los mejores jugadores de un juego (o de todos) aquí.
cmd-leaderboard-game = Qué juego (déjalo vacío para todos)
cmd-stats = Puntuaciones y resultados de un jugador aquí.
cmd-stats-member = De quién (déjalo vacío para los tuyos)
cmd-history = Las últimas partidas jugadas aquí.
cmd-history-member = Solo las partidas de este miembro
cmd-replay = Repasa jugada a jugada una partida terminada de este servidor.
cmd-replay-game = El número de la partida (escribe: un juego, un jugador o una fecha)
cmd-replay-animation = Enviar también toda la partida como imagen animada
cmd-replay-export = Adjuntar también el registro de la partida (semilla, opciones, jugadores, jugadas) en JSON

## /games, /rules

games-heading = **Juegos** (empieza uno con `/play`):
games-open-here = **Abiertas en este servidor:**
games-open-line = { $status ->
    [lobby] • #{ $id } { $title }: sala en
    [active] • #{ $id } { $title }: en juego en
   *[other] • #{ $id } { $title }: { $status } en
}
players-range = de { $least } a { $most } jugadores
players-exactly = { $count ->
    [one] { $count } jugador
   *[other] { $count } jugadores
}
players-with-option = ({ $most } con una opción)

## /leaderboard, /stats, /history

rating-meaning = Puntuación: 1000 al empezar; acabar por delante de otros (también de la IA) la sube, acabar por detrás la baja, y crece a medida que se acumulan tus resultados.
leaderboard-nobody = Aquí nadie ha terminado todavía una partida de { $title }.
leaderboard-nobody-any = Aquí nadie ha terminado todavía una partida.
leaderboard-heading = Clasificación de **{ $title }**
leaderboard-heading-all = **Clasificaciones**
leaderboard-unknown-player = jugador { $id }
board-leaderboard = { $title } — clasificación
board-high-scores = { $title } — récords
board-high-score-note = Ordenado por mejor puntuación. Victorias y % cuentan las partidas con otros; una partida en solitario nunca es victoria.
board-column-player = Jugador
board-column-rating = Puntuación
board-column-best = Récord
board-column-games = Partidas
board-column-wins = Victorias
board-column-win-share = % vict.
stats-percent = { $share } %
stats-nothing-yet = { $who } aún no ha terminado ninguna partida aquí.
stats-best-bold = mejor puntuación **{ $score }**
stats-best = mejor puntuación { $score }
stats-rating = puntuación **{ $rating }**
stats-wins = { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
} en { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
} ({ $share } %)
stats-wins-with-others = { $wins ->
    [one] { $wins } victoria
   *[other] { $wins } victorias
} en { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
} con otros ({ $share } %)
stats-solo-games = { $count ->
    [one] { $count } partida en solitario
   *[other] { $count } partidas en solitario
}
stats-chart-title = { $name }: puntuación
stats-chart-line = { $game } de { $first } a { $last }
history-none = Aún no hay partidas terminadas.
history-heading = **Últimas partidas**
history-abandoned = • #{ $id } { $title }: abandonada
history-replay-placeholder = 🎬 Ver la repetición de una partida…
replay-export = 📄 El registro de la partida #{ $id }: semilla, opciones, jugadores y cada jugada.

## Moves: the generic controls and panels

moves-choose = Elige una jugada
moves-choose-more = Elige una jugada…
moves-page = Jugadas { $first }–{ $last }
moves-previous = ◀ Anterior
moves-next = Siguiente ▶
moves-panel = Elige tu jugada (página { $page } de { $pages }).
moves-your-move = te toca.
moves-nothing-private = En este juego no hay nada privado que mostrar.
panel-played = ✅ Jugado: { $move }.
panel-closed = Cerrado: no se ha jugado nada.
panel-cancel = Cancelar

## Passtally's controls

passtally-choose = Elige…
passtally-first-marker = Coloca tu primer marcador: cualquier borde…
passtally-move-marker = Mover un marcador…
passtally-prompt-setup-first = coloca un marcador en { $where } (empieza la preparación).
passtally-prompt-setup-third = coloca un marcador en { $where } (eliges el tercer borde; el cuarto es el opuesto).
passtally-prompt-setup = coloca un marcador en { $where }.
passtally-prompt-turn = coloca una ficha (**Colocar ficha** 1, 2 o 3: sus sitios, los mejores primero) o mueve un marcador (**Mover un marcador…**).
passtally-facts = Puntos: { $scores } · boca abajo quedan { $stacks }
passtally-actions-left = { $count ->
    [one] queda { $count } acción
   *[other] quedan { $count } acciones
}
passtally-final-round = **última ronda**
passtally-tile-empty = Ficha { $tile }: pila vacía
passtally-place-tile = Colocar ficha { $tile }: { $design }
passtally-pick-tile = Elige una de las fichas boca arriba.
passtally-stack-out = La pila { $tile } se ha agotado: no hay ficha { $tile } que colocar.
passtally-fits-nowhere = La ficha { $tile } no cabe ahora en ningún sitio del tablero.
passtally-shape-level = { $shape }, nivel { $level }.
passtally-shape-level-short = { $shape } · nivel { $level }
passtally-confirm-hint = ✅ Confirma para colocarla (luego se descubre la siguiente ficha de la pila).
passtally-confirm = ✅ Confirmar: ficha { $tile } en { $first }–{ $second }
passtally-places-intro = **Ficha { $tile }** ({ $design }): { $count ->
    [one] { $count } sitio
   *[other] { $count } sitios
}, los mejores primero. Los números del tablero son los mejores; elige un sitio en los menús para verlo dibujado y luego ✅ Confirmar.
passtally-tile-instead = Mejor la ficha { $tile }
passtally-more-places = Más sitios ▶ { $first }–{ $last }
passtally-back-to-places = ◀ Volver a los sitios { $first }–{ $last }
passtally-gain = { $count ->
    [one] { $gain } pto
   *[other] { $gain } pts
}
passtally-no-extra-points = ningún punto más
passtally-where = ¿Dónde colocas la ficha { $tile }? { $count ->
    [one] { $count } sitio
   *[other] { $count } sitios
}, los mejores primero
passtally-where-page = Ficha { $tile }: sitios { $first }–{ $last } de { $count }, los mejores primero
passtally-same-both-ways = queda igual que girada (sus dos mitades son iguales).
passtally-not-a-place = La ficha { $tile } no se puede colocar desde { $cell } hacia { $facing }: { $why }

## PUSH's controls

push-ui-colour = { $colour ->
    [red] rojo
    [blue] azul
    [green] verde
    [yellow] amarillo
   *[purple] morado
}
push-ui-card = { $colour } { $number }
push-ui-special-card = { $kind ->
    [roll] la carta de dado
   *[switch] la carta de cambio
}
push-my-bank = Mi banco
push-draw = Robar
push-draw-again = Robar otra
push-button-stop = Plantarse
push-column-button = Columna { $column }
push-button-new-column = Columna nueva
push-roll = Tirar el dado
push-take-column = Coger la columna { $column } · { $cards } · { $points } pts
push-bank = Al banco: { $colour }
push-bank-about = { $count ->
    [one] { $count } carta a tu banco, a salvo para siempre
   *[other] { $count } cartas a tu banco, a salvo para siempre
}
push-bank-placeholder = O guarda un color en el banco (en vez de robar)…
push-column = la columna { $column }
push-into-column = la columna { $column }
push-into-new-column = una columna nueva
push-or = { $first } o { $last }
push-one-of-columns = una de las columnas { $columns }
push-prompt-place = pon el **{ $card }** en { $where }
push-column-refuses = la columna { $column } { $reason }
push-prompt-start-empty = tu turno: **Robar** para arriesgar (aún no tienes nada en el banquillo que guardar).
push-prompt-start = tu turno: **Robar** para arriesgar, o guarda un color en el banco desde el menú.
push-prompt-push-empty = **Robar otra** o **Plantarse** (aún no hay columnas: no te llevas nada).
push-prompt-push = **Robar otra** o **Plantarse** y recoger.
push-prompt-roll = **tira el dado**: pierdes del banquillo el color que salga (una estrella: { $harder ->
    [yes] pierdes todo el banquillo
   *[no] no pierdes nada
}).
push-prompt-pick = **te toca elegir**: coge { $which }
push-prompt-pick-from = **te toca elegir**: coge { $which } de la jugada de { $pusher }
push-prompt-then = ; después { $names }
push-your-bank = **Tu banco** (solo lo ves tú): { $total }.
push-your-bench = Tu banquillo (en peligro hasta guardarlo): { $total }.
push-your-score = Tu puntuación por ahora: **{ $score }**.
push-cards-total = { $count ->
    [one] { $count } carta
   *[other] { $count } cartas
} = { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}

## What each lobby choice does

choice-passtally-four_players-no = El reglamento: 2 o 3 jugadores
choice-passtally-four_players-yes = Variante no oficial: hasta 4 jugadores, 16 marcadores en los 24 espacios
choice-push-harder-no = El reglamento: una estrella en el dado no quita nada
choice-push-harder-yes = Variante difícil: sacar una estrella descarta todo tu banquillo
choice-push-switch_rule-pile = Cada carta de cambio robada invierte el sentido el resto de la partida
choice-push-switch_rule-turn = Reglamento: un número impar de cartas de cambio en el turno lo invierte
choice-formula-races-1 = Un solo Gran Premio: la partida más rápida
choice-formula-races-2 = Los 2 primeros de los 4 Grandes Premios, sumando puntos
choice-formula-races-3 = Los 3 primeros de los 4 Grandes Premios, sumando puntos
choice-formula-races-4 = La temporada entera: los 4 Grandes Premios, sumando puntos
choice-pacman-mode-classic = 1 vida; los fantasmas juegan las 35 cartas azules
choice-pacman-mode-arcade = 3 vidas; los fantasmas juegan las 40 cartas, también las amarillas, más rápidas
choice-pacman-levels_per_inning-unlimited = El reglamento: la entrada acaba solo cuando atrapan a PAC-MAN
choice-pacman-levels_per_inning-auto = 2 niveles si la IA mueve los fantasmas (solo); si no, sin límite (el reglamento)
choice-pacman-levels_per_inning-1 = Superar 1 nivel acaba la entrada y guarda los puntos, como ser atrapado
choice-pacman-levels_per_inning-2 = Superar 2 niveles acaba la entrada y guarda los puntos, como ser atrapado
choice-pacman-levels_per_inning-3 = Superar 3 niveles acaba la entrada y guarda los puntos, como ser atrapado
choice-pacman-purist_scoring-no = El reglamento: los Pac-puntos no puntúan por sí solos
choice-pacman-purist_scoring-yes = Arcade purista: cada Pac-punto comido suma además 40 puntos

## Formula 1's controls and race lines

words-and = { $first } y { $last }
formula-field = casilla { $number }
formula-place = { $place }.º
formula-finished = terminó { $place }
formula-in-pit = en boxes en la { $field }
formula-on-grid = en la parrilla
formula-an-extra-car = coche extra
formula-roll-extras = 🎲 Tirar por los coches extra ({ $cars })
formula-race-line = 🏁 Gran Premio de **{ $gp }** ({ $race } de { $races }), ronda { $round }
formula-roll-car = 🎲 Tirar por el coche { $car } ({ $where })
formula-car-at = { $car } ({ $where })
formula-car-at-named = coche { $car } ({ $where })
formula-roll-cars = 🎲 Tirar por los coches { $cars }
formula-then-list = el coche { $cars }
formula-car-first = 🎲 Primero el coche { $car }: si coinciden en una casilla, { $then } queda detrás
formula-extra-line = 🚗 { $who } va último, así que { $who } tira por los coches extra: { $cars }.
formula-to-roll = 🏎️ Tira { $who } por { $cars }.
formula-to-roll-choose = 🏎️ Tira { $who } por { $cars }: elige cuál tira primero (están tan cerca que importa).
formula-has-rolled = El coche { $car } ya ha tirado.
formula-sits-out = El coche { $car } se queda esta ronda en boxes.
formula-pit-line = ⛽ { $who }: el { $extra ->
    [yes] coche extra
   *[no] coche
} { $car } está en la entrada a boxes en la { $entry } { $left ->
    [0] sin pasos de sobra
    [one] con { $left } paso de sobra
   *[other] con { $left } pasos de sobra
}. **Entrar en boxes** { $left ->
    [0] no pierde nada
    [one] pierde ese paso
   *[other] pierde los { $left } pasos
} y se queda una ronda; **Seguir en pista** { $stay }, y la parada obligatoria llega luego en la { $forced }.
formula-stay-out-short = { $way ->
    [on] sigue a la { $field }
    [stays] se queda en la { $field }
   *[back] vuelve a la { $field }
}
formula-stay-out-long = { $way ->
    [on] lo lleva a la { $field }
    [stays] lo deja en la { $field }
   *[back] lo devuelve a la { $field } (las de delante están ocupadas)
}
formula-pit-now = ⛽ Entrar en boxes ({ $left ->
    [0] sin perder nada
    [one] pierdes { $left } paso
   *[other] pierdes { $left } pasos
})
formula-stay-out = Seguir en pista ({ $where })
formula-ai-pick = · lo que elige la IA
formula-result = { $medal } { $place } · coche { $car } ({ $owner }) · { $points } pts
formula-result-nobody = { $medal } { $place } · coche { $car } ({ $owner }) · { $points } pts para nadie
formula-points-this-race = Puntos de esta carrera: { $points }.
formula-standing = { $rank }. { $name } — { $points } pts
formula-final-standings = Clasificación final
formula-championship-after = Campeonato tras { $race } de { $races }
formula-champion = Campeón
formula-next = Siguiente
formula-result-title = 🏁 Gran Premio de { $gp } ({ $race } de { $races }): resultado
formula-next-race = Gran Premio de { $gp }, una vuelta desde la casilla { $start }. Tiradas de salida: { $rolls }; empieza { $starter }.
formula-re-roll-separator = ; desempate:{" "}

## Auto-roll

auto-roll-board = 🤖 Tirar por mí…
auto-roll-is = 🤖 La tirada automática está { $changed ->
    [yes] ahora{" "}
   *[no] {""}
}**{ $on ->
    [on] activada
   *[off] desactivada
}** para ti en { $title } en este servidor.
auto-roll-on-explained = La IA tira por ti siempre que no haya nada que decidir; solo se te preguntan las decisiones de verdad (Entrar en boxes o Seguir en pista, qué coche tira primero cuando están cerca). Sigue activada en tus próximas partidas aquí hasta que la quites.
auto-roll-off-explained = Pulsas 🎲 Tirar tú mismo cada turno. Actívala y la IA tira por ti cuando no hay nada que decidir; se te sigue preguntando cada decisión de verdad.
auto-roll-turn-off = Desactivar la tirada automática
auto-roll-turn-on = 🤖 Activar la tirada automática
auto-roll-not-yours = Ese interruptor es de otro jugador: no ha cambiado nada. Usa **{ $button }** en el tablero para el tuyo.

## PAC-MAN's controls; ghosts keep their names

pacman-no-ghost-now = Ahora no se mueve ningún fantasma tuyo: usa los botones bajo el tablero.
pacman-facts = 🟡 PAC-MAN: **{ $name }** · puntos { $score }
pacman-lives = vidas { $count }
pacman-inning = entrada { $inning } de { $innings }
pacman-scored = puntos: { $scores }
pacman-power-move = movimiento de poder { $move } de { $moves }
pacman-prompt-roll = tira los dados por PAC-MAN (🎲 abajo).
pacman-prompt-power-roll = tira 1 dado (🎲 abajo).
pacman-prompt-pellet = una píldora de poder acaba el movimiento: ✅ Confirmar para comerla (o ↩ Deshacer paso).
pacman-prompt-choose = elige dónde acaba PAC-MAN sus { $steps ->
    [one] { $steps } casilla
   *[other] { $steps } casillas
}: un botón o las listas (las mejores primero) muestran el camino, luego ✅ Confirmar; o camina paso a paso con las flechas.
pacman-prompt-confirm = pulsa ✅ Confirmar (o ↩ Deshacer paso).
pacman-prompt-walk = mueve a PAC-MAN exactamente { $steps ->
    [one] { $steps } casilla
   *[other] { $steps } casillas
} con las flechas y luego ✅ Confirmar.
pacman-prompt-eyes = mueve **los ojos de { $ghost }** { $spaces ->
    [one] { $spaces } casilla
   *[other] { $spaces } casillas
} hacia la jaula: elige dónde acaban.
pacman-prompt-ghost = mueve a **{ $ghost }** { $spaces ->
    [one] { $spaces } casilla
   *[other] { $spaces } casillas
}: elige dónde acaba{ $aim ->
    [yes] {" "}(🎯 cae sobre PAC-MAN)
   *[no] {""}
}.
pacman-confirm-waiting = Confirmar ({ $count ->
    [one] falta { $count } paso
   *[other] faltan { $count } pasos
})
pacman-preview-routes = 👁 Ver los caminos de { $ghost }…
pacman-move-at-once = Mover a { $ghost } directamente a…
pacman-route-intro = { $eyes ->
    [yes] **Los ojos de { $ghost }** vuelven a la jaula
   *[no] **{ $ghost }** se mueve
}: { $spaces ->
    [one] { $spaces } casilla
   *[other] { $spaces } casillas
}. Elige dónde acaba; la vista previa dibuja su camino.
pacman-routes = Caminos de { $ghost } ({ $count })
pacman-more-routes = Más caminos de { $ghost }
pacman-route-chosen = { $eyes ->
    [yes] **Los ojos de { $ghost }** vuelven { $to ->
        [cage] a **la jaula**
       *[other] hacia la jaula, hasta **{ $to }**
    }
   *[no] **{ $ghost }** va a **{ $to }**
}. Confirma para moverlo.
pacman-route-chosen-note = { $eyes ->
    [yes] **Los ojos de { $ghost }** vuelven { $to ->
        [cage] a **la jaula**
       *[other] hacia la jaula, hasta **{ $to }**
    }
   *[no] **{ $ghost }** va a **{ $to }**
} ({ $note }). Confirma para moverlo.
pacman-move-ghost-to = ✅ Mover a { $ghost } { $to ->
    [cage] a la jaula
   *[other] a { $to }
}
pacman-back-to-cage = de vuelta a la jaula
pacman-cage = jaula
pacman-lands-on-pacman = cae sobre PAC-MAN: ¡atrapado!
pacman-spaces-from-pacman = { $count ->
    [one] a { $count } casilla de PAC-MAN
   *[other] a { $count } casillas de PAC-MAN
}
pacman-walk = Andar { $arrow }
pacman-earlier-choices = ◀ Opciones anteriores
pacman-later-choices = Opciones siguientes ▶
pacman-cannot-end-on = PAC-MAN no puede acabar en { $space } con esta tirada.
pacman-choose-end = Elige una de sus { $count } casillas finales (las mejores primero).
pacman-the-walk = El camino ({ $count } pasos{ $revisits ->
    [0] {""}
   *[other] , { $revisits } repetidos
}): { $steps }
pacman-walk-drawn = Está dibujado en el laberinto de abajo. ✅ Confirmar para mover.
pacman-confirm-walk = ✅ Confirmar: { $move }
pacman-power-pellet = ⚡ píldora de poder
pacman-dots = { $count ->
    [0] sin Pac-puntos
    [one] { $count } Pac-punto
   *[other] { $count } Pac-puntos
}
pacman-fruit = { $fruit ->
    [cherry] cereza
    [strawberry] fresa
   *[orange] naranja
}
pacman-eats-ghost = 👻 se come a { $ghost }
pacman-clears-section = limpia la sección { $sections }
pacman-lands-on = ☠ cae sobre { $ghost }
pacman-can-reach = ⚠ { $ghosts } { $count ->
    [one] puede llegar aquí
   *[other] pueden llegar aquí
}
pacman-where-all = ¿Adónde? Las { $count } casillas finales, las mejores primero
pacman-where-of = ¿Adónde? Casillas { $first }–{ $last } de { $count }, las mejores primero
pacman-where-page = ¿Adónde? Casillas { $first }–{ $last }, las mejores primero
pacman-walk-note = { $count } pasos{ $revisits ->
    [0] {""}
   *[other] , { $revisits } repetidos
}
pacman-danger = { $share } % de probabilidad de que un fantasma caiga aquí después

## Replays

replay-button = ▶ Repetición
replay-step-first = ⏮ Inicio
replay-step-back = ◀ Atrás
replay-step-next = ▶ Siguiente
replay-step-last = ⏭ Final
replay-animation = 🎞 Animación
replay-jump = Ir a una jugada…
replay-move-start = Jugada 0: el comienzo
replay-move = Jugada { $move } · turno { $turn }
replay-caption = 🎞 { $heading }: la partida entera, un fotograma por turno.
replay-heading = **{ $title }** — partida #{ $id } · { $names } · { $date }
replay-not-a-game = Esa no es una partida de este servidor.
replay-where = jugada { $move } de { $moves }
replay-the-start = el comienzo
replay-turn = turno { $turn }
replay-more-events = { $count ->
    [one] … y { $count } más
   *[other] … y { $count } más
}

## Which game a command means (bot/commands/game_pick.py)

pick-game-option = #{ $id } { $title } · { $status ->
    [lobby] sala
    [active] en juego
   *[other] { $status }
}
error-not-a-game-number = Ese no es el número de una partida.

# A corner section of the maze, for the score line
pacman-section = { $corner ->
    [top-left] arriba a la izquierda
    [top-right] arriba a la derecha
    [bottom-left] abajo a la izquierda
   *[bottom-right] abajo a la derecha
}
replay-not-a-move = Esa no es una jugada de esta partida.
