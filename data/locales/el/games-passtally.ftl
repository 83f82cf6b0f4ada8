# Passtally: τα γεγονότα (πλακίδια, πιόνια, στοίβες, επίπεδα, περάσματα).

passtally-space = { $line } { $edge ->
    [top] πάνω
    [right] δεξιά
    [bottom] κάτω
   *[left] αριστερά
}
passtally-space-first = { $line } { $edge ->
    [top] πάνω
    [right] δεξιά
    [bottom] κάτω
   *[left] αριστερά
}

# a place's two cells and the half of the tile on each: "C3 cross, D3 curves ↗"
passtally-shape = { $one } { $first ->
    [X] σταυρός
    [A] καμπύλες ↗
   *[B] καμπύλες ↖
}, { $two } { $second ->
    [X] σταυρός
    [A] καμπύλες ↗
   *[B] καμπύλες ↖
}

passtally-design = { $first ->
    [X] σταυρός
    [A] καμπύλες ↗
   *[B] καμπύλες ↖
} + { $second ->
    [X] σταυρός
    [A] καμπύλες ↗
   *[B] καμπύλες ↖
}

passtally-first = Ξεκινά { $player } και βάζει το πρώτο πιόνι.
passtally-marker-placed = { $player } βάζει πιόνι στη θέση { $space }.
passtally-markers-out = Όλα τα πιόνια μπήκαν. Ξεκινά { $player }.
passtally-laid = { $player } έβαλε το πλακίδιο { $stack } ({ $design }) στα { $first }–{ $second }, επίπεδο { $level }.
passtally-moved = { $player } μετακίνησε πιόνι από { $start } σε { $end }.
passtally-scores-line = { $player } κερδίζει { $points } (μια πλήρης γραμμή με { $passes ->
    [one] { $passes } πέρασμα
   *[other] { $passes } περάσματα
}).
passtally-scores-lines = { $player } κερδίζει { $points } (πλήρεις γραμμές: { $detail } = { $passes ->
    [one] { $passes } πέρασμα
   *[other] { $passes } περάσματα
}).
passtally-no-line = { $player } δεν έχει πλήρη γραμμή και δεν κερδίζει τίποτα.
passtally-last-round-points = { $player } ξεπέρασε τους { $limit } πόντους: αυτός είναι ο τελευταίος γύρος.
passtally-last-round-stack = Μια στοίβα τελείωσε (κανένα κλειστό πλακίδιο): αυτός είναι ο τελευταίος γύρος.
passtally-over = Τέλος παιχνιδιού: { $reason }
passtally-end-last-round = ο τελευταίος γύρος ολοκληρώθηκε.
passtally-end-stacks = τελείωσαν και οι τρεις στοίβες.
passtally-end-blocked = κανένα ανοιχτό πλακίδιο δεν χωρά πουθενά στο ταμπλό.

## Menus
passtally-action-marker = { $space }
passtally-action-tile = Πλακίδιο { $stack }: { $first }–{ $second }
passtally-action-move = { $start } → { $end }

## Πού μπαίνει το επόμενο πιόνι της προετοιμασίας ("βάλε πιόνι { $where }")
passtally-where-any = σε όποια πλευρά θέλεις
passtally-where-edge = στην { $edge ->
    [top] πάνω
    [right] δεξιά
    [bottom] κάτω
   *[left] αριστερή
} πλευρά
passtally-where-edges = στην { $first ->
    [top] πάνω
    [right] δεξιά
    [bottom] κάτω
   *[left] αριστερή
} ή στην { $second ->
    [top] πάνω
    [right] δεξιά
    [bottom] κάτω
   *[left] αριστερή
} πλευρά

## Αρνήσεις: τις διαβάζει όποιος πάτησε
passtally-refuse-setup-first = Πρώτα όλοι βάζουν τα πιόνια τους στις πλευρές του ταμπλό.
passtally-refuse-setup-over = Όλα τα πιόνια μπήκαν: βάλε πλακίδιο ή μετακίνησε πιόνι.
passtally-refuse-space-taken = Η θέση { $space } είναι ήδη πιασμένη.
passtally-refuse-edge = Αυτό το πιόνι μπαίνει { $where }, όχι στην { $edge ->
    [top] πάνω
    [right] δεξιά
    [bottom] κάτω
   *[left] αριστερή
} πλευρά.
passtally-refuse-stack-out = Η στοίβα { $stack } τελείωσε και το τελευταίο της πλακίδιο πάρθηκε: δεν υπάρχει πλακίδιο { $stack }.
passtally-refuse-no-square = Το { $cell } δεν είναι τετράγωνο του ταμπλό.
passtally-refuse-equal-halves = Το πλακίδιο { $stack } έχει δύο ίδιες μισές: βάλ' το προς τα δεξιά ή προς τα κάτω (προς τα { $facing ->
    [N] πάνω
    [W] αριστερά
    [E] δεξιά
   *[S] κάτω
} είναι η ίδια θέση, ιδωμένη από το άλλο τετράγωνο).
passtally-refuse-not-yours = Δεν έχεις πιόνι στη θέση { $space }.
passtally-refuse-move-taken = Η θέση { $space } είναι πιασμένη: το πιόνι πρέπει να σταματήσει σε ελεύθερη θέση.
passtally-refuse-too-far = Η θέση { $space } είναι πολύ μακριά από τη { $start }: ένα πιόνι πάει το πολύ δύο θέσεις (τις πιασμένες τις πηδά και δεν τις μετρά).
passtally-refuse-off-board = Το πλακίδιο πρέπει να είναι ολόκληρο πάνω στο ταμπλό: εκεί βγαίνει έξω.
passtally-refuse-overhang = Το { $bare } είναι άδειο και το { $covered } σκεπασμένο: ένα πλακίδιο δεν κρέμεται πάνω από άδειο τετράγωνο.
passtally-refuse-heights = Το { $first } είναι στο επίπεδο { $level } και το { $second } στο { $other }: ένα πλακίδιο πατά σε δύο ίσα ύψη.
passtally-refuse-one-tile = Τα { $first } και { $second } είναι ένα πλακίδιο: δεν μπαίνει πλακίδιο πάνω σε ένα μόνο πλακίδιο.
