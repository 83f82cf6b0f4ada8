# Passtally: zdarzenia (płytki, znaczniki, stosy, poziomy, przejścia).

passtally-space = { $line } { $edge ->
    [top] u góry
    [right] z prawej
    [bottom] u dołu
   *[left] z lewej
}
passtally-space-first = { $line } { $edge ->
    [top] u góry
    [right] z prawej
    [bottom] u dołu
   *[left] z lewej
}

# a place's two cells and the half of the tile on each: "C3 cross, D3 curves ↗"
passtally-shape = { $one } { $first ->
    [X] krzyż
    [A] łuki ↗
   *[B] łuki ↖
}, { $two } { $second ->
    [X] krzyż
    [A] łuki ↗
   *[B] łuki ↖
}

passtally-design = { $first ->
    [X] krzyż
    [A] łuki ↗
   *[B] łuki ↖
} + { $second ->
    [X] krzyż
    [A] łuki ↗
   *[B] łuki ↖
}

passtally-first = Zaczyna { $player } i stawia pierwszy znacznik.
passtally-marker-placed = { $player } stawia znacznik na polu { $space }.
passtally-markers-out = Wszystkie znaczniki stoją. Zaczyna { $player }.
passtally-laid = { $player } kładzie płytkę { $stack } ({ $design }) na { $first }–{ $second }, poziom { $level }.
passtally-moved = { $player } przesuwa znacznik z { $start } na { $end }.
passtally-scores-line = { $player } zdobywa { $points } (pełna linia: { $passes ->
    [one] { $passes } przejście
    [few] { $passes } przejścia
   *[many] { $passes } przejść
}).
passtally-scores-lines = { $player } zdobywa { $points } (pełne linie: { $detail } = { $passes ->
    [one] { $passes } przejście
    [few] { $passes } przejścia
   *[many] { $passes } przejść
}).
passtally-no-line = { $player } nie ma pełnej linii i nic nie zdobywa.
passtally-last-round-points = { $player } ma ponad { $limit } punktów: to ostatnia runda.
passtally-last-round-stack = Skończył się stos (brak zakrytych płytek): to ostatnia runda.
passtally-over = Koniec gry: { $reason }
passtally-end-last-round = ostatnia runda dobiegła końca.
passtally-end-stacks = skończyły się wszystkie trzy stosy.
passtally-end-blocked = żadnej odkrytej płytki nie da się położyć na planszy.

## Menus
passtally-action-marker = { $space }
passtally-action-tile = Płytka { $stack }: { $first }–{ $second }
passtally-action-move = { $start } → { $end }

## Gdzie stawia się następny znacznik przygotowania ("postaw znacznik na { $where }")
passtally-where-any = dowolnej krawędzi
passtally-where-edge = { $edge ->
    [top] górnej
    [right] prawej
    [bottom] dolnej
   *[left] lewej
} krawędzi
passtally-where-edges = { $first ->
    [top] górnej
    [right] prawej
    [bottom] dolnej
   *[left] lewej
} lub { $second ->
    [top] górnej
    [right] prawej
    [bottom] dolnej
   *[left] lewej
} krawędzi

## Odmowy: czyta je ten, kto kliknął
passtally-refuse-setup-first = Najpierw wszyscy stawiają znaczniki na krawędziach planszy.
passtally-refuse-setup-over = Wszystkie znaczniki stoją: połóż płytkę albo przesuń znacznik.
passtally-refuse-space-taken = Pole { $space } jest już zajęte.
passtally-refuse-edge = Ten znacznik stawiasz na { $where }, nie na { $edge ->
    [top] górnej
    [right] prawej
    [bottom] dolnej
   *[left] lewej
} krawędzi.
passtally-refuse-stack-out = Stos { $stack } się skończył, a jego ostatnią płytkę już wzięto: nie ma płytki { $stack }.
passtally-refuse-no-square = { $cell } to nie jest kratka planszy.
passtally-refuse-equal-halves = Płytka { $stack } ma dwie równe połówki: połóż ją w prawo albo w dół (w { $facing ->
    [N] górę
    [W] lewo
    [E] prawo
   *[S] dół
} to to samo położenie widziane z drugiej kratki).
passtally-refuse-not-yours = Nie masz znacznika na polu { $space }.
passtally-refuse-move-taken = Pole { $space } jest zajęte: znacznik musi stanąć na wolnym polu.
passtally-refuse-too-far = Pole { $space } jest za daleko od { $start }: znacznik przesuwa się najwyżej o dwa pola (zajęte przeskakuje i nie liczy).
passtally-refuse-off-board = Płytka musi leżeć w całości na planszy: tu wystaje poza krawędź.
passtally-refuse-overhang = { $bare } jest puste, a { $covered } zakryte: płytka nie może wisieć nad pustą kratką.
passtally-refuse-heights = { $first } jest na poziomie { $level }, a { $second } na poziomie { $other }: płytka musi leżeć na dwóch równych wysokościach.
passtally-refuse-one-tile = { $first } i { $second } to jedna płytka: nie można położyć płytki na jednej płytce.
