# Las palabras del bot (bot/): mensajes, botones, menús, avisos, comandos.

language-name = Español (España)

## The lobby (bot/ui/lobby.py)

lobby-join = Unirse
lobby-leave = Salir
lobby-add-ai = Añadir IA
lobby-remove-ai = Quitar IA
lobby-start = Empezar
lobby-cancel = Cancelar
