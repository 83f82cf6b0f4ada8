# PUSH: evenimentele și cărțile pe care le numesc.

push-card = { $colour ->
    [red] roșu
    [blue] albastru
    [green] verde
    [yellow] galben
   *[purple] mov
} { $number }
push-a-roll-card = o carte de zar
push-the-card = cartea { $colour ->
    [red] roșie
    [blue] albastră
    [green] verde
    [yellow] galbenă
   *[purple] mov
} { $number }
push-the-roll-card = cartea de zar
push-the-switch-card = cartea de schimbare

push-first = Începe { $player } (tras la sorți).
push-switch = { $player } trage o carte de schimbare: acum se adună { $way ->
    [clockwise] în sens orar
   *[other] în sens antiorar
}.
push-bust = { $player } a forțat prea mult: { $card } nu încape în nicio coloană și se aruncă. { $player } trebuie să dea cu zarul.
push-new-column = { $player } începe coloana { $column } cu { $card }.
push-place = { $player } pune { $card } în coloana { $column }.
push-pile-out = Pachetul s-a terminat: tragerea se oprește aici.
push-stop-empty = { $player } se oprește fără coloane: nu are ce aduna.
push-stop = { $player } se oprește.
push-column-discarded = Coloana { $column } ({ $cards }) se aruncă.
push-takes = { $player } ia coloana { $column }: { $cards }.
push-roll-card = { $player } a luat o carte de zar și trebuie să dea cu zarul.
push-rolls-loses = { $player } dă { $face ->
    [red] roșu
    [blue] albastru
    [green] verde
    [yellow] galben
    [purple] mov
   *[star] o stea
}: pierde de pe bancă { $cards } ({ $points ->
    [one] { $points } punct
    [few] { $points } puncte
   *[other] { $points } de puncte
}).
push-rolls-star = { $player } dă o stea: în siguranță, nu pierde nimic.
push-rolls-nothing = { $player } dă { $face ->
    [red] roșu: nicio carte roșie
    [blue] albastru: nicio carte albastră
    [green] verde: nicio carte verde
    [yellow] galben: nicio carte galbenă
   *[purple] mov: nicio carte mov
} pe bancă, nu pierde nimic.
push-banks = { $player } pune în seif { $count ->
    [one] o carte { $colour ->
        [red] roșie
        [blue] albastră
        [green] verde
        [yellow] galbenă
       *[purple] mov
    }
    [few] { $count } cărți { $colour ->
        [red] roșii
        [blue] albastre
        [green] verzi
        [yellow] galbene
       *[purple] mov
    }
   *[other] { $count } de cărți { $colour ->
        [red] roșii
        [blue] albastre
        [green] verzi
        [yellow] galbene
       *[purple] mov
    }
}.
push-score = { $player } { $points }
push-over = Pachetul s-a terminat: jocul s-a încheiat. { $scores }.
push-turn = Urmează { $player }.

## Butoane
push-action-draw = Trage
push-action-column = Coloana { $column }
push-action-new-column = Coloană nouă
push-action-stop = Stop
push-action-roll = Dă cu zarul
push-action-take = Ia coloana { $column }
push-action-bank = În seif: { $colour ->
    [red] roșii
    [blue] albastre
    [green] verzi
    [yellow] galbene
   *[purple] mov
}

## Refuzuri: le citește cel care a apăsat ($card: push-the-card)
push-refuse-not-an-action = Aceasta nu este o mutare PUSH.
push-refuse-not-now = Nu acum: { $player } trebuie să { $now ->
    [start] aleagă Trage sau În seif
    [push] mai tragă sau să se oprească
    [place] pună cartea trasă într-o coloană
    [roll] dea cu zarul
   *[collect] ia o coloană
}.
push-refuse-place-first = Pune întâi { $card } într-o coloană, apoi mai trage.
push-refuse-three-columns = Sunt deja trei coloane: { $card } trebuie pusă în una dintre ele.
push-refuse-no-column = Nu există încă o coloană { $column }: alege Coloană nouă ca s-o începi.
push-refuse-column = Coloana { $column } { $reason }: { $card } nu poate merge acolo.
push-refuse-draw-first = Trage întâi o carte: tura începe cu o tragere (sau, în loc de asta, cu seiful).
push-refuse-take = Coloana { $column } nu e pe masă: ia una dintre { $columns }.
push-refuse-bank-mid-push = Nu poți pune în seif în mijlocul turei: seiful se alege în loc să tragi.
push-refuse-no-bench = Nu ai cărți { $colour ->
    [red] roșii
    [blue] albastre
    [green] verzi
    [yellow] galbene
   *[purple] mov
} pe bancă de pus în seif.
## De ce o coloană refuză cartea ($card: push-card, cartea pe care o are)
push-holds-roll = are deja o carte de zar
push-holds-colour = are deja o carte { $colour ->
    [red] roșie
    [blue] albastră
    [green] verde
    [yellow] galbenă
   *[purple] mov
} ({ $card })
push-holds-number = are deja un { $number } ({ $card })
