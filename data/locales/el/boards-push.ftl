# Οι λέξεις στο ταμπλό του PUSH.

board-push-headline = { $player }: { $phase ->
    [start] Τράβα ή Τράπεζα
    [push] τράβα ξανά ή σταμάτα
    [place] βάλε την κάρτα σε στήλη
    [roll] ρίξε το ζάρι
    [bust] παρατράβηξες: ρίξε το ζάρι
   *[collect] πάρε μια στήλη
}
board-push-over = Τέλος: { $count ->
    [one] νικά { $winners }
   *[other] ισοπαλία { $winners }
} με { $points }
board-push-turn = Σειρά: { $player }
board-push-cards-left = { $count ->
    [one] απομένει { $count } κάρτα
   *[other] απομένουν { $count } κάρτες
}
board-push-collecting = Συλλογή { $way ->
    [clockwise] ↻ δεξιόστροφα
   *[other] ↺ αριστερόστροφα
}: { $order }

board-push-column = Στήλη { $column }
board-push-new-column = νέα στήλη
board-push-empty = άδεια
board-push-taken = πάρθηκε
board-push-plus-roll = + ρίψη

board-push-drawn = Τραβηγμένη κάρτα
board-push-bust-with = Παρατράβηξε με
board-push-no-switch = Χωρίς κάρτες αλλαγής (2 παίκτες)
board-push-switch-pile = Κάρτες αλλαγής: { $count }
board-push-last-roll = Τελευταία ρίψη
board-push-none-yet = καμία ακόμη
board-push-by = από { $player }
board-push-face = { $face ->
    [red] κόκκινο
    [blue] μπλε
    [green] πράσινο
    [yellow] κίτρινο
    [purple] μωβ
   *[star] αστέρι
}
board-push-card-roll = ΡΙΨΗ
board-push-card-switch = ΑΛΛΑΓΗ

board-push-bench-bank = πάγκος { $bench } · τράπεζα { $count ->
    [one] { $count } κάρτα
   *[other] { $count } κάρτες
}
board-push-bench-bank-seen = πάγκος { $bench } · τράπεζα { $count ->
    [one] { $count } κάρτα
   *[other] { $count } κάρτες
} = { $points }
board-push-final = σύνολο { $score } (πάγκος { $bench } + τράπεζα { $bank })
board-push-bench-empty = άδειος πάγκος
