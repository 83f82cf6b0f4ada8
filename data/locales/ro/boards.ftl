# Cuvinte desenate pe fiecare tablă.
board-player = Jucătorul { $number }

# Graficul de rating din /stats: axa orizontală.
board-chart-games-played = jocuri jucate
# Legenda de sub fiecare cadru al rezumatului animat.
board-replay-start = Jocul #{ $id }: începutul
board-replay-end = Jocul #{ $id }: sfârșitul ({ $turns ->
    [one] { $turns } tură
    [few] { $turns } ture
   *[other] { $turns } de ture
})
board-replay-turn = Tura { $turn } din { $turns }
