# Cuvintele botului (bot/): mesaje, butoane, meniuri, refuzuri, comenzi.

language-name = Română

## The lobby (bot/ui/lobby.py)

lobby-join = Intră
lobby-leave = Ieși
lobby-add-ai = Adaugă IA
lobby-remove-ai = Scoate IA
lobby-start = Începe
lobby-cancel = Anulează

## Abandonul (bot/tables/service.py)

resign-ai-plays = **{ $name }** a abandonat; IA joacă în locul său.
resign-game-ends = **{ $name }** a abandonat; au rămas prea puțini jucători, așa că jocul se termină aici: fără scoruri, iar cine abandonează iese ultimul.
resign-score-kept = **{ $name }** a abandonat: jocul se termină aici și păstrează scorul obținut până acum, așa cum îl numără regulile.

## Refusals and notes to a clicker (bot/ui/answers.py, bot/discord_publisher.py)

not-in-a-server = Jocurile se joacă pe un canal al unui server: folosește această comandă acolo, nu într-un mesaj direct.
board-coming = Mutarea ta a contat, dar Discord nu a afișat încă tabla nouă. E pe drum: încerc până apare.

## Formula 1 (bot/ui/formula.py)

formula-order-why = Mașinile se mută una după alta, fiecare cu zarul ei: o mașină care ajunge pe un câmp unde stă altă mașină este pusă înapoi pe cel mai apropiat câmp liber din spate, așa că ordinea decide care mașină ia un câmp la care pot ajunge amândouă și ce întrebare despre boxe vine prima.

## PAC-MAN (bot/ui/pacman.py)

pacman-score-reason = (bulinele nu aduc puncte singure: o secțiune de colț golită de ele aduce { $points }; { $dots ->
    [one] a mai rămas 1 bulină
    [few] au mai rămas { $dots } buline
   *[other] au mai rămas { $dots } de buline
} în secțiunea { $section }, cea mai aproape)

## Ce joc înseamnă o comandă (bot/commands/game_pick.py)

pick-game-text = Aici sunt deschise mai multe jocuri: alege-l pe cel pentru /{ $command }.
pick-game-placeholder = Jocul pentru /{ $command }

## /rules (bot/commands/play.py)

rules-picture-notes = Numerele din imagine
