# Formula 1: zdarzenia (terminy z polskiej instrukcji: bolid, pole, pit-stop, meta, kostka).

f1-field = pola { $field }
f1-the-pit = pit-stopu

f1-grand-prix = Grand Prix { $number } z { $races }: { $name }, jedno okrążenie od pola { $start }.
f1-start-roll = { $player } { $value }
f1-start-rolls = Rzuty na start: { $rolls }.
f1-starts = Zaczyna { $player }.
f1-round = Runda { $round }.
f1-sits-out = Bolid { $car } stoi tę rundę w pit-stopie.

f1-rolls = { $player } wyrzuca { $value } bolidem { $car } z { $start }.
f1-rolls-to = { $player } wyrzuca { $value } bolidem { $car } z { $start } na pole { $end }.
f1-extra-rolls = Dodatkowy bolid { $car } wyrzuca { $value } z { $start }.
f1-extra-rolls-to = Dodatkowy bolid { $car } wyrzuca { $value } z { $start } na pole { $end }.
f1-rolls-extras = { $player } rzuca za dodatkowe bolidy.
f1-reaches = Bolid { $car } dojeżdża na pole { $field }.
f1-taken = Pole { $field } jest zajęte { $holder ->
    [0] przez inny bolid
   *[other] przez bolid { $holder }
}: bolid { $car } cofa się na pole { $back }.
f1-pit-blocked = Wszystkie pola od pit-stopu do pola { $field } są zajęte: bolid { $car } zostaje w pit-stopie.
f1-pit-entry = Bolid { $car } dojeżdża do wjazdu do pit-stopu na polu { $field } ({ $left ->
    [0] bez oczek w zapasie
    [one] zostaje { $left } oczko
    [few] zostają { $left } oczka
   *[many] zostaje { $left } oczek
}): pit-stop teraz czy jazda dalej?
f1-stays-out = Bolid { $car } jedzie dalej.
f1-stays-out-to = Bolid { $car } jedzie dalej, na pole { $end }.
f1-pit-stop = Bolid { $car } { $forced ->
    [yes] musi zjechać (minął pierwszy pit-stop)
   *[no] zjeżdża
} do pit-stopu na polu { $field }{ $free ->
    [yes] {" "}(rzut kończy się na wjeździe: obowiązkowy pit-stop nic teraz nie kosztuje)
   *[no] { $dropped ->
        [0] {""}
        [one] , przepada { $dropped } oczko
        [few] , przepadają { $dropped } oczka
       *[many] , przepada { $dropped } oczek
    }
}; stoi w następnej rundzie.
f1-finish = Bolid { $car } mija metę: { $place }. miejsce.

f1-placed = { $place }. bolid { $car }
f1-result = Wynik { $name }: { $podium }.
f1-gained = { $player } +{ $points }
f1-points = Punkty: { $points }.
f1-total = { $player } { $points }
f1-over = Koniec mistrzostw: { $totals }. { $count ->
    [one] Mistrz
   *[other] Mistrzowie
}: { $champions }.

## Akcje
f1-action-roll = Rzuć za bolid { $car }
f1-action-roll-all = Rzuć za wszystkie bolidy, najpierw bolid { $first }
f1-action-roll-extras = Rzuć za dodatkowe bolidy
f1-action-pit = Pit-stop teraz
f1-action-stay-out = Zostań na torze

## Odmowy: na co gra czeka zamiast tego
f1-refuse-one-left = Do rzutu został tylko bolid { $car }: użyj jego własnego przycisku.
f1-refuse-not-to-roll = Bolid { $car } nie jest jednym z twoich bolidów do rzutu: { $count ->
    [one] bolid
   *[other] bolidy
} { $cars }.
f1-refuse-not-yours = Bolid { $car } nie jest twój: jeździsz { $count ->
    [one] bolidem
   *[other] bolidami
} { $cars }.
f1-refuse-finished = Bolid { $car } już minął metę w tym wyścigu.
f1-refuse-sits-out = Bolid { $car } stoi tę rundę w pit-stopie.
f1-refuse-moved = Bolid { $car } już jechał w tej kolejce.
f1-refuse-pit-first = Bolid { $car } stoi przy wjeździe do pit-stopu: najpierw wybierz pit-stop teraz albo jazdę dalej.
f1-refuse-extras-now = Teraz rzuca się za dodatkowe bolidy.
f1-refuse-roll-first = Najpierw rzuć za swoje bolidy: { $count ->
    [one] bolid { $cars } jeszcze nie jechał
   *[other] bolidy { $cars } jeszcze nie jechały
}.
f1-refuse-over = Mistrzostwa się skończyły.
