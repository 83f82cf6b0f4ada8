# Οι λέξεις του bot (bot/): μηνύματα, κουμπιά, μενού, αρνήσεις, εντολές.

language-name = Ελληνικά

## The lobby (bot/ui/lobby.py)

lobby-join = Συμμετοχή
lobby-leave = Αποχώρηση
lobby-add-ai = Προσθήκη υπολογιστή
lobby-remove-ai = Αφαίρεση υπολογιστή
lobby-start = Έναρξη
lobby-cancel = Ακύρωση
