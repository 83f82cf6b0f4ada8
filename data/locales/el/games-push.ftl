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

## Αρνήσεις: τις διαβάζει όποιος πάτησε ($card: push-the-card, σε αιτιατική)
push-refuse-not-an-action = Αυτή δεν είναι κίνηση του PUSH.
push-refuse-not-now = Όχι τώρα: { $player } πρέπει να { $now ->
    [start] διαλέξει Τράβα ή Τράπεζα
    [push] τραβήξει ξανά ή να σταματήσει
    [place] βάλει την κάρτα που τράβηξε σε μια στήλη
    [roll] ρίξει το ζάρι
   *[collect] πάρει μια στήλη
}.
push-refuse-place-first = Βάλε πρώτα { $card } σε μια στήλη και μετά τράβα ξανά.
push-refuse-three-columns = Υπάρχουν ήδη τρεις στήλες: βάλε { $card } σε μία από αυτές.
push-refuse-no-column = Δεν υπάρχει ακόμη στήλη { $column }: διάλεξε «Νέα στήλη» για να την ανοίξεις.
push-refuse-column = Η στήλη { $column } { $reason }: βάλε { $card } αλλού.
push-refuse-draw-first = Πρώτα τράβα μια κάρτα: ο γύρος αρχίζει με τράβηγμα (ή, αντί γι' αυτό, με τράπεζα).
push-refuse-take = Η στήλη { $column } δεν είναι στο τραπέζι: πάρε μία από τις { $columns }.
push-refuse-bank-mid-push = Δεν γίνεται τράπεζα στη μέση του τραβήγματος: η τράπεζα γίνεται αντί για τράβηγμα.
push-refuse-no-bench = Δεν έχεις { $colour ->
    [red] κόκκινες
    [blue] μπλε
    [green] πράσινες
    [yellow] κίτρινες
   *[purple] μωβ
} κάρτες στον πάγκο για την τράπεζα.
## Γιατί μια στήλη δεν δέχεται την κάρτα ($card: push-card, η κάρτα που έχει)
push-holds-roll = έχει ήδη κάρτα ρίψης
push-holds-colour = έχει ήδη { $colour ->
    [red] κόκκινη
    [blue] μπλε
    [green] πράσινη
    [yellow] κίτρινη
   *[purple] μωβ
} κάρτα ({ $card })
push-holds-number = έχει ήδη ένα { $number } ({ $card })
