# Palabras comunes a los eventos de los juegos: cómo se escribe una lista.
list-pair = { $first } y { $last }
list-more = { $first }, { $rest }
list-none = nada
