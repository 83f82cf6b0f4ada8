# PAC-MAN: τα γεγονότα, οι αρνήσεις των κανόνων και τα κουμπιά. Τα φαντάσματα κρατούν τα
# ονόματά τους (ο Blinky, του Blinky)· οι θέσεις ονομάζονται όπως στο σκάκι ("J16").

## Μέσα σε άλλες φράσεις
pac-corner = { $corner ->
    [top-left] πάνω αριστερά
    [top-right] πάνω δεξιά
    [bottom-left] κάτω αριστερά
   *[bottom-right] κάτω δεξιά
}
pac-order-roll = { $player } φέρνει { $value }
pac-card-move = { $ghost } { $spaces }

## Ένας γύρος
pac-who-next = Ποιος είναι ο επόμενος PAC-MAN; { $rolls }.
pac-is-pacman = { $player } είναι ο PAC-MAN (γύρος { $inning }).
pac-stops = { $player } σταματά: ο γύρος τελειώνει με { $score } πόντους, σαν να πιάστηκε.
pac-level-clear = Το επίπεδο { $level } καθάρισε! Σκορ ως τώρα: { $score }. Ο λαβύρινθος στήνεται ξανά και οι 5 κίτρινες κάρτες μπαίνουν στην τράπουλα των φαντασμάτων.
pac-level-clear-last = Το επίπεδο { $level } καθάρισε! { $limit ->
    [one] Ήταν το μόνο επίπεδο του γύρου
   *[other] Ήταν τα { $limit } επίπεδα του γύρου
}: τελειώνει με { $score } πόντους.
pac-caught-life = { $how } Ο PAC-MAN πιάστηκε! { $lives ->
    [one] Του μένει { $lives } ζωή
   *[other] Του μένουν { $lives } ζωές
}: όλα τα πιόνια γυρίζουν στην αφετηρία τους, οι κουκκίδες μένουν.
pac-caught = { $how } Ο PAC-MAN πιάστηκε! Ο γύρος τελειώνει με { $score } πόντους.
pac-game-over = Τέλος παιχνιδιού. Το καλύτερο σκορ είναι { $best }.

## Οι κινήσεις του PAC-MAN
pac-rolls = Ο PAC-MAN φέρνει { $dice } = { $total }.
pac-power-rolls = Κίνηση δύναμης { $move } από { $moves }: ο PAC-MAN φέρνει { $value }.
pac-moves = Ο PAC-MAN πάει { $count ->
    [one] { $count } θέση
   *[other] { $count } θέσεις
} από το { $start } στο { $end }{ $dots ->
    [0] {""}
    [one] {" "}και τρώει { $dots } κουκκίδα
   *[other] {" "}και τρώει { $dots } κουκκίδες
}.
pac-lands-on-ghost = Ο PAC-MAN σταματά πάνω στον { $ghost } στο { $space }.
pac-power-over = Η δύναμη τελείωσε: ο PAC-MAN δεν μπορεί πια να τρώει φαντάσματα.
pac-eats-fruit = Ο PAC-MAN τρώει { $fruit ->
    [cherry] το κεράσι
    [strawberry] τη φράουλα
   *[orange] το πορτοκάλι
} στο { $space }: +{ $points }.
pac-eats-ghost = Ο PAC-MAN τρώει τον { $ghost } στο { $space }: +{ $points }. Τα μάτια του γυρίζουν στο κελί.
pac-section-clear = Ο τομέας { $section } ({ $corner }) καθάρισε: μάρκα μίνι ταμπλό, +{ $points }.
pac-eats-pellet = Ο PAC-MAN τρώει το χάπι δύναμης στο { $space }: { $moves } κινήσεις δύναμης με ένα ζάρι η καθεμία, τρώγοντας κάθε φάντασμα που περνά ή πάνω στο οποίο σταματά.

## Οι κινήσεις των φαντασμάτων
pac-ghost-stuck = { $eyes ->
    [yes] Τα μάτια του { $ghost } δεν μπορούν να κινηθούν.
   *[no] Ο { $ghost } δεν μπορεί να κινηθεί.
}
pac-eyes-home = Τα μάτια του { $ghost } πάνε { $count ->
    [one] { $count } θέση
   *[other] { $count } θέσεις
} από το { $start } στο κελί: ο { $ghost } γύρισε.
pac-eyes-go = Τα μάτια του { $ghost } πάνε { $count ->
    [one] { $count } θέση
   *[other] { $count } θέσεις
} από το { $start } στο { $end }.
pac-ghost-moves = Ο { $ghost } πάει { $count ->
    [one] { $count } θέση
   *[other] { $count } θέσεις
}{ $short ->
    [0] {""}
   *[other] {" "}(όσο μπορεί από τις { $short })
} από { $start ->
    [cage] το κελί
   *[other] το { $start }
} στο { $end }.
pac-ghost-catches = Ο { $ghost } σταματά πάνω στον PAC-MAN στο { $space }.
pac-deck-shuffled = Η τράπουλα των φαντασμάτων άδειασε: οι πεταμένες κάρτες ανακατεύονται.
pac-ghost-card = Κάρτα φαντασμάτων: { $moves }.
pac-opening = Πρώτη κάρτα: ο Blinky πρέπει να βγει πρώτος, οπότε { $count ->
    [one] ο { $ghosts } χάνει
   *[other] οι { $ghosts } χάνουν
} αυτή την κίνηση.
pac-fruit-still = Κάρτα φρούτου: { $fruit ->
    [cherry] το κεράσι είναι
    [strawberry] η φράουλα είναι
   *[orange] το πορτοκάλι είναι
} ακόμα στον λαβύρινθο, οπότε η κάρτα πετιέται.
pac-fruit-none = Κάρτα φρούτου: δεν έμεινε φρούτο σε αυτό το επίπεδο, οπότε η κάρτα πετιέται.
pac-fruit-appears = Κάρτα φρούτου: { $fruit ->
    [cherry] ένα κεράσι εμφανίζεται
    [strawberry] μια φράουλα εμφανίζεται
   *[orange] ένα πορτοκάλι εμφανίζεται
} στο { $space }.

## Αρνήσεις (οι λόγοι των κανόνων, για όποιον πάτησε)
pac-not-a-move = Αυτή δεν είναι κίνηση του PAC-MAN.
pac-bad-key = Το { $given } δεν είναι κίνηση του PAC-MAN.
pac-ghosts-move-not-pacman = Τώρα κινούνται τα φαντάσματα, όχι ο PAC-MAN.
pac-ghosts-move = Τώρα κινούνται τα φαντάσματα.
pac-pacman-turn = Είναι η σειρά του PAC-MAN, όχι των φαντασμάτων.
pac-rolled-already = Έριξες ήδη: κινήσου { $steps ->
    [one] { $steps } θέση
   *[other] { $steps } θέσεις
} και επιβεβαίωσε.
pac-roll-now = Ρίξε τώρα { $dice ->
    [one] { $dice } ζάρι
   *[other] { $dice } ζάρια
}.
pac-roll-first = Ρίξε πρώτα τα ζάρια.
pac-pellet-ends = Το χάπι δύναμης στο { $space } τελειώνει την κίνησή σου: επιβεβαίωσέ την ή αναίρεσε ένα βήμα.
pac-moved-all = Έκανες { $steps ->
    [one] το { $steps } βήμα σου
   *[other] και τα { $steps } βήματα
}: επιβεβαίωσε την κίνηση ή αναίρεσε ένα βήμα.
pac-moved-part = Έκανες { $moved } από τα { $steps } βήματα: { $left ->
    [one] μένει { $left }
   *[other] μένουν { $left }
}.
pac-wall = Υπάρχει τοίχος { $direction ->
    [up] πάνω από το { $space }: ο PAC-MAN δεν μπορεί να ανέβει από εκεί.
    [down] κάτω από το { $space }: ο PAC-MAN δεν μπορεί να κατέβει από εκεί.
    [left] αριστερά από το { $space }: ο PAC-MAN δεν μπορεί να πάει αριστερά από εκεί.
   *[right] δεξιά από το { $space }: ο PAC-MAN δεν μπορεί να πάει δεξιά από εκεί.
}
pac-cage-door = Η πόρτα του κελιού είναι { $direction ->
    [up] πάνω από
    [down] κάτω από
    [left] αριστερά από
   *[right] δεξιά από
} το { $space }: ο PAC-MAN δεν μπαίνει ποτέ στο κελί.
pac-no-undo = Δεν υπάρχει βήμα για αναίρεση.
pac-walking = Άρχισες να πηγαίνεις βήμα βήμα: τελείωσε πρώτα εκείνη την κίνηση (ή αναίρεσε τα βήματα).
pac-cannot-end = Ο PAC-MAN δεν μπορεί να σταματήσει στο { $space } με ζαριά { $steps }: μπορεί να σταματήσει σε { $count } θέσεις, π.χ. { $some }.
pac-walk-ends = Αυτή η διαδρομή τελειώνει στο { $end }, όχι στο { $space }.
pac-not-this-ghost = Τώρα κινείται ο { $ghost } ({ $spaces ->
    [one] { $spaces } θέση
   *[other] { $spaces } θέσεις
}), όχι ο { $other }.
pac-ghost-cannot-end = Ο { $ghost } δεν μπορεί να σταματήσει στο { $space } με { $spaces ->
    [one] { $spaces } θέση
   *[other] { $spaces } θέσεις
} ({ $count ->
    [0] δεν φτάνει πουθενά
   *[other] φτάνει σε: { $reach }
}).

## Κουμπιά (η ετικέτα κάθε ενέργειας)
pac-action-roll = { $dice ->
    [one] Ρίξε 1 ζάρι
   *[other] Ρίξε { $dice } ζάρια
}
pac-action-step = { $arrow } { $direction ->
    [up] Πάνω
    [down] Κάτω
    [left] Αριστερά
   *[right] Δεξιά
}
pac-action-undo = Αναίρεση βήματος
pac-action-confirm = Επιβεβαίωση
pac-action-go-to = Πήγαινε στο { $space }
pac-action-route = { $ghost } → { $to ->
    [cage] κελί
   *[other] { $to }
}
