# Fórmula 1 en el español de América Latina: auto (no coche), pits (no boxes).

f1-action-roll = Tirar por el auto { $car }
f1-action-roll-all = Tirar por todos los autos, primero el auto { $first }
f1-action-roll-extras = Tirar por los autos extra
f1-action-pit = Entrar a pits
