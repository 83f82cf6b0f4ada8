# Cuvintele de pe tabla Formula 1. Numele circuitelor (Monaco, Monza, Silverstone,
# Hockenheim) rămân așa cum sunt.

## Antetul
board-formula-title = MARELE PREMIU { $number }/{ $races } · { $name }
board-formula-over = CAMPIONAT ÎNCHEIAT
board-formula-round = Runda { $round }
board-formula-last-roll = ultima aruncare, mașina { $car }
board-formula-champion = { $count ->
    [one] Campion
   *[other] Campioni
}: { $champions }, cu { $points } puncte
board-formula-to-roll = { $player } aruncă: { $count ->
    [one] mașina
   *[other] mașinile
} { $cars }
board-formula-extras = { $player } (ultimul loc) aruncă pentru mașinile în plus
board-formula-pit-question = { $player }: mașina { $car } la intrarea la boxe – intră acum sau merge mai departe?

## Pe circuit
board-formula-pit = BOXE
board-formula-grid = GRILA DE START · CÂMPUL { $field }

## Ordinea cursei
board-formula-race-order = ORDINEA CURSEI
board-formula-extra-car = mașină în plus
board-formula-place = locul { $place }
board-formula-finished = a terminat
board-formula-finished-points = a terminat · { $points ->
    [one] { $points } punct
    [few] { $points } puncte
   *[other] { $points } de puncte
}
board-formula-in-pit = la boxe
board-formula-in-pit-waits = la boxe (așteaptă)
board-formula-on-grid = pe grila de start
board-formula-field = câmpul { $field }
board-formula-pitted = { $where } · a oprit la boxe

## Podiumul și campionatul
board-formula-podium = PODIUM · { $name }
board-formula-step = { $place ->
    [1] I
    [2] II
   *[other] III
}
board-formula-then = Apoi:
board-formula-championship = CAMPIONAT
board-formula-race-column = C{ $race }
board-formula-points-column = Pct
