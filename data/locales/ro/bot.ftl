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
