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
