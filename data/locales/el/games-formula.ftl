# Formula 1: τα γεγονότα.

f1-field = το πεδίο { $field }
f1-the-pit = τα πιτ

f1-grand-prix = Grand Prix { $number } από { $races }: { $name }, ένας γύρος από το πεδίο { $start }.
f1-start-roll = { $player } { $value }
f1-start-rolls = Ζαριές εκκίνησης: { $rolls }.
f1-starts = Ξεκινά { $player }.
f1-round = Γύρος { $round }.
f1-sits-out = Το αυτοκίνητο { $car } μένει στα πιτ αυτόν τον γύρο.

f1-rolls = { $player } φέρνει { $value } για το αυτοκίνητο { $car } από { $start }.
f1-rolls-to = { $player } φέρνει { $value } για το αυτοκίνητο { $car } από { $start } στο πεδίο { $end }.
f1-extra-rolls = Το επιπλέον αυτοκίνητο { $car } φέρνει { $value } από { $start }.
f1-extra-rolls-to = Το επιπλέον αυτοκίνητο { $car } φέρνει { $value } από { $start } στο πεδίο { $end }.
f1-rolls-extras = { $player } ρίχνει για τα επιπλέον αυτοκίνητα.
f1-reaches = Το αυτοκίνητο { $car } φτάνει στο πεδίο { $field }.
f1-taken = Το πεδίο { $field } το έχει { $holder ->
    [0] άλλο αυτοκίνητο
   *[other] το αυτοκίνητο { $holder }
}: το αυτοκίνητο { $car } γυρίζει στο πεδίο { $back }.
f1-pit-blocked = Όλα τα πεδία από τα πιτ ως το πεδίο { $field } είναι πιασμένα: το αυτοκίνητο { $car } μένει στα πιτ.
f1-pit-entry = Το αυτοκίνητο { $car } φτάνει στην είσοδο των πιτ στο πεδίο { $field } ({ $left ->
    [0] χωρίς βήματα
    [one] μένει { $left } βήμα
   *[other] μένουν { $left } βήματα
}): πιτ τώρα ή συνέχεια;
f1-stays-out = Το αυτοκίνητο { $car } συνεχίζει.
f1-stays-out-to = Το αυτοκίνητο { $car } συνεχίζει ως το πεδίο { $end }.
f1-pit-stop = Το αυτοκίνητο { $car } { $forced ->
    [yes] πρέπει να μπει (πέρασε τα πρώτα πιτ)
   *[no] μπαίνει
} στα πιτ στο πεδίο { $field }{ $free ->
    [yes] {" "}(η ζαριά τελειώνει στην είσοδο: η υποχρεωτική στάση δεν κοστίζει τώρα)
   *[no] { $dropped ->
        [0] {""}
        [one] , χάνεται { $dropped } βήμα
       *[other] , χάνονται { $dropped } βήματα
    }
}· μένει εκτός τον επόμενο γύρο.
f1-finish = Το αυτοκίνητο { $car } περνά τη γραμμή: { $place }η θέση.

f1-placed = { $place }ο το αυτοκίνητο { $car }
f1-result = Αποτέλεσμα { $name }: { $podium }.
f1-gained = { $player } +{ $points }
f1-points = Βαθμοί: { $points }.
f1-total = { $player } { $points }
f1-over = Τέλος πρωταθλήματος: { $totals }. { $count ->
    [one] Πρωταθλητής
   *[other] Πρωταθλητές
}: { $champions }.

## Οι ενέργειες
f1-action-roll = Ρίξε για το αυτοκίνητο { $car }
f1-action-roll-all = Ρίξε για όλα τα αυτοκίνητα, πρώτα το αυτοκίνητο { $first }
f1-action-roll-extras = Ρίξε για τα επιπλέον αυτοκίνητα
f1-action-pit = Πιτ τώρα
f1-action-stay-out = Μείνε στην πίστα

## Αρνήσεις: τι περιμένει το παιχνίδι αντί γι' αυτό
f1-refuse-one-left = Μόνο το αυτοκίνητο { $car } έχει ακόμη ζαριά: πάτα το δικό του κουμπί.
f1-refuse-not-to-roll = Το αυτοκίνητο { $car } δεν είναι από τα αυτοκίνητά σου που ρίχνουν: { $count ->
    [one] το αυτοκίνητο
   *[other] τα αυτοκίνητα
} { $cars }.
f1-refuse-not-yours = Το αυτοκίνητο { $car } δεν είναι δικό σου: οδηγείς { $count ->
    [one] το αυτοκίνητο
   *[other] τα αυτοκίνητα
} { $cars }.
f1-refuse-finished = Το αυτοκίνητο { $car } έχει ήδη τερματίσει σε αυτόν τον αγώνα.
f1-refuse-sits-out = Το αυτοκίνητο { $car } μένει στα πιτ αυτόν τον γύρο.
f1-refuse-moved = Το αυτοκίνητο { $car } έχει ήδη κινηθεί αυτόν τον γύρο.
f1-refuse-pit-first = Το αυτοκίνητο { $car } είναι στην είσοδο των πιτ: διάλεξε πρώτα Πιτ τώρα ή Μείνε στην πίστα.
f1-refuse-extras-now = Τώρα ρίχνουμε για τα επιπλέον αυτοκίνητα.
f1-refuse-roll-first = Ρίξε πρώτα για τα αυτοκίνητά σου: { $count ->
    [one] το αυτοκίνητο { $cars } δεν έχει κινηθεί ακόμη
   *[other] τα αυτοκίνητα { $cars } δεν έχουν κινηθεί ακόμη
}.
f1-refuse-over = Το πρωτάθλημα τελείωσε.
