# Słowa wspólne dla zdarzeń gier: jak zapisać listę.
list-pair = { $first } i { $last }
list-more = { $first }, { $rest }
list-none = nic

# Odmowy wspólne dla wszystkich gier: czyta je ten, kto kliknął, w swoim języku.
refuse-game-over = Gra się skończyła: nie można już wykonać ruchu.
refuse-not-your-turn = To nie twoja kolej.
refuse-players = W { $game } gra { $least }–{ $most } graczy, nie { $count }.
