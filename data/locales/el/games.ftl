# Κοινές λέξεις των γεγονότων: πώς γράφεται μια λίστα.
list-pair = { $first } και { $last }
list-more = { $first }, { $rest }
list-none = τίποτα
