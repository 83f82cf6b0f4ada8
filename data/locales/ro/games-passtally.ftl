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

# a place's two cells and the half of the tile on each: "C3 cross, D3 curves ↗"
passtally-shape = { $one } { $first ->
    [X] cruce
    [A] curbe ↗
   *[B] curbe ↖
}, { $two } { $second ->
    [X] cruce
    [A] curbe ↗
   *[B] curbe ↖
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

## Unde merge următorul marcaj al pregătirii ("pune un marcaj pe { $where }")
passtally-where-any = orice margine
passtally-where-edge = marginea de { $edge ->
    [top] sus
    [right] dreapta
    [bottom] jos
   *[left] stânga
}
passtally-where-edges = marginea de { $first ->
    [top] sus
    [right] dreapta
    [bottom] jos
   *[left] stânga
} sau de { $second ->
    [top] sus
    [right] dreapta
    [bottom] jos
   *[left] stânga
}

## Refuzuri: le citește cel care a apăsat
passtally-refuse-setup-first = Întâi fiecare își pune marcajele pe marginile tablei.
passtally-refuse-setup-over = Toate marcajele sunt puse: pune o piesă sau mută un marcaj.
passtally-refuse-space-taken = Spațiul { $space } e deja ocupat.
passtally-refuse-edge = Marcajul acesta merge pe { $where }, nu pe marginea de { $edge ->
    [top] sus
    [right] dreapta
    [bottom] jos
   *[left] stânga
}.
passtally-refuse-stack-out = Teancul { $stack } s-a terminat și ultima lui piesă a fost luată: nu mai există piesa { $stack }.
passtally-refuse-no-square = { $cell } nu este un pătrat al tablei.
passtally-refuse-equal-halves = Piesa { $stack } are două jumătăți egale: pune-o spre dreapta sau în jos (spre { $facing ->
    [N] sus
    [W] stânga
    [E] dreapta
   *[S] jos
} e aceeași așezare, văzută din celălalt pătrat).
passtally-refuse-not-yours = Nu ai niciun marcaj pe spațiul { $space }.
passtally-refuse-move-taken = Spațiul { $space } e ocupat: un marcaj trebuie să ajungă pe un spațiu liber.
passtally-refuse-too-far = Spațiul { $space } e prea departe de { $start }: un marcaj se mută cel mult două spații (peste cele ocupate sare, fără să le numere).
passtally-refuse-off-board = O piesă trebuie să stea întreagă pe tablă: acolo iese peste margine.
passtally-refuse-overhang = { $bare } e gol și { $covered } e acoperit: o piesă nu poate atârna peste un pătrat gol.
passtally-refuse-heights = { $first } e la nivelul { $level } și { $second } la nivelul { $other }: o piesă trebuie să stea pe două înălțimi egale.
passtally-refuse-one-tile = { $first } și { $second } sunt aceeași piesă: o piesă nu poate sta pe o singură piesă.
