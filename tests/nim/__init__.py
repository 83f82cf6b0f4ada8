"""Nim, a fifth game kept in tests/: it proves a game is its own modules plus one catalogue
entry (catalogue.py), which the tests register; no other file knows its name."""
