# Cuvinte desenate pe fiecare tablă.
board-player = Jucătorul { $number }
