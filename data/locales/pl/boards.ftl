# Słowa rysowane na każdej planszy.
board-player = Gracz { $number }
