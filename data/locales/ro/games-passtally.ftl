# Passtally: evenimentele (piese, marcaje, teancuri, niveluri, treceri).

passtally-space = { $line } { $edge ->
    [top] sus
    [right] dreapta
    [bottom] jos
   *[left] stânga
}
passtally-space-first = { $line } { $edge ->
    [top] sus
    [right] dreapta
    [bottom] jos
   *[left] stânga
}

passtally-design = { $first ->
    [X] cruce
    [A] curbe ↗
   *[B] curbe ↖
} + { $second ->
    [X] cruce
    [A] curbe ↗
   *[B] curbe ↖
}

passtally-first = Începe { $player } și pune primul marcaj.
passtally-marker-placed = { $player } pune un marcaj pe spațiul { $space }.
passtally-markers-out = Toate marcajele sunt puse. Începe { $player }.
passtally-laid = { $player } a pus piesa { $stack } ({ $design }) pe { $first }–{ $second }, nivelul { $level }.
passtally-moved = { $player } a mutat un marcaj de pe { $start } pe { $end }.
passtally-scores-line = { $player } primește { $points } (o linie completă de { $passes ->
    [one] { $passes } trecere
    [few] { $passes } treceri
   *[other] { $passes } de treceri
}).
passtally-scores-lines = { $player } primește { $points } (linii complete: { $detail } = { $passes ->
    [one] { $passes } trecere
    [few] { $passes } treceri
   *[other] { $passes } de treceri
}).
passtally-no-line = { $player } nu are nicio linie completă și nu primește nimic.
passtally-last-round-points = { $player } are peste { $limit } de puncte: aceasta este ultima rundă.
passtally-last-round-stack = S-a terminat un teanc (nicio piesă cu fața în jos): aceasta este ultima rundă.
passtally-over = Sfârșitul jocului: { $reason }
passtally-end-last-round = ultima rundă s-a încheiat.
passtally-end-stacks = s-au terminat toate cele trei teancuri.
passtally-end-blocked = nicio piesă cu fața în sus nu mai încape pe tablă.

## Menus
passtally-action-marker = { $space }
passtally-action-tile = Piesa { $stack }: { $first }–{ $second }
passtally-action-move = { $start } → { $end }
