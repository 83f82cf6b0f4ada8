# Words every board draws (render/common.py).
board-player = Player { $number }

# The /stats rating chart (render/rating_chart.py): its x axis.
board-chart-games-played = games played
# The animated summary's caption under each frame (bot/replay/frames.py).
board-replay-start = Game #{ $id }: the start
board-replay-end = Game #{ $id }: the end ({ $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
})
board-replay-turn = Turn { $turn } of { $turns }
