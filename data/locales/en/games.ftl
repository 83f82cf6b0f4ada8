# Words every game's events share (render/words.py): how a list inside an event is worded.
list-pair = { $first } and { $last }
list-more = { $first }, { $rest }
list-none = nothing

# Refusals every game shares (games/core.py): the clicker reads them, in their own language.
refuse-game-over = The game is over: no more moves can be made.
refuse-not-your-turn = It's not your turn.
refuse-players = { $game } is for { $least }–{ $most } players, not { $count }.
