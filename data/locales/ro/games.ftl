# Cuvinte comune evenimentelor jocurilor: cum se scrie o listă.
list-pair = { $first } și { $last }
list-more = { $first }, { $rest }
list-none = nimic
