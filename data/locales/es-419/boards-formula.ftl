# Fórmula 1 en el español de América Latina: auto (no coche), pits (no boxes).

board-formula-last-roll = última tirada, auto { $car }
board-formula-to-roll = Tira { $player }: { $count ->
    [one] auto
   *[other] autos
} { $cars }
board-formula-extras = { $player } (último) tira por los autos extra
board-formula-pit-question = { $player }: auto { $car } en la entrada a pits – ¿entrar ya o seguir?
board-formula-pit = PITS
board-formula-extra-car = auto extra
board-formula-in-pit = en pits
board-formula-in-pit-waits = en pits (espera)
