# The words drawn on Formula 1's board (render/formula.py, render/formula_parts.py).
# The circuits' names (Monaco, Monza, Silverstone, Hockenheim) are drawn as they are.

## The header
board-formula-title = GRAND PRIX { $number }/{ $races } · { $name }
board-formula-over = CHAMPIONSHIP OVER
board-formula-round = Round { $round }
board-formula-last-roll = last roll, car { $car }
board-formula-champion = { $count ->
    [one] Champion
   *[other] Champions
}: { $champions } with { $points } points
board-formula-to-roll = { $player } to roll: { $count ->
    [one] car
   *[other] cars
} { $cars }
board-formula-extras = { $player } (last place) rolls for the extra cars
board-formula-pit-question = { $player }: car { $car } at the pit entry – pit now or stay out?

## On the circuit
board-formula-pit = PIT
board-formula-grid = START GRID · FIELD { $field }

## The race order
board-formula-race-order = RACE ORDER
board-formula-extra-car = extra car
# a place in the race order once the car has finished (a race has six cars)
board-formula-place = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
}
board-formula-finished = finished
board-formula-finished-points = finished · { $points ->
    [one] { $points } pt
   *[other] { $points } pts
}
board-formula-in-pit = in the pit
board-formula-in-pit-waits = in the pit (waits)
board-formula-on-grid = on the grid
board-formula-field = field { $field }
board-formula-pitted = { $where } · pitted

## The podium and the championship
board-formula-podium = PODIUM · { $name }
# the podium's steps, as the sheet numbers them
board-formula-step = { $place ->
    [1] I
    [2] II
   *[other] III
}
board-formula-then = Then:
board-formula-championship = CHAMPIONSHIP
# a race's column in the championship table (R1 = the first race's points)
board-formula-race-column = R{ $race }
board-formula-points-column = Pts
