# Fórmula 1 en el español de América Latina: auto (no coche), pits (no boxes).

f1-action-roll = Tirar por el auto { $car }
f1-action-roll-all = Tirar por todos los autos, primero el auto { $first }
f1-action-roll-extras = Tirar por los autos extra
f1-action-pit = Entrar a pits
f1-refuse-one-left = Solo le queda tirar al auto { $car }: usa su propio botón.
f1-refuse-not-to-roll = El auto { $car } no es uno de tus autos por tirar: { $count ->
    [one] el auto
   *[other] los autos
} { $cars }.
f1-refuse-not-yours = El auto { $car } no es tuyo: llevas { $count ->
    [one] el auto
   *[other] los autos
} { $cars }.
f1-refuse-finished = El auto { $car } ya terminó esta carrera.
f1-refuse-sits-out = El auto { $car } se queda esta ronda en pits.
f1-refuse-moved = El auto { $car } ya se movió en este turno.
f1-refuse-pit-first = El auto { $car } está en la entrada a pits: elige antes entrar a pits o seguir en pista.
f1-refuse-extras-now = Ahora toca tirar por los autos extra.
f1-refuse-roll-first = Tira antes por tus autos: { $count ->
    [one] al auto { $cars } le falta moverse
   *[other] a los autos { $cars } les falta moverse
}.
