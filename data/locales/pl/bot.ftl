# Słowa bota (bot/): wiadomości, przyciski, menu, odmowy, polecenia.

language-name = Polski

## Seats and players

ai-seat-name = Bot { $number }
seat-ai-mark = (bot)
seat-ai-bot = 🤖 { $name }

## The lobby (bot/ui/lobby.py, bot/ui/status.py)

lobby-join = Dołącz
lobby-leave = Wyjdź
lobby-add-ai = Dodaj bota
lobby-remove-ai = Usuń bota
lobby-start = Rozpocznij
lobby-cancel = Anuluj

## Poddanie się (bot/tables/service.py)

resign-ai-plays = **{ $name }** poddaje grę; bot gra za tego gracza.
resign-game-ends = **{ $name }** poddaje grę; zostało za mało graczy, więc gra kończy się tutaj: bez wyników, a poddający się zajmuje ostatnie miejsce.
resign-score-kept = **{ $name }** poddaje grę: gra kończy się tutaj i zachowuje zdobyte dotąd punkty, liczone według zasad.

## Refusals and notes to a clicker (bot/ui/answers.py, bot/discord_publisher.py)

not-in-a-server = W gry gra się na kanale serwera: użyj tego polecenia tam, a nie w wiadomości prywatnej.
board-coming = Twój ruch się liczy, ale Discord nie pokazał jeszcze nowej planszy. Jest w drodze: próbuję do skutku.

## Formuła 1 (bot/ui/formula.py)

formula-order-why = Bolidy ruszają jeden po drugim, każdy z własną kostką: bolid kończący ruch na polu zajętym przez inny cofa się na najbliższe wolne pole z tyłu, więc kolejność decyduje, który bolid zajmie pole osiągalne dla obu i które pytanie o pit-stop padnie pierwsze.

## PAC-MAN (bot/ui/pacman.py)

pacman-score-reason = (kropki same nie dają punktów: narożna sekcja oczyszczona z nich daje { $points }; { $dots ->
    [one] w sekcji { $section }, najbliższej, została 1 kropka
    [few] w sekcji { $section }, najbliższej, zostały { $dots } kropki
   *[other] w sekcji { $section }, najbliższej, zostało { $dots } kropek
})

## Której gry dotyczy polecenie (bot/commands/game_pick.py)

pick-game-text = Tu jest otwartych kilka gier: wybierz tę dla /{ $command }.
pick-game-placeholder = Gra dla /{ $command }

## /rules (bot/commands/play.py)

rules-picture-notes = Numery na obrazku
lobby-rematch = Rewanż
lobby-title = **{ $title }** — gra #{ $id }, gospodarz: { $host }
lobby-players = Gracze { $count }/{ $most } (potrzeba { $least }–{ $most }):
lobby-players-exactly = Gracze { $count }/{ $most } (potrzeba { $most }):
lobby-options = Opcje: { $options }
lobby-clock = ⏱️ Czas na ruch: { $clock }; po { $afk } przekroczeniach czasu z rzędu bot przejmuje miejsce na stałe.
lobby-how = Dołączcie, dodajcie bota, a gospodarz naciska **Rozpocznij**.
lobby-closes = ⌛ Poczekalnia zamknie się { $when }, jeśli nikt nie rozpocznie gry.
lobby-started-in = ▶️ Gra rozpoczęta — grajcie w { $place }.
lobby-started-below = ▶️ Gra rozpoczęta — grajcie poniżej.
lobby-cancelled = ❌ Anulowano.
lobby-abandoned = ❌ Przerwano.
lobby-expired = ⌛ Wygasła: nikt nie rozpoczął gry w ciągu { $within }.
lobby-rematch-open = Nowa poczekalnia jest otwarta: { $where }
lobby-timer-placeholder = Czas na ruch
lobby-timer-choice = Czas na ruch: { $clock }
lobby-timer-game-default = { $clock } (domyślny dla tej gry)
lobby-afk-placeholder = Przekroczenia czasu, zanim bot przejmie miejsce
lobby-afk-choice = { $count ->
    [one] Bot przejmuje po { $count } przekroczeniu czasu
   *[other] Bot przejmuje po { $count } przekroczeniach czasu z rzędu
}
lobby-option-choice = { $option }: { $value }

## Lobby options

option-yes = tak
option-no = nie
option-passtally-four_players = 4 graczy (nieoficjalnie)
option-passtally-sixty_second_turns = Tury po 60 sekund
    .about = Wariant z instrukcji: 60 sekund na turę; spóźnioną turę kończy bot.
option-push-harder = trudniej
option-push-switch_rule = zasada zmiany
option-push-switch_rule-pile = stos
option-push-switch_rule-turn = tura
option-formula-races = wyścigi
option-pacman-mode = tryb
option-pacman-mode-classic = klasyczny
option-pacman-mode-arcade = arcade
option-pacman-levels_per_inning = poziomy na rundę
option-pacman-levels_per_inning-none = bez limitu
option-pacman-levels_per_inning-auto = automatycznie
option-pacman-purist_scoring = punktacja purystów

## The turn clock's words

clock-seconds = { $n } s
clock-minutes = { $n } min
clock-hours = { $n } godz.
clock-off = wyłączony

## Refusals

error-refused = Tego nie da się teraz zrobić.
error-no-such-game = Ta gra już nie istnieje.
error-not-a-player = To gra innych osób.
error-not-your-turn = To nie twoja kolej.
error-not-your-turn-waiting = To nie twoja kolej: czekamy na { $waiting }.
error-waiting-for-ai = bota
error-stale-button = Ten przycisk jest nieaktualny: gra poszła dalej. Użyj najnowszej planszy.
error-busy = Jestem teraz bardzo zajęty, więc tego nie zagrałem: nic się nie zmieniło. Spróbuj ponownie za kilka sekund.
error-stale-board-reposted = Ta plansza była nieaktualna: najnowszą wstawiłem poniżej. Użyj jej.
error-not-a-move = Ten przycisk nie jest ruchem w tej grze.
error-not-host = Tylko gospodarz może to zrobić.
error-broken-game = Nie udało się odczytać zapisanego stanu gry, więc została zamknięta (bez wyników i zmian rankingu). Przepraszamy! Zacznij nową przez /play.
error-already-in = Już jesteś w tej grze.
error-full = Ta gra jest pełna.
error-not-in = Nie jesteś w tej grze.
error-host-cannot-leave = Gospodarz nie może wyjść: użyj Anuluj, aby zamknąć poczekalnię.
error-no-ai-seat = Nie ma miejsca bota do usunięcia.
error-no-such-option = { $game } nie ma opcji { $option }.
error-bad-option-value = { $value } to nie jest wybór dla opcji { $option }: wybierz z menu.
error-bad-menu-value = To menu nie oferuje takiego wyboru.
error-bad-option = To nie jest wartość tej opcji.
error-lobby-closed = Ta poczekalnia jest zamknięta: gra się zaczęła albo ją anulowano.
error-not-a-lobby-button = Ten przycisk nie należy do poczekalni.
error-players-needed = { $game } wymaga { $least }–{ $most } graczy; jest was { $count }. Zaproś kogoś albo dodaj bota.
error-started-already = Ta gra już się zaczęła.
error-not-started = Ta gra jeszcze się nie zaczęła.
error-over = Ta gra się skończyła.
error-resigned = Zrezygnowano z tej gry: twoim miejscem gra teraz bot.
error-auto-roll-players = Tylko gracze tej gry mogą włączyć auto-rzut z jej planszy.
error-not-being-played = Ta gra nie jest teraz rozgrywana.
error-not-playing = Nie grasz w tej grze.
error-resigned-already = Ta gra jest już przez ciebie poddana.
error-moved-while-resigning = Gra poszła dalej w trakcie poddawania; spróbuj jeszcze raz.
error-over-already = Ta gra już się skończyła.
error-abandon-who = Tylko gospodarz albo administrator serwera może przerwać tę grę.
error-moved-on = Gra poszła dalej.
error-reposted-recently = Plansza gry #{ $id } była wstawiona ponownie niecałą minutę temu: przewiń do niej.
error-timer-choices = Czas na ruch to jedno z: { $choices }.
error-afk-choices = Takiej liczby przekroczeń czasu nie ma do wyboru.
error-still-going = Ta gra wciąż trwa.
error-rematch-players = Tylko gracze tej gry mogą poprosić o rewanż.
error-other-server = Ten przycisk należy do gry na innym serwerze.
error-no-game-called = Nie ma gry o nazwie { $name }. Gry to: { $games }.
error-no-game-number = Na tym serwerze nie ma gry #{ $id }.
error-game-is = { $status ->
    [lobby] Gra #{ $id } jest jeszcze w poczekalni.
    [active] Gra #{ $id } jest w toku.
    [finished] Gra #{ $id } się skończyła.
   *[other] Gra #{ $id } została przerwana.
}
error-no-game-here-yours = Tutaj nie ma gry, w której grasz.
error-no-game-here = Tutaj nie ma otwartej gry.
error-several-games = Tutaj jest kilka otwartych gier ({ $numbers }): podaj game_id.
error-manage-server = Tylko osoby, które mogą zarządzać serwerem, mogą zmieniać ustawienia gier.
error-failed = Coś poszło nie tak po mojej stronie; gra jest bezpieczna. Spróbuj ponownie.
error-closing = Właśnie się restartuję; nic nie zostało zmienione. Spróbuj za minutę.
error-older-button = Ten przycisk pochodzi ze starszej planszy i już nie działa.
error-newest-board = Oto najnowsza plansza gry #{ $id }: { $link }
error-use-board = Użyj /board w { $place }, aby znów zobaczyć grę #{ $id }.
error-unreplayable = Gry #{ $id } nie da się odtworzyć: jej ruchy nie pasują już do obecnych zasad.
error-replay-no-game = Na tym serwerze nie rozegrano gry #{ $id }.
error-replay-not-over = Gra #{ $id } wciąż trwa: powtórka otworzy się po jej końcu.
error-replay-abandoned = Gra #{ $id } została przerwana: powtórki mają tylko skończone gry.

## /play, /resign, /abandon, /board

play-resigned = Gra #{ $id } poddana: twoje miejsce przejmuje bot.
play-abandoned = Gra #{ $id } została przerwana.
play-reposted = Gra #{ $id }: plansza wstawiona ponownie.

## /config

config-command = Ustawienia serwera dla nowych gier: czas na ruch, przekroczenia, animacja, język.
config-command-turn-timer = Ile czasu ma gracz na swoją turę
config-command-timeouts = Przekroczenia czasu z rzędu, po których bot przejmuje miejsce na stałe
config-command-animation = Wstawiaj animowane podsumowanie każdej gry razem z wynikami
config-command-language = Język poczekalni, plansz i wyników na tym serwerze
config-timer-game-default = domyślny dla każdej gry
config-language-discord = język serwera na Discordzie
config-saved = ✅ Zapisano. Nowe poczekalnie tutaj zaczynają z:
config-current = Nowe poczekalnie tutaj zaczynają z:
config-line-timer = • Czas na ruch: { $timer }
config-timer-every-game = { $clock } na turę w każdej grze
config-timer-defaults = domyślny dla każdej gry ({ $defaults })
config-line-afk = { $count ->
    [one] • Bot przejmuje miejsce na stałe po { $count } przekroczeniu czasu
   *[other] • Bot przejmuje miejsce na stałe po { $count } przekroczeniach czasu z rzędu
}
config-line-animation-on = • Animowane podsumowanie z wynikami każdej gry: włączone
config-line-animation-off = • Animowane podsumowanie z wynikami każdej gry: wyłączone
config-line-language = • Język poczekalni, plansz i wyników: { $language }
config-language-set = { $name }
config-language-from-discord = { $name } (język serwera na Discordzie)
config-footer = -# Gospodarz nadal może zmienić czas i przekroczenia w każdej poczekalni. Prywatne odpowiedzi są w języku Discorda każdej osoby.

## The games in one line

game-summary-passtally = Układaj płytki tak, by linie łączyły twoje znaczniki; płytki na stosie dają więcej punktów.
game-summary-push = Kuś los: buduj kolumny kart, zbierz jedną, odłóż kolor do banku, by go zachować.
game-summary-formula = Wyścigi z kostką: Grand Prix po jednym okrążeniu, obowiązkowy pit-stop, 10-6-4-3-2-1.
game-summary-pacman = Każdy gracz ma swoją rundę jako PAC-MAN i zjada kropki, rzucając 3 kostkami; reszta rusza duchami według kart duchów, by go złapać. Wygrywa najwyższy wynik.

## Boards and results in the game's place

board-title = **{ $title }** — gra #{ $id } · tura { $turn }
board-earlier-events = { $count ->
    [one] … { $count } wcześniejsze zdarzenie
    [few] … { $count } wcześniejsze zdarzenia
   *[many] … { $count } wcześniejszych zdarzeń
}
board-deadline = ⏳ Termin { $at } ({ $left }).
board-ai-to-play = 🤖 Ruch: { $names } (bot).
results-abandoned = **{ $title }** — gra #{ $id } została przerwana: bez wyników i zmian rankingu.
results-over = **{ $title }** — gra #{ $id } zakończona.
results-points = { $count ->
    [one] { $points } pkt
    [few] { $points } pkt
   *[many] { $points } pkt
}
results-resigned = rezygnacja
results-timed-out = koniec czasu: przejął bot
results-rating = ranking { $rating } ({ $change })

## Notices in the game's place

notice-resigned-end = { $name } rezygnuje.
notice-grace = ⏳ Byłem offline, gdy skończył się czas tej tury, więc masz znowu całą turę: do { $until }.
notice-timed-out = ⏰ { $name }: koniec czasu, więc ruch wykonał bot ({ $count } z { $limit } z rzędu).
notice-handed-over = 🤖 { $who }, skończył ci się czas { $count } razy z rzędu: bot gra twoim miejscem do końca gry (liczy się jako rezygnacja).
notice-replaced = { $name }: miejsce przejął bot z powodu przekroczeń czasu.
notice-reminder = ⏰ { $who }: twój ruch w **{ $title }** #{ $id } — termin { $at } ({ $left }); potem zagra za ciebie bot.
notice-no-threads = Nie mogę tu tworzyć wątków, więc gra #{ $id } toczy się na tym kanale.

## Slash commands

cmd-play = Otwórz poczekalnię gry na tym kanale.
cmd-play-game = Która gra
cmd-game-choice = { $title } ({ $least }–{ $most } graczy)
cmd-games = Gry, w które można zagrać, i gry otwarte tutaj.
cmd-rules = Jak się gra w daną grę.
cmd-rules-game = Która gra
cmd-resign = Poddaj swoją grę tutaj; twoje miejsce przejmie bot.
cmd-resign-game-id = Numer gry, jeśli grasz tu w kilka
cmd-abandon = Zakończ grę tutaj bez wyników (gospodarz lub administratorzy serwera).
cmd-game-id = Numer gry, jeśli jest tu otwartych kilka
cmd-board = Wstaw tu ponownie planszę swojej gry.
cmd-leaderboard = Najlepsi gracze w danej grze (lub we wszystkich) tutaj.
cmd-leaderboard-game = Która gra (puste: wszystkie)
cmd-stats = Ranking i wyniki gracza tutaj.
cmd-stats-member = Czyje (puste: twoje)
cmd-history = Ostatnie gry rozegrane tutaj.
cmd-history-member = Tylko gry tej osoby
cmd-replay = Przejrzyj ruch po ruchu zakończoną grę z tego serwera.
cmd-replay-game = Numer gry (zacznij pisać: gra, gracz albo data)
cmd-replay-animation = Wyślij też całą grę jako animowany obrazek
cmd-replay-export = Dołącz też zapis gry (ziarno, opcje, gracze, ruchy) w JSON

## /games, /rules

games-heading = **Gry** (zacznij przez `/play`):
games-open-here = **Otwarte na tym serwerze:**
games-open-line = { $status ->
    [lobby] • #{ $id } { $title }: poczekalnia w
    [active] • #{ $id } { $title }: w toku w
   *[other] • #{ $id } { $title }: { $status } w
}
players-range = { $least }–{ $most } graczy
players-exactly = { $count ->
    [one] { $count } gracz
    [few] { $count } graczy
   *[many] { $count } graczy
}
players-with-option = ({ $most } z opcją)

## /leaderboard, /stats, /history

rating-meaning = Ranking: 1000 na start; kończenie przed innymi (także przed botami) go podnosi, za nimi obniża, a rośnie w miarę zbierania wyników.
leaderboard-nobody = Nikt tu jeszcze nie skończył gry { $title }.
leaderboard-nobody-any = Nikt tu jeszcze nie skończył żadnej gry.
leaderboard-heading = Ranking **{ $title }**
leaderboard-heading-all = **Rankingi**
leaderboard-unknown-player = gracz { $id }
board-leaderboard = { $title } — ranking
board-high-scores = { $title } — rekordy
board-high-score-note = Według najlepszego wyniku. Wygrane i % wygranych liczą gry z innymi; gra w pojedynkę nigdy nie jest wygraną.
board-column-player = Gracz
board-column-rating = Ranking
board-column-best = Rekord
board-column-games = Gry
board-column-wins = Wygrane
board-column-win-share = % wygr.
stats-percent = { $share }%
stats-nothing-yet = { $who } nie skończył(a) tu jeszcze żadnej gry.
stats-best-bold = najlepszy wynik **{ $score }**
stats-best = najlepszy wynik { $score }
stats-rating = ranking **{ $rating }**
stats-wins = { $wins ->
    [one] { $wins } wygrana
    [few] { $wins } wygrane
   *[many] { $wins } wygranych
} w { $count ->
    [one] { $count } grze
   *[other] { $count } grach
} ({ $share }%)
stats-wins-with-others = { $wins ->
    [one] { $wins } wygrana
    [few] { $wins } wygrane
   *[many] { $wins } wygranych
} w { $count ->
    [one] { $count } grze
   *[other] { $count } grach
} z innymi ({ $share }%)
stats-solo-games = { $count ->
    [one] { $count } gra solo
    [few] { $count } gry solo
   *[many] { $count } gier solo
}
stats-chart-title = { $name }: ranking
stats-chart-line = { $game } od { $first } do { $last }
history-none = Nie ma jeszcze zakończonych gier.
history-heading = **Ostatnie gry**
history-abandoned = • #{ $id } { $title }: przerwana
history-replay-placeholder = 🎬 Obejrzyj powtórkę gry…
replay-export = 📄 Zapis gry #{ $id }: ziarno, opcje, gracze i każdy ruch.

## Moves: the generic controls and panels

moves-choose = Wybierz ruch
moves-choose-more = Wybierz ruch…
moves-page = Ruchy { $first }–{ $last }
moves-previous = ◀ Wstecz
moves-next = Dalej ▶
moves-panel = Wybierz ruch (strona { $page } z { $pages }).
moves-your-move = twój ruch.
moves-nothing-private = W tej grze nie ma nic prywatnego do pokazania.
panel-played = ✅ Zagrano: { $move }.
panel-closed = Zamknięto: nic nie zagrano.
panel-cancel = Anuluj

## Passtally's controls

passtally-choose = Wybierz…
passtally-first-marker = Postaw pierwszy znacznik: dowolna krawędź…
passtally-move-marker = Przesuń znacznik…
passtally-prompt-setup-first = postaw znacznik na { $where } (to zaczyna przygotowanie).
passtally-prompt-setup-third = postaw znacznik na { $where } (wybierasz trzecią krawędź; czwarta jest naprzeciwko).
passtally-prompt-setup = postaw znacznik na { $where }.
passtally-prompt-turn = połóż płytkę (**Połóż płytkę** 1, 2 lub 3: jej miejsca, najlepsze najpierw) albo przesuń znacznik (**Przesuń znacznik…**).
passtally-facts = Punkty: { $scores } · zakrytych zostało { $stacks }
passtally-actions-left = { $count ->
    [one] została { $count } akcja
    [few] zostały { $count } akcje
   *[many] zostało { $count } akcji
}
passtally-final-round = **ostatnia runda**
passtally-tile-empty = Płytka { $tile }: stos pusty
passtally-place-tile = Połóż płytkę { $tile }: { $design }
passtally-pick-tile = Wybierz jedną z odkrytych płytek.
passtally-stack-out = Stos { $tile } się skończył: nie ma płytki { $tile } do położenia.
passtally-fits-nowhere = Płytka { $tile } nie pasuje teraz nigdzie na planszy.
passtally-shape-level = { $shape }, poziom { $level }.
passtally-shape-level-short = { $shape } · poziom { $level }
passtally-confirm-hint = ✅ Potwierdź, aby ją położyć (potem odkrywa się następna płytka ze stosu).
passtally-confirm = ✅ Potwierdź: płytka { $tile } na { $first }–{ $second }
passtally-places-intro = **Płytka { $tile }** ({ $design }): { $count ->
    [one] { $count } miejsce
    [few] { $count } miejsca
   *[many] { $count } miejsc
}, najlepsze najpierw. Liczby na planszy to najlepsze; wybierz miejsce w menu, by je zobaczyć, potem ✅ Potwierdź.
passtally-tile-instead = Zamiast tego płytka { $tile }
passtally-more-places = Więcej miejsc ▶ { $first }–{ $last }
passtally-back-to-places = ◀ Wróć do miejsc { $first }–{ $last }
passtally-gain = { $gain } pkt
passtally-no-extra-points = bez dodatkowych punktów
passtally-where = Gdzie położyć płytkę { $tile }? { $count ->
    [one] { $count } miejsce
    [few] { $count } miejsca
   *[many] { $count } miejsc
}, najlepsze najpierw
passtally-where-page = Płytka { $tile }: miejsca { $first }–{ $last } z { $count }, najlepsze najpierw
passtally-same-both-ways = leży tak samo po obróceniu (obie połówki są równe).
passtally-not-a-place = Płytki { $tile } nie da się położyć od { $cell } w stronę { $facing }: { $why }

## PUSH's controls

push-ui-colour = { $colour ->
    [red] czerwona
    [blue] niebieska
    [green] zielona
    [yellow] żółta
   *[purple] fioletowa
}
push-ui-card = { $colour } { $number }
push-ui-special-card = { $kind ->
    [roll] karta kostki
   *[switch] karta zmiany
}
push-my-bank = Mój bank
push-draw = Dobierz
push-draw-again = Dobierz jeszcze
push-button-stop = Stop
push-column-button = Kolumna { $column }
push-button-new-column = Nowa kolumna
push-roll = Rzuć kostką
push-take-column = Weź kolumnę { $column } · { $cards } · { $points } pkt
push-bank = Do banku: { $colour }
push-bank-about = { $count ->
    [one] { $count } karta do banku, bezpieczna na zawsze
    [few] { $count } karty do banku, bezpieczne na zawsze
   *[many] { $count } kart do banku, bezpiecznych na zawsze
}
push-bank-placeholder = Albo odłóż kolor do banku (zamiast dobierać)…
push-column = kolumnę { $column }
push-into-column = kolumny { $column }
push-into-new-column = nowej kolumny
push-or = { $first } albo { $last }
push-one-of-columns = jedną z kolumn { $columns }
push-prompt-place = dobrana **{ $card }**: włóż ją do { $where }
push-column-refuses = kolumna { $column } { $reason }
push-prompt-start-empty = twoja tura: **Dobierz**, by kusić los (na ławce nie ma jeszcze nic do banku).
push-prompt-start = twoja tura: **Dobierz**, by kusić los, albo odłóż kolor do banku z menu.
push-prompt-push-empty = **Dobierz jeszcze** albo **Stop** (nie ma jeszcze kolumn: nic nie zbierasz).
push-prompt-push = **Dobierz jeszcze** albo **Stop** i zbierz.
push-prompt-roll = **rzuć kostką**: tracisz z ławki wyrzucony kolor (gwiazdka: { $harder ->
    [yes] tracisz całą ławkę
   *[no] nic nie tracisz
}).
push-prompt-pick = **twój wybór**: weź { $which }
push-prompt-pick-from = **twój wybór**: weź { $which } z tury { $pusher }
push-prompt-then = ; potem { $names }
push-your-bank = **Twój bank** (widzisz go tylko ty): { $total }.
push-your-bench = Twoja ławka (zagrożona, dopóki nie trafi do banku): { $total }.
push-your-score = Twój dotychczasowy wynik: **{ $score }**.
push-cards-total = { $count ->
    [one] { $count } karta
    [few] { $count } karty
   *[many] { $count } kart
} = { $points ->
    [one] { $points } punkt
    [few] { $points } punkty
   *[many] { $points } punktów
}

## What each lobby choice does

choice-passtally-four_players-no = Instrukcja: 2 lub 3 graczy
choice-passtally-four_players-yes = Nieoficjalny wariant: do 4 graczy, 16 znaczników na 24 polach
choice-push-harder-no = Instrukcja: gwiazdka na kostce jest bezpieczna, nic nie odpada
choice-push-harder-yes = Trudny wariant: gwiazdka na kostce odrzuca całą twoją ławkę
choice-push-switch_rule-pile = Każda dobrana karta zmiany odwraca kierunek do końca gry
choice-push-switch_rule-turn = Instrukcja: nieparzysta liczba kart zmiany w tej turze odwraca kierunek
choice-formula-races-1 = Jedno Grand Prix: najkrótsza gra
choice-formula-races-2 = Pierwsze 2 z 4 Grand Prix, punkty się sumują
choice-formula-races-3 = Pierwsze 3 z 4 Grand Prix, punkty się sumują
choice-formula-races-4 = Cały sezon: wszystkie 4 Grand Prix, punkty się sumują
choice-pacman-mode-classic = 1 życie; duchy grają 35 niebieskimi kartami
choice-pacman-mode-arcade = 3 życia; duchy grają wszystkimi 40 kartami, także szybszymi żółtymi
choice-pacman-levels_per_inning-unlimited = Instrukcja: runda kończy się dopiero, gdy PAC-MAN zostanie złapany
choice-pacman-levels_per_inning-auto = 2 poziomy, gdy duchami gra bot (solo), inaczej bez limitu (instrukcja)
choice-pacman-levels_per_inning-1 = Ukończenie 1 poziomu kończy rundę, wynik zostaje, jak przy złapaniu
choice-pacman-levels_per_inning-2 = Ukończenie 2 poziomów kończy rundę, wynik zostaje, jak przy złapaniu
choice-pacman-levels_per_inning-3 = Ukończenie 3 poziomów kończy rundę, wynik zostaje, jak przy złapaniu
choice-pacman-purist_scoring-no = Instrukcja: same kropki nie dają punktów
choice-pacman-purist_scoring-yes = Arcade dla purystów: każda zjedzona kropka daje też 40 punktów

## Formula 1's controls and race lines

words-and = { $first } i { $last }
formula-field = pole { $number }
formula-place = { $place }.
formula-finished = meta na { $place } miejscu
formula-in-pit = w pit-stopie przy { $field }
formula-on-grid = na starcie
formula-an-extra-car = dodatkowy bolid
formula-roll-extras = 🎲 Rzuć za dodatkowe bolidy ({ $cars })
formula-race-line = 🏁 Grand Prix **{ $gp }** ({ $race } z { $races }), runda { $round }
formula-roll-car = 🎲 Rzuć za bolid { $car } ({ $where })
formula-car-at = { $car } ({ $where })
formula-car-at-named = bolid { $car } ({ $where })
formula-roll-cars = 🎲 Rzuć za bolidy { $cars }
formula-then-list = bolid { $cars }
formula-car-first = 🎲 Najpierw bolid { $car }: gdy trafią na jedno pole, { $then } cofa się za niego
formula-extra-line = 🚗 { $who } jest na ostatnim miejscu, więc rzuca za dodatkowe bolidy: { $cars }.
formula-to-roll = 🏎️ Rzuca { $who }: { $cars }.
formula-to-roll-choose = 🏎️ Rzuca { $who }: { $cars }. Wybierz, który rzuca pierwszy (są tak blisko, że to ma znaczenie).
formula-has-rolled = Bolid { $car } już rzucał.
formula-sits-out = Bolid { $car } stoi tę rundę w pit-stopie.
formula-pit-line = ⛽ { $who }: { $extra ->
    [yes] dodatkowy bolid
   *[no] bolid
} { $car } jest przy wjeździe do pit-stopu na { $entry }, { $left ->
    [0] bez zapasu oczek
    [one] zostało { $left } oczko
    [few] zostały { $left } oczka
   *[many] zostało { $left } oczek
}. **Pit-stop teraz**: { $left ->
    [0] nic nie traci
   *[other] traci resztę oczek
} i stoi rundę; **Zostań na torze**: { $stay }, a obowiązkowy pit-stop przyjdzie na { $forced }.
formula-stay-out-short = { $way ->
    [on] dalej na { $field }
    [stays] zostaje na { $field }
   *[back] z powrotem na { $field }
}
formula-stay-out-long = { $way ->
    [on] jedzie dalej na { $field }
    [stays] zostaje na { $field }
   *[back] wraca na { $field } (pola z przodu są zajęte)
}
formula-pit-now = ⛽ Pit-stop teraz ({ $left ->
    [0] bez straty
    [one] tracisz { $left } oczko
    [few] tracisz { $left } oczka
   *[many] tracisz { $left } oczek
})
formula-stay-out = Zostań na torze ({ $where })
formula-ai-pick = · wybór bota
formula-result = { $medal } { $place } · bolid { $car } ({ $owner }) · { $points } pkt
formula-result-nobody = { $medal } { $place } · bolid { $car } ({ $owner }) · { $points } pkt dla nikogo
formula-points-this-race = Punkty w tym wyścigu: { $points }.
formula-standing = { $rank }. { $name } — { $points } pkt
formula-final-standings = Klasyfikacja końcowa
formula-championship-after = Mistrzostwa po { $race } z { $races }
formula-champion = Mistrz
formula-next = Dalej
formula-result-title = 🏁 Grand Prix { $gp } ({ $race } z { $races }): wynik
formula-next-race = Grand Prix { $gp }, jedno okrążenie od pola { $start }. Rzuty na start: { $rolls }; zaczyna { $starter }.
formula-re-roll-separator = ; dogrywka:{" "}

## Auto-roll

auto-roll-board = 🤖 Auto-rzut za mnie…
auto-roll-is = 🤖 Auto-rzut jest { $changed ->
    [yes] teraz{" "}
   *[no] {""}
}**{ $on ->
    [on] włączony
   *[off] wyłączony
}** dla ciebie w { $title } na tym serwerze.
auto-roll-on-explained = Bot rzuca za ciebie, gdy nie ma nic do decydowania; pytamy cię tylko o prawdziwe decyzje (Pit-stop teraz albo Zostań na torze, który bolid rzuca pierwszy, gdy są blisko). Zostaje włączony w kolejnych grach tutaj, dopóki go nie wyłączysz.
auto-roll-off-explained = Sam naciskasz 🎲 Rzuć w każdej turze. Włącz go, a bot rzuci za ciebie, gdy nie ma nic do decydowania; o każdą prawdziwą decyzję nadal zapytamy.
auto-roll-turn-off = Wyłącz auto-rzut
auto-roll-turn-on = 🤖 Włącz mi auto-rzut
auto-roll-not-yours = To przełącznik innego gracza: nic się nie zmieniło. Użyj **{ $button }** na planszy, by ustawić swój.

## PAC-MAN's controls; ghosts keep their names

pacman-no-ghost-now = Żaden twój duch teraz się nie rusza: użyj przycisków pod planszą.
pacman-facts = 🟡 PAC-MAN: **{ $name }** · wynik { $score }
pacman-lives = życia { $count }
pacman-inning = runda { $inning } z { $innings }
pacman-scored = wyniki: { $scores }
pacman-power-move = ruch mocy { $move } z { $moves }
pacman-prompt-roll = rzuć kostkami za PAC-MANA (🎲 poniżej).
pacman-prompt-power-roll = rzuć 1 kostką (🎲 poniżej).
pacman-prompt-pellet = kula mocy kończy ruch: ✅ Potwierdź ruch, by ją zjeść (albo ↩ Cofnij krok).
pacman-prompt-choose = wybierz, gdzie PAC-MAN kończy { $steps ->
    [one] { $steps } pole
    [few] { $steps } pola
   *[many] { $steps } pól
}: przycisk albo listy (najlepsze najpierw) pokazują drogę, potem ✅ Potwierdź; albo idź krok po kroku strzałkami.
pacman-prompt-confirm = naciśnij ✅ Potwierdź ruch (albo ↩ Cofnij krok).
pacman-prompt-walk = przesuń PAC-MANA dokładnie o { $steps ->
    [one] { $steps } pole
    [few] { $steps } pola
   *[many] { $steps } pól
} strzałkami, potem ✅ Potwierdź.
pacman-prompt-eyes = przesuń **oczy { $ghost }** o { $spaces ->
    [one] { $spaces } pole
    [few] { $spaces } pola
   *[many] { $spaces } pól
} w stronę klatki: wybierz, gdzie się zatrzymają.
pacman-prompt-ghost = przesuń **{ $ghost }** o { $spaces ->
    [one] { $spaces } pole
    [few] { $spaces } pola
   *[many] { $spaces } pól
}: wybierz, gdzie się zatrzyma{ $aim ->
    [yes] {" "}(🎯 trafia na PAC-MANA)
   *[no] {""}
}.
pacman-confirm-waiting = Potwierdź ({ $count ->
    [one] został { $count } krok
    [few] zostały { $count } kroki
   *[many] zostało { $count } kroków
})
pacman-preview-routes = 👁 Podgląd dróg: { $ghost }…
pacman-move-at-once = Przesuń { $ghost } od razu na…
pacman-route-intro = { $eyes ->
    [yes] **Oczy { $ghost }** wracają do klatki
   *[no] **{ $ghost }** się rusza
}: { $spaces ->
    [one] { $spaces } pole
    [few] { $spaces } pola
   *[many] { $spaces } pól
}. Wybierz, gdzie się zatrzyma; podgląd rysuje drogę.
pacman-routes = Drogi: { $ghost } ({ $count })
pacman-more-routes = Więcej dróg: { $ghost }
pacman-route-chosen = { $eyes ->
    [yes] **Oczy { $ghost }** wracają { $to ->
        [cage] do **klatki**
       *[other] w stronę klatki, aż na **{ $to }**
    }
   *[no] **{ $ghost }** idzie na **{ $to }**
}. Potwierdź ruch.
pacman-route-chosen-note = { $eyes ->
    [yes] **Oczy { $ghost }** wracają { $to ->
        [cage] do **klatki**
       *[other] w stronę klatki, aż na **{ $to }**
    }
   *[no] **{ $ghost }** idzie na **{ $to }**
} ({ $note }). Potwierdź ruch.
pacman-move-ghost-to = ✅ { $ghost } { $to ->
    [cage] do klatki
   *[other] na { $to }
}
pacman-back-to-cage = z powrotem do klatki
pacman-cage = klatka
pacman-lands-on-pacman = trafia na PAC-MANA: złapany!
pacman-spaces-from-pacman = { $count ->
    [one] { $count } pole od PAC-MANA
    [few] { $count } pola od PAC-MANA
   *[many] { $count } pól od PAC-MANA
}
pacman-walk = Idź { $arrow }
pacman-earlier-choices = ◀ Wcześniejsze
pacman-later-choices = Dalsze ▶
pacman-cannot-end-on = PAC-MAN nie może skończyć na { $space } przy tym rzucie.
pacman-choose-end = Wybierz jedno z jego { $count } pól końcowych (najlepsze najpierw).
pacman-the-walk = Droga ({ $count } kroków{ $revisits ->
    [0] {""}
   *[other] , { $revisits } powtórzonych
}): { $steps }
pacman-walk-drawn = Jest narysowana na labiryncie poniżej. ✅ Potwierdź, by wykonać ruch.
pacman-confirm-walk = ✅ Potwierdź: { $move }
pacman-power-pellet = ⚡ kula mocy
pacman-dots = { $count ->
    [0] bez kropek
    [one] { $count } kropka
    [few] { $count } kropki
   *[many] { $count } kropek
}
pacman-fruit = { $fruit ->
    [cherry] wiśnia
    [strawberry] truskawka
   *[orange] pomarańcza
}
pacman-eats-ghost = 👻 zjada { $ghost }
pacman-clears-section = czyści sekcję { $sections }
pacman-lands-on = ☠ trafia na { $ghost }
pacman-can-reach = ⚠ { $ghosts } { $count ->
    [one] może tu dojść
   *[other] mogą tu dojść
}
pacman-where-all = Dokąd? Wszystkie { $count } pola końcowe, najlepsze najpierw
pacman-where-of = Dokąd? Pola { $first }–{ $last } z { $count }, najlepsze najpierw
pacman-where-page = Dokąd? Pola { $first }–{ $last }, najlepsze najpierw
pacman-walk-note = { $count } kroków{ $revisits ->
    [0] {""}
   *[other] , { $revisits } powtórzonych
}
pacman-danger = { $share }% szans, że duch trafi tu w następnym ruchu

## Replays

replay-button = ▶ Powtórka
replay-step-first = ⏮ Początek
replay-step-back = ◀ Wstecz
replay-step-next = ▶ Dalej
replay-step-last = ⏭ Koniec
replay-animation = 🎞 Animacja
replay-jump = Skocz do ruchu…
replay-move-start = Ruch 0: początek
replay-move = Ruch { $move } · tura { $turn }
replay-caption = 🎞 { $heading }: cała gra, jedna klatka na turę.
replay-heading = **{ $title }** — gra #{ $id } · { $names } · { $date }
replay-not-a-game = To nie jest gra z tego serwera.
replay-where = ruch { $move } z { $moves }
replay-the-start = początek
replay-turn = tura { $turn }
replay-more-events = { $count ->
    [one] … i jeszcze { $count }
   *[other] … i jeszcze { $count }
}

## Which game a command means (bot/commands/game_pick.py)

pick-game-option = #{ $id } { $title } · { $status ->
    [lobby] poczekalnia
    [active] w toku
   *[other] { $status }
}
error-not-a-game-number = To nie jest numer gry.

# A corner section of the maze, for the score line
pacman-section = { $corner ->
    [top-left] lewa górna
    [top-right] prawa górna
    [bottom-left] lewa dolna
   *[bottom-right] prawa dolna
}
replay-not-a-move = To nie jest ruch tej gry.
