# PUSH: zdarzenia i karty, które nazywają.

push-card = { $colour ->
    [red] czerwona
    [blue] niebieska
    [green] zielona
    [yellow] żółta
   *[purple] fioletowa
} { $number }
push-a-roll-card = karta kości
push-the-card = kartę { $colour ->
    [red] czerwoną
    [blue] niebieską
    [green] zieloną
    [yellow] żółtą
   *[purple] fioletową
} { $number }
push-the-roll-card = kartę kości
push-the-switch-card = kartę zmiany

push-first = Zaczyna { $player } (losowanie).
push-switch = { $player } dobiera kartę zmiany: zbieranie idzie teraz { $way ->
    [clockwise] zgodnie z ruchem wskazówek zegara
   *[other] przeciwnie do ruchu wskazówek zegara
}.
push-bust = { $player } przeciąga strunę: { $card } nie da się dołożyć do żadnej kolumny, idzie na odrzuty. { $player } rzuca kością.
push-new-column = { $player } zaczyna kolumnę { $column }: kładzie { $card }.
push-place = { $player } kładzie { $card } do kolumny { $column }.
push-pile-out = Stos do dobierania jest pusty: dobieranie kończy się tutaj.
push-stop-empty = { $player } kończy bez kolumny: nie ma czego zbierać.
push-stop = { $player } kończy dobieranie.
push-column-discarded = Kolumna { $column } ({ $cards }) idzie na odrzuty.
push-takes = { $player } bierze kolumnę { $column }: { $cards }.
push-roll-card = { $player } ma w kolumnie kartę kości i rzuca kością.
push-rolls-loses = { $player } wyrzuca { $face ->
    [red] czerwony
    [blue] niebieski
    [green] zielony
    [yellow] żółty
    [purple] fioletowy
   *[star] gwiazdę
}: traci z ławki: { $cards } ({ $points ->
    [one] { $points } punkt
    [few] { $points } punkty
   *[many] { $points } punktów
}).
push-rolls-star = { $player } wyrzuca gwiazdę: bezpiecznie, nic nie traci.
push-rolls-nothing = { $player } wyrzuca { $face ->
    [red] czerwony: brak czerwonych
    [blue] niebieski: brak niebieskich
    [green] zielony: brak zielonych
    [yellow] żółty: brak żółtych
   *[purple] fioletowy: brak fioletowych
} kart na ławce, nic nie traci.
push-banks = { $player } odkłada do banku { $count ->
    [one] { $count } { $colour ->
        [red] czerwoną
        [blue] niebieską
        [green] zieloną
        [yellow] żółtą
       *[purple] fioletową
    } kartę
    [few] { $count } { $colour ->
        [red] czerwone
        [blue] niebieskie
        [green] zielone
        [yellow] żółte
       *[purple] fioletowe
    } karty
   *[many] { $count } { $colour ->
        [red] czerwonych
        [blue] niebieskich
        [green] zielonych
        [yellow] żółtych
       *[purple] fioletowych
    } kart
}.
push-score = { $player } { $points }
push-over = Stos do dobierania jest pusty: koniec gry. { $scores }.
push-turn = Ruch: { $player }.

## Przyciski
push-action-draw = Dobierz
push-action-column = Kolumna { $column }
push-action-new-column = Nowa kolumna
push-action-stop = Stop
push-action-roll = Rzuć kością
push-action-take = Weź kolumnę { $column }
push-action-bank = Do banku: { $colour ->
    [red] czerwone
    [blue] niebieskie
    [green] zielone
    [yellow] żółte
   *[purple] fioletowe
}

## Odmowy: czyta je ten, kto kliknął ($card: push-the-card, w bierniku)
push-refuse-not-an-action = To nie jest ruch w PUSH.
push-refuse-not-now = Nie teraz: { $player } musi { $now ->
    [start] wybrać Dobierz albo Do banku
    [push] dobrać jeszcze albo skończyć
    [place] włożyć dobraną kartę do kolumny
    [roll] rzucić kostką
   *[collect] wziąć kolumnę
}.
push-refuse-place-first = Najpierw włóż { $card } do kolumny, potem dobieraj dalej.
push-refuse-three-columns = Są już trzy kolumny: włóż { $card } do jednej z nich.
push-refuse-no-column = Nie ma jeszcze kolumny { $column }: wybierz Nowa kolumna, żeby ją zacząć.
push-refuse-column = Kolumna { $column } { $reason }: włóż { $card } gdzie indziej.
push-refuse-draw-first = Najpierw dobierz kartę: ruch zaczyna się od dobrania (albo od banku).
push-refuse-take = Kolumny { $column } nie ma na stole: weź jedną z tych: { $columns }.
push-refuse-bank-mid-push = W trakcie dobierania nie można odkładać do banku: bank jest zamiast dobierania.
push-refuse-no-bench = Nie masz na ławce { $colour ->
    [red] czerwonych
    [blue] niebieskich
    [green] zielonych
    [yellow] żółtych
   *[purple] fioletowych
} kart do odłożenia do banku.
## Dlaczego kolumna nie przyjmie karty ($card: push-card, karta, którą ma)
push-holds-roll = ma już kartę kości
push-holds-colour = ma już { $colour ->
    [red] czerwoną
    [blue] niebieską
    [green] zieloną
    [yellow] żółtą
   *[purple] fioletową
} kartę ({ $card })
push-holds-number = ma już kartę { $number } ({ $card })
