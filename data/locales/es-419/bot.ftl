# Español de Latinoamérica: only what it says differently from es/ (the rest comes from es/).

language-name = Español (Latinoamérica)

lobby-add-ai = Agregar IA
