# Słowa bota (bot/): wiadomości, przyciski, menu, odmowy, polecenia.

language-name = Polski

## The lobby (bot/ui/lobby.py)

lobby-join = Dołącz
lobby-leave = Wyjdź
lobby-add-ai = Dodaj bota
lobby-remove-ai = Usuń bota
lobby-start = Rozpocznij
lobby-cancel = Anuluj
