# PAC-MAN: zdarzenia, odmowy reguł i przyciski. Duchy zachowują swoje imiona (w mianowniku:
# "duch Blinky"); pola nazywa się jak na szachownicy ("J16").

## Wewnątrz innych zdań
pac-corner = { $corner ->
    [top-left] lewa górna
    [top-right] prawa górna
    [bottom-left] lewa dolna
   *[bottom-right] prawa dolna
}
pac-order-roll = { $player } wyrzuca { $value }
pac-card-move = { $ghost } { $spaces }

## Runda
pac-who-next = Kto następny jest PAC-MANEM? { $rolls }.
pac-is-pacman = { $player } jest PAC-MANEM (runda { $inning }).
pac-stops = { $player } kończy: runda kończy się wynikiem { $score }, jak po złapaniu.
pac-level-clear = Poziom { $level } ukończony! Wynik na razie: { $score }. Labirynt wraca do początku, a 5 żółtych kart trafia do talii duchów.
pac-level-clear-last = Poziom { $level } ukończony! { $limit ->
    [one] To jedyny poziom tej rundy
    [few] To { $limit } poziomy tej rundy
   *[many] To { $limit } poziomów tej rundy
}: runda kończy się wynikiem { $score }.
pac-caught-life = { $how } PAC-MAN złapany! { $lives ->
    [one] Zostało mu { $lives } życie
   *[other] Zostały mu { $lives } życia
}: wszystkie pionki wracają na start, kropki zostają.
pac-caught = { $how } PAC-MAN złapany! Runda kończy się wynikiem { $score }.
pac-game-over = Koniec gry. Najlepszy wynik: { $best }.

## Ruchy PAC-MANA
pac-rolls = PAC-MAN wyrzuca { $dice } = { $total }.
pac-power-rolls = Ruch mocy { $move } z { $moves }: PAC-MAN wyrzuca { $value }.
pac-moves = PAC-MAN idzie o { $count ->
    [one] { $count } pole
    [few] { $count } pola
   *[many] { $count } pól
} z { $start } na { $end }{ $dots ->
    [0] {""}
    [one] {" "}i zjada { $dots } kropkę
    [few] {" "}i zjada { $dots } kropki
   *[many] {" "}i zjada { $dots } kropek
}.
pac-lands-on-ghost = PAC-MAN staje na duchu { $ghost } na { $space }.
pac-power-over = Koniec mocy: PAC-MAN nie może już zjadać duchów.
pac-eats-fruit = PAC-MAN zjada { $fruit ->
    [cherry] wiśnię
    [strawberry] truskawkę
   *[orange] pomarańczę
} na { $space }: +{ $points }.
pac-eats-ghost = PAC-MAN zjada ducha { $ghost } na { $space }: +{ $points }. Jego oczy wracają do klatki.
pac-section-clear = Sekcja { $section } ({ $corner }) oczyszczona: żeton mini-planszy, +{ $points }.
pac-eats-pellet = PAC-MAN zjada kulę mocy na { $space }: { $moves } ruchy mocy po jednej kostce, w których zjada każdego ducha, przez którego przejdzie albo na którym stanie.

## Ruchy duchów
pac-ghost-stuck = { $eyes ->
    [yes] Oczy ducha { $ghost } nie mogą się ruszyć.
   *[no] Duch { $ghost } nie może się ruszyć.
}
pac-eyes-home = Oczy ducha { $ghost } idą o { $count ->
    [one] { $count } pole
    [few] { $count } pola
   *[many] { $count } pól
} z { $start } do klatki: { $ghost } wraca.
pac-eyes-go = Oczy ducha { $ghost } idą o { $count ->
    [one] { $count } pole
    [few] { $count } pola
   *[many] { $count } pól
} z { $start } na { $end }.
pac-ghost-moves = Duch { $ghost } idzie o { $count ->
    [one] { $count } pole
    [few] { $count } pola
   *[many] { $count } pól
}{ $short ->
    [0] {""}
   *[other] {" "}(tyle, ile może, z { $short })
} { $start ->
    [cage] z klatki
   *[other] z { $start }
} na { $end }.
pac-ghost-catches = Duch { $ghost } staje na PAC-MANIE na { $space }.
pac-deck-shuffled = Talia duchów się skończyła: odrzucone karty zostają przetasowane.
pac-ghost-card = Karta duchów: { $moves }.
pac-opening = Pierwsza karta: Blinky musi wyjść pierwszy, więc { $ghosts } { $count ->
    [one] traci
   *[other] tracą
} ten ruch.
pac-fruit-still = Karta owocu: { $fruit ->
    [cherry] wiśnia
    [strawberry] truskawka
   *[orange] pomarańcza
} wciąż leży w labiryncie, więc karta idzie na bok.
pac-fruit-none = Karta owocu: na tym poziomie nie ma już owoców, więc karta idzie na bok.
pac-fruit-appears = Karta owocu: { $fruit ->
    [cherry] wiśnia pojawia się
    [strawberry] truskawka pojawia się
   *[orange] pomarańcza pojawia się
} na { $space }.

## Odmowy (powody z reguł, dla tego, kto kliknął)
pac-not-a-move = To nie jest ruch w PAC-MANIE.
pac-bad-key = { $given } to nie jest ruch w PAC-MANIE.
pac-ghosts-move-not-pacman = Teraz ruszają się duchy, nie PAC-MAN.
pac-ghosts-move = Teraz ruszają się duchy.
pac-pacman-turn = Teraz kolej PAC-MANA, nie duchów.
pac-rolled-already = Już rzucono: przejdź { $steps ->
    [one] { $steps } pole
    [few] { $steps } pola
   *[many] { $steps } pól
}, potem potwierdź.
pac-roll-now = Teraz rzuć { $dice ->
    [one] { $dice } kostką
   *[other] { $dice } kostkami
}.
pac-roll-first = Najpierw rzuć kostkami.
pac-pellet-ends = Kula mocy na { $space } kończy twój ruch: potwierdź go albo cofnij krok.
pac-moved-all = Masz już za sobą { $steps ->
    [one] swoje { $steps } pole
    [few] wszystkie { $steps } pola
   *[many] wszystkie { $steps } pól
}: potwierdź ruch albo cofnij krok.
pac-moved-part = Za tobą { $moved } z { $steps ->
    [one] { $steps } pola
   *[other] { $steps } pól
}: { $left ->
    [one] zostało { $left }
    [few] zostały { $left }
   *[many] zostało { $left }
}.
pac-wall = { $direction ->
    [up] Nad { $space } jest ściana: PAC-MAN nie pójdzie tędy w górę.
    [down] Pod { $space } jest ściana: PAC-MAN nie pójdzie tędy w dół.
    [left] Na lewo od { $space } jest ściana: PAC-MAN nie pójdzie tędy w lewo.
   *[right] Na prawo od { $space } jest ściana: PAC-MAN nie pójdzie tędy w prawo.
}
pac-cage-door = { $direction ->
    [up] Nad
    [down] Pod
    [left] Na lewo od
   *[right] Na prawo od
} { $space } są drzwi klatki: PAC-MAN nigdy nie wchodzi do klatki.
pac-no-undo = Nie ma kroku do cofnięcia.
pac-walking = Zaczęto iść krok po kroku: najpierw dokończ ten ruch (albo cofnij kroki).
pac-cannot-end = PAC-MAN nie może skończyć na { $space } przy rzucie { $steps }: może skończyć na { $count } polach, np. { $some }.
pac-walk-ends = Ta droga kończy się na { $end }, nie na { $space }.
pac-not-this-ghost = Teraz rusza się duch { $ghost } ({ $spaces ->
    [one] { $spaces } pole
    [few] { $spaces } pola
   *[many] { $spaces } pól
}), nie { $other }.
pac-ghost-cannot-end = Duch { $ghost } nie może skończyć na { $space }, idąc o { $spaces ->
    [one] { $spaces } pole
    [few] { $spaces } pola
   *[many] { $spaces } pól
} ({ $count ->
    [0] nie dojdzie nigdzie
   *[other] dojdzie na: { $reach }
}).

## Przyciski (etykieta każdej akcji)
pac-action-roll = { $dice ->
    [one] Rzuć 1 kostką
   *[other] Rzuć { $dice } kostkami
}
pac-action-step = { $arrow } { $direction ->
    [up] W górę
    [down] W dół
    [left] W lewo
   *[right] W prawo
}
pac-action-undo = Cofnij krok
pac-action-confirm = Potwierdź ruch
pac-action-go-to = Idź na { $space }
pac-action-route = { $ghost } → { $to ->
    [cage] klatka
   *[other] { $to }
}
