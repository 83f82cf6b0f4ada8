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
