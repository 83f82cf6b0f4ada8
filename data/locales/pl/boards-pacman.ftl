# Słowa rysowane na planszy PAC-MANA (render/pacman_status.py): nagłówek, stopka, koniec.

## Nagłówek
board-pacman-is = { $player } jest PAC-MANEM
board-pacman-over = KONIEC GRY
board-pacman-score = WYNIK { $score }
board-pacman-level = POZIOM { $level }
board-pacman-lives = ŻYCIA
board-pacman-best = Najlepszy wynik: { $winners }, { $best }
board-pacman-roll = Rzuć 3 kostkami
board-pacman-power-roll = MOC: rzuć 1 kostką (ruch mocy { $move } z { $moves })
board-pacman-power-move = MOC: ruch { $move } z { $moves }, wyrzucono { $rolled }: { $left ->
    [one] został { $left } krok
    [few] zostały { $left } kroki
   *[many] zostało { $left } kroków
}
board-pacman-rolled = Wyrzucono { $dice } = { $total }: { $left ->
    [one] został { $left } krok
    [few] zostały { $left } kroki
   *[many] zostało { $left } kroków
}
board-pacman-ghost = Duchy: { $ghost } idzie o { $spaces }
board-pacman-ghost-by = Duchy: { $ghost } idzie o { $spaces } ({ $player })
board-pacman-card = Karta: { $moves }

## Stopka
board-pacman-why = Kropki liczą się, gdy ich sekcja jest czysta: +{ $points } za sekcję
board-pacman-fruit-eaten = Zjedzone owoce:
board-pacman-ghosts-eaten = Zjedzone duchy: { $count }
board-pacman-points = { $points } pkt
