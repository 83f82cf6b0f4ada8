# Words every board draws (render/common.py).
board-player = Player { $number }
