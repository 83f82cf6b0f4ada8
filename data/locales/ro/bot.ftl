# Cuvintele botului (bot/): mesaje, butoane, meniuri, refuzuri, comenzi.

language-name = Română

## The lobby (bot/ui/lobby.py)

lobby-join = Intră
lobby-leave = Ieși
lobby-add-ai = Adaugă IA
lobby-remove-ai = Scoate IA
lobby-start = Începe
lobby-cancel = Anulează
