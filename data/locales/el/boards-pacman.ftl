# Οι λέξεις που ζωγραφίζονται στο ταμπλό του PAC-MAN (render/pacman_status.py).

## Η κεφαλίδα
board-pacman-is = { $player }: ο PAC-MAN
board-pacman-over = ΤΕΛΟΣ ΠΑΙΧΝΙΔΙΟΥ
board-pacman-score = ΣΚΟΡ { $score }
board-pacman-level = ΕΠΙΠΕΔΟ { $level }
board-pacman-lives = ΖΩΕΣ
board-pacman-best = Καλύτερο σκορ: { $winners }, με { $best }
board-pacman-roll = Ρίξε 3 ζάρια
board-pacman-power-roll = ΔΥΝΑΜΗ: ρίξε 1 ζάρι (κίνηση δύναμης { $move } από { $moves })
board-pacman-power-move = ΔΥΝΑΜΗ: κίνηση { $move } από { $moves }, έφερε { $rolled }: { $left ->
    [one] μένει { $left } βήμα
   *[other] μένουν { $left } βήματα
}
board-pacman-rolled = Έφερε { $dice } = { $total }: { $left ->
    [one] μένει { $left } βήμα
   *[other] μένουν { $left } βήματα
}
board-pacman-ghost = Φαντάσματα: ο { $ghost } πάει { $spaces }
board-pacman-ghost-by = Φαντάσματα: ο { $ghost } πάει { $spaces } ({ $player })
board-pacman-card = Κάρτα: { $moves }

## Το κάτω μέρος
board-pacman-why = Οι κουκκίδες μετρούν όταν καθαρίσει ο τομέας τους: +{ $points } ο τομέας
board-pacman-fruit-eaten = Φρούτα:
board-pacman-ghosts-eaten = Φαντάσματα που έφαγε: { $count }
board-pacman-points = { $points } πόντοι
