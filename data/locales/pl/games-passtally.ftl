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
