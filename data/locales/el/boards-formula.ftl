# Οι λέξεις στο ταμπλό της Formula 1. Τα ονόματα των πιστών (Monaco, Monza, Silverstone,
# Hockenheim) μένουν όπως είναι.

## Η κεφαλίδα
board-formula-title = ΓΚΡΑΝ ΠΡΙ { $number }/{ $races } · { $name }
board-formula-over = ΤΕΛΟΣ ΠΡΩΤΑΘΛΗΜΑΤΟΣ
board-formula-round = Γύρος { $round }
board-formula-last-roll = τελευταία ζαριά, αυτοκίνητο { $car }
board-formula-champion = { $count ->
    [one] Πρωταθλητής
   *[other] Πρωταθλητές
}: { $champions } με { $points } βαθμούς
board-formula-to-roll = Ρίχνει { $player }: { $count ->
    [one] αυτοκίνητο
   *[other] αυτοκίνητα
} { $cars }
board-formula-extras = { $player } (τελευταία θέση) ρίχνει για τα επιπλέον αυτοκίνητα
board-formula-pit-question = { $player }: αυτοκίνητο { $car } στην είσοδο των πιτ – πιτ τώρα ή συνέχεια;

## Στην πίστα
board-formula-pit = ΠΙΤ
board-formula-grid = ΑΦΕΤΗΡΙΑ · ΠΕΔΙΟ { $field }

## Η σειρά του αγώνα
board-formula-race-order = ΣΕΙΡΑ ΑΓΩΝΑ
board-formula-extra-car = επιπλέον αυτοκίνητο
board-formula-place = { $place }ος
board-formula-finished = τερμάτισε
board-formula-finished-points = τερμάτισε · { $points ->
    [one] { $points } βαθμός
   *[other] { $points } βαθμοί
}
board-formula-in-pit = στα πιτ
board-formula-in-pit-waits = στα πιτ (περιμένει)
board-formula-on-grid = στην αφετηρία
board-formula-field = πεδίο { $field }
board-formula-pitted = { $where } · έκανε πιτ

## Το βάθρο και το πρωτάθλημα
board-formula-podium = ΒΑΘΡΟ · { $name }
# οι βαθμίδες του βάθρου με ελληνικά κεφαλαία γιώτα (Ι, ΙΙ, ΙΙΙ)
board-formula-step = { $place ->
    [1] Ι
    [2] ΙΙ
   *[other] ΙΙΙ
}
board-formula-then = Μετά:
board-formula-championship = ΠΡΩΤΑΘΛΗΜΑ
board-formula-race-column = Α{ $race }
board-formula-points-column = Βαθ.
