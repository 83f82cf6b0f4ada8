# Słowa na planszy PUSH.

board-push-headline = { $player }: { $phase ->
    [start] Dobierz albo Do banku
    [push] dobierz znowu albo stop
    [place] połóż kartę do kolumny
    [roll] rzuć kością
    [bust] za daleko: rzuć kością
   *[collect] weź kolumnę
}
board-push-over = Koniec: { $count ->
    [one] wygrywa { $winners }
   *[other] remis: { $winners }
}, { $points } pkt
board-push-turn = Ruch: { $player }
board-push-cards-left = { $count ->
    [one] zostaje { $count } karta
    [few] zostają { $count } karty
   *[many] zostaje { $count } kart
}
board-push-collecting = Zbieranie { $way ->
    [clockwise] ↻ zgodnie z zegarem
   *[other] ↺ przeciwnie do zegara
}: { $order }

board-push-column = Kolumna { $column }
board-push-new-column = nowa kolumna
board-push-empty = pusta
board-push-taken = zabrana
board-push-plus-roll = + kość

board-push-drawn = Dobrana karta
board-push-bust-with = Za daleko przez
board-push-no-switch = Bez kart zmiany (2 graczy)
board-push-switch-pile = Karty zmiany: { $count }
board-push-last-roll = Ostatni rzut
board-push-none-yet = jeszcze brak
board-push-by = rzuca { $player }
board-push-face = { $face ->
    [red] czerwony
    [blue] niebieski
    [green] zielony
    [yellow] żółty
    [purple] fioletowy
   *[star] gwiazda
}
board-push-card-roll = KOŚĆ
board-push-card-switch = ZMIANA

board-push-bench-bank = ławka { $bench } · bank { $count ->
    [one] { $count } karta
    [few] { $count } karty
   *[many] { $count } kart
}
board-push-bench-bank-seen = ławka { $bench } · bank { $count ->
    [one] { $count } karta
    [few] { $count } karty
   *[many] { $count } kart
} = { $points }
board-push-final = wynik { $score } (ławka { $bench } + bank { $bank })
board-push-bench-empty = pusta ławka
