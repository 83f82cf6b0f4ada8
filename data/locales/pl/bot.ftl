# Słowa bota (bot/): wiadomości, przyciski, menu, odmowy, polecenia.

language-name = Polski

## The lobby (bot/ui/lobby.py)

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

formula-order-why = Samochody ruszają jeden po drugim, każdy z własną kostką: samochód kończący ruch na polu zajętym przez inny cofa się na najbliższe wolne pole z tyłu, więc kolejność decyduje, który samochód zajmie pole osiągalne dla obu i które pytanie o pit stop padnie pierwsze.

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
