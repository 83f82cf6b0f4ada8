# PAC-MAN: evenimentele, refuzurile regulilor și butoanele. Termenii fișei: Pac-puncte,
# peletă de putere, fantome, cușca fantomelor, secțiune, jeton mini-tablă, cireașă,
# căpșună, portocală. Fantomele își păstrează numele.

## În alte fraze
pac-corner = { $corner ->
    [top-left] stânga sus
    [top-right] dreapta sus
    [bottom-left] stânga jos
   *[bottom-right] dreapta jos
}
pac-order-roll = { $player } dă { $value }
pac-card-move = { $ghost } { $spaces }

## O rundă
pac-who-next = Cine e următorul PAC-MAN? { $rolls }.
pac-is-pacman = { $player } e PAC-MAN (runda { $inning }).
pac-stops = { $player } se oprește: runda se încheie cu { $score ->
    [one] { $score } punct
    [few] { $score } puncte
   *[other] { $score } de puncte
}, ca la o prindere.
pac-level-clear = Nivelul { $level } terminat! Scor până acum: { $score }. Labirintul se reface, iar cele 5 cărți galbene intră în pachetul fantomelor.
pac-level-clear-last = Nivelul { $level } terminat! { $limit ->
    [one] Era singurul nivel al rundei
   *[other] Acestea erau cele { $limit } niveluri ale rundei
}: runda se încheie cu { $score ->
    [one] { $score } punct
    [few] { $score } puncte
   *[other] { $score } de puncte
}.
pac-caught-life = { $how } PAC-MAN e prins! { $lives ->
    [one] Mai are { $lives } viață
   *[other] Mai are { $lives } vieți
}: toți pionii se întorc la start, Pac-punctele rămân.
pac-caught = { $how } PAC-MAN e prins! Runda se încheie cu { $score ->
    [one] { $score } punct
    [few] { $score } puncte
   *[other] { $score } de puncte
}.
pac-game-over = Joc terminat. Cel mai bun scor: { $best }.

## Mutările lui PAC-MAN
pac-rolls = PAC-MAN aruncă { $dice } = { $total }.
pac-power-rolls = Mutarea de putere { $move } din { $moves }: PAC-MAN aruncă { $value }.
pac-moves = PAC-MAN merge { $count ->
    [one] { $count } pas
    [few] { $count } pași
   *[other] { $count } de pași
} de la { $start } la { $end }{ $dots ->
    [0] {""}
    [one] {", "}și mănâncă { $dots } Pac-punct
    [few] {", "}și mănâncă { $dots } Pac-puncte
   *[other] {", "}și mănâncă { $dots } de Pac-puncte
}.
pac-lands-on-ghost = PAC-MAN se oprește pe { $ghost } la { $space }.
pac-power-over = Faza de putere s-a terminat: PAC-MAN nu mai poate mânca fantome.
pac-eats-fruit = PAC-MAN mănâncă { $fruit ->
    [cherry] cireașa
    [strawberry] căpșuna
   *[orange] portocala
} de pe { $space }: +{ $points }.
pac-eats-ghost = PAC-MAN îl mănâncă pe { $ghost } la { $space }: +{ $points }. Ochii lui se întorc la cușcă.
pac-section-clear = Secțiunea { $section } ({ $corner }) e golită: jeton mini-tablă, +{ $points }.
pac-eats-pellet = PAC-MAN mănâncă peleta de putere de la { $space }: { $moves } mutări de putere cu câte un zar, în care mănâncă orice fantomă peste care trece sau pe care se oprește.

## Mutările fantomelor
pac-ghost-stuck = { $eyes ->
    [yes] Ochii lui { $ghost } nu se pot mișca.
   *[no] { $ghost } nu se poate mișca.
}
pac-eyes-home = Ochii lui { $ghost } merg { $count ->
    [one] { $count } pas
    [few] { $count } pași
   *[other] { $count } de pași
} de la { $start } în cușcă: { $ghost } s-a întors.
pac-eyes-go = Ochii lui { $ghost } merg { $count ->
    [one] { $count } pas
    [few] { $count } pași
   *[other] { $count } de pași
} de la { $start } la { $end }.
pac-ghost-moves = { $ghost } merge { $count ->
    [one] { $count } pas
    [few] { $count } pași
   *[other] { $count } de pași
}{ $short ->
    [0] {""}
   *[other] {" "}(cât poate din { $short })
} { $start ->
    [cage] din cușcă
   *[other] de la { $start }
} la { $end }.
pac-ghost-catches = { $ghost } se oprește pe PAC-MAN la { $space }.
pac-deck-shuffled = Pachetul fantomelor s-a terminat: cărțile jucate se amestecă.
pac-ghost-card = Carte fantomă: { $moves }.
pac-opening = Prima carte: Blinky trebuie să iasă primul, așa că { $ghosts } { $count ->
    [one] își pierde
   *[other] își pierd
} mutarea.
pac-fruit-still = Carte cu fruct: { $fruit ->
    [cherry] cireașa
    [strawberry] căpșuna
   *[orange] portocala
} e încă în labirint, așa că se aruncă.
pac-fruit-none = Carte cu fruct: nu mai e niciun fruct la acest nivel, așa că se aruncă.
pac-fruit-appears = Carte cu fruct: apare { $fruit ->
    [cherry] o cireașă
    [strawberry] o căpșună
   *[orange] o portocală
} la { $space }.

## Refuzuri (motivele regulilor, pentru cel care a apăsat)
pac-not-a-move = Asta nu e o mutare PAC-MAN.
pac-bad-key = { $given } nu e o mutare PAC-MAN.
pac-ghosts-move-not-pacman = Acum mută fantomele, nu PAC-MAN.
pac-ghosts-move = Acum mută fantomele.
pac-pacman-turn = E rândul lui PAC-MAN, nu al fantomelor.
pac-rolled-already = Ai aruncat deja: mută { $steps ->
    [one] { $steps } pas
    [few] { $steps } pași
   *[other] { $steps } de pași
}, apoi confirmă.
pac-roll-now = Aruncă acum { $dice ->
    [one] { $dice } zar
   *[other] { $dice } zaruri
}.
pac-roll-first = Aruncă întâi zarurile.
pac-pellet-ends = Peleta de putere de la { $space } îți încheie mutarea: confirm-o sau anulează un pas.
pac-moved-all = Ai mers { $steps ->
    [one] pasul tău
    [few] toți cei { $steps } pași
   *[other] toți cei { $steps } de pași
}: confirmă mutarea sau anulează un pas.
pac-moved-part = Ai mers { $moved } din { $steps ->
    [one] { $steps } pas
   *[other] { $steps } pași
}: mai ai { $left }.
pac-wall = E un perete { $direction ->
    [up] deasupra lui { $space }: PAC-MAN nu poate urca pe acolo.
    [down] sub { $space }: PAC-MAN nu poate coborî pe acolo.
    [left] la stânga lui { $space }: PAC-MAN nu poate merge la stânga pe acolo.
   *[right] la dreapta lui { $space }: PAC-MAN nu poate merge la dreapta pe acolo.
}
pac-cage-door = Ușa cuștii e { $direction ->
    [up] deasupra lui
    [down] sub
    [left] la stânga lui
   *[right] la dreapta lui
} { $space }: PAC-MAN nu intră niciodată în cușcă.
pac-no-undo = Nu e niciun pas de anulat.
pac-walking = Ai început să mergi pas cu pas: termină mutarea (sau anulează pașii) întâi.
pac-cannot-end = PAC-MAN nu se poate opri pe { $space } cu { $steps }: se poate opri pe { $count } locuri, de exemplu { $some }.
pac-walk-ends = Drumul acesta se termină pe { $end }, nu pe { $space }.
pac-not-this-ghost = Acum mută { $ghost } ({ $spaces ->
    [one] { $spaces } pas
    [few] { $spaces } pași
   *[other] { $spaces } de pași
}), nu { $other }.
pac-ghost-cannot-end = { $ghost } nu se poate opri pe { $space } cu { $spaces ->
    [one] { $spaces } pas
    [few] { $spaces } pași
   *[other] { $spaces } de pași
} ({ $count ->
    [0] nu poate ajunge nicăieri
   *[other] poate ajunge la: { $reach }
}).

## Butoane (eticheta fiecărei acțiuni)
pac-action-roll = { $dice ->
    [one] Aruncă 1 zar
   *[other] Aruncă { $dice } zaruri
}
pac-action-step = { $arrow } { $direction ->
    [up] Sus
    [down] Jos
    [left] Stânga
   *[right] Dreapta
}
pac-action-undo = Anulează pasul
pac-action-confirm = Confirmă mutarea
pac-action-go-to = Mergi la { $space }
pac-action-route = { $ghost } → { $to ->
    [cage] cușcă
   *[other] { $to }
}
