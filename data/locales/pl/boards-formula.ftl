# Słowa na planszy Formuły 1 (terminy z polskiej instrukcji: bolid, pole, pit-stop, meta, podium).
# Nazwy torów (Monaco, Monza, Silverstone, Hockenheim) zostają bez zmian.

## Nagłówek
board-formula-title = GRAND PRIX { $number }/{ $races } · { $name }
board-formula-over = KONIEC MISTRZOSTW
board-formula-round = Runda { $round }
board-formula-last-roll = ostatni rzut, bolid { $car }
board-formula-champion = { $count ->
    [one] Mistrz
   *[other] Mistrzowie
}: { $champions }, { $points } pkt
board-formula-to-roll = Rzuca { $player }: { $count ->
    [one] bolid
   *[other] bolidy
} { $cars }
board-formula-extras = { $player } (ostatnie miejsce) rzuca za dodatkowe bolidy
board-formula-pit-question = { $player }: bolid { $car } przy wjeździe do pit-stopu – zjazd czy jazda dalej?

## Na torze
board-formula-pit = PIT-STOP
board-formula-grid = START · POLE { $field }

## Kolejność w wyścigu
board-formula-race-order = KOLEJNOŚĆ
board-formula-extra-car = dodatkowy bolid
board-formula-place = { $place }.
board-formula-finished = na mecie
board-formula-finished-points = na mecie · { $points } pkt
board-formula-in-pit = w pit-stopie
board-formula-in-pit-waits = w pit-stopie (czeka)
board-formula-on-grid = na starcie
board-formula-field = pole { $field }
board-formula-pitted = { $where } · po pit-stopie

## Podium i mistrzostwa
board-formula-podium = PODIUM · { $name }
board-formula-step = { $place ->
    [1] I
    [2] II
   *[other] III
}
board-formula-then = Dalej:
board-formula-championship = MISTRZOSTWA
board-formula-race-column = W{ $race }
board-formula-points-column = Pkt
