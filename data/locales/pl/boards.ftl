# Słowa rysowane na każdej planszy.
board-player = Gracz { $number }

# Wykres rankingu z /stats: oś pozioma.
board-chart-games-played = rozegrane gry
# Podpis pod każdą klatką animowanego podsumowania.
board-replay-start = Gra #{ $id }: początek
board-replay-end = Gra #{ $id }: koniec ({ $turns ->
    [one] { $turns } tura
    [few] { $turns } tury
   *[many] { $turns } tur
})
board-replay-turn = Tura { $turn } z { $turns }
