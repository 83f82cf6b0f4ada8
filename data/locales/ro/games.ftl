# Cuvinte comune evenimentelor jocurilor: cum se scrie o listă.
list-pair = { $first } și { $last }
list-more = { $first }, { $rest }
list-none = nimic

# Refuzuri comune tuturor jocurilor: le citește cel care a apăsat, în limba lui.
refuse-game-over = Jocul s-a terminat: nu se mai pot face mutări.
refuse-not-your-turn = Nu e rândul tău.
refuse-players = { $game } se joacă în { $least }–{ $most } jucători, nu în { $count }.
