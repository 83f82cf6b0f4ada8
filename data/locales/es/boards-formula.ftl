# Las palabras del tablero de Fórmula 1. Los nombres de los circuitos (Monaco, Monza,
# Silverstone, Hockenheim) se quedan como están.

## La cabecera
board-formula-title = GRAN PREMIO { $number }/{ $races } · { $name }
board-formula-over = CAMPEONATO TERMINADO
board-formula-round = Ronda { $round }
board-formula-last-roll = última tirada, coche { $car }
board-formula-champion = { $count ->
    [one] Campeón
   *[other] Campeones
}: { $champions } con { $points } puntos
board-formula-to-roll = Tira { $player }: { $count ->
    [one] coche
   *[other] coches
} { $cars }
board-formula-extras = { $player } (último) tira por los coches extra
board-formula-pit-question = { $player }: coche { $car } en la entrada a boxes – ¿entrar ya o seguir?

## En el circuito
board-formula-pit = BOXES
board-formula-grid = PARRILLA · CASILLA { $field }

## El orden de carrera
board-formula-race-order = ORDEN DE CARRERA
board-formula-extra-car = coche extra
board-formula-place = { $place }.º
board-formula-finished = en meta
board-formula-finished-points = en meta · { $points ->
    [one] { $points } pto
   *[other] { $points } ptos
}
board-formula-in-pit = en boxes
board-formula-in-pit-waits = en boxes (espera)
board-formula-on-grid = en la parrilla
board-formula-field = casilla { $field }
board-formula-pitted = { $where } · ya paró

## El podio y el campeonato
board-formula-podium = PODIO · { $name }
board-formula-step = { $place ->
    [1] I
    [2] II
   *[other] III
}
board-formula-then = Después:
board-formula-championship = CAMPEONATO
board-formula-race-column = C{ $race }
board-formula-points-column = Ptos
