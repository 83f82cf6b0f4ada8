# Formula 1: evenimentele.

f1-field = câmpul { $field }
f1-the-pit = boxe

f1-grand-prix = Marele Premiu { $number } din { $races }: { $name }, un tur de la câmpul { $start }.
f1-start-roll = { $player } { $value }
f1-start-rolls = Aruncări de start: { $rolls }.
f1-starts = Începe { $player }.
f1-round = Runda { $round }.
f1-sits-out = Mașina { $car } stă la boxe runda aceasta.

f1-rolls = { $player } dă { $value } pentru mașina { $car } de pe { $start }.
f1-rolls-to = { $player } dă { $value } pentru mașina { $car } de pe { $start } până la câmpul { $end }.
f1-extra-rolls = Mașina în plus { $car } dă { $value } de pe { $start }.
f1-extra-rolls-to = Mașina în plus { $car } dă { $value } de pe { $start } până la câmpul { $end }.
f1-rolls-extras = { $player } dă cu zarul pentru mașinile în plus.
f1-reaches = Mașina { $car } ajunge pe câmpul { $field }.
f1-taken = Câmpul { $field } e ocupat de { $holder ->
    [0] altă mașină
   *[other] mașina { $holder }
}: mașina { $car } se întoarce pe câmpul { $back }.
f1-pit-blocked = Toate câmpurile de la boxe până la câmpul { $field } sunt ocupate: mașina { $car } rămâne la boxe.
f1-pit-entry = Mașina { $car } ajunge la intrarea la boxe pe câmpul { $field } ({ $left ->
    [0] fără puncte rămase
    [one] { $left } punct rămas
    [few] { $left } puncte rămase
   *[other] { $left } de puncte rămase
}): la boxe acum sau mai departe?
f1-stays-out = Mașina { $car } merge mai departe.
f1-stays-out-to = Mașina { $car } merge mai departe, până la câmpul { $end }.
f1-pit-stop = Mașina { $car } { $forced ->
    [yes] trebuie să oprească (a trecut de primele boxe)
   *[no] oprește
} la boxe pe câmpul { $field }{ $free ->
    [yes] {" "}(aruncarea se termină la intrare: oprirea obligatorie nu costă nimic acum)
   *[no] { $dropped ->
        [0] {""}
        [one] , se pierde { $dropped } punct
       *[other] , se pierd { $dropped } puncte
    }
}; stă pe loc runda următoare.
f1-finish = Mașina { $car } trece linia de sosire: locul { $place }.

f1-placed = locul { $place } mașina { $car }
f1-result = Rezultatul { $name }: { $podium }.
f1-gained = { $player } +{ $points }
f1-points = Puncte: { $points }.
f1-total = { $player } { $points }
f1-over = Campionatul s-a încheiat: { $totals }. { $count ->
    [one] Campion
   *[other] Campioni
}: { $champions }.

## Acțiunile
f1-action-roll = Aruncă pentru mașina { $car }
f1-action-roll-all = Aruncă pentru toate mașinile, întâi mașina { $first }
f1-action-roll-extras = Aruncă pentru mașinile în plus
f1-action-pit = Intră la boxe
f1-action-stay-out = Rămâi pe pistă

## Refuzuri: ce așteaptă jocul în schimb
f1-refuse-one-left = Doar mașina { $car } mai are de aruncat: folosește butonul ei.
f1-refuse-not-to-roll = Mașina { $car } nu e una dintre mașinile tale de aruncat: { $count ->
    [one] mașina
   *[other] mașinile
} { $cars }.
f1-refuse-not-yours = Mașina { $car } nu e a ta: conduci { $count ->
    [one] mașina
   *[other] mașinile
} { $cars }.
f1-refuse-finished = Mașina { $car } a terminat deja cursa.
f1-refuse-sits-out = Mașina { $car } stă la boxe runda aceasta.
f1-refuse-moved = Mașina { $car } s-a mutat deja în tura aceasta.
f1-refuse-pit-first = Mașina { $car } e la intrarea la boxe: alege întâi Intră la boxe sau Rămâi pe pistă.
f1-refuse-extras-now = Acum se aruncă pentru mașinile în plus.
f1-refuse-roll-first = Aruncă întâi pentru mașinile tale: { $count ->
    [one] mașina { $cars } încă nu s-a mutat
   *[other] mașinile { $cars } încă nu s-au mutat
}.
f1-refuse-over = Campionatul s-a încheiat.
