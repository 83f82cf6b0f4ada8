# Λέξεις που σχεδιάζει κάθε ταμπλό.
board-player = Παίκτης { $number }

# Το διάγραμμα βαθμολογίας του /stats: ο οριζόντιος άξονας.
board-chart-games-played = παιχνίδια που παίχτηκαν
# Η λεζάντα κάτω από κάθε καρέ της κινούμενης περίληψης.
board-replay-start = Παιχνίδι #{ $id }: η αρχή
board-replay-end = Παιχνίδι #{ $id }: το τέλος ({ $turns ->
    [one] { $turns } γύρος
   *[other] { $turns } γύροι
})
board-replay-turn = Γύρος { $turn } από { $turns }
