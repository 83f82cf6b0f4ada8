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

# los eventos
f1-the-pit = pits
f1-sits-out = El auto { $car } se queda esta ronda en pits.
f1-rolls = { $player } saca { $value } con el auto { $car } desde { $start }.
f1-rolls-to = { $player } saca { $value } con el auto { $car } desde { $start } hasta la casilla { $end }.
f1-extra-rolls = El auto extra { $car } saca { $value } desde { $start }.
f1-extra-rolls-to = El auto extra { $car } saca { $value } desde { $start } hasta la casilla { $end }.
f1-rolls-extras = { $player } tira por los autos extra.
f1-reaches = El auto { $car } llega a la casilla { $field }.
f1-taken =
    La casilla { $field } está ocupada por { $holder ->
        [0] otro auto
       *[other] el auto { $holder }
    }: el auto { $car } retrocede a la casilla { $back }.
f1-pit-blocked = Todas las casillas desde pits hasta la { $field } están ocupadas: el auto { $car } se queda en pits.
f1-pit-entry =
    El auto { $car } llega a la entrada de pits en la casilla { $field } ({ $left ->
        [0] sin puntos de sobra
        [one] le queda { $left } punto
       *[other] le quedan { $left } puntos
    }): ¿entrar ahora o seguir?
f1-stays-out = El auto { $car } sigue en pista.
f1-stays-out-to = El auto { $car } sigue en pista hasta la casilla { $end }.
f1-pit-stop =
    El auto { $car } { $forced ->
        [yes] tiene que parar (pasó la primera entrada)
       *[no] para
    } en pits en la casilla { $field }{ $free ->
        [yes] { " " }(la tirada acaba en la entrada: la parada obligatoria no cuesta nada ahora)
       *[no]
            { $dropped ->
                [0] { "" }
                [one] , se pierde { $dropped } punto
               *[other] , se pierden { $dropped } puntos
            }
    }; no tira la próxima ronda.
f1-finish = El auto { $car } cruza la meta: { $place }.º puesto.
f1-placed = { $place }.º el auto { $car }
