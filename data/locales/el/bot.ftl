# Οι λέξεις του bot (bot/): μηνύματα, κουμπιά, μενού, αρνήσεις, εντολές.
# «ΤΝ» = τεχνητή νοημοσύνη: ο παίκτης-υπολογιστής.

language-name = Ελληνικά

## Seats and players

ai-seat-name = ΤΝ { $number }
seat-ai-mark = (ΤΝ)
seat-ai-bot = 🤖 { $name }

## The lobby (bot/ui/lobby.py, bot/ui/status.py)

lobby-join = Συμμετοχή
lobby-leave = Αποχώρηση
lobby-add-ai = Προσθήκη ΤΝ
lobby-remove-ai = Αφαίρεση ΤΝ
lobby-start = Έναρξη
lobby-cancel = Ακύρωση

## Παραίτηση (bot/tables/service.py)

resign-ai-plays = **{ $name }** παραιτήθηκε· ο υπολογιστής παίζει στη θέση του.
resign-game-ends = **{ $name }** παραιτήθηκε· έμειναν πολύ λίγοι παίκτες, οπότε το παιχνίδι τελειώνει εδώ: χωρίς βαθμολογίες, και όποιος παραιτείται έρχεται τελευταίος.
resign-score-kept = **{ $name }** παραιτήθηκε: το παιχνίδι τελειώνει εδώ και κρατά τους πόντους που έχουν μαζευτεί, όπως τους μετρούν οι κανόνες.

## Refusals and notes to a clicker (bot/ui/answers.py, bot/discord_publisher.py)

not-in-a-server = Τα παιχνίδια παίζονται σε κανάλι διακομιστή: χρησιμοποίησε αυτή την εντολή εκεί, όχι σε προσωπικό μήνυμα.
board-coming = Η κίνησή σου μετράει, αλλά το Discord δεν έδειξε ακόμα το νέο ταμπλό. Έρχεται: συνεχίζω να προσπαθώ μέχρι να εμφανιστεί.

## Formula 1 (bot/ui/formula.py)

formula-order-why = Τα αυτοκίνητα κινούνται το ένα μετά το άλλο, το καθένα με το δικό του ζάρι: ένα αυτοκίνητο που σταματά σε πεδίο όπου βρίσκεται άλλο μπαίνει στο πλησιέστερο ελεύθερο πεδίο πίσω του, οπότε η σειρά κρίνει ποιο αυτοκίνητο παίρνει ένα πεδίο που φτάνουν και τα δύο, και ποια ερώτηση για τα πιτ μπαίνει πρώτη.

## PAC-MAN (bot/ui/pacman.py)

pacman-score-reason = (οι κουκκίδες δεν δίνουν πόντους μόνες τους: ένας γωνιακός τομέας χωρίς κουκκίδες δίνει { $points }· { $dots ->
    [one] μένει 1 κουκκίδα
   *[other] μένουν { $dots } κουκκίδες
} στον τομέα { $section }, τον πιο κοντινό)

## Ποιο παιχνίδι εννοεί μια εντολή (bot/commands/game_pick.py)

pick-game-text = Εδώ είναι ανοιχτά πολλά παιχνίδια: διάλεξε αυτό για το /{ $command }.
pick-game-placeholder = Το παιχνίδι για το /{ $command }

## /rules (bot/commands/play.py)

rules-picture-notes = Οι αριθμοί στην εικόνα
lobby-rematch = Ρεβάνς
lobby-title = **{ $title }** — παιχνίδι #{ $id }, οικοδεσπότης { $host }
lobby-players = Παίκτες { $count }/{ $most } (χρειάζονται { $least }–{ $most }):
lobby-players-exactly = Παίκτες { $count }/{ $most } (χρειάζονται { $most }):
lobby-options = Επιλογές: { $options }
lobby-clock = ⏱️ Χρόνος γύρου: { $clock } ανά γύρο· μετά από { $afk } συνεχόμενες λήξεις χρόνου η ΤΝ παίρνει τη θέση οριστικά.
lobby-how = Μπείτε, προσθέστε ΤΝ και ο οικοδεσπότης πατά **Έναρξη**.
lobby-closes = ⌛ Η αίθουσα κλείνει { $when } αν δεν την ξεκινήσει κανείς.
lobby-started-in = ▶️ Ξεκίνησε — παίξτε στο { $place }.
lobby-started-below = ▶️ Ξεκίνησε — παίξτε παρακάτω.
lobby-cancelled = ❌ Ακυρώθηκε.
lobby-abandoned = ❌ Εγκαταλείφθηκε.
lobby-expired = ⌛ Έληξε: κανείς δεν την ξεκίνησε μέσα σε { $within }.
lobby-rematch-open = Άνοιξε νέα αίθουσα: { $where }
lobby-timer-placeholder = Χρόνος γύρου
lobby-timer-choice = Χρόνος γύρου: { $clock }
lobby-timer-game-default = { $clock } (προεπιλογή του παιχνιδιού)
lobby-afk-placeholder = Λήξεις χρόνου πριν αναλάβει η ΤΝ
lobby-afk-choice = { $count ->
    [one] Η ΤΝ αναλαμβάνει μετά από { $count } λήξη χρόνου
   *[other] Η ΤΝ αναλαμβάνει μετά από { $count } συνεχόμενες λήξεις χρόνου
}
lobby-option-choice = { $option }: { $value }

## Lobby options

option-yes = ναι
option-no = όχι
option-passtally-four_players = 4 παίκτες (ανεπίσημο)
option-passtally-sixty_second_turns = Γύροι 60 δευτερολέπτων
    .about = Η παραλλαγή των κανόνων: 60 δευτερόλεπτα ανά γύρο· η ΤΝ τελειώνει έναν καθυστερημένο γύρο.
option-push-harder = δυσκολότερο
option-push-switch_rule = κανόνας αλλαγής
option-push-switch_rule-pile = στοίβα
option-push-switch_rule-turn = γύρος
option-formula-races = αγώνες
option-pacman-mode = λειτουργία
option-pacman-mode-classic = κλασική
option-pacman-mode-arcade = ηλεκτρονική
option-pacman-levels_per_inning = επίπεδα ανά γύρο
option-pacman-levels_per_inning-none = απεριόριστα
option-pacman-levels_per_inning-auto = αυτόματα
option-pacman-purist_scoring = αυστηρή βαθμολογία

## The turn clock's words

clock-seconds = { $n } δευτ.
clock-minutes = { $n } λεπ.
clock-hours = { $n } ώρ.
clock-off = χωρίς όριο

## Refusals

error-refused = Αυτό δεν γίνεται τώρα.
error-no-such-game = Αυτό το παιχνίδι δεν υπάρχει πια.
error-not-a-player = Αυτό είναι παιχνίδι άλλων παικτών.
error-not-your-turn = Δεν είναι η σειρά σου.
error-not-your-turn-waiting = Δεν είναι η σειρά σου: περιμένουμε τον/την { $waiting }.
error-waiting-for-ai = την ΤΝ
error-stale-button = Αυτό το κουμπί είναι παλιό: το παιχνίδι προχώρησε. Χρησιμοποίησε το νεότερο ταμπλό.
error-busy = Είμαι πολύ απασχολημένος αυτή τη στιγμή, οπότε δεν το έπαιξα: δεν άλλαξε τίποτα. Δοκίμασε ξανά σε λίγα δευτερόλεπτα.
error-stale-board-reposted = Το ταμπλό ήταν παλιό: έβαλα το νεότερο από κάτω. Χρησιμοποίησε εκείνο.
error-not-a-move = Αυτό το κουμπί δεν είναι κίνηση αυτού του παιχνιδιού.
error-not-host = Μόνο ο οικοδεσπότης μπορεί να το κάνει αυτό.
error-broken-game = Η αποθηκευμένη κατάσταση του παιχνιδιού δεν διαβάστηκε, οπότε έκλεισε (χωρίς αποτελέσματα και αλλαγές βαθμολογίας). Λυπούμαστε! Ξεκίνα νέο με /play.
error-already-in = Είσαι ήδη σε αυτό το παιχνίδι.
error-full = Το παιχνίδι είναι γεμάτο.
error-not-in = Δεν είσαι σε αυτό το παιχνίδι.
error-host-cannot-leave = Ο οικοδεσπότης δεν μπορεί να αποχωρήσει: πάτα Ακύρωση για να κλείσεις την αίθουσα.
error-no-ai-seat = Δεν υπάρχει θέση ΤΝ για αφαίρεση.
error-no-such-option = Το { $game } δεν έχει επιλογή { $option }.
error-bad-option-value = Το { $value } δεν είναι επιλογή για «{ $option }»: διάλεξε μία από το μενού.
error-bad-menu-value = Αυτό το μενού δεν έχει τέτοια επιλογή.
error-bad-option = Δεν είναι τιμή αυτής της επιλογής.
error-lobby-closed = Η αίθουσα έκλεισε: το παιχνίδι ξεκίνησε ή ακυρώθηκε.
error-not-a-lobby-button = Αυτό το κουμπί δεν ανήκει στην αίθουσα.
error-players-needed = Το { $game } θέλει { $least }–{ $most } παίκτες· είστε { $count }. Κάλεσε κάποιον ή πρόσθεσε ΤΝ.
error-started-already = Το παιχνίδι έχει ήδη ξεκινήσει.
error-not-started = Το παιχνίδι δεν έχει ξεκινήσει ακόμα.
error-over = Το παιχνίδι τελείωσε.
error-resigned = Αποσύρθηκες από το παιχνίδι: τώρα τη θέση σου την παίζει η ΤΝ.
error-auto-roll-players = Μόνο οι παίκτες του παιχνιδιού μπορούν να ορίσουν αυτόματη ρίψη από το ταμπλό του.
error-not-being-played = Αυτό το παιχνίδι δεν παίζεται τώρα.
error-not-playing = Δεν παίζεις σε αυτό το παιχνίδι.
error-resigned-already = Έχεις ήδη αποσυρθεί από αυτό το παιχνίδι.
error-moved-while-resigning = Το παιχνίδι προχώρησε ενώ αποσυρόσουν· δοκίμασε ξανά.
error-over-already = Το παιχνίδι έχει ήδη τελειώσει.
error-abandon-who = Μόνο ο οικοδεσπότης ή διαχειριστής του διακομιστή μπορεί να εγκαταλείψει το παιχνίδι.
error-moved-on = Το παιχνίδι προχώρησε.
error-reposted-recently = Το ταμπλό του παιχνιδιού #{ $id } ξαναμπήκε πριν από λιγότερο από ένα λεπτό: δες πιο πάνω.
error-timer-choices = Ο χρόνος γύρου είναι ένα από: { $choices }.
error-afk-choices = Αυτός ο αριθμός λήξεων χρόνου δεν προσφέρεται.
error-still-going = Το παιχνίδι συνεχίζεται ακόμα.
error-rematch-players = Μόνο οι παίκτες του παιχνιδιού μπορούν να ζητήσουν ρεβάνς.
error-other-server = Αυτό το κουμπί ανήκει σε παιχνίδι άλλου διακομιστή.
error-no-game-called = Δεν υπάρχει παιχνίδι με όνομα { $name }. Τα παιχνίδια είναι: { $games }.
error-no-game-number = Δεν υπάρχει παιχνίδι #{ $id } σε αυτόν τον διακομιστή.
error-game-is = { $status ->
    [lobby] Το παιχνίδι #{ $id } είναι ακόμα στην αίθουσα.
    [active] Το παιχνίδι #{ $id } παίζεται τώρα.
    [finished] Το παιχνίδι #{ $id } τελείωσε.
   *[other] Το παιχνίδι #{ $id } εγκαταλείφθηκε.
}
error-no-game-here-yours = Εδώ δεν υπάρχει παιχνίδι που παίζεις.
error-no-game-here = Εδώ δεν υπάρχει ανοιχτό παιχνίδι.
error-several-games = Εδώ είναι ανοιχτά πολλά παιχνίδια ({ $numbers }): δώσε game_id.
error-manage-server = Μόνο όσοι διαχειρίζονται τον διακομιστή αλλάζουν τις ρυθμίσεις παιχνιδιών.
error-failed = Κάτι πήγε στραβά από τη μεριά μου· το παιχνίδι είναι ασφαλές. Δοκίμασε ξανά.
error-closing = Κάνω επανεκκίνηση αυτή τη στιγμή· δεν άλλαξε τίποτα. Δοκίμασε σε ένα λεπτό.
error-older-button = Αυτό το κουμπί είναι από παλιότερο ταμπλό και δεν λειτουργεί πια.
error-newest-board = Το νεότερο ταμπλό του παιχνιδιού #{ $id }: { $link }
error-use-board = Γράψε /board στο { $place } για να ξαναδείς το παιχνίδι #{ $id }.
error-unreplayable = Το παιχνίδι #{ $id } δεν ξαναπαίζεται: οι κινήσεις του δεν ταιριάζουν πια με τους τωρινούς κανόνες.
error-replay-no-game = Σε αυτόν τον διακομιστή δεν παίχτηκε παιχνίδι #{ $id }.
error-replay-not-over = Το παιχνίδι #{ $id } παίζεται ακόμα: η επανάληψη ανοίγει όταν τελειώσει.
error-replay-abandoned = Το παιχνίδι #{ $id } εγκαταλείφθηκε: επανάληψη έχουν μόνο τα ολοκληρωμένα παιχνίδια.

## /play, /resign, /abandon, /board

play-resigned = Αποσύρθηκες από το παιχνίδι #{ $id }.
play-abandoned = Το παιχνίδι #{ $id } εγκαταλείφθηκε.
play-reposted = Παιχνίδι #{ $id }: το ταμπλό μπήκε ξανά.

## /config

config-command = Ρυθμίσεις διακομιστή για νέα παιχνίδια: χρόνος γύρου, λήξεις, κινούμενη σύνοψη, γλώσσα.
config-command-turn-timer = Πόσο χρόνο έχει ένας παίκτης για τον γύρο του
config-command-timeouts = Συνεχόμενες λήξεις χρόνου πριν η ΤΝ πάρει οριστικά τη θέση
config-command-animation = Κινούμενη σύνοψη κάθε παιχνιδιού μαζί με τα αποτελέσματα
config-command-language = Η γλώσσα αιθουσών, πινάκων και αποτελεσμάτων σε αυτόν τον διακομιστή
config-timer-game-default = η προεπιλογή κάθε παιχνιδιού
config-language-discord = η γλώσσα του διακομιστή στο Discord
config-saved = ✅ Αποθηκεύτηκε. Οι νέες αίθουσες εδώ ξεκινούν με:
config-current = Οι νέες αίθουσες εδώ ξεκινούν με:
config-line-timer = • Χρόνος γύρου: { $timer }
config-timer-every-game = { $clock } ανά γύρο σε κάθε παιχνίδι
config-timer-defaults = η προεπιλογή κάθε παιχνιδιού ({ $defaults })
config-line-afk = { $count ->
    [one] • Η ΤΝ παίρνει οριστικά μια θέση μετά από { $count } λήξη χρόνου
   *[other] • Η ΤΝ παίρνει οριστικά μια θέση μετά από { $count } συνεχόμενες λήξεις χρόνου
}
config-line-animation-on = • Κινούμενη σύνοψη με τα αποτελέσματα κάθε παιχνιδιού: ναι
config-line-animation-off = • Κινούμενη σύνοψη με τα αποτελέσματα κάθε παιχνιδιού: όχι
config-line-language = • Γλώσσα αιθουσών, πινάκων και αποτελεσμάτων: { $language }
config-language-set = { $name }
config-language-from-discord = { $name } (η γλώσσα του διακομιστή στο Discord)
config-footer = -# Ο οικοδεσπότης μπορεί ακόμα να αλλάξει χρόνο και λήξεις σε κάθε αίθουσα. Οι ιδιωτικές απαντήσεις ακολουθούν τη γλώσσα Discord του καθενός.

## The games in one line

game-summary-passtally = Βάλε πλακίδια ώστε οι γραμμές να ενώνουν τα πιόνια σου· τα στοιβαγμένα πλακίδια δίνουν περισσότερους πόντους.
game-summary-push = Δοκίμασε την τύχη σου: φτιάξε στήλες καρτών, μάζεψε μία, βάλε ένα χρώμα στην τράπεζα για να το κρατήσεις.
game-summary-formula = Αγώνες με ζάρι: Γκραν Πρι του ενός γύρου, υποχρεωτική στάση στα πιτ, 10-6-4-3-2-1.
game-summary-pacman = Κάθε παίκτης παίζει έναν γύρο ως PAC-MAN και τρώει κουκκίδες με 3 ζάρια· οι άλλοι κινούν τα φαντάσματα με τις κάρτες φαντασμάτων για να τον πιάσουν. Νικά το μεγαλύτερο σκορ.

## Boards and results in the game's place

board-title = **{ $title }** — παιχνίδι #{ $id } · γύρος { $turn }
board-earlier-events = { $count ->
    [one] … { $count } προηγούμενο γεγονός
   *[other] … { $count } προηγούμενα γεγονότα
}
board-deadline = ⏳ Προθεσμία { $at } ({ $left }).
board-ai-to-play = 🤖 Παίζει: { $names } (ΤΝ).
results-abandoned = **{ $title }** — το παιχνίδι #{ $id } εγκαταλείφθηκε: χωρίς αποτελέσματα, χωρίς αλλαγές βαθμολογίας.
results-over = **{ $title }** — το παιχνίδι #{ $id } τελείωσε.
results-points = { $count ->
    [one] { $points } πόντος
   *[other] { $points } πόντοι
}
results-resigned = αποσύρθηκε
results-timed-out = έληξε ο χρόνος του: ανέλαβε η ΤΝ
results-rating = βαθμολογία { $rating } ({ $change })

## Notices in the game's place

notice-resigned-end = { $name }: αποσύρθηκε.
notice-grace = ⏳ Ήμουν εκτός σύνδεσης όταν έληξε ο χρόνος του γύρου, οπότε έχεις ξανά ολόκληρο γύρο: έως { $until }.
notice-timed-out = ⏰ { $name }: έληξε ο χρόνος, οπότε έπαιξε η ΤΝ ({ $count } από { $limit } συνεχόμενες).
notice-handed-over = 🤖 { $who }, ο χρόνος σου έληξε { $count } γύρους στη σειρά: η ΤΝ παίζει τη θέση σου ως το τέλος (μετράει ως αποχώρηση).
notice-replaced = { $name }: τη θέση πήρε η ΤΝ λόγω λήξης χρόνου.
notice-reminder = ⏰ { $who }: σειρά σου στο **{ $title }** #{ $id } — προθεσμία { $at } ({ $left })· μετά παίζει η ΤΝ για σένα.
notice-no-threads = Δεν μπορώ να ανοίξω νήματα εδώ, οπότε το παιχνίδι #{ $id } παίζεται σε αυτό το κανάλι.

## Slash commands

cmd-play = Άνοιξε αίθουσα για ένα παιχνίδι σε αυτό το κανάλι.
cmd-play-game = Ποιο παιχνίδι
cmd-game-choice = { $title } ({ $least }–{ $most } παίκτες)
cmd-games = Τα παιχνίδια που μπορείς να παίξεις και όσα είναι ανοιχτά εδώ.
cmd-rules = Πώς παίζεται ένα παιχνίδι.
cmd-rules-game = Ποιο παιχνίδι
cmd-resign = Αποσύρσου από το παιχνίδι σου εδώ· τη θέση σου παίρνει η ΤΝ.
cmd-resign-game-id = Ο αριθμός του παιχνιδιού, αν παίζεις πολλά εδώ
cmd-abandon = Τέλος σε ένα παιχνίδι εδώ χωρίς αποτελέσματα (οικοδεσπότης ή διαχειριστές).
cmd-game-id = Ο αριθμός του παιχνιδιού, αν είναι ανοιχτά πολλά εδώ
cmd-board = Βάλε ξανά εδώ το ταμπλό του παιχνιδιού σου.
cmd-leaderboard = Οι καλύτεροι παίκτες ενός παιχνιδιού (ή όλων) εδώ.
cmd-leaderboard-game = Ποιο παιχνίδι (κενό για όλα)
cmd-stats = Βαθμολογίες και αποτελέσματα ενός παίκτη εδώ.
cmd-stats-member = Ποιανού (κενό για τα δικά σου)
cmd-history = Τα τελευταία παιχνίδια που παίχτηκαν εδώ.
cmd-history-member = Μόνο τα παιχνίδια αυτού του μέλους
cmd-replay = Δες κίνηση προς κίνηση ένα ολοκληρωμένο παιχνίδι αυτού του διακομιστή.
cmd-replay-game = Ο αριθμός του παιχνιδιού (γράψε: παιχνίδι, παίκτη ή ημερομηνία)
cmd-replay-animation = Στείλε και όλο το παιχνίδι ως κινούμενη εικόνα
cmd-replay-export = Επισύναψε και την καταγραφή του (σπόρος, επιλογές, παίκτες, κινήσεις) σε JSON

## /games, /rules

games-heading = **Παιχνίδια** (ξεκίνα ένα με `/play`):
games-open-here = **Ανοιχτά σε αυτόν τον διακομιστή:**
games-open-line = { $status ->
    [lobby] • #{ $id } { $title }: αίθουσα στο
    [active] • #{ $id } { $title }: παίζεται στο
   *[other] • #{ $id } { $title }: { $status } στο
}
players-range = { $least }–{ $most } παίκτες
players-exactly = { $count ->
    [one] { $count } παίκτης
   *[other] { $count } παίκτες
}
players-with-option = ({ $most } με επιλογή)

## /leaderboard, /stats, /history

rating-meaning = Βαθμολογία: 1000 για νεοφερμένους· ανεβαίνει όταν τερματίζεις μπροστά από άλλους (και από την ΤΝ), πέφτει όταν τερματίζεις πίσω, και ανεβαίνει όσο μαζεύονται αποτελέσματα.
leaderboard-nobody = Κανείς δεν έχει τελειώσει ακόμα παιχνίδι { $title } εδώ.
leaderboard-nobody-any = Κανείς δεν έχει τελειώσει ακόμα παιχνίδι εδώ.
leaderboard-heading = Κατάταξη **{ $title }**
leaderboard-heading-all = **Κατατάξεις**
leaderboard-unknown-player = παίκτης { $id }
board-leaderboard = { $title } — κατάταξη
board-high-scores = { $title } — ρεκόρ
board-high-score-note = Κατά καλύτερο σκορ. Οι νίκες και το % νικών μετρούν τα παιχνίδια με άλλους· ένα παιχνίδι μόνος σου δεν είναι ποτέ νίκη.
board-column-player = Παίκτης
board-column-rating = Βαθμός
board-column-best = Ρεκόρ
board-column-games = Παιχνίδια
board-column-wins = Νίκες
board-column-win-share = % νικών
stats-percent = { $share }%
stats-nothing-yet = { $who }: δεν έχει τελειώσει ακόμα παιχνίδι εδώ.
stats-best-bold = καλύτερο σκορ **{ $score }**
stats-best = καλύτερο σκορ { $score }
stats-rating = βαθμολογία **{ $rating }**
stats-wins = { $wins ->
    [one] { $wins } νίκη
   *[other] { $wins } νίκες
} σε { $count ->
    [one] { $count } παιχνίδι
   *[other] { $count } παιχνίδια
} ({ $share }%)
stats-wins-with-others = { $wins ->
    [one] { $wins } νίκη
   *[other] { $wins } νίκες
} σε { $count ->
    [one] { $count } παιχνίδι
   *[other] { $count } παιχνίδια
} με άλλους ({ $share }%)
stats-solo-games = { $count ->
    [one] { $count } σόλο παιχνίδι
   *[other] { $count } σόλο παιχνίδια
}
stats-chart-title = { $name }: βαθμολογία
stats-chart-line = { $game } από { $first } σε { $last }
history-none = Δεν υπάρχουν ακόμα ολοκληρωμένα παιχνίδια.
history-heading = **Τελευταία παιχνίδια**
history-abandoned = • #{ $id } { $title }: εγκαταλείφθηκε
history-replay-placeholder = 🎬 Επανάληψη παιχνιδιού…
replay-export = 📄 Η καταγραφή του παιχνιδιού #{ $id }: σπόρος, επιλογές, παίκτες και κάθε κίνηση.

## Moves: the generic controls and panels

moves-choose = Διάλεξε κίνηση
moves-choose-more = Διάλεξε κίνηση…
moves-page = Κινήσεις { $first }–{ $last }
moves-previous = ◀ Προηγούμενες
moves-next = Επόμενες ▶
moves-panel = Διάλεξε την κίνησή σου (σελίδα { $page } από { $pages }).
moves-your-move = σειρά σου.
moves-nothing-private = Σε αυτό το παιχνίδι δεν υπάρχει κάτι ιδιωτικό να δεις.
panel-played = ✅ Παίχτηκε: { $move }.
panel-closed = Έκλεισε: δεν παίχτηκε τίποτα.
panel-cancel = Ακύρωση

## Passtally's controls

passtally-choose = Διάλεξε…
passtally-first-marker = Βάλε το πρώτο πιόνι: όποια πλευρά θέλεις…
passtally-move-marker = Μετακίνηση πιονιού…
passtally-prompt-setup-first = βάλε πιόνι { $where } (ξεκινά η προετοιμασία).
passtally-prompt-setup-third = βάλε πιόνι { $where } (διαλέγεις την τρίτη πλευρά· η τέταρτη είναι η απέναντι).
passtally-prompt-setup = βάλε πιόνι { $where }.
passtally-prompt-turn = βάλε πλακίδιο (**Πλακίδιο** 1, 2 ή 3: οι θέσεις του, οι καλύτερες πρώτες) ή μετακίνησε πιόνι (**Μετακίνηση πιονιού…**).
passtally-facts = Πόντοι: { $scores } · κλειστά απομένουν { $stacks }
passtally-actions-left = { $count ->
    [one] απομένει { $count } ενέργεια
   *[other] απομένουν { $count } ενέργειες
}
passtally-final-round = **τελευταίος γύρος**
passtally-tile-empty = Πλακίδιο { $tile }: άδεια στοίβα
passtally-place-tile = Πλακίδιο { $tile }: { $design }
passtally-pick-tile = Διάλεξε ένα από τα ανοιχτά πλακίδια.
passtally-stack-out = Η στοίβα { $tile } τελείωσε: δεν υπάρχει πλακίδιο { $tile }.
passtally-fits-nowhere = Το πλακίδιο { $tile } δεν χωράει πουθενά στο ταμπλό τώρα.
passtally-shape-level = { $shape }, επίπεδο { $level }.
passtally-shape-level-short = { $shape } · επίπεδο { $level }
passtally-confirm-hint = ✅ Επιβεβαίωσε για να το βάλεις (μετά ανοίγει το επόμενο πλακίδιο της στοίβας).
passtally-confirm = ✅ Επιβεβαίωση: πλακίδιο { $tile } στο { $first }–{ $second }
passtally-places-intro = **Πλακίδιο { $tile }** ({ $design }): { $count ->
    [one] { $count } θέση
   *[other] { $count } θέσεις
}, οι καλύτερες πρώτες. Οι αριθμοί στο ταμπλό είναι οι καλύτερες· διάλεξε θέση από τα μενού για να τη δεις, μετά ✅ Επιβεβαίωση.
passtally-tile-instead = Καλύτερα το πλακίδιο { $tile }
passtally-more-places = Κι άλλες θέσεις ▶ { $first }–{ $last }
passtally-back-to-places = ◀ Πίσω στις θέσεις { $first }–{ $last }
passtally-gain = { $count ->
    [one] { $gain } π.
   *[other] { $gain } π.
}
passtally-no-extra-points = κανένας επιπλέον πόντος
passtally-where = Πού μπαίνει το πλακίδιο { $tile }; { $count ->
    [one] { $count } θέση
   *[other] { $count } θέσεις
}, οι καλύτερες πρώτες
passtally-where-page = Πλακίδιο { $tile }: θέσεις { $first }–{ $last } από { $count }, οι καλύτερες πρώτες
passtally-same-both-ways = είναι ίδιο και ανάποδα (οι δύο μισές του είναι ίδιες).
passtally-not-a-place = Το πλακίδιο { $tile } δεν μπαίνει από το { $cell } προς το { $facing }: { $why }

## PUSH's controls

push-ui-colour = { $colour ->
    [red] κόκκινο
    [blue] μπλε
    [green] πράσινο
    [yellow] κίτρινο
   *[purple] μωβ
}
push-ui-card = { $colour } { $number }
push-ui-special-card = { $kind ->
    [roll] την κάρτα ρίψης
   *[switch] την κάρτα αλλαγής
}
push-my-bank = Η τράπεζά μου
push-draw = Τράβα
push-draw-again = Τράβα ξανά
push-button-stop = Σταμάτα
push-column-button = Στήλη { $column }
push-button-new-column = Νέα στήλη
push-roll = Ρίξε το ζάρι
push-take-column = Πάρε τη στήλη { $column } · { $cards } · { $points } π.
push-bank = Στην τράπεζα: { $colour }
push-bank-about = { $count ->
    [one] { $count } κάρτα στην τράπεζά σου, ασφαλής για πάντα
   *[other] { $count } κάρτες στην τράπεζά σου, ασφαλείς για πάντα
}
push-bank-placeholder = Ή βάλε ένα χρώμα στην τράπεζα (αντί να τραβήξεις)…
push-column = τη στήλη { $column }
push-into-column = στη στήλη { $column }
push-into-new-column = σε νέα στήλη
push-or = { $first } ή { $last }
push-one-of-columns = μία από τις στήλες { $columns }
push-prompt-place = βάλε το **{ $card }** { $where }
push-column-refuses = η στήλη { $column } { $reason }
push-prompt-start-empty = σειρά σου: **Τράβα** για να ρισκάρεις (δεν έχεις ακόμα τίποτα στον πάγκο για την τράπεζα).
push-prompt-start = σειρά σου: **Τράβα** για να ρισκάρεις ή βάλε ένα χρώμα στην τράπεζα από το μενού.
push-prompt-push-empty = **Τράβα ξανά** ή **Σταμάτα** (καμία στήλη ακόμα: δεν μαζεύεις τίποτα).
push-prompt-push = **Τράβα ξανά** ή **Σταμάτα** και μάζεψε.
push-prompt-roll = **ρίξε το ζάρι**: χάνεις από τον πάγκο σου το χρώμα που θα φέρεις (αστέρι: { $harder ->
    [yes] χάνεις όλο τον πάγκο
   *[no] δεν χάνεις τίποτα
}).
push-prompt-pick = **διαλέγεις εσύ**: πάρε { $which }
push-prompt-pick-from = **διαλέγεις εσύ**: πάρε { $which } από το τράβηγμα του/της { $pusher }
push-prompt-then = · μετά { $names }
push-your-bank = **Η τράπεζά σου** (μόνο εσύ τη βλέπεις): { $total }.
push-your-bench = Ο πάγκος σου (σε κίνδυνο μέχρι να μπει στην τράπεζα): { $total }.
push-your-score = Το σκορ σου ως τώρα: **{ $score }**.
push-cards-total = { $count ->
    [one] { $count } κάρτα
   *[other] { $count } κάρτες
} = { $points ->
    [one] { $points } πόντος
   *[other] { $points } πόντοι
}

## What each lobby choice does

choice-passtally-four_players-no = Οι κανόνες: 2 ή 3 παίκτες
choice-passtally-four_players-yes = Ανεπίσημη παραλλαγή: έως 4 παίκτες, 16 πιόνια στις 24 θέσεις
choice-push-harder-no = Οι κανόνες: το αστέρι στο ζάρι είναι ασφαλές, δεν πετάς τίποτα
choice-push-harder-yes = Μεγαλύτερη δυσκολία: αν φέρεις αστέρι, πετάς όλο τον πάγκο σου
choice-push-switch_rule-pile = Κάθε κάρτα αλλαγής που τραβιέται αντιστρέφει την κατεύθυνση ως το τέλος
choice-push-switch_rule-turn = Οι κανόνες: μονός αριθμός καρτών αλλαγής σε αυτόν τον γύρο την αντιστρέφει
choice-formula-races-1 = Ένα μόνο Γκραν Πρι: το πιο σύντομο παιχνίδι
choice-formula-races-2 = Τα 2 πρώτα από τα 4 Γκραν Πρι, οι πόντοι αθροίζονται
choice-formula-races-3 = Τα 3 πρώτα από τα 4 Γκραν Πρι, οι πόντοι αθροίζονται
choice-formula-races-4 = Όλη η σεζόν: και τα 4 Γκραν Πρι, οι πόντοι αθροίζονται
choice-pacman-mode-classic = 1 ζωή· τα φαντάσματα παίζουν τις 35 μπλε κάρτες
choice-pacman-mode-arcade = 3 ζωές· τα φαντάσματα παίζουν και τις 40 κάρτες, και τις γρήγορες κίτρινες
choice-pacman-levels_per_inning-unlimited = Οι κανόνες: ο γύρος τελειώνει μόνο όταν πιαστεί ο PAC-MAN
choice-pacman-levels_per_inning-auto = 2 επίπεδα όταν τα φαντάσματα τα κινεί η ΤΝ (σόλο), αλλιώς απεριόριστα (οι κανόνες)
choice-pacman-levels_per_inning-1 = Με 1 επίπεδο ο γύρος τελειώνει και οι πόντοι μένουν, όπως στο πιάσιμο
choice-pacman-levels_per_inning-2 = Με 2 επίπεδα ο γύρος τελειώνει και οι πόντοι μένουν, όπως στο πιάσιμο
choice-pacman-levels_per_inning-3 = Με 3 επίπεδα ο γύρος τελειώνει και οι πόντοι μένουν, όπως στο πιάσιμο
choice-pacman-purist_scoring-no = Οι κανόνες: οι κουκκίδες δεν δίνουν πόντους μόνες τους
choice-pacman-purist_scoring-yes = Όπως στο ηλεκτρονικό: κάθε κουκκίδα που τρως δίνει επιπλέον 40 πόντους

## Formula 1's controls and race lines

words-and = { $first } και { $last }
formula-field = πεδίο { $number }
formula-place = { $place }ος
formula-finished = τερμάτισε { $place }
formula-in-pit = στα πιτ στο { $field }
formula-on-grid = στην αφετηρία
formula-an-extra-car = επιπλέον αυτοκίνητο
formula-roll-extras = 🎲 Ρίξε για τα επιπλέον αυτοκίνητα ({ $cars })
formula-race-line = 🏁 Γκραν Πρι **{ $gp }** ({ $race } από { $races }), γύρος { $round }
formula-roll-car = 🎲 Ρίξε για το αυτοκίνητο { $car } ({ $where })
formula-car-at = { $car } ({ $where })
formula-car-at-named = αυτοκίνητο { $car } ({ $where })
formula-roll-cars = 🎲 Ρίξε για τα αυτοκίνητα { $cars }
formula-then-list = το αυτοκίνητο { $cars }
formula-car-first = 🎲 Πρώτα το αυτοκίνητο { $car }: αν φτάσουν στο ίδιο πεδίο, { $then } πάει πίσω
formula-extra-line = 🚗 { $who }: τελευταίος/α, οπότε ρίχνει για τα επιπλέον αυτοκίνητα: { $cars }.
formula-to-roll = 🏎️ Ρίχνει { $who } για { $cars }.
formula-to-roll-choose = 🏎️ Ρίχνει { $who } για { $cars }: διάλεξε ποιο ρίχνει πρώτο (είναι τόσο κοντά που έχει σημασία).
formula-has-rolled = Το αυτοκίνητο { $car } έριξε.
formula-sits-out = Το αυτοκίνητο { $car } μένει αυτόν τον γύρο στα πιτ.
formula-pit-line = ⛽ { $who }: { $extra ->
    [yes] το επιπλέον αυτοκίνητο
   *[no] το αυτοκίνητο
} { $car } είναι στην είσοδο των πιτ στο { $entry } { $left ->
    [0] χωρίς βήματα που περισσεύουν
    [one] με { $left } βήμα που περισσεύει
   *[other] με { $left } βήματα που περισσεύουν
}. **Πιτ τώρα**: { $left ->
    [0] δεν χάνει τίποτα
   *[other] χάνει τα βήματα που περισσεύουν
} και μένει έναν γύρο· **Μείνε στην πίστα**: { $stay }, και η υποχρεωτική στάση έρχεται μετά στο { $forced }.
formula-stay-out-short = { $way ->
    [on] μπροστά στο { $field }
    [stays] μένει στο { $field }
   *[back] πίσω στο { $field }
}
formula-stay-out-long = { $way ->
    [on] προχωρά στο { $field }
    [stays] μένει στο { $field }
   *[back] γυρνά πίσω στο { $field } (τα μπροστινά είναι πιασμένα)
}
formula-pit-now = ⛽ Πιτ τώρα ({ $left ->
    [0] χωρίς απώλεια
    [one] χάνεις { $left } βήμα
   *[other] χάνεις { $left } βήματα
})
formula-stay-out = Μείνε στην πίστα ({ $where })
formula-ai-pick = · επιλογή της ΤΝ
formula-result = { $medal } { $place } · αυτοκίνητο { $car } ({ $owner }) · { $points } π.
formula-result-nobody = { $medal } { $place } · αυτοκίνητο { $car } ({ $owner }) · { $points } π. σε κανέναν
formula-points-this-race = Πόντοι αυτού του αγώνα: { $points }.
formula-standing = { $rank }. { $name } — { $points } π.
formula-final-standings = Τελική κατάταξη
formula-championship-after = Πρωτάθλημα μετά από { $race } από { $races }
formula-champion = Πρωταθλητής
formula-next = Επόμενο
formula-result-title = 🏁 Γκραν Πρι { $gp } ({ $race } από { $races }): αποτέλεσμα
formula-next-race = Γκραν Πρι { $gp }, ένας γύρος από το πεδίο { $start }. Ζαριές εκκίνησης: { $rolls }· ξεκινά { $starter }.
formula-re-roll-separator = · ξανά:{" "}

## Auto-roll

auto-roll-board = 🤖 Αυτόματη ρίψη…
auto-roll-is = 🤖 Η αυτόματη ρίψη είναι { $changed ->
    [yes] τώρα{" "}
   *[no] {""}
}**{ $on ->
    [on] ενεργή
   *[off] ανενεργή
}** για σένα στο { $title } σε αυτόν τον διακομιστή.
auto-roll-on-explained = Η ΤΝ ρίχνει για σένα όποτε δεν υπάρχει κάτι να αποφασίσεις· σε ρωτάμε μόνο τις πραγματικές αποφάσεις (Πιτ τώρα ή Μείνε στην πίστα, ποιο αυτοκίνητο ρίχνει πρώτο όταν είναι κοντά). Μένει ενεργή στα επόμενα παιχνίδια σου εδώ μέχρι να τη σβήσεις.
auto-roll-off-explained = Πατάς μόνος σου 🎲 Ρίξε σε κάθε γύρο. Άναψέ την και η ΤΝ ρίχνει για σένα όταν δεν υπάρχει κάτι να αποφασίσεις· κάθε πραγματική απόφαση παραμένει δική σου.
auto-roll-turn-off = Κλείσε την αυτόματη ρίψη
auto-roll-turn-on = 🤖 Άνοιξε την αυτόματη ρίψη για μένα
auto-roll-not-yours = Αυτός ο διακόπτης είναι άλλου παίκτη: δεν άλλαξε τίποτα. Πάτα **{ $button }** στο ταμπλό για τον δικό σου.

## PAC-MAN's controls; ghosts keep their names

pacman-no-ghost-now = Κανένα φάντασμά σου δεν κινείται τώρα: χρησιμοποίησε τα κουμπιά κάτω από το ταμπλό.
pacman-facts = 🟡 PAC-MAN: **{ $name }** · σκορ { $score }
pacman-lives = ζωές { $count }
pacman-inning = γύρος { $inning } από { $innings }
pacman-scored = σκορ: { $scores }
pacman-power-move = κίνηση δύναμης { $move } από { $moves }
pacman-prompt-roll = ρίξε τα ζάρια για τον PAC-MAN (🎲 από κάτω).
pacman-prompt-power-roll = ρίξε 1 ζάρι (🎲 από κάτω).
pacman-prompt-pellet = ένα χάπι δύναμης τελειώνει την κίνηση: ✅ Επιβεβαίωσε για να το φας (ή ↩ Αναίρεση βήματος).
pacman-prompt-choose = διάλεξε πού τελειώνει ο PAC-MAN { $steps ->
    [one] το { $steps } βήμα του
   *[other] τα { $steps } βήματά του
}: ένα κουμπί ή οι λίστες (οι καλύτερες πρώτες) δείχνουν τη διαδρομή, μετά ✅ Επιβεβαίωση· ή προχώρα βήμα βήμα με τα βέλη.
pacman-prompt-confirm = πάτα ✅ Επιβεβαίωση (ή ↩ Αναίρεση βήματος).
pacman-prompt-walk = κίνησε τον PAC-MAN ακριβώς { $steps ->
    [one] { $steps } βήμα
   *[other] { $steps } βήματα
} με τα βέλη, μετά ✅ Επιβεβαίωση.
pacman-prompt-eyes = κίνησε **τα μάτια του { $ghost }** { $spaces ->
    [one] { $spaces } βήμα
   *[other] { $spaces } βήματα
} προς το κελί: διάλεξε πού σταματούν.
pacman-prompt-ghost = κίνησε τον **{ $ghost }** { $spaces ->
    [one] { $spaces } βήμα
   *[other] { $spaces } βήματα
}: διάλεξε πού σταματά{ $aim ->
    [yes] {" "}(🎯 πέφτει πάνω στον PAC-MAN)
   *[no] {""}
}.
pacman-confirm-waiting = Επιβεβαίωση ({ $count ->
    [one] μένει { $count } βήμα
   *[other] μένουν { $count } βήματα
})
pacman-preview-routes = 👁 Διαδρομές του { $ghost }…
pacman-move-at-once = Κίνησε τον { $ghost } κατευθείαν στο…
pacman-route-intro = { $eyes ->
    [yes] **Τα μάτια του { $ghost }** γυρνούν στο κελί
   *[no] **Ο { $ghost }** κινείται
}: { $spaces ->
    [one] { $spaces } βήμα
   *[other] { $spaces } βήματα
}. Διάλεξε πού σταματά· η προεπισκόπηση δείχνει τη διαδρομή.
pacman-routes = Διαδρομές του { $ghost } ({ $count })
pacman-more-routes = Κι άλλες διαδρομές του { $ghost }
pacman-route-chosen = { $eyes ->
    [yes] **Τα μάτια του { $ghost }** γυρνούν { $to ->
        [cage] στο **κελί**
       *[other] προς το κελί, ως το **{ $to }**
    }
   *[no] **Ο { $ghost }** πάει στο **{ $to }**
}. Επιβεβαίωσε την κίνηση.
pacman-route-chosen-note = { $eyes ->
    [yes] **Τα μάτια του { $ghost }** γυρνούν { $to ->
        [cage] στο **κελί**
       *[other] προς το κελί, ως το **{ $to }**
    }
   *[no] **Ο { $ghost }** πάει στο **{ $to }**
} ({ $note }). Επιβεβαίωσε την κίνηση.
pacman-move-ghost-to = ✅ Ο { $ghost } στο { $to ->
    [cage] κελί
   *[other] { $to }
}
pacman-back-to-cage = πίσω στο κελί
pacman-cage = κελί
pacman-lands-on-pacman = πέφτει πάνω στον PAC-MAN: πιάστηκε!
pacman-spaces-from-pacman = { $count ->
    [one] { $count } βήμα από τον PAC-MAN
   *[other] { $count } βήματα από τον PAC-MAN
}
pacman-walk = Πήγαινε { $arrow }
pacman-earlier-choices = ◀ Προηγούμενες
pacman-later-choices = Επόμενες ▶
pacman-cannot-end-on = Ο PAC-MAN δεν μπορεί να σταματήσει στο { $space } με αυτή τη ζαριά.
pacman-choose-end = Διάλεξε μία από τις { $count } θέσεις τερματισμού του (οι καλύτερες πρώτες).
pacman-the-walk = Η διαδρομή ({ $count } βήματα{ $revisits ->
    [0] {""}
   *[other] , { $revisits } ξανά
}): { $steps }
pacman-walk-drawn = Φαίνεται στον λαβύρινθο από κάτω. ✅ Επιβεβαίωσε για να κινηθείς.
pacman-confirm-walk = ✅ Επιβεβαίωση: { $move }
pacman-power-pellet = ⚡ χάπι δύναμης
pacman-dots = { $count ->
    [0] χωρίς κουκκίδες
    [one] { $count } κουκκίδα
   *[other] { $count } κουκκίδες
}
pacman-fruit = { $fruit ->
    [cherry] κεράσι
    [strawberry] φράουλα
   *[orange] πορτοκάλι
}
pacman-eats-ghost = 👻 τρώει τον { $ghost }
pacman-clears-section = καθαρίζει τον τομέα { $sections }
pacman-lands-on = ☠ πέφτει πάνω στον { $ghost }
pacman-can-reach = ⚠ { $count ->
    [one] ο { $ghosts } μπορεί να φτάσει
   *[other] οι { $ghosts } μπορούν να φτάσουν
}
pacman-where-all = Πού; Όλες οι { $count } θέσεις, οι καλύτερες πρώτες
pacman-where-of = Πού; Θέσεις { $first }–{ $last } από { $count }, οι καλύτερες πρώτες
pacman-where-page = Πού; Θέσεις { $first }–{ $last }, οι καλύτερες πρώτες
pacman-walk-note = { $count } βήματα{ $revisits ->
    [0] {""}
   *[other] , { $revisits } ξανά
}
pacman-danger = { $share }% πιθανότητα να πέσει φάντασμα εδώ μετά

## Replays

replay-button = ▶ Επανάληψη
replay-step-first = ⏮ Αρχή
replay-step-back = ◀ Πίσω
replay-step-next = ▶ Επόμενο
replay-step-last = ⏭ Τέλος
replay-animation = 🎞 Κινούμενη εικόνα
replay-jump = Πήγαινε σε κίνηση…
replay-move-start = Κίνηση 0: η αρχή
replay-move = Κίνηση { $move } · γύρος { $turn }
replay-caption = 🎞 { $heading }: όλο το παιχνίδι, ένα καρέ ανά γύρο.
replay-heading = **{ $title }** — παιχνίδι #{ $id } · { $names } · { $date }
replay-not-a-game = Αυτό δεν είναι παιχνίδι αυτού του διακομιστή.
replay-where = κίνηση { $move } από { $moves }
replay-the-start = η αρχή
replay-turn = γύρος { $turn }
replay-more-events = { $count ->
    [one] … και { $count } ακόμα
   *[other] … και { $count } ακόμα
}

## Which game a command means (bot/commands/game_pick.py)

pick-game-option = #{ $id } { $title } · { $status ->
    [lobby] αίθουσα
    [active] σε εξέλιξη
   *[other] { $status }
}
error-not-a-game-number = Αυτός δεν είναι αριθμός παιχνιδιού.

# A corner section of the maze, for the score line
pacman-section = { $corner ->
    [top-left] πάνω αριστερά
    [top-right] πάνω δεξιά
    [bottom-left] κάτω αριστερά
   *[bottom-right] κάτω δεξιά
}
replay-not-a-move = Αυτή δεν είναι κίνηση αυτού του παιχνιδιού.
