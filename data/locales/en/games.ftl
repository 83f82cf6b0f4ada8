# Words every game's events share (render/words.py): how a list inside an event is worded.
list-pair = { $first } and { $last }
list-more = { $first }, { $rest }
list-none = nothing
