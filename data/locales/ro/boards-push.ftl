# Cuvintele de pe tabla PUSH.

board-push-headline = { $player }: { $phase ->
    [start] alege Trage sau În seif
    [push] trage din nou sau oprește-te
    [place] pune cartea într-o coloană
    [roll] dă cu zarul
    [bust] ai forțat prea mult: dă cu zarul
   *[collect] ia o coloană
}
board-push-over = Final: { $count ->
    [one] câștigă { $winners }
   *[other] egalitate { $winners }
} cu { $points }
board-push-turn = Rândul: { $player }
board-push-cards-left = { $count ->
    [one] { $count } carte rămasă
    [few] { $count } cărți rămase
   *[other] { $count } de cărți rămase
}
board-push-collecting = Se adună { $way ->
    [clockwise] ↻ în sens orar
   *[other] ↺ în sens antiorar
}: { $order }

board-push-column = Coloana { $column }
board-push-new-column = coloană nouă
board-push-empty = goală
board-push-taken = luată
board-push-plus-roll = + zar

board-push-drawn = Cartea trasă
board-push-bust-with = A forțat cu
board-push-no-switch = Fără cărți de schimbare (2 jucători)
board-push-switch-pile = Schimbări: { $count }
board-push-last-roll = Ultimul zar
board-push-none-yet = încă nimic
board-push-by = de { $player }
board-push-face = { $face ->
    [red] roșu
    [blue] albastru
    [green] verde
    [yellow] galben
    [purple] mov
   *[star] stea
}
board-push-card-roll = ZAR
board-push-card-switch = SCHIMB

board-push-bench-bank = bancă { $bench } · seif { $count ->
    [one] { $count } carte
    [few] { $count } cărți
   *[other] { $count } de cărți
}
board-push-bench-bank-seen = bancă { $bench } · seif { $count ->
    [one] { $count } carte
    [few] { $count } cărți
   *[other] { $count } de cărți
} = { $points }
board-push-final = total { $score } (bancă { $bench } + seif { $bank })
board-push-bench-empty = bancă goală
