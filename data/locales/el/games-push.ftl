# PUSH: τα γεγονότα και οι κάρτες τους (οι όροι του ελληνικού φύλλου κανόνων:
# στήλη, πάγκος, τράπεζα, κάρτα ρίψης, κάρτα αλλαγής, ζάρι, στοίβα τραβήγματος).

push-card = { $colour ->
    [red] κόκκινη
    [blue] μπλε
    [green] πράσινη
    [yellow] κίτρινη
   *[purple] μωβ
} { $number }
push-a-roll-card = μια κάρτα ρίψης
push-the-card = την { $colour ->
    [red] κόκκινη
    [blue] μπλε
    [green] πράσινη
    [yellow] κίτρινη
   *[purple] μωβ
} { $number }
push-the-roll-card = την κάρτα ρίψης
push-the-switch-card = την κάρτα αλλαγής

push-first = Ξεκινά { $player } (κλήρωση).
push-switch = { $player }: κάρτα αλλαγής, η συλλογή πάει { $way ->
    [clockwise] δεξιόστροφα
   *[other] αριστερόστροφα
}.
push-bust = { $player } παρατράβηξε: { $card } δεν χωρά σε καμία στήλη και απορρίπτεται. { $player } ρίχνει το ζάρι.
push-new-column = { $player } ανοίγει τη στήλη { $column } με { $card }.
push-place = { $player } βάζει { $card } στη στήλη { $column }.
push-pile-out = Η στοίβα τραβήγματος άδειασε: το τράβηγμα σταματά εδώ.
push-stop-empty = { $player } σταματά χωρίς στήλη: δεν υπάρχει τίποτα να συλλέξει.
push-stop = { $player } σταματά.
push-column-discarded = Η στήλη { $column } ({ $cards }) απορρίπτεται.
push-takes = { $player } παίρνει τη στήλη { $column }: { $cards }.
push-roll-card = { $player } μάζεψε κάρτα ρίψης και ρίχνει το ζάρι.
push-rolls-loses = { $player } φέρνει { $face ->
    [red] κόκκινο
    [blue] μπλε
    [green] πράσινο
    [yellow] κίτρινο
    [purple] μωβ
   *[star] αστέρι
}: χάνει από τον πάγκο { $cards } ({ $points ->
    [one] { $points } πόντος
   *[other] { $points } πόντοι
}).
push-rolls-star = { $player } φέρνει αστέρι: καμία απώλεια.
push-rolls-nothing = { $player } φέρνει { $face ->
    [red] κόκκινο: καμία κόκκινη
    [blue] μπλε: καμία μπλε
    [green] πράσινο: καμία πράσινη
    [yellow] κίτρινο: καμία κίτρινη
   *[purple] μωβ: καμία μωβ
} κάρτα στον πάγκο, καμία απώλεια.
push-banks = { $player } βάζει στην τράπεζα { $count ->
    [one] μία { $colour ->
        [red] κόκκινη
        [blue] μπλε
        [green] πράσινη
        [yellow] κίτρινη
       *[purple] μωβ
    } κάρτα
   *[other] { $count } { $colour ->
        [red] κόκκινες
        [blue] μπλε
        [green] πράσινες
        [yellow] κίτρινες
       *[purple] μωβ
    } κάρτες
}.
push-score = { $player } { $points }
push-over = Η στοίβα τραβήγματος άδειασε: το παιχνίδι τελείωσε. { $scores }.
push-turn = Σειρά έχει { $player }.

## Κουμπιά
push-action-draw = Τράβα
push-action-column = Στήλη { $column }
push-action-new-column = Νέα στήλη
push-action-stop = Σταμάτα
push-action-roll = Ρίξε το ζάρι
push-action-take = Πάρε τη στήλη { $column }
push-action-bank = Τράπεζα: { $colour ->
    [red] κόκκινες
    [blue] μπλε
    [green] πράσινες
    [yellow] κίτρινες
   *[purple] μωβ
}
