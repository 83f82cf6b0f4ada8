# Formula 1: the events (games/formula emits the keys, f1-*: the bot's own formula-* words are in bot.ftl).

## Where a roll starts
f1-field = field { $field }
f1-the-pit = the pit

## A race
f1-grand-prix = Grand Prix { $number } of { $races }: { $name }, one lap from field { $start }.
f1-start-roll = { $player } { $value }
f1-start-rolls = Start rolls: { $rolls }.
f1-starts = { $player } starts.
f1-round = Round { $round }.
f1-sits-out = Car { $car } sits out this round in the pit.

## Moves
f1-rolls = { $player } rolls { $value } for car { $car } from { $start }.
f1-rolls-to = { $player } rolls { $value } for car { $car } from { $start } to field { $end }.
f1-extra-rolls = Extra car { $car } rolls { $value } from { $start }.
f1-extra-rolls-to = Extra car { $car } rolls { $value } from { $start } to field { $end }.
f1-rolls-extras = { $player } rolls for the extra cars.
f1-reaches = Car { $car } reaches field { $field }.
f1-taken = Field { $field } is taken by { $holder ->
    [0] a car
   *[other] car { $holder }
}: car { $car } goes back to field { $back }.
f1-pit-blocked = Every field from the pit to field { $field } is taken: car { $car } stays in the pit.
f1-pit-entry = Car { $car } reaches the pit entry at field { $field } ({ $left ->
    [0] no pips left
    [one] { $left } pip left
   *[other] { $left } pips left
}): pit now or stay out?
f1-stays-out = Car { $car } stays out.
f1-stays-out-to = Car { $car } stays out and drives on to field { $end }.
f1-pit-stop = Car { $car } { $forced ->
    [yes] must stop (it passed the first pit)
   *[no] stops
} in the pit at field { $field }{ $free ->
    [yes] {" "}(its roll ends at the entry: the compulsory stop costs nothing now)
   *[no] { $dropped ->
        [0] {""}
        [one] , { $dropped } pip dropped
       *[other] , { $dropped } pips dropped
    }
}; it sits out the next round.
f1-finish = Car { $car } crosses the line: { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
} place.

## The end of a race and of the championship
f1-placed = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
} car { $car }
f1-result = { $name } result: { $podium }.
f1-gained = { $player } +{ $points }
f1-points = Points: { $points }.
f1-total = { $player } { $points }
f1-over = Championship over: { $totals }. { $count ->
    [one] Champion
   *[other] Champions
}: { $champions }.

## The actions, as a button or a move in a replay names them
f1-action-roll = Roll car { $car }
f1-action-roll-all = Roll every car, car { $first } first
f1-action-roll-extras = Roll for extra cars
f1-action-pit = Pit now
f1-action-stay-out = Stay out

## Refusals: what the game waits for instead
f1-refuse-one-left = Only car { $car } is left to roll: use its own Roll button.
f1-refuse-not-to-roll = Car { $car } is not one of your cars to roll: { $count ->
    [one] car
   *[other] cars
} { $cars }.
f1-refuse-not-yours = Car { $car } is not yours: you drive { $count ->
    [one] car
   *[other] cars
} { $cars }.
f1-refuse-finished = Car { $car } has already finished this race.
f1-refuse-sits-out = Car { $car } sits out this round in the pit.
f1-refuse-moved = Car { $car } has already moved this turn.
f1-refuse-pit-first = Car { $car } is at a pit entry: choose Pit now or Stay out first.
f1-refuse-extras-now = It is time to roll for the extra cars.
f1-refuse-roll-first = Roll for your cars first: { $count ->
    [one] car
   *[other] cars
} { $cars } still to move.
f1-refuse-over = The championship is over.
