# Οι λέξεις στο ταμπλό του Passtally.

board-passtally-over = Τέλος παιχνιδιού
board-passtally-winners = { $count ->
    [one] Νικά { $winners }
   *[other] Νικούν { $winners }
} με { $points }
board-passtally-setup = Στήσιμο: { $player }
board-passtally-setup-any = βάζει πιόνι σε όποια πλευρά θέλει
board-passtally-setup-edge = βάζει πιόνι στην { $edge ->
    [top] πάνω
    [right] δεξιά
    [bottom] κάτω
   *[left] αριστερή
} πλευρά
board-passtally-setup-edges = βάζει πιόνι στην { $first ->
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
board-passtally-turn = Σειρά: { $player }
board-passtally-actions-left = { $count ->
    [one] απομένει { $count } κίνηση
   *[other] απομένουν { $count } κινήσεις
}
board-passtally-rank = { $rank }ος { $player }

board-passtally-preview = Προεπισκόπηση
board-passtally-not-allowed = Δεν επιτρέπεται
board-passtally-at-level = { $move }, επίπεδο { $level }
board-passtally-scores-nothing = 0 πόντοι: καμία πλήρης γραμμή.
board-passtally-scores = { $points ->
    [one] { $points } πόντος
   *[other] { $points } πόντοι
}: { $lines }.
board-passtally-no-line-yet = Καμία πλήρης γραμμή ακόμη.
board-passtally-would-score = Οι γραμμές σου θα έδιναν { $points ->
    [one] { $points } πόντο
   *[other] { $points } πόντους
}: { $lines }.
board-passtally-a-line = μια γραμμή με { $passes ->
    [one] { $passes } πέρασμα
   *[other] { $passes } περάσματα
}
board-passtally-lines = γραμμές { $detail } = { $passes ->
    [one] { $passes } πέρασμα
   *[other] { $passes } περάσματα
}
board-passtally-cuts = Κόβει γραμμές ({ $player }): από { $was } σε { $now ->
    [one] { $now } πέρασμα
   *[other] { $now } περάσματα
}.
board-passtally-gives = Βοηθά ({ $player }): { $more ->
    [one] { $more } πέρασμα ακόμη
   *[other] { $more } περάσματα ακόμη
}.
board-passtally-best-places = Καλύτερες θέσεις για το πλακίδιο { $stack }
board-passtally-by-rank = Αριθμημένες κατά σειρά (1 η καλύτερη), όπως στα μενού.

board-passtally-face-up = Ανοιχτά πλακίδια
board-passtally-empty = άδεια
board-passtally-laying = ◀ μπαίνει
board-passtally-face-down = { $count } κλειστά
