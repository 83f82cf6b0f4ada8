# Cuvintele de pe tabla Passtally.

board-passtally-over = Sfârșitul jocului
board-passtally-winners = { $count ->
    [one] câștigă { $winners }
   *[other] câștigă { $winners }
} cu { $points }
board-passtally-setup = Pregătire: { $player }
board-passtally-setup-any = pune un marcaj pe orice margine
board-passtally-setup-edge = pune un marcaj pe marginea de { $edge ->
    [top] sus
    [right] dreapta
    [bottom] jos
   *[left] stânga
}
board-passtally-setup-edges = pune un marcaj pe marginea de { $first ->
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
board-passtally-turn = Rândul: { $player }
board-passtally-actions-left = { $count ->
    [one] { $count } acțiune rămasă
    [few] { $count } acțiuni rămase
   *[other] { $count } de acțiuni rămase
}
board-passtally-rank = #{ $rank } { $player }

board-passtally-preview = Previzualizare
board-passtally-not-allowed = Nepermis
board-passtally-at-level = { $move }, nivelul { $level }
board-passtally-scores-nothing = 0 puncte: nicio linie completă.
board-passtally-scores = { $points ->
    [one] { $points } punct
    [few] { $points } puncte
   *[other] { $points } de puncte
}: { $lines }.
board-passtally-no-line-yet = Încă nicio linie completă.
board-passtally-would-score = Liniile tale ar aduce { $points ->
    [one] { $points } punct
    [few] { $points } puncte
   *[other] { $points } de puncte
}: { $lines }.
board-passtally-a-line = o linie de { $passes ->
    [one] { $passes } trecere
    [few] { $passes } treceri
   *[other] { $passes } de treceri
}
board-passtally-lines = linii { $detail } = { $passes ->
    [one] { $passes } trecere
    [few] { $passes } treceri
   *[other] { $passes } de treceri
}
board-passtally-cuts = Taie liniile lui { $player } de la { $was } la { $now ->
    [one] { $now } trecere
    [few] { $now } treceri
   *[other] { $now } de treceri
}.
board-passtally-gives = Îi dă lui { $player } încă { $more ->
    [one] { $more } trecere
    [few] { $more } treceri
   *[other] { $more } de treceri
}.
board-passtally-best-places = Cele mai bune locuri pentru piesa { $stack }
board-passtally-by-rank = Numerotate după rang (1 e cel mai bun), ca în meniuri.

board-passtally-face-up = Piese cu fața în sus
board-passtally-empty = gol
board-passtally-laying = ◀ se pune
board-passtally-face-down = { $count } cu fața în jos
