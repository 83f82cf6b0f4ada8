# Słowa wspólne dla zdarzeń gier: jak zapisać listę.
list-pair = { $first } i { $last }
list-more = { $first }, { $rest }
list-none = nic
