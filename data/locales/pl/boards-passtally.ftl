# Słowa na planszy Passtally.

board-passtally-over = Koniec gry
board-passtally-winners = { $count ->
    [one] wygrywa { $winners }
   *[other] wygrywają { $winners }
}: { $points } pkt
board-passtally-setup = Przygotowanie: { $player }
board-passtally-setup-any = stawia znacznik przy dowolnej krawędzi
board-passtally-setup-edge = stawia znacznik przy krawędzi { $edge ->
    [top] górnej
    [right] prawej
    [bottom] dolnej
   *[left] lewej
}
board-passtally-setup-edges = stawia znacznik przy krawędzi { $first ->
    [top] górnej
    [right] prawej
    [bottom] dolnej
   *[left] lewej
} lub { $second ->
    [top] górnej
    [right] prawej
    [bottom] dolnej
   *[left] lewej
}
board-passtally-turn = Ruch: { $player }
board-passtally-actions-left = { $count ->
    [one] zostaje { $count } akcja
    [few] zostają { $count } akcje
   *[many] zostaje { $count } akcji
}
board-passtally-rank = { $rank }. { $player }

board-passtally-preview = Podgląd
board-passtally-not-allowed = Niedozwolone
board-passtally-at-level = { $move }, poziom { $level }
board-passtally-scores-nothing = 0 punktów: brak pełnej linii.
board-passtally-scores = { $points } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
}: { $lines }.
board-passtally-no-line-yet = Jeszcze brak pełnej linii.
board-passtally-would-score = Twoje linie dałyby { $points } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
}: { $lines }.
board-passtally-a-line = linia z { $passes } { $passes ->
    [one] przejściem
   *[other] przejściami
}
board-passtally-lines = linie { $detail } = { $passes } { $passes ->
    [one] przejście
    [few] przejścia
   *[many] przejść
}
board-passtally-cuts = Przecina linie gracza { $player }: z { $was } na { $now } { $now ->
    [one] przejście
    [few] przejścia
   *[many] przejść
}.
board-passtally-gives = Daje graczowi { $player } { $more } { $more ->
    [one] przejście więcej
    [few] przejścia więcej
   *[many] przejść więcej
}.
board-passtally-best-places = Najlepsze miejsca dla płytki { $stack }
board-passtally-by-rank = Numery według rangi (1 jest najlepsze), jak w menu.

board-passtally-face-up = Odkryte płytki
board-passtally-empty = pusto
board-passtally-laying = ◀ kładziona
board-passtally-face-down = { $count } zakryte
